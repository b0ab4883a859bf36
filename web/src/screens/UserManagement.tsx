import { useRef, useState } from 'react';
import { Badge, Button, Modal, Popconfirm, Result, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormSwitch,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUS, INPUT_LIMITS, type UserAddBody, type UserRecord } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { addUser, resetPassword, searchUsers, updateUser } from '../api/users';
import { feedback } from '../lib/feedback';
import { useAppStore } from '../store';
import UserAttributesModal from './fieldauth/UserAttributesModal';

// The server's own limits, so the form refuses exactly what the server would.
const USERNAME_PATTERN = new RegExp(INPUT_LIMITS.USERNAME_PATTERN);
const PASSWORD_MIN = INPUT_LIMITS.PASSWORD_MIN;

interface EditValues {
  realname: string;
  is_admin: boolean;
}

/** The password modal: a generated password is shown once, with a copy button. */
function PasswordModal({ shown, onClose }: { shown: { name: string; password: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!shown}
      title={t('users.passwordTitle')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
      modalRender={(node) => <div data-testid="password-modal">{node}</div>}
    >
      {shown && (
        <>
          <p>{t('users.passwordOnce', { name: shown.name })}</p>
          <Typography.Paragraph copyable={{ text: shown.password }} className="ts-password">
            <code>{shown.password}</code>
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}

export default function UserManagement() {
  const { t } = useTranslation();
  const isAdmin = useAppStore((s) => !!s.user?.is_admin);
  const selfId = useAppStore((s) => s.user?.id);
  const actionRef = useRef<ActionType>(undefined);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [resetting, setResetting] = useState<UserRecord | null>(null);
  const [shownPassword, setShownPassword] = useState<{ name: string; password: string } | null>(null);
  const [attributesOf, setAttributesOf] = useState<string | null>(null);

  if (!isAdmin) return <Result status="403" title={t('users.adminOnly')} />;

  const reload = () => actionRef.current?.reload();

  const toggleStatus = async (record: UserRecord) => {
    const enable = record.status !== EMPLOYEE_STATUS.ACTIVE;
    try {
      await updateUser({ id: record.id, status: enable ? 1 : 0 });
      feedback.message.success(enable ? t('users.enabled') : t('users.disabled'));
      void reload();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const columns: ProColumns<UserRecord>[] = [
    { title: t('users.id'), dataIndex: 'id', width: 72 },
    {
      title: t('users.username'),
      dataIndex: 'username',
      ellipsis: true,
      render: (_, r) => <Typography.Text strong>{r.username}</Typography.Text>,
    },
    { title: t('users.realname'), dataIndex: 'realname', ellipsis: true },
    {
      title: t('users.isAdmin'),
      dataIndex: 'is_admin',
      width: 110,
      render: (_, r) =>
        r.is_admin ? <Tag color="geekblue">{t('users.isAdmin')}</Tag> : <span className="ts-muted">—</span>,
    },
    {
      title: t('users.status'),
      dataIndex: 'status',
      width: 110,
      render: (_, r) =>
        r.status === EMPLOYEE_STATUS.ACTIVE ? (
          <Badge status="success" text={t('users.active')} />
        ) : (
          <Badge status="default" text={t('users.left')} />
        ),
    },
    { title: t('users.createdAt'), dataIndex: 'created_at', valueType: 'dateTime', width: 180 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 320,
      render: (_, record) => {
        const active = record.status === EMPLOYEE_STATUS.ACTIVE;
        return (
          <Space size={4} wrap={false}>
            <Button type="link" size="small" onClick={() => setEditing(record)}>
              {t('common.edit')}
            </Button>
            <Popconfirm
              title={
                active
                  ? t('users.confirmDisable', { name: record.username })
                  : t('users.confirmEnable', { name: record.username })
              }
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise to show the OK button loading; toggleStatus catches its own errors
              onConfirm={() => toggleStatus(record)}
              disabled={record.id === selfId}
            >
              <Button type="link" size="small" danger={active} disabled={record.id === selfId}>
                {active ? t('users.disable') : t('users.enable')}
              </Button>
            </Popconfirm>
            <Button type="link" size="small" onClick={() => setResetting(record)}>
              {t('users.resetPassword')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => setAttributesOf(record.username)}
              data-testid={`user-attributes-${record.username}`}
            >
              {t('fieldauth.attributes')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <div className="ts-users" data-testid="user-management-page">
      <ProTable<UserRecord, { keyword: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword }}
        search={false}
        cardBordered
        headerTitle={t('users.title')}
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.USER_PAGE_SIZE,
          showSizeChanger: false,
          showTotal: (total) => t('users.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('users.search'),
            allowClear: true,
            style: { width: 260 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
        }}
        request={async (params) => {
          try {
            const page = await searchUsers({
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.USER_PAGE_SIZE,
              search_content: params.keyword ?? '',
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            // Spec section 8: the error is shown and the list emptied.
            feedback.message.error((err as Error).message);
            return { data: [], total: 0, success: true };
          }
        }}
        toolBarRender={() => [
          <ModalForm<UserAddBody>
            key="add"
            title={t('users.addTitle')}
            width={480}
            modalProps={{ destroyOnHidden: true, okText: t('common.ok'), cancelText: t('common.cancel') }}
            initialValues={{ is_admin: false }}
            trigger={
              <Button type="primary" icon={<PlusOutlined />} data-testid="add-user">
                {t('users.add')}
              </Button>
            }
            onFinish={async (values) => {
              try {
                const body: UserAddBody = {
                  username: values.username.trim(),
                  realname: values.realname.trim(),
                  is_admin: !!values.is_admin,
                };
                if (values.password) body.password = values.password;
                const result = await addUser(body);
                feedback.message.success(t('users.added'));
                if (result?.password) setShownPassword({ name: body.username, password: result.password });
                void reload();
                return true;
              } catch (err) {
                feedback.message.error((err as Error).message);
                return false;
              }
            }}
          >
            <ProFormText
              name="username"
              label={t('users.username')}
              rules={[
                { required: true, whitespace: true, message: t('users.usernameRequired') },
                { pattern: USERNAME_PATTERN, message: t('users.usernamePattern') },
              ]}
              fieldProps={{ maxLength: INPUT_LIMITS.USERNAME, autoComplete: 'off' }}
            />
            <ProFormText
              name="realname"
              label={t('users.realname')}
              rules={[{ required: true, whitespace: true, message: t('users.realnameRequired') }]}
              fieldProps={{ maxLength: INPUT_LIMITS.REALNAME }}
            />
            <ProFormText.Password
              name="password"
              label={t('users.password')}
              extra={t('users.passwordHelp')}
              rules={[{ min: PASSWORD_MIN, message: t('users.passwordMin', { min: PASSWORD_MIN }) }]}
              fieldProps={{ autoComplete: 'new-password', maxLength: INPUT_LIMITS.PASSWORD_MAX }}
            />
            <ProFormSwitch name="is_admin" label={t('users.isAdmin')} />
          </ModalForm>,
        ]}
      />

      <ModalForm<EditValues>
        key={editing?.id ?? 'none'}
        title={t('users.editTitle')}
        width={480}
        open={!!editing}
        onOpenChange={(open) => !open && setEditing(null)}
        initialValues={editing ? { realname: editing.realname, is_admin: editing.is_admin } : undefined}
        modalProps={{ destroyOnHidden: true, okText: t('common.save'), cancelText: t('common.cancel') }}
        onFinish={async (values) => {
          if (!editing) return true;
          try {
            await updateUser({ id: editing.id, realname: values.realname.trim(), is_admin: !!values.is_admin });
            feedback.message.success(t('users.updated'));
            void reload();
            return true;
          } catch (err) {
            feedback.message.error((err as Error).message);
            return false;
          }
        }}
      >
        <ProFormText label={t('users.username')} fieldProps={{ value: editing?.username, disabled: true }} />
        <ProFormText
          name="realname"
          label={t('users.realname')}
          rules={[{ required: true, whitespace: true, message: t('users.realnameRequired') }]}
          fieldProps={{ maxLength: INPUT_LIMITS.REALNAME }}
        />
        <ProFormSwitch name="is_admin" label={t('users.isAdmin')} disabled={editing?.id === selfId} />
      </ModalForm>

      <ModalForm<{ password?: string }>
        key={`reset-${resetting?.id ?? 'none'}`}
        title={`${t('users.resetPassword')} · ${resetting?.username ?? ''}`}
        width={440}
        open={!!resetting}
        onOpenChange={(open) => !open && setResetting(null)}
        modalProps={{ destroyOnHidden: true, okText: t('common.ok'), cancelText: t('common.cancel') }}
        onFinish={async (values) => {
          if (!resetting) return true;
          try {
            const result = await resetPassword({
              id: resetting.id,
              ...(values.password ? { password: values.password } : {}),
            });
            feedback.message.success(t('users.passwordReset'));
            if (result?.password) setShownPassword({ name: resetting.username, password: result.password });
            return true;
          } catch (err) {
            feedback.message.error((err as Error).message);
            return false;
          }
        }}
      >
        <ProFormText.Password
          name="password"
          label={t('users.newPassword')}
          extra={t('users.newPasswordHelp')}
          rules={[{ min: PASSWORD_MIN, message: t('users.passwordMin', { min: PASSWORD_MIN }) }]}
          fieldProps={{ autoComplete: 'new-password', maxLength: INPUT_LIMITS.PASSWORD_MAX }}
        />
      </ModalForm>

      <PasswordModal shown={shownPassword} onClose={() => setShownPassword(null)} />
      {attributesOf && <UserAttributesModal username={attributesOf} onClose={() => setAttributesOf(null)} />}
    </div>
  );
}
