import { useRef, useState } from 'react';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { AppInfo, GlobalSelectOptionRecord } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { deleteGlobalSelect, listGlobalSelects } from '../../../api/options';
import { feedback } from '../../../lib/feedback';
import ScopeTag from '../shared/ScopeTag';
import ValuesPreview from '../shared/ValuesPreview';
import { NoApp, useCurrentApp } from '../shared/useCurrentApp';
import SelectOptionDrawer from './SelectOptionDrawer';
import '../shared/manage.css';

function OptionsTable({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(undefined);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<GlobalSelectOptionRecord | 'new' | null>(null);

  const remove = async (record: GlobalSelectOptionRecord) => {
    try {
      await deleteGlobalSelect(record.id);
      feedback.message.success(t('manage.deleted', { name: record.name }));
      void actionRef.current?.reload();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const columns: ProColumns<GlobalSelectOptionRecord>[] = [
    {
      title: t('manage.name'),
      dataIndex: 'name',
      width: 200,
      ellipsis: true,
      render: (_, r) => (
        <>
          <Typography.Text strong>{r.name}</Typography.Text>
          <span className="ts-manage-cell-sub ts-manage-key">{r.key}</span>
        </>
      ),
    },
    { title: t('manage.scope'), dataIndex: 'app_id', width: 130, render: (_, r) => <ScopeTag appId={r.app_id} /> },
    { title: t('values.title'), dataIndex: 'values', render: (_, r) => <ValuesPreview values={r.values} /> },
    { title: t('manage.updatedAt'), dataIndex: 'updated_at', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 130,
      render: (_, record) => (
        <Space size={4} wrap={false}>
          <Button type="link" size="small" onClick={() => setEditing(record)} data-testid="option-edit">
            {t('manage.edit')}
          </Button>
          <Popconfirm
            title={t('manage.confirmDelete', { name: record.name })}
            description={t('manage.confirmDeleteDesc')}
            okText={t('common.ok')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise to show the OK button loading; remove catches its own errors
            onConfirm={() => remove(record)}
          >
            <Button type="link" size="small" danger>
              {t('manage.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="ts-manage" data-testid="options-manage">
      <ProTable<GlobalSelectOptionRecord, { keyword: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword }}
        search={false}
        cardBordered
        scroll={{ x: 900 }}
        headerTitle={
          <>
            {t('manage.titles.options')}
            <Typography.Text type="secondary" className="ts-manage-app">
              {t('manage.currentApp', { app: app.app_name })}
            </Typography.Text>
          </>
        }
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.DEFAULT_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (total) => t('manage.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('options.search'),
            allowClear: true,
            style: { width: 220 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
        }}
        toolBarRender={() => [
          <Button
            key="add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="option-add"
          >
            {t('manage.create')}
          </Button>,
        ]}
        request={async (params) => {
          try {
            const page = await listGlobalSelects({
              app_id: app.id,
              search_content: params.keyword ?? '',
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            feedback.message.error((err as Error).message);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <SelectOptionDrawer
        app={app}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void actionRef.current?.reload()}
      />
    </div>
  );
}

/** /admin/options/manage: the global select options of the current app and the shared ones. */
export default function OptionsManage() {
  const app = useCurrentApp();
  return app ? <OptionsTable key={app.id} app={app} /> : <NoApp />;
}
