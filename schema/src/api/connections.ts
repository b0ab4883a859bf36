/** What the Database config calls answer (spec section 7): connections, the table browser and the SQL console. */
import type { DbConnectionKind, DbConnectionRegion } from './requests/connections';

/**
 * The allow-listed driver options of a connection (the server refuses every other one). A type, not an interface,
 * so it is also a plain record (the save body's `options`).
 */
export type DbConnectionOptions = {
  ssl?: boolean | { reject_unauthorized: boolean };
  /** MySQL only. */
  charset?: string;
  /** 'local', 'Z'/'UTC', an offset like '+08:00', or an IANA name like 'Asia/Shanghai'. */
  timezone?: string;
  /** Milliseconds to establish a connection. */
  connect_timeout?: number;
};

/** A stored connection as every call returns it: never the password, only whether one is stored. */
export interface DbConnectionInfo {
  id: number;
  /** null: shared by every app. */
  app_id: number | null;
  name: string;
  kind: DbConnectionKind;
  region: DbConnectionRegion;
  host: string | null;
  port: number | null;
  username: string | null;
  database_name: string | null;
  file: string | null;
  options: DbConnectionOptions;
  has_password: boolean;
  /** Usernames of who created it and who saved it last; null for connections made without a user (the demo). */
  created_by: string | null;
  updated_by: string | null;
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

/** result_data of a failed connection test (400). */
export interface ConnectTestFailure {
  ok: false;
  reason: ConnectFailure;
}

/** result_data of a delete refused because datasets use the connection (409). */
export interface ConnectionInUse {
  datasets: { id: number; app_id: number; key: string; name: string }[];
}

export interface DbTableInfo {
  name: string;
  type: string;
  comment: string | null;
}

export interface DbColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
  comment: string | null;
}

export interface SqlExecResult {
  columns: string[];
  rows: Record<string, unknown>[];
  /** More rows existed than `max_rows`; reading stopped there. */
  truncated: boolean;
  elapsed_ms: number;
}

export const SQL_HISTORY_STATUSES = ['ok', 'error', 'cancelled', 'timeout'] as const;
export type SqlHistoryStatus = (typeof SQL_HISTORY_STATUSES)[number];
/** Statements kept per user and connection; older ones are dropped. */
export const SQL_HISTORY_LIMIT = 100;

/** One statement a user ran in the SQL console, newest first. */
export interface SqlHistoryEntry {
  id: number;
  connection_id: number;
  sql: string;
  status: SqlHistoryStatus;
  elapsed_ms: number;
  /** Rows answered (at most max_rows); null unless the run succeeded. */
  row_count: number | null;
  truncated: boolean;
  /** What the console showed for a failure, in the reader's language; null for a success. */
  message: string | null;
  created_at: string;
}

export interface SqlCancelResult {
  /** false: no run with that id is in progress on this server (already finished, or running on another instance). */
  cancelled: boolean;
}
