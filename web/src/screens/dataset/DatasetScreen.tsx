import { useEffect, useRef, useState } from 'react';
import { App, Button, Modal, Popconfirm, Result, Space, Tag, Typography } from 'antd';
import { CodeOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DatasetPageUse, DatasetSummary } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { ApiError } from '../../api/client';
import { deleteDataset, getDataset, listDatasets } from '../../api/datasets';
import { feedback } from '../../lib/feedback';
import { useAppStore } from '../../store';
import DatasetEditor from './DatasetEditor';
import FromTableModal from './FromTableModal';
import UsageList, { PageUses } from './UsageList';
import { draftOf, emptyDraft, type DatasetDraft } from './draft';
import { modeLabel } from './labels';
import './dataset.css';

/** The SQL console's "new dataset from this SQL" arrives as `?sql=…&connectionId=…`. */
function draftFromQuery(params: URLSearchParams): DatasetDraft | null {
  const sql = params.get('sql');
  if (sql === null) return null;
  const connectionId = Number(params.get('connectionId'));
  return emptyDraft(Number.isInteger(connectionId) && connectionId > 0 ? connectionId : undefined, sql);
}

/** /admin/dataset: the current app's datasets (20 a page, search), created from a table or from SQL. */
export default function DatasetScreen() {
  const { t } = useTranslation();
  const app = useAppStore((s) => s.currentApp);
  const { modal } = App.useApp();
  const actionRef = useRef<ActionType>(undefined);
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DatasetDraft | null>(() => draftFromQuery(params));
  const [fromTable, setFromTable] = useState(false);
  const [usage, setUsage] = useState<DatasetSummary | null>(null);

  // Opened once from the console's link; the query leaves the address so a reload does not reopen it.
  useEffect(() => {
    if (params.has('sql') || params.has('connectionId')) setParams({}, { replace: true });
  }, [params, setParams]);

  if (!app) return <Result status="info" title={t('datasets.noApp')} />;

  const open = async (row: DatasetSummary) => {
    try {
      setEditing(draftOf(await getDataset(row.id)));
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const remove = async (row: DatasetSummary) => {
    try {
      await deleteDataset(row.id);
      feedback.message.success(t('datasets.deleted', { name: row.name }));
      void actionRef.current?.reload();
    } catch (err) {
      const pages =
        err instanceof ApiError && err.status === 409 ? (err.data as { pages?: DatasetPageUse[] }).pages : null;
      if (!pages) return void feedback.message.error((err as Error).message);
      modal.error({
        title: t('datasets.deleteRefused', { name: row.name }),
        width: 560,
        okText: t('common.ok'),
        content: (
          <div data-testid="delete-refused">
            <p>{t('datasets.deleteRefusedHint')}</p>
            <PageUses pages={pages} />
          </div>
        ),
      });
    }
  };

  const columns: ProColumns<DatasetSummary>[] = [
    {
      title: t('datasets.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (_, row) => (
        <Typography.Link strong onClick={() => void open(row)} data-testid="dataset-open">
          {row.name}
        </Typography.Link>
      ),
    },
    {
      title: t('datasets.key'),
      dataIndex: 'key',
      width: 160,
      ellipsis: true,
      render: (_, row) => <code>{row.key}</code>,
    },
    { title: t('datasets.connection'), dataIndex: 'connection_name', width: 110, ellipsis: true },
    {
      title: t('datasets.source'),
      dataIndex: 'sql',
      width: 120,
      ellipsis: true,
      render: (_, row) =>
        row.sql ? (
          <Tag icon={<CodeOutlined />}>{t('datasets.sourceSql')}</Tag>
        ) : (
          <span>
            <Tag icon={<TableOutlined />}>{t('datasets.sourceTable')}</Tag>
            {row.table_name}
          </span>
        ),
    },
    {
      title: t('datasets.mode'),
      dataIndex: 'data_update_mode',
      width: 110,
      render: (_, row) => modeLabel(t, row.data_update_mode),
    },
    { title: t('datasets.fieldCount'), dataIndex: 'column_count', width: 70, align: 'right' },
    { title: t('datasets.updatedAt'), dataIndex: 'updated_at', valueType: 'dateTime', width: 160 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 190,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4} wrap={false}>
          <Button type="link" size="small" onClick={() => void open(row)}>
            {t('datasets.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setUsage(row)} data-testid="dataset-usage-open">
            {t('datasets.usedBy')}
          </Button>
          <Popconfirm
            title={t('datasets.confirmDelete', { name: row.name })}
            okText={t('common.ok')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise to show the OK button loading; remove catches its own errors
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger data-testid="dataset-delete">
              {t('datasets.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="ts-ds" data-testid="dataset-screen">
      <ProTable<DatasetSummary, { keyword: string; appId: number }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword, appId: app.id }}
        search={false}
        cardBordered
        scroll={{ x: 1110 }}
        headerTitle={t('datasets.title')}
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.DATASET_PAGE_SIZE,
          showSizeChanger: false,
          showTotal: (total) => t('datasets.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('datasets.search'),
            allowClear: true,
            style: { width: 240 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
          actions: [
            <Button
              key="table"
              type="primary"
              icon={<TableOutlined />}
              onClick={() => setFromTable(true)}
              data-testid="dataset-from-table"
            >
              {t('datasets.fromTable')}
            </Button>,
            <Button
              key="sql"
              icon={<PlusOutlined />}
              onClick={() => setEditing(emptyDraft())}
              data-testid="dataset-from-sql"
            >
              {t('datasets.fromSql')}
            </Button>,
          ],
        }}
        request={async (query) => {
          try {
            const page = await listDatasets({
              app_id: app.id,
              search_content: query.keyword ?? '',
              page_model: {
                page: query.current ?? PAGING.DEFAULT_PAGE,
                page_size: query.pageSize ?? PAGING.DATASET_PAGE_SIZE,
              },
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            feedback.message.error(t('datasets.loadFailed', { message: (err as Error).message }));
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <FromTableModal
        open={fromTable}
        appId={app.id}
        onCancel={() => setFromTable(false)}
        onDone={(draft) => {
          setFromTable(false);
          setEditing(draft);
        }}
      />
      {editing && (
        <DatasetEditor
          key={editing.id ?? 'new'}
          initial={editing}
          appId={app.id}
          onClose={() => setEditing(null)}
          onSaved={() => void actionRef.current?.reload()}
        />
      )}
      <Modal
        open={usage !== null}
        title={usage ? t('datasets.usageTitle', { name: usage.name }) : ''}
        footer={null}
        onCancel={() => setUsage(null)}
        destroyOnHidden
      >
        <UsageList datasetId={usage?.id} />
      </Modal>
    </div>
  );
}
