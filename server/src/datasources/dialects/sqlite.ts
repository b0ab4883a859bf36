import { Readable } from 'node:stream';
import { LIMIT_ATTACHED, type Database, type Statement } from 'sqlite3';
import { markDisposed } from '../knex-internals';
import { readOnlyUri } from '../sqlite-path';
import type { CompiledSql, Row } from '../types';
import { afterCreate, containsPattern, POOL, type Driver } from './driver';
import { SqliteExportCsv, SqliteExportRows } from './sqlite-export';
import { holdSpareReader } from './sqlite-export-spare';

/**
 * Rows of one statement pulled with `Statement.get` one at a time, only while the consumer wants more
 * (`Database.each` cannot pause), so memory stays flat however large the result.
 */
class SqliteRows extends Readable {
  private stmt: Statement | undefined;
  private reading = false;
  columns: string[] = [];

  constructor(
    private readonly db: Database,
    private readonly sql: CompiledSql,
    highWaterMark: number,
  ) {
    super({ objectMode: true, highWaterMark });
  }

  override _construct(callback: (err?: Error | null) => void): void {
    this.stmt = this.db.prepare(this.sql.sql, [...this.sql.bindings], (err: Error | null) => {
      // A statement that failed to prepare has nothing to finalize (and finalize would never call back).
      if (err) this.stmt = undefined;
      callback(err);
    });
  }

  override _read(): void {
    if (this.reading) return;
    this.reading = true;
    this.next();
  }

  private next(): void {
    this.stmt?.get((err: Error | null, row?: Row) => {
      if (this.destroyed) return;
      if (err) return void this.destroy(err);
      if (row === undefined) return void this.push(null);
      if (!this.columns.length) this.columns = Object.keys(row);
      if (this.push(row)) this.next();
      else this.reading = false;
    });
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    // finalize waits for a step in progress: the caller interrupts a long one first.
    if (!this.stmt) return callback(err);
    this.stmt.finalize(() => callback(err));
  }
}

function all(db: Database, sql: string, bindings: readonly unknown[]): Promise<Row[]> {
  return new Promise((resolve, reject) =>
    db.all<Row>(sql, [...bindings], (err, rows) => (err ? reject(err) : resolve(rows))),
  );
}

/** `realFile`: the database's real path, already checked to lie inside the data-sources folder. */
export function sqliteDriver(realFile: string): Driver<Database> {
  const setup = async (db: Database) => {
    // No ATTACH at all (it could open any file the server can read), and no writes even if a file is writable.
    db.configure('limit', LIMIT_ATTACHED, 0);
    db.configure('busyTimeout', 5000);
    await all(db, 'PRAGMA query_only = ON', []);
  };
  // Exports of this source may use the spare reader process; closing the pool lets it go.
  const releaseSpare = holdSpareReader();
  return {
    kind: 'sqlite',
    knexConfig: () => ({
      client: 'sqlite3',
      // mode=ro in the URI opens the file read-only whatever flags knex adds (it always adds READWRITE|CREATE).
      connection: { filename: readOnlyUri(realFile), flags: ['OPEN_URI'] },
      useNullAsDefault: true,
      pool: {
        min: POOL.min,
        max: POOL.sqliteMax,
        idleTimeoutMillis: POOL.idleTimeoutMillis,
        afterCreate: afterCreate(setup),
      },
      acquireConnectionTimeout: POOL.acquireTimeoutMillis,
    }),
    setup,
    // No locks or variables live in a SQLite connection; query_only is asserted again in case anything touched it.
    reset: async (db) => {
      await all(db, 'PRAGMA query_only = ON', []);
    },
    all: (db, sql) => all(db, sql.sql, sql.bindings),
    run: async (db, sql) => {
      await all(db, sql, []);
    },
    open(db, sql, highWaterMark) {
      const stream = new SqliteRows(db, sql, highWaterMark);
      return { stream, columns: () => stream.columns };
    },
    // The pooled connection stays leased meanwhile (it bounds how many statements run at once) but does not read.
    openWhole(_db, sql) {
      const stream = new SqliteExportRows(realFile, sql);
      return { stream, columns: () => stream.columns };
    },
    openCsv(_db, sql, keys) {
      const stream = new SqliteExportCsv(realFile, sql, keys);
      return { stream, columns: () => stream.columns };
    },
    close: releaseSpare,
    cancel(db) {
      db.interrupt();
      return Promise.resolve();
    },
    discard(db) {
      markDisposed(db, 'cancelled');
      // With a callback: without one, a close refused (statement still open) would be an unhandled 'error' event.
      db.close(() => undefined);
    },
    limitSql: () => null,
    beginReadOnly: null,
    versionSql: 'SELECT sqlite_version() AS version',
    // The file is opened read-only (mode=ro) with query_only on: nothing beyond reading to report.
    excessPrivileges: () => Promise.resolve([]),
    reusableAfterCancel: true,
    catalog: {
      databases: () => ({
        sql: "SELECT name FROM pragma_database_list WHERE name <> 'temp' ORDER BY seq",
        bindings: [],
      }),
      // LIKE ignores case here for ASCII letters (SQLite's default).
      tables: (_database, { search, limit }) => ({
        sql:
          "SELECT name, type, NULL AS comment FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'" +
          `${search ? " AND name LIKE ? ESCAPE '!'" : ''} ORDER BY name${limit ? ' LIMIT ?' : ''}`,
        bindings: [...(search ? [containsPattern(search)] : []), ...(limit ? [limit] : [])],
      }),
      columns: (_database, table) => ({
        sql: 'SELECT name, type, CASE WHEN "notnull" = 1 OR pk > 0 THEN 0 ELSE 1 END AS nullable, NULL AS comment FROM pragma_table_info(?) ORDER BY cid',
        bindings: [table],
      }),
    },
  };
}
