import { AppError } from '../core/errors';
import type { DataSourceKind } from './types';

/**
 * The call's time limit passed and the query was cancelled in the database. Answered 504. `confirmed` false: the
 * cancel failed or got no answer (a frozen database, a refused side connection), so the message says so rather than
 * claim the query is gone, and the source is unavailable until it answers a ping (SourceUnavailableError).
 */
export class QueryTimeoutError extends AppError {
  constructor(readonly confirmed = true) {
    super(504, confirmed ? 'datasources.timeout' : 'datasources.timeout_unconfirmed');
    this.name = 'QueryTimeoutError';
  }
}

/**
 * The caller gave up (the client disconnected): the query was cancelled in the database. 499 as nginx uses it;
 * nobody is left to read the answer. `confirmed` as for QueryTimeoutError.
 */
export class QueryCancelledError extends AppError {
  constructor(readonly confirmed = true) {
    super(499, confirmed ? 'datasources.cancelled' : 'datasources.cancel_unconfirmed');
    this.name = 'QueryCancelledError';
  }
}

/**
 * A cancel on this source could not be confirmed, and the database has not answered a ping since: its queries are
 * refused at once (503) instead of piling up behind a statement that may still run. Pings are retried.
 */
export class SourceUnavailableError extends AppError {
  constructor() {
    super(503, 'datasources.unhealthy');
    this.name = 'SourceUnavailableError';
  }
}

/** False when `err` ended a query whose cancel in the database could not be confirmed. */
export function cancelConfirmed(err: unknown): boolean {
  return !(err instanceof QueryTimeoutError || err instanceof QueryCancelledError) || err.confirmed;
}

/**
 * The database refused the statement (400) or could not be reached (500). The message is generic on purpose:
 * driver text can name hosts, users, tables and data, so it is only logged.
 */
export class QueryFailedError extends AppError {
  /** `driverError`: what the driver threw, for the few admin-only answers that show the engine's own words. */
  constructor(
    readonly statementError: boolean,
    readonly driverError?: unknown,
  ) {
    super(statementError ? 400 : 500, statementError ? 'datasources.query_failed' : 'datasources.unavailable');
    this.name = 'QueryFailedError';
  }
}

interface DriverErrorShape {
  code?: unknown;
  errno?: unknown;
  sqlState?: unknown;
  severity?: unknown;
  fatal?: unknown;
}

function shapeOf(err: unknown): DriverErrorShape {
  return typeof err === 'object' && err !== null ? err : {};
}

/** True when the database answered the statement with an error (bad SQL, unknown column, read-only refusal…). */
export function isStatementError(kind: DataSourceKind, err: unknown): boolean {
  const e = shapeOf(err);
  if (kind === 'mysql') return typeof e.sqlState === 'string' && typeof e.errno === 'number' && e.fatal !== true;
  if (kind === 'postgres')
    return typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
  // SQLite: everything but "cannot open / not a database / disk trouble" is about the statement.
  return (
    typeof e.code === 'string' &&
    e.code.startsWith('SQLITE_') &&
    !/^SQLITE_(CANTOPEN|NOTADB|IOERR|CORRUPT|PERM)/.test(e.code)
  );
}

/** PostgreSQL query_canceled (our pg_cancel_backend or the statement_timeout backstop). */
export function isPgCancel(err: unknown): boolean {
  return shapeOf(err).code === '57014';
}

/** The driver error code, for logs and failure categories. */
export function driverCode(err: unknown): string | undefined {
  const code = shapeOf(err).code;
  return typeof code === 'string' ? code : undefined;
}
