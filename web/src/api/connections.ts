import type {
  ConnectTestResult,
  DbColumnInfo,
  DbColumnsQuery,
  DbConnectionInfo,
  DbConnectionListQuery,
  DbConnectionSaveBody,
  DbTableInfo,
  DbTablesQuery,
  SqlCancelResult,
  SqlExecBody,
  SqlExecResult,
  SqlHistoryEntry,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { api } from './client';

/** Database config (spec section 7): connections, the table browser and the SQL console. Admins only. */

export const listConnections = (query: DbConnectionListQuery = {}, signal?: AbortSignal) =>
  api.get<DbConnectionInfo[]>('/customize/db-info/list', query, { signal });

/** Creates (no id) or updates; without `password` the stored one is kept. */
export const saveConnection = (body: DbConnectionSaveBody) =>
  api.post<DbConnectionInfo>('/customize/db-info/one', body);

/** 409 while datasets use it: the error's data is a `ConnectionInUse`. */
export const deleteConnection = (id: number) => api.delete<null>('/customize/db-info/delete', { id });

/**
 * Connects once: a saved connection (`{id}`) or unsaved settings (with `id`, merged over the saved row). A failure is
 * a 400 whose data is a `ConnectTestFailure` (the category) and whose message says it in the user's language.
 */
export const testConnection = (body: DbConnectionSaveBody) =>
  api.post<ConnectTestResult>('/customize/db-info/test/connect', body, { timeout: TIMEOUTS.DB_CONNECT_TEST });

export const listDatabases = (connectionId: number, signal?: AbortSignal) =>
  api.get<string[]>('/customize/sql/db-name/list', { connection_id: connectionId }, { signal });

export const listTables = (query: DbTablesQuery, signal?: AbortSignal) =>
  api.get<DbTableInfo[]>('/customize/sql/db-tables', query, { signal });

export const listColumns = (query: DbColumnsQuery, signal?: AbortSignal) =>
  api.get<DbColumnInfo[]>('/customize/sql/table/columns', query, { signal });

/** Runs one read-only statement; aborting `signal` drops the request, which also cancels the run in the database. */
export const execSql = (body: SqlExecBody, signal?: AbortSignal) =>
  api.post<SqlExecResult>('/customize/sql/exec', body, { timeout: TIMEOUTS.SQL_EXEC, signal });

/** Cancels the caller's run `runId` in the database; its exec then answers 499. */
export const cancelSql = (runId: string) => api.post<SqlCancelResult>('/customize/sql/cancel', { run_id: runId });

export const sqlHistory = (connectionId: number, signal?: AbortSignal) =>
  api.get<SqlHistoryEntry[]>('/customize/sql/history', { connection_id: connectionId }, { signal });
