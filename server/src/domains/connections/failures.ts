import { driverCode, QueryTimeoutError } from '../../datasources/errors';
import type { DataSourceKind } from '../../datasources/types';
import type { ConnectFailure } from './types';

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNRESET',
  'EPIPE',
  'EHOSTDOWN',
]);
const AUTH: Record<DataSourceKind, Set<string>> = {
  mysql: new Set([
    'ER_ACCESS_DENIED_ERROR',
    'ER_DBACCESS_DENIED_ERROR',
    'ER_HOST_NOT_PRIVILEGED',
    'ER_NOT_SUPPORTED_AUTH_MODE',
    'ER_ACCESS_DENIED_NO_PASSWORD_ERROR',
  ]),
  postgres: new Set(['28P01', '28000']),
  sqlite: new Set(['SQLITE_AUTH', 'SQLITE_PERM']),
};
const UNKNOWN_DATABASE: Record<DataSourceKind, Set<string>> = {
  mysql: new Set(['ER_BAD_DB_ERROR']),
  postgres: new Set(['3D000']),
  sqlite: new Set(['SQLITE_CANTOPEN', 'SQLITE_NOTADB', 'ENOENT']),
};

/** The category of a failed connection attempt, from driver codes (never from message text shown to anyone). */
export function connectFailure(kind: DataSourceKind, err: unknown): ConnectFailure {
  if (err instanceof QueryTimeoutError) return 'timeout';
  const code = driverCode(err) ?? '';
  if (AUTH[kind].has(code)) return 'auth_failed';
  if (UNKNOWN_DATABASE[kind].has(code)) return 'unknown_database';
  if (UNREACHABLE.has(code)) return 'host_unreachable';
  if (code === 'ETIMEDOUT') return 'timeout';
  const name = err instanceof Error ? err.name : '';
  // node-postgres reports its connect timeout only as this message; knex names its pool timeout.
  const message = err instanceof Error ? err.message : '';
  if (name === 'KnexTimeoutError' || /^timeout expired$|connection timeout/i.test(message)) return 'timeout';
  return 'failed';
}
