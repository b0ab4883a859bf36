/** Database connections (spec section 7 "Database config"). Kind-specific rules and `options` are checked by the server. */
import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from './limits';
import {
  contract,
  filled,
  id,
  nullableInteger,
  nullableText,
  oneOfText,
  plain,
  queryContract,
  text,
} from './primitives';

export const DB_CONNECTION_KINDS = ['mysql', 'postgres', 'sqlite'] as const;
export type DbConnectionKind = (typeof DB_CONNECTION_KINDS)[number];
/** Where a connection's database lives (spec section 9). New connections are `cn` unless told otherwise. */
export const DB_CONNECTION_REGIONS = ['cn', 'oversea', 'cloud'] as const;
export type DbConnectionRegion = (typeof DB_CONNECTION_REGIONS)[number];
/** Character sets a MySQL connection may ask for in `options.charset` (names mysql2 knows). */
export const DB_CONNECTION_CHARSETS = [
  'utf8mb4',
  'utf8',
  'latin1',
  'gbk',
  'gb2312',
  'gb18030',
  'big5',
  'ascii',
] as const;
/** `options.connect_timeout` in milliseconds: its bounds and the value used when a connection names none. */
export const DB_CONNECT_TIMEOUT_MS = { MIN: 1000, MAX: 300_000, DEFAULT: 10_000 } as const;
/** Tables the table picker lists at most in one answer (a search narrows further). */
export const DB_TABLES_MAX_LIMIT = 10000;
/** A console run's id, chosen by the client so it can cancel the run while it is still waiting for the answer. */
const runId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

const database = filled(100);

export const DbConnectionSaveBody = contract('DbConnectionSaveBody', {
  id: Type.Optional(id),
  app_id: Type.Optional(nullableInteger({ minimum: 1 })),
  name: Type.Optional(filled(100)),
  kind: Type.Optional(oneOfText(DB_CONNECTION_KINDS)),
  region: Type.Optional(oneOfText(DB_CONNECTION_REGIONS)),
  host: Type.Optional(nullableText(255)),
  port: Type.Optional(nullableInteger({ minimum: 1, maximum: 65535 })),
  username: Type.Optional(nullableText(100)),
  /** Absent: keep the stored password; '' clears it. */
  password: Type.Optional(Type.String({ maxLength: 500 })),
  database_name: Type.Optional(nullableText(100)),
  file: Type.Optional(nullableText(500)),
  options: Type.Optional(plain<Record<string, unknown> | null>({ type: ['object', 'null'] })),
});
export type DbConnectionSaveBody = Static<typeof DbConnectionSaveBody>;
export const DbConnectionListQuery = queryContract('DbConnectionListQuery', {
  app_id: Type.Optional(id),
  region: Type.Optional(oneOfText(DB_CONNECTION_REGIONS)),
});
export type DbConnectionListQuery = Static<typeof DbConnectionListQuery>;
export const DbConnectionIdQuery = queryContract('DbConnectionIdQuery', { connection_id: id });
export type DbConnectionIdQuery = Static<typeof DbConnectionIdQuery>;
/** `search`: part of the name, any case; `limit`: tables answered at most (all when absent). */
export const DbTablesQuery = queryContract('DbTablesQuery', {
  connection_id: id,
  database: Type.Optional(database),
  search: Type.Optional(text(INPUT_LIMITS.SEARCH)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DB_TABLES_MAX_LIMIT })),
});
export type DbTablesQuery = Static<typeof DbTablesQuery>;
export const DbColumnsQuery = queryContract('DbColumnsQuery', {
  connection_id: id,
  database: Type.Optional(database),
  table: filled(INPUT_LIMITS.NAME),
});
export type DbColumnsQuery = Static<typeof DbColumnsQuery>;
export const SqlExecBody = contract('SqlExecBody', {
  connection_id: id,
  sql: filled(100000),
  max_rows: Type.Integer({ minimum: 1, maximum: 10000, default: 1000 }),
  run_id: Type.Optional(runId),
});
export type SqlExecBody = Static<typeof SqlExecBody>;
export const SqlCancelBody = contract('SqlCancelBody', { run_id: runId });
export type SqlCancelBody = Static<typeof SqlCancelBody>;
export const SqlHistoryQuery = queryContract('SqlHistoryQuery', { connection_id: id });
export type SqlHistoryQuery = Static<typeof SqlHistoryQuery>;
