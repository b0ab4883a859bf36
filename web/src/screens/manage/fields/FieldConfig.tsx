import { useRef, useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { AppInfo, GlobalColumnRecord } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { deleteGlobalColumn, listGlobalColumns } from '../../../api/options';
import { feedback } from '../../../lib/feedback';
import ScopeTag from '../shared/ScopeTag';
import { NoApp, useCurrentApp } from '../shared/useCurrentApp';
import ColumnModal from './ColumnModal';
import '../shared/manage.css';

function ColumnsTable({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(undefined);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<GlobalColumnRecord | 'new' | null>(null);

  const remove = async (record: GlobalColumnRecord) => {
    try {
      await deleteGlobalColumn(record.id);
      feedback.message.success(t('manage.deleted', { name: record.column_name }));
      void actionRef.current?.reload();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const columns: ProColumns<GlobalColumnRecord>[] = [
    {
      title: t('fields.columnName'),
      dataIndex: 'column_name',
      width: 190,
      ellipsis: true,
      render: (_, r) => (
        <>
          <Typography.Text strong>{r.column_name}</Typography.Text>
          <span className="ts-manage-cell-sub ts-manage-key">{r.column_key}</span>
        </>
      ),
    },
    {
      title: t('fields.columnType'),
      dataIndex: 'column_type',
      width: 90,
      render: (_, r) =>
        r.column_type === 1 ? (
          <Tag color="green">{t('fields.indicator')}</Tag>
        ) : (
          <Tag color="geekblue">{t('fields.dimension')}</Tag>
        ),
    },
    {
      title: t('fields.formatter'),
      dataIndex: 'formatter',
      width: 140,
      render: (_, r) => (r.formatter ? t(`formatters.${r.formatter}`) : t('manage.none')),
    },
    {
      title: t('fields.aggregate'),
      dataIndex: 'aggregate',
      width: 120,
      render: (_, r) => r.aggregate ?? t('manage.none'),
    },
    {
      title: t('fields.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (_, r) => r.description ?? t('manage.none'),
    },
    { title: t('manage.scope'), dataIndex: 'app_id', width: 130, render: (_, r) => <ScopeTag appId={r.app_id} /> },
    { title: t('manage.updatedAt'), dataIndex: 'updated_at', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 130,
      fixed: 'right',
      render: (_, record) => (
        <Space size={4} wrap={false}>
          <Button type="link" size="small" onClick={() => setEditing(record)}>
            {t('manage.edit')}
          </Button>
          <Popconfirm
            title={t('manage.confirmDelete', { name: record.column_name })}
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
    <div className="ts-manage" data-testid="field-config">
      <ProTable<GlobalColumnRecord, { keyword: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword }}
        search={false}
        cardBordered
        scroll={{ x: 1100 }}
        headerTitle={
          <>
            {t('manage.titles.fields')}
            <Typography.Text type="secondary" className="ts-manage-app">
              {t('manage.currentApp', { app: app.app_name })}
            </Typography.Text>
          </>
        }
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.FIELD_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (total) => t('manage.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('fields.search'),
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
            data-testid="column-add"
          >
            {t('manage.create')}
          </Button>,
        ]}
        request={async (params) => {
          try {
            const page = await listGlobalColumns({
              app_id: app.id,
              search_content: params.keyword ?? '',
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.FIELD_PAGE_SIZE,
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            feedback.message.error((err as Error).message);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <ColumnModal
        app={app}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => void actionRef.current?.reload()}
      />
    </div>
  );
}

/** /admin/field/config: the global columns of the current app and the shared ones. */
export default function FieldConfig() {
  const app = useCurrentApp();
  return app ? <ColumnsTable key={app.id} app={app} /> : <NoApp />;
}
