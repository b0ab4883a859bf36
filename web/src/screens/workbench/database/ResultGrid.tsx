import { useMemo } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { SqlExecResult } from '@tessera/schema/api';

const COLUMN_WIDTH = 160;
const BODY_HEIGHT = 300;

type Row = Record<string, unknown>;

/** A cell as text: NULL marked; numbers, booleans and objects (JSON columns) as JSON writes them. */
function Cell({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="ts-db-null">NULL</span>;
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

/** The console's rows, virtual (up to 10,000 rows stay smooth), one fixed-width column per result column. */
export default function ResultGrid({ result }: { result: SqlExecResult }) {
  const { t } = useTranslation();
  // Keys beside the rows, not in them: a result column may carry whatever name, `key` included.
  const keys = useMemo(() => new WeakMap(result.rows.map((row, i) => [row, i])), [result]);
  const columns = useMemo<ColumnsType<Row>>(
    () =>
      result.columns.map((name) => ({
        title: name,
        dataIndex: name,
        key: name,
        width: COLUMN_WIDTH,
        ellipsis: true,
        render: (value: unknown) => <Cell value={value} />,
      })),
    [result],
  );
  return (
    <Table<Row>
      className="ts-db-grid"
      data-testid="db-result-grid"
      size="small"
      bordered
      virtual
      columns={columns}
      dataSource={result.rows}
      rowKey={(row) => String(keys.get(row))}
      pagination={false}
      scroll={{ x: Math.max(result.columns.length, 1) * COLUMN_WIDTH, y: BODY_HEIGHT }}
      locale={{ emptyText: t('dbConfig.console.noRows') }}
    />
  );
}
