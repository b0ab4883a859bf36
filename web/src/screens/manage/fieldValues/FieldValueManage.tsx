import { useEffect, useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { AppInfo, SelectDiyRecord } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { deleteSelectDiy, listSelectDiy } from '../../../api/options';
import { feedback } from '../../../lib/feedback';
import ValuesPreview from '../shared/ValuesPreview';
import { NoApp, useCurrentApp } from '../shared/useCurrentApp';
import FieldValueDrawer from './FieldValueDrawer';
import '../shared/manage.css';

function FieldValuesTable({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<SelectDiyRecord[] | null>(null);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<SelectDiyRecord | 'new' | null>(null);
  const reload = () => setVersion((v) => v + 1);

  // The call answers every custom select of the app (no paging), so the table pages what it got.
  useEffect(() => {
    let current = true;
    listSelectDiy({ app_id: app.id, search_content: keyword }).then(
      (list) => current && setRows(list),
      (err: unknown) => {
        if (!current) return;
        feedback.message.error((err as Error).message);
        setRows([]);
      },
    );
    return () => {
      current = false;
    };
  }, [app.id, keyword, version]);

  const remove = async (record: SelectDiyRecord) => {
    try {
      await deleteSelectDiy(record.id);
      feedback.message.success(t('manage.deleted', { name: record.name }));
      reload();
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const columns: ProColumns<SelectDiyRecord>[] = [
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
    {
      title: t('fieldValues.source'),
      dataIndex: 'source',
      width: 200,
      render: (_, r) =>
        r.config.source === 'dataset' ? (
          <>
            <Tag color="cyan">{t('fieldValues.dataset')}</Tag>
            <span className="ts-manage-cell-sub ts-manage-key">
              {[r.config.column_key, r.config.name_column_key].filter(Boolean).join(' / ')}
            </span>
          </>
        ) : (
          <Tag>{t('fieldValues.manual')}</Tag>
        ),
    },
    { title: t('values.title'), dataIndex: 'values', render: (_, r) => <ValuesPreview values={r.config.values} /> },
    { title: t('manage.updatedAt'), dataIndex: 'updated_at', valueType: 'dateTime', width: 170 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 130,
      render: (_, record) => (
        <Space size={4} wrap={false}>
          <Button type="link" size="small" onClick={() => setEditing(record)}>
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
    <div className="ts-manage" data-testid="field-value-manage">
      <ProTable<SelectDiyRecord>
        rowKey="id"
        columns={columns}
        dataSource={rows ?? []}
        loading={rows === null}
        search={false}
        cardBordered
        scroll={{ x: 900 }}
        headerTitle={
          <>
            {t('manage.titles.fieldValues')}
            <Typography.Text type="secondary" className="ts-manage-app">
              {t('manage.currentApp', { app: app.app_name })}
            </Typography.Text>
          </>
        }
        options={{ reload, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.FIELD_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (total) => t('manage.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('fieldValues.search'),
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
            data-testid="field-value-add"
          >
            {t('manage.create')}
          </Button>,
        ]}
      />
      <FieldValueDrawer app={app} editing={editing} onClose={() => setEditing(null)} onSaved={reload} />
    </div>
  );
}

/** /admin/field/value/manage: the app's custom selects (select-diy) and their values. */
export default function FieldValueManage() {
  const app = useCurrentApp();
  return app ? <FieldValuesTable key={app.id} app={app} /> : <NoApp />;
}
