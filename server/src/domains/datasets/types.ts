import type { DataUpdateMode, DatasetColumn } from '@tessera/schema/dsl';

/**
 * A stored dataset as the query engine reads it: a SQL query (or a table) on a connection, plus its columns.
 * `sql` may reference filter values by name as `{{name}}`; they are always bound parameters, never spliced text.
 */
export interface DatasetRecord {
  id: number;
  app_id: number;
  /** Stable key of the dataset within its app; template bundles reference datasets by it. */
  key: string;
  name: string;
  connection_id: number;
  sql: string | null;
  table_name: string | null;
  data_update_mode: DataUpdateMode;
  columns: DatasetColumn[];
}

/** `GET /customize/dataset/one` and save-update: the record, its connection's name and the spec's column list name. */
export interface DatasetDetail extends DatasetRecord {
  connection_name: string | null;
  /** The spec's name of `columns` (same array). */
  data_set_column_list: DatasetColumn[];
  created_at: string;
  updated_at: string;
}

/** A row of `POST /customize/dataset/list`: no columns, their count. */
export interface DatasetSummary extends Omit<DatasetRecord, 'columns'> {
  connection_name: string | null;
  column_count: number;
  created_at: string;
  updated_at: string;
}

/** What only admins read of a dataset: where its rows come from. */
export type DatasetSourceField = 'sql' | 'table_name' | 'connection_id' | 'connection_name';

/** `dataset/one` for staff. */
export type DatasetReaderDetail = Omit<DatasetDetail, DatasetSourceField>;

/** A `dataset/list` row for staff. */
export type DatasetReaderSummary = Omit<DatasetSummary, DatasetSourceField>;

/** `POST /customize/dataset/template/sql`: a starter dataset for a table — edit, then save-update it. */
export interface DatasetStarter {
  connection_id: number;
  table_name: string;
  sql: string;
  columns: DatasetColumn[];
}

/** A section that uses a dataset, and where it is. */
export interface DatasetUse {
  id: number;
  key: string;
  title: string;
  page_id: number;
  page_name: string;
  url: string | null;
}

/** `GET /customize/dataset/use/pages`: pages whose sections use the dataset. */
export interface DatasetPageUse {
  page_id: number;
  name: string;
  url: string | null;
  app_id: number;
  sections: { id: number; key: string; title: string }[];
}

/** `GET /customize/dataset/indicator/detail`: one column and the sections whose config names it. */
export interface IndicatorDetail {
  data_set_id: number;
  column: DatasetColumn;
  sections: DatasetUse[];
}

/** Lists a table's columns on a connection (the connections domain provides it; optional until then). */
export type TableColumnsSource = (
  connectionId: number,
  table: string,
) => Promise<{ name: string; type: string; comment?: string | null }[]>;
