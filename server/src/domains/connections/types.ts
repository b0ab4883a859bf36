import type { ConnectionOptions } from '../../datasources/options';
import type { DataSourceKind, Row } from '../../datasources/types';

/** A stored connection as every call returns it: never the password, only whether one is stored. */
export interface DbConnectionInfo {
  id: number;
  /** null: shared by every app. */
  app_id: number | null;
  name: string;
  kind: DataSourceKind;
  host: string | null;
  port: number | null;
  username: string | null;
  database_name: string | null;
  file: string | null;
  options: ConnectionOptions;
  has_password: boolean;
  created_at: string;
  updated_at: string;
}

export interface ConnectTestResult {
  ok: true;
  version: string;
  /**
   * What the connected database user may do beyond reading (`superuser`, `FILE`, `SUPER`, `pg_read_server_files`,
   * `pg_signal_backend`, `write grants`, …); [] when it can only read, as the console and datasets need.
   */
  excess_privileges: string[];
  /** A translated warning naming them (connect with a read-only user, see the README), or null. */
  warning: string | null;
}

/** Why a connection test failed, as a category: driver text never reaches the client. */
export type ConnectFailure = 'host_unreachable' | 'auth_failed' | 'unknown_database' | 'timeout' | 'failed';

export interface SqlExecResult {
  columns: string[];
  rows: Row[];
  truncated: boolean;
  elapsed_ms: number;
}
