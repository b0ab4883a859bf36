import type { DataUpdateMode, DatasetColumn } from '@tessera/schema';

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
