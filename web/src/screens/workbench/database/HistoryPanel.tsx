import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SqlHistoryEntry, SqlHistoryStatus } from '@tessera/schema/api';

const STATUS_COLORS: Record<SqlHistoryStatus, string> = {
  ok: 'success',
  error: 'error',
  cancelled: 'default',
  timeout: 'warning',
};

interface Props {
  entries: SqlHistoryEntry[] | null;
  /** Puts a statement back into the editor. */
  onPick: (sql: string) => void;
}

/** The user's last statements on the connection (the server keeps 100), newest first; a click reopens one. */
export default function HistoryPanel({ entries, onPick }: Props) {
  const { t } = useTranslation();
  const columns: ColumnsType<SqlHistoryEntry> = [
    {
      title: t('dbConfig.history.time'),
      dataIndex: 'created_at',
      width: 150,
      render: (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('dbConfig.history.status'),
      dataIndex: 'status',
      width: 96,
      render: (status: SqlHistoryStatus, entry) => (
        <Tooltip title={entry.message}>
          <Tag color={STATUS_COLORS[status]} data-testid="db-history-status">
            {t(`dbConfig.history.statuses.${status}`)}
          </Tag>
        </Tooltip>
      ),
    },
    {
      title: t('dbConfig.history.duration'),
      dataIndex: 'elapsed_ms',
      width: 100,
      align: 'right',
      render: (ms: number) => t('dbConfig.console.ms', { ms: ms.toLocaleString() }),
    },
    {
      title: t('dbConfig.history.rows'),
      dataIndex: 'row_count',
      width: 80,
      align: 'right',
      render: (rows: number | null, entry) =>
        rows === null ? '-' : `${rows.toLocaleString()}${entry.truncated ? '+' : ''}`,
    },
    {
      title: t('dbConfig.history.sql'),
      dataIndex: 'sql',
      ellipsis: { showTitle: false },
      render: (sql: string) => (
        <Tooltip title={<pre className="ts-db-history-tip">{sql}</pre>} placement="topLeft">
          <code className="ts-db-history-sql">{sql}</code>
        </Tooltip>
      ),
    },
  ];
  return (
    <Table<SqlHistoryEntry>
      className="ts-db-history"
      data-testid="db-history"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={entries ?? []}
      loading={entries === null}
      pagination={false}
      scroll={{ y: 300 }}
      locale={{ emptyText: t('dbConfig.history.empty') }}
      onRow={(entry) => ({ onClick: () => onPick(entry.sql), className: 'ts-db-history-row' })}
    />
  );
}
