import type { DbTiming } from './db-timing';
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';

/**
 * A connected database that report queries run against (not the metadata store). MySQL/MariaDB (and every engine
 * speaking its protocol: TiDB, StarRocks, Doris), PostgreSQL, and SQLite files inside the data-sources folder.
 */
export type DataSourceKind = 'mysql' | 'postgres' | 'sqlite';

/** SQL with positional `?` bindings, as knex's `toSQL().toNative()` gives it for the source's dialect. */
export interface CompiledSql {
  sql: string;
  bindings: readonly unknown[];
}

export interface QueryOptions {
  /** The call's time limit (spec section 9); on expiry the query is cancelled in the database itself. */
  timeoutMs: number;
  /** Aborted when the client disconnects; the query is then cancelled in the database as well. */
  signal?: AbortSignal;
  /** Told how long the statement ran in the database (the request's Server-Timing); `query` only, streams do not. */
  timing?: DbTiming;
}

export type Row = Record<string, unknown>;

export interface StreamOptions extends QueryOptions {
  /** The whole result is read (an export): the engine's fastest reader, even at a start-up cost (SQLite: a process). */
  whole?: boolean;
}

export interface DataSource {
  readonly connectionId: number;
  readonly kind: DataSourceKind;
  /** A knex instance of the source's dialect, for building queries (quoting, bindings). */
  readonly knex: Knex;
  /** Runs one read query. Timeout → QueryTimeoutError, abort → QueryCancelledError; both cancel in the database. */
  query(sql: CompiledSql, options: QueryOptions): Promise<Row[]>;
  /**
   * Streams rows (object mode) from a database cursor with backpressure: rows are read only as fast as the consumer
   * takes them. Destroying the stream, the timeout or the signal cancels the query in the database.
   */
  stream(sql: CompiledSql, options: StreamOptions): Readable;
  /**
   * Engines that write CSV themselves (PostgreSQL's COPY): the statement that writes `sql`'s rows exactly as the
   * cursor path's file would, or null when it cannot (the caller then uses `stream`).
   */
  copyPlan?(sql: CompiledSql, keys: readonly string[], options: QueryOptions): Promise<string | null>;
  /** The CSV bytes (no header) of a copyPlan statement, with `stream`'s backpressure and cancellation. */
  copy?(statement: string, options: QueryOptions): Readable;
  /**
   * Engines whose export reader writes the CSV itself (SQLite's reader process): `sql`'s records, the cells of `keys`
   * in order, byte for byte what CsvRows writes of `stream`'s rows (no BOM nor header), with `stream`'s
   * backpressure and cancellation.
   */
  csv?(sql: CompiledSql, keys: readonly string[], options: QueryOptions): Readable;
}

export interface DataSourceRegistry {
  /**
   * The pooled source of a stored connection; 404 AppError when the connection does not exist. With a config
   * generation, a pool opened under an older one is first checked against the stored settings.
   */
  get(connectionId: number, generation?: string | null): Promise<DataSource>;
  /** Drops the pool of a connection whose settings changed or that was deleted. */
  invalidate(connectionId: number): Promise<void>;
  closeAll(): Promise<void>;
}

export interface ExecOptions extends QueryOptions {
  /** Rows returned at most; one more is read to know whether the result was cut. */
  maxRows: number;
}

export interface ExecResult {
  columns: string[];
  rows: Row[];
  truncated: boolean;
}

export interface TableInfo {
  name: string;
  type: string;
  comment: string | null;
}

export interface ColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
  comment: string | null;
}
