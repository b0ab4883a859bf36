import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { CompiledSql, DataSourceKind, Row } from '../types';

/** Rows of one statement from a database cursor: pausing the stream stops reading from the database. */
export interface RowSource {
  stream: Readable;
  /** Column names once the database described them (or the first row came), else []. */
  columns(): string[];
}

/** Which tables a table list answers: names containing `search` in any case, at most `limit` (null: no bound). */
export interface TableFilter {
  search: string | null;
  limit: number | null;
}

/** `search` as a LIKE pattern escaped with '!' (every engine accepts `ESCAPE '!'` the same way). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** The catalog queries behind the database / table / column pickers; rows use the aliases named below. */
export interface Catalog {
  /** rows: { name } */
  databases(): CompiledSql;
  /** rows: { name, type ('table' | 'view' | …), comment }, by name */
  tables(database: string | null, filter: TableFilter): CompiledSql;
  /** rows: { name, type, nullable (boolean-ish), comment } */
  columns(database: string | null, table: string): CompiledSql;
}

/**
 * What differs between engines: pool configuration, session hardening, how a statement runs and streams on a
 * raw driver connection `C`, and how it is stopped in the database from outside that connection.
 */
export interface Driver<C extends object> {
  readonly kind: DataSourceKind;
  knexConfig(): Knex.Config;
  /** Called once the knex instance exists (PostgreSQL reads the driver's default type parsers from it). */
  attach?(knex: Knex): void;
  /** Session setup of every new pooled connection: read-only session, time zone, SQLite limits. */
  setup(conn: C): Promise<void>;
  /**
   * Makes a connection that goes back to the pool as clean as a new one: locks released (GET_LOCK, advisory
   * locks), user variables and session settings dropped, then `setup` again, and `limit` (a `limitSql` statement
   * the connection ran) after it, so the next statement with that limit needs no round trip of its own. A
   * connection whose reset fails is closed instead of reused.
   */
  reset(conn: C, limit?: string): Promise<void>;
  all(conn: C, sql: CompiledSql): Promise<Row[]>;
  /** Runs a fixed statement of ours (BEGIN/ROLLBACK/SET), never user text. */
  run(conn: C, sql: string): Promise<void>;
  open(conn: C, sql: CompiledSql, highWaterMark: number): RowSource;
  /** `open` for a result read to its end (an export), where the engine has a faster reader than its cursor. */
  openWhole?(conn: C, sql: CompiledSql, highWaterMark: number): RowSource;
  /**
   * The CSV records of `sql`'s rows, the cells of `keys` in order, written by the engine's reader (SQLite's reader
   * process): byte for byte what CsvRows writes of the rows, without the BOM and header.
   */
  openCsv?(conn: C, sql: CompiledSql, keys: readonly string[]): RowSource;
  /** The result columns of `sql` (names and the engine's type ids) without reading a row; engines with `copy` only. */
  describe?(conn: C, sql: CompiledSql): Promise<{ name: string; type: number }[]>;
  /**
   * The bytes of a `COPY (…) TO STDOUT WITH (FORMAT csv)` statement (PostgreSQL, pg-copy-streams): the database writes
   * the CSV itself. Pausing the stream stops reading the socket; the statement comes from copyStatement().
   */
  copy?(conn: C, statement: string): RowSource;
  /** Stops the statement running on `conn` in the database, from outside it (side connection or interrupt). */
  cancel(conn: C, knex: Knex): Promise<void>;
  /** Releases what the driver holds beyond its pool (SQLite: the spare export reader); called when the pool closes. */
  close?(): void;
  /** Closes a connection whose state is unknown after a cancel; the pool then drops it. */
  discard(conn: C): void;
  /** Server-side backstop limit to run before a statement (PostgreSQL statement_timeout), or null. */
  limitSql(timeoutMs: number, inTransaction: boolean): string | null;
  /** Opens the read-only transaction of the SQL console; null when the session is read-only by itself (SQLite). */
  readonly beginReadOnly: string | null;
  /** One row { version }. */
  readonly versionSql: string;
  /**
   * What the connected user may do beyond reading (superuser, FILE, pg_read_server_files, pg_signal_backend, write
   * grants…), by name; [] when nothing. The connection test reports it: the console and datasets need reading only.
   */
  excessPrivileges(conn: C): Promise<string[]>;
  /** SQLite's interrupt leaves the connection clean; a cancelled MySQL/PostgreSQL session is closed instead. */
  readonly reusableAfterCancel: boolean;
  readonly catalog: Catalog;
}

/** Pool sizes per source, sized for a 2-core server: a few concurrent report queries per database. */
export const POOL = { min: 0, max: 4, sqliteMax: 2, idleTimeoutMillis: 30_000, acquireTimeoutMillis: 60_000 } as const;

/** knex's afterCreate hook calls back instead of awaiting. */
export function afterCreate<C>(setup: (conn: C) => Promise<void>) {
  return (conn: C, done: (err: Error | null, conn: C) => void) => {
    setup(conn).then(
      () => done(null, conn),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), conn),
    );
  };
}
