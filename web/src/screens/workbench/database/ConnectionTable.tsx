import { Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DbConnectionInfo } from '@tessera/schema/api';
import { useAppStore } from '../../../store';
import { addressOf, KIND_COLORS, KIND_LABELS } from './kinds';

interface Props {
  connections: DbConnectionInfo[] | null;
  selectedId: number | null;
  onSelect: (c: DbConnectionInfo) => void;
  onTest: (c: DbConnectionInfo) => Promise<void>;
  onEdit: (c: DbConnectionInfo) => void;
  onDelete: (c: DbConnectionInfo) => Promise<void>;
  /** The id of the connection being tested, for its button's spinner. */
  testingId: number | null;
}

/** The connections: kind, where, database, region, who saved it last and when; a row opens its browser and console. */
export default function ConnectionTable({
  connections,
  selectedId,
  onSelect,
  onTest,
  onEdit,
  onDelete,
  testingId,
}: Props) {
  const { t } = useTranslation();
  const apps = useAppStore((s) => s.apps);
  const appName = (id: number | null) =>
    id === null ? t('dbConfig.form.shared') : (apps.find((a) => a.id === id)?.app_name ?? `#${id}`);

  const columns: ColumnsType<DbConnectionInfo> = [
    {
      title: t('dbConfig.list.name'),
      dataIndex: 'name',
      width: 190,
      ellipsis: true,
      render: (name: string, c) => (
        <span className="ts-db-conn-name">
          <Typography.Text strong ellipsis={{ tooltip: name }}>
            {name}
          </Typography.Text>
          <span className="ts-muted ts-db-conn-app">{appName(c.app_id)}</span>
        </span>
      ),
    },
    {
      title: t('dbConfig.list.kind'),
      dataIndex: 'kind',
      width: 140,
      render: (kind: DbConnectionInfo['kind']) => <Tag color={KIND_COLORS[kind]}>{KIND_LABELS[kind]}</Tag>,
    },
    {
      title: t('dbConfig.list.region'),
      dataIndex: 'region',
      width: 84,
      render: (region: DbConnectionInfo['region']) => (
        <Tag data-testid="db-conn-region">{t(`dbConfig.regions.${region}`)}</Tag>
      ),
    },
    {
      title: t('dbConfig.list.address'),
      key: 'address',
      width: 190,
      ellipsis: true,
      render: (_, c) => <code className="ts-db-address">{addressOf(c)}</code>,
    },
    {
      title: t('dbConfig.list.database'),
      dataIndex: 'database_name',
      width: 140,
      ellipsis: true,
      render: (db: string | null) => db ?? <span className="ts-muted">-</span>,
    },
    {
      title: t('dbConfig.list.updated'),
      key: 'updated',
      width: 150,
      render: (_, c) => (
        <span className="ts-db-updated">
          <span>{c.updated_by ?? t('dbConfig.list.system')}</span>
          <span className="ts-muted">{dayjs(c.updated_at).format('YYYY-MM-DD HH:mm')}</span>
        </span>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, c) => (
        // The row's click selects it; the buttons do their own thing.
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          <Button type="link" size="small" loading={testingId === c.id} onClick={() => void onTest(c)}>
            {t('dbConfig.list.test')}
          </Button>
          <Button type="link" size="small" onClick={() => onEdit(c)} data-testid="db-edit">
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('dbConfig.list.confirmDelete', { name: c.name })}
            okText={t('common.ok')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits it to show the OK button loading; onDelete catches its own errors
            onConfirm={() => onDelete(c)}
          >
            <Tooltip title={t('dbConfig.list.deleteHelp')}>
              <Button type="link" size="small" danger data-testid="db-delete">
                {t('dbConfig.list.delete')}
              </Button>
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<DbConnectionInfo>
      className="ts-db-connections"
      data-testid="db-connections"
      size="middle"
      rowKey="id"
      columns={columns}
      dataSource={connections ?? []}
      loading={connections === null}
      scroll={{ x: 1100 }}
      pagination={(connections?.length ?? 0) > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedId === null ? [] : [selectedId],
        onChange: (_, rows) => rows[0] && onSelect(rows[0]),
        columnWidth: 40,
      }}
      onRow={(c) => ({ onClick: () => onSelect(c), className: 'ts-db-conn-row' })}
      locale={{ emptyText: t('dbConfig.list.empty') }}
    />
  );
}
