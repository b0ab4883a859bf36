/** Database connections (spec section 7 "Database config"). Kind-specific rules and `options` are checked by the server. */
import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from './limits';
import { contract, filled, id, nullableInteger, nullableText, oneOfText, plain, queryContract } from './primitives';

export const DB_CONNECTION_KINDS = ['mysql', 'postgres', 'sqlite'] as const;
export type DbConnectionKind = (typeof DB_CONNECTION_KINDS)[number];

const database = filled(100);

export const DbConnectionSaveBody = contract('DbConnectionSaveBody', {
  id: Type.Optional(id),
  app_id: Type.Optional(nullableInteger({ minimum: 1 })),
  name: Type.Optional(filled(100)),
  kind: Type.Optional(oneOfText(DB_CONNECTION_KINDS)),
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
export const DbConnectionListQuery = queryContract('DbConnectionListQuery', { app_id: Type.Optional(id) });
export type DbConnectionListQuery = Static<typeof DbConnectionListQuery>;
export const DbConnectionIdQuery = queryContract('DbConnectionIdQuery', { connection_id: id });
export type DbConnectionIdQuery = Static<typeof DbConnectionIdQuery>;
export const DbTablesQuery = queryContract('DbTablesQuery', { connection_id: id, database: Type.Optional(database) });
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
});
export type SqlExecBody = Static<typeof SqlExecBody>;
