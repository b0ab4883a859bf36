/** The answers of the dataset calls (spec section 7, Datasets), as the server sends them and the web app reads them. */
import type { DataUpdateMode } from '../dsl/codes';
import type { DatasetColumn, DatasetParam } from '../dsl/dataset';

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
  /** Types and defaults of the SQL's `{{param}}` placeholders ([] for a table or a SQL without any). */
  params: DatasetParam[];
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
export interface DatasetSummary extends Omit<DatasetRecord, 'columns' | 'params'> {
  connection_name: string | null;
  column_count: number;
  created_at: string;
  updated_at: string;
}

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

/** `POST /customize/dataset/preview`: the first rows of an (unsaved) dataset definition. */
export interface DatasetPreview {
  /** Column names in the statement's order. */
  columns: string[];
  rows: Record<string, unknown>[];
  /** More rows exist than `limit`. */
  truncated: boolean;
  elapsed_ms: number;
}

/** A column the dataset declares that the SQL no longer produces, with the sections that name it. */
export interface RemovedDatasetColumn {
  column: DatasetColumn;
  /** Sections (of live pages, draft or online) that would break. */
  sections: DatasetUse[];
}

/** `POST /customize/dataset/sync-columns`: what re-reading the SQL's columns would change; nothing is saved. */
export interface DatasetColumnSync {
  /** The columns the SQL (or table) produces, in its order. */
  produced: string[];
  /** Produced but not declared: typed by a guess (numbers → indicators, ids and codes → dimensions). */
  added: DatasetColumn[];
  removed: RemovedDatasetColumn[];
  /** The columns after applying: the produced order, declared columns kept as they are, added ones guessed. */
  columns: DatasetColumn[];
}

/** `GET /customize/dataset/update-modes`: what each data update mode means for the report result cache. */
export interface DataUpdateModeInfo {
  mode: DataUpdateMode;
  /** Seconds a report result of such a dataset stays cached; 0 = not cached. */
  ttl_seconds: number;
}
