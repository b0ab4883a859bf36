/** Database connections (spec section 7 "Database config"). Kind-specific rules and `options` are checked by the server. */

import { id } from './primitives';

export type DbConnectionKind = 'mysql' | 'postgres' | 'sqlite';
export interface DbConnectionSaveBody {
  id?: number;
  app_id?: number | null;
  name?: string;
  kind?: DbConnectionKind;
  host?: string | null;
  port?: number | null;
  username?: string | null;
  /** Absent: keep the stored password; '' clears it. */
  password?: string;
  database_name?: string | null;
  file?: string | null;
  options?: Record<string, unknown> | null;
}
export interface DbConnectionListQuery {
  app_id?: number;
}
export interface DbConnectionIdQuery {
  connection_id: number;
}
export interface DbTablesQuery {
  connection_id: number;
  database?: string;
}
export interface DbColumnsQuery {
  connection_id: number;
  database?: string;
  table: string;
}
export interface SqlExecBody {
  connection_id: number;
  sql: string;
  max_rows: number;
}

export const connectionSchemas = {
  dbConnectionSave: {
    type: 'object',
    properties: {
      id,
      app_id: { type: ['integer', 'null'], minimum: 1 },
      name: { type: 'string', minLength: 1, maxLength: 100 },
      kind: { type: 'string', enum: ['mysql', 'postgres', 'sqlite'] },
      host: { type: ['string', 'null'], maxLength: 255 },
      port: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
      username: { type: ['string', 'null'], maxLength: 100 },
      password: { type: 'string', maxLength: 500 },
      database_name: { type: ['string', 'null'], maxLength: 100 },
      file: { type: ['string', 'null'], maxLength: 500 },
      options: { type: ['object', 'null'] },
    },
    additionalProperties: false,
  },
  dbConnectionListQuery: { type: 'object', properties: { app_id: id } },
  dbConnectionIdQuery: { type: 'object', properties: { connection_id: id }, required: ['connection_id'] },
  dbTablesQuery: {
    type: 'object',
    properties: { connection_id: id, database: { type: 'string', minLength: 1, maxLength: 100 } },
    required: ['connection_id'],
  },
  dbColumnsQuery: {
    type: 'object',
    properties: {
      connection_id: id,
      database: { type: 'string', minLength: 1, maxLength: 100 },
      table: { type: 'string', minLength: 1, maxLength: 200 },
    },
    required: ['connection_id', 'table'],
  },
  sqlExec: {
    type: 'object',
    properties: {
      connection_id: id,
      sql: { type: 'string', minLength: 1, maxLength: 100000 },
      max_rows: { type: 'integer', minimum: 1, maximum: 10000, default: 1000 },
    },
    required: ['connection_id', 'sql'],
    additionalProperties: false,
  },
} as const;
