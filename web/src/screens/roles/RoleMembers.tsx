import { useRef, useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { RoleMember, RoleRecord } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { addOrRemoveMember, roleMembers } from '../../api/roles';
import { feedback } from '../../lib/feedback';
import UserSelect from '../workbench/tree/UserSelect';

/** The role's members, ten a page, with the user search select to add one and a remove action per row. */
export default function RoleMembers({ role, onChanged }: { role: RoleRecord; onChanged: () => void }) {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(undefined);
  const [picked, setPicked] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);

  const change = async (username: string, operate: 'add' | 'remove') => {
    setBusy(true);
    try {
      await addOrRemoveMember({ role_id: role.id, username, operate });
      feedback.message.success(t(operate === 'add' ? 'roles.memberAdded' : 'roles.memberRemoved', { name: username }));
      if (operate === 'add') setPicked(null);
      void actionRef.current?.reload();
      onChanged();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const columns: ProColumns<RoleMember>[] = [
    { title: t('roles.username'), dataIndex: 'username', ellipsis: true },
    { title: t('roles.realname'), dataIndex: 'realname', ellipsis: true },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 100,
      render: (_, r) => (
        <Popconfirm
          title={t('roles.confirmRemove', { name: r.username })}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => void change(r.username, 'remove')}
        >
          <Button type="link" size="small" danger data-testid={`role-member-remove-${r.username}`}>
            {t('roles.remove')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div data-testid="role-members">
      <Space.Compact className="ts-role-add-member">
        <UserSelect value={picked} onChange={setPicked} testId="role-member-select" />
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          disabled={!picked}
          loading={busy}
          onClick={() => picked && void change(picked, 'add')}
          data-testid="role-member-add"
        >
          {t('roles.addMember')}
        </Button>
      </Space.Compact>
      <ProTable<RoleMember>
        rowKey="username"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword, roleId: role.id }}
        request={async (params) => {
          const page = await roleMembers({
            role_id: role.id,
            search_content: keyword,
            page: params.current ?? 1,
            page_size: params.pageSize ?? PAGING.ROLE_PAGE_SIZE,
          });
          return { data: page.list, total: page.total_size, success: true };
        }}
        search={false}
        options={false}
        size="small"
        pagination={{ pageSize: PAGING.ROLE_PAGE_SIZE, showSizeChanger: false }}
        toolbar={{
          search: {
            placeholder: t('roles.memberSearch'),
            allowClear: true,
            onSearch: (v: string) => setKeyword(v.trim()),
          },
        }}
      />
    </div>
  );
}
