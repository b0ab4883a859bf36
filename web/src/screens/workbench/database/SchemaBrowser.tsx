import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Select, Spin, Tooltip, Tree } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { CodeOutlined, EyeOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DbColumnInfo, DbConnectionInfo, DbTableInfo } from '@tessera/schema/api';
import { listColumns, listTables } from '../../../api/connections';
import { useDebounced } from '../../../lib/useDebounced';
import { useLoad } from './useLoad';

/** Tables one answer lists; a search narrows the rest down (the server searches, the tree only shows). */
export const TABLE_LIST_LIMIT = 1000;
const SEARCH_DEBOUNCE_MS = 300;
const TREE_HEIGHT = 440;

interface Props {
  connection: DbConnectionInfo;
  /** The connection's databases (PostgreSQL: schemas), null while loading. */
  databases: string[] | null;
  database: string | null;
  onDatabase: (database: string) => void;
  /** Reads the databases (and the tables) again; `reloads` counts how often, so the tables follow. */
  onReload: () => void;
  reloads: number;
  /** Puts a statement reading `table` into the console. */
  onQueryTable: (table: string) => void;
}

type Node = DataNode & { table?: DbTableInfo; column?: DbColumnInfo; children?: Node[] };

function ColumnTitle({ column }: { column: DbColumnInfo }) {
  const { t } = useTranslation();
  const nullable = column.nullable ? t('dbConfig.browser.nullable') : t('dbConfig.browser.notNull');
  return (
    <span
      className="ts-db-column"
      data-testid="db-column"
      title={[column.name, column.type, nullable, column.comment].filter(Boolean).join(' · ')}
    >
      <span className="ts-db-column-name">{column.name}</span>
      <span className="ts-db-column-type">{column.type}</span>
      <span className={column.nullable ? 'ts-db-column-null' : 'ts-db-column-notnull'}>{nullable}</span>
      {column.comment && <span className="ts-db-column-comment">{column.comment}</span>}
    </span>
  );
}

interface TreeProps {
  connection: DbConnectionInfo;
  database: string | null;
  tables: DbTableInfo[];
  onQueryTable: (table: string) => void;
  onError: (message: string) => void;
}

/** The tables of one answer, in a virtual tree; a table's columns load when it is opened. Mounted per answer. */
function TableTree({ connection, database, tables, onQueryTable, onError }: TreeProps) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<Record<string, DbColumnInfo[]>>({});
  const [expanded, setExpanded] = useState<React.Key[]>([]);

  const treeData = useMemo<Node[]>(
    () =>
      tables.map((table) => ({
        key: table.name,
        table,
        isLeaf: false,
        children: columns[table.name]?.map((column) => ({
          key: `${table.name}\u0000${column.name}`,
          column,
          isLeaf: true,
        })),
      })),
    [tables, columns],
  );

  const loadColumns = async (table: string | undefined) => {
    if (!table || columns[table]) return;
    try {
      const list = await listColumns({ connection_id: connection.id, table, ...(database ? { database } : {}) });
      setColumns((previous) => ({ ...previous, [table]: list }));
    } catch (err) {
      onError((err as Error).message);
    }
  };

  const title = (node: Node) => {
    if (node.column) return <ColumnTitle column={node.column} />;
    const table = node.table;
    if (!table) return null;
    return (
      <span className="ts-db-table" data-testid="db-table" title={table.comment ?? undefined}>
        {table.type === 'view' ? <EyeOutlined className="ts-muted" /> : <TableOutlined className="ts-muted" />}
        <span className="ts-db-table-name">{table.name}</span>
        {table.comment && <span className="ts-db-table-comment">{table.comment}</span>}
        <Tooltip title={t('dbConfig.browser.queryTable')}>
          <Button
            type="text"
            size="small"
            className="ts-db-table-query"
            icon={<CodeOutlined />}
            aria-label={t('dbConfig.browser.queryTable')}
            data-testid="db-table-query"
            onClick={(e) => {
              e.stopPropagation();
              onQueryTable(table.name);
            }}
          />
        </Tooltip>
      </span>
    );
  };

  return (
    <Tree<Node>
      className="ts-db-tree"
      treeData={treeData}
      height={TREE_HEIGHT}
      blockNode
      selectable={false}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      loadedKeys={Object.keys(columns)}
      loadData={(node: EventDataNode<Node>) => loadColumns(node.table?.name)}
      // A click on a table's name opens or closes it, as its arrow does.
      onClick={(_, node) => {
        const table = node.table?.name;
        if (!table) return;
        const open = expanded.includes(table);
        setExpanded(open ? expanded.filter((k) => k !== table) : [...expanded, table]);
        if (!open) void loadColumns(table);
      }}
      titleRender={title}
    />
  );
}

/**
 * The connection's databases → tables → columns. Tables come from the server for the chosen database and search
 * (debounced), at most TABLE_LIST_LIMIT, in a virtual tree; a table's columns load when it is opened.
 */
export default function SchemaBrowser({
  connection,
  databases,
  database,
  onDatabase,
  onReload,
  reloads,
  onQueryTable,
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [columnError, setColumnError] = useState<string | null>(null);
  const key = databases ? JSON.stringify([connection.id, database, term, reloads]) : null;
  const tables = useLoad(key, (signal) =>
    listTables(
      {
        connection_id: connection.id,
        ...(database ? { database } : {}),
        ...(term ? { search: term } : {}),
        limit: TABLE_LIST_LIMIT + 1,
      },
      signal,
    ),
  );
  const list = tables.data;
  const more = (list?.length ?? 0) > TABLE_LIST_LIMIT;
  const error = tables.error ?? columnError;

  return (
    <div className="ts-db-browser" data-testid="db-browser">
      <div className="ts-db-browser-head">
        <Select
          className="ts-db-database"
          data-testid="db-database"
          value={database ?? undefined}
          loading={!databases}
          placeholder={t('dbConfig.browser.database')}
          showSearch
          options={(databases ?? []).map((name) => ({ value: name, label: name }))}
          onChange={(value: string) => onDatabase(value)}
          aria-label={t('dbConfig.browser.database')}
        />
        <Tooltip title={t('dbConfig.browser.reload')}>
          <Button icon={<ReloadOutlined />} aria-label={t('dbConfig.browser.reload')} onClick={onReload} />
        </Tooltip>
      </div>
      <Input.Search
        className="ts-db-browser-search"
        data-testid="db-table-search"
        allowClear
        placeholder={t('dbConfig.browser.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {error && <Alert type="error" showIcon message={error} closable onClose={() => setColumnError(null)} />}
      <div className="ts-db-browser-count ts-muted" data-testid="db-table-count">
        {list === null
          ? t('dbConfig.browser.loading')
          : more
            ? t('dbConfig.browser.more', { count: TABLE_LIST_LIMIT })
            : t('dbConfig.browser.count', { count: list.length })}
      </div>
      {list === null ? (
        !tables.error && (
          <div className="ts-db-browser-spin">
            <Spin />
          </div>
        )
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dbConfig.browser.none')} />
      ) : (
        <TableTree
          key={key}
          connection={connection}
          database={database}
          tables={list.slice(0, TABLE_LIST_LIMIT)}
          onQueryTable={onQueryTable}
          onError={setColumnError}
        />
      )}
    </div>
  );
}
