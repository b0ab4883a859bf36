import type { ConnectionOptions } from './options';
import type { DataSourceKind } from './types';

/** Everything needed to open a data source: a stored connection with its password decrypted. */
export interface ConnectionSettings {
  kind: DataSourceKind;
  host: string | null;
  port: number | null;
  username: string | null;
  password: string | null;
  database_name: string | null;
  /** SQLite: file name relative to the data-sources folder. */
  file: string | null;
  options: ConnectionOptions;
}

export const DEFAULT_PORTS: Record<Exclude<DataSourceKind, 'sqlite'>, number> = { mysql: 3306, postgres: 5432 };
