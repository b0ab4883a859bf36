import knexFactory, { type Knex } from 'knex';
import type { Logger } from '../core/logger';
import { Deadline, settledWithin } from './deadline';
import type { Driver, RowSource, TableFilter } from './dialects/driver';
import { COPY_SAME_TEXT_TYPES, copyStatement } from './dialects/pg-copy';
import {
  driverCode,
  isPgCancel,
  isStatementError,
  QueryCancelledError,
  QueryFailedError,
  QueryTimeoutError,
  SourceUnavailableError,
} from './errors';
import { SourceHealth } from './health';
import { clientOf, type KnexClient } from './knex-internals';
import { Lease } from './lease';
import { RowStream } from './row-stream';
import { closed, collect } from './stream-read';
import type {
  ColumnInfo,
  CompiledSql,
  DataSource,
  DataSourceKind,
  ExecOptions,
  ExecResult,
  QueryOptions,
  Row,
  StreamOptions,
  TableInfo,
} from './types';

/** Rows buffered per stream (ours and the driver's each): small, so memory stays flat. */
export const STREAM_HIGH_WATER_MARK = 64;
/** Bytes buffered by a COPY's stream (ours; the driver's holds as much). */
const COPY_BYTES = 64 * 1024;
const CLOSE_WAIT_MS = 5000;
/** Time limit of the pings that tell an unavailable source is back. */
const HEALTH_PING_MS = 5000;

/** A column comment: drivers give text, or bytes for a binary collation. */
const text = (value: unknown): string | null => {
  const comment = Buffer.isBuffer(value) ? value.toString('utf8') : value;
  return typeof comment === 'string' && comment !== '' ? comment : null;
};

/**
 * A stored connection's pooled source. Every statement runs on a connection held for its whole life; a timeout, the
 * caller's signal or destroying a stream cancels it in the database and the connection is cleaned up on every path.
 * A cancel that cannot be confirmed makes the source unavailable until it answers a ping (SourceHealth).
 */
export class PooledSource<C extends object> implements DataSource {
  readonly knex: Knex;
  private readonly client: KnexClient<C>;
  private readonly health: SourceHealth;
  /**
   * The session-level limit statement (statement_timeout) each pooled connection holds: the reset applies it again,
   * so a statement under the same limit skips that round trip (about 0.3 ms on loopback, before every statement).
   */
  private readonly sessionLimits = new WeakMap<C, string>();

  constructor(
    readonly connectionId: number,
    private readonly driver: Driver<C>,
    private readonly logger: Logger,
  ) {
    // knex's own warnings (e.g. dropping a connection we closed after a cancel) go to our log, not the console.
    const log = (message: unknown) => logger.debug({ knex: String(message) }, 'knex');
    this.knex = knexFactory({ ...driver.knexConfig(), log: { warn: log, error: log, deprecate: log, debug: log } });
    driver.attach?.(this.knex);
    this.client = clientOf<C>(this.knex);
    this.health = new SourceHealth(() => this.ping(HEALTH_PING_MS), logger, connectionId);
  }

  get kind(): DataSourceKind {
    return this.driver.kind;
  }

  query(sql: CompiledSql, options: QueryOptions): Promise<Row[]> {
    return this.onConnection(options, (conn) => this.driver.all(conn, sql));
  }

  /**
   * The statement of the engine's own CSV writer (PostgreSQL: `COPY (…) TO STDOUT WITH (FORMAT csv)`) for `sql`, when
   * its file is exactly the cursor path's: bindings inlined safely (copyStatement), result columns named `keys` in
   * that order, and of types whose text is the same either way (the columns are described first, without reading a
   * row). Null otherwise: the caller streams rows through the cursor.
   */
  async copyPlan(sql: CompiledSql, keys: readonly string[], options: QueryOptions): Promise<string | null> {
    const describe = this.driver.describe?.bind(this.driver);
    if (!describe || !this.driver.copy) return null;
    const statement = await copyStatement(sql);
    if (!statement) return null;
    const columns = await this.onConnection(options, (conn) => describe(conn, sql));
    const same =
      columns.length === keys.length && columns.every((c, i) => c.name === keys[i] && COPY_SAME_TEXT_TYPES.has(c.type));
    return same ? statement : null;
  }

  /**
   * The bytes of a copyPlan statement, with the cursor stream's guarantees: backpressure (a paused stream stops
   * reading the socket), and the timeout, the signal or destroying it cancel the COPY in the database.
   */
  copy(statement: string, options: QueryOptions): RowStream {
    const copy = this.driver.copy?.bind(this.driver);
    if (!copy) throw new Error(`${this.kind} sources have no COPY`);
    return this.open(options, (conn) => copy(conn, statement), { objectMode: false, highWaterMark: COPY_BYTES });
  }

  /** The export's CSV records written by the engine's reader (DataSource.csv), with the cursor stream's guarantees. */
  get csv(): DataSource['csv'] {
    const openCsv = this.driver.openCsv?.bind(this.driver);
    if (!openCsv) return undefined;
    return (sql, keys, options) =>
      this.open(options, (conn) => openCsv(conn, sql, keys), { objectMode: false, highWaterMark: COPY_BYTES });
  }

  private async onConnection<T>(options: QueryOptions, run: (conn: C) => Promise<T>): Promise<T> {
    this.health.assertAvailable();
    const deadline = new Deadline(options);
    try {
      const lease = await this.lease(deadline);
      const work = this.limit(lease.conn, options.timeoutMs, false).then(() => {
        const end = options.timing?.begin();
        return end ? run(lease.conn).finally(end) : run(lease.conn);
      });
      try {
        const rows = await deadline.race(work);
        lease.release();
        return rows;
      } catch (err) {
        if (deadline.fired) throw deadline.error(await this.abandon(lease, work));
        // A refused statement leaves the connection usable; knex itself drops connections that broke.
        lease.release();
        throw this.failure(err);
      }
    } finally {
      deadline.dispose();
    }
  }

  stream(sql: CompiledSql, options: StreamOptions): RowStream {
    const { driver } = this;
    const opener = options.whole && driver.openWhole ? driver.openWhole.bind(driver) : driver.open.bind(driver);
    return this.open(options, (conn) => opener(conn, sql, STREAM_HIGH_WATER_MARK), {
      objectMode: true,
      highWaterMark: STREAM_HIGH_WATER_MARK,
    });
  }

  /** A RowStream over what `opener` starts on a leased connection (a cursor's rows, a COPY's bytes). */
  private open(
    options: QueryOptions,
    opener: (conn: C) => RowSource,
    mode: { objectMode: boolean; highWaterMark: number },
  ): RowStream {
    const out = new RowStream(mode.highWaterMark, mode.objectMode);
    if (!this.health.available) {
      out.destroy(new SourceUnavailableError());
      return out;
    }
    const deadline = new Deadline(options);
    let lease: Lease<C> | undefined;
    let source: RowSource | undefined;
    let pending: Promise<unknown> = Promise.resolve();
    let over = false;

    const end = () => {
      over = true;
      deadline.dispose();
    };
    deadline.signal.addEventListener('abort', () => out.destroy(deadline.error()), { once: true });
    out.whenDestroyed(async (err) => {
      if (over) return err;
      end();
      if (!lease) return err; // still acquiring: the connection is released when it arrives
      const running = source ? closed(source.stream) : pending;
      const inner = source?.stream;
      const confirmed = await this.abandon(lease, running, () => inner?.destroy());
      // The deadline's error tells whether the cancel was confirmed; a consumer's own error stays as it is.
      const fromDeadline = err instanceof QueryTimeoutError || err instanceof QueryCancelledError;
      return fromDeadline && !confirmed ? deadline.error(false) : err;
    });

    const start = async () => {
      try {
        lease = await this.lease(deadline);
      } catch (err) {
        return void out.destroy(err instanceof Error ? err : new Error(String(err)));
      }
      if (out.destroyed) return lease.release();
      const held = lease;
      pending = this.limit(held.conn, options.timeoutMs, false);
      try {
        await deadline.race(pending);
      } catch (err) {
        if (!deadline.fired) {
          end();
          held.release();
          out.destroy(this.failure(err));
        }
        return;
      }
      if (out.destroyed) return;
      source = opener(held.conn);
      out.attach(
        source.stream,
        () => {
          // Ending after the consumer went away: abandon() owns the connection now and closes it once the cancel
          // has landed. Releasing it here would let a late KILL QUERY / pg_cancel_backend hit the next user.
          if (over) return;
          end();
          held.release();
        },
        (err) => {
          if (over || deadline.fired) return;
          end();
          const inner = source?.stream;
          // Once the driver stream is closed (SQLite: statement finalized): a mid-cursor error leaves the MySQL /
          // PostgreSQL protocol state uncertain, so those connections are closed rather than reused.
          void (inner ? closed(inner) : Promise.resolve()).then(() =>
            this.driver.reusableAfterCancel ? held.release() : held.discard(),
          );
          out.destroy(this.failure(err));
        },
      );
    };
    void start();
    return out;
  }

  /**
   * The SQL console: one statement in a read-only transaction (SQLite: a query_only session), at most `maxRows`
   * rows. Reading stops at maxRows + 1; the rest is cancelled in the database.
   */
  async exec(sql: string, options: ExecOptions): Promise<ExecResult> {
    this.health.assertAvailable();
    const deadline = new Deadline(options);
    const { beginReadOnly } = this.driver;
    try {
      const lease = await this.lease(deadline);
      let source: RowSource | undefined;
      const work = (async () => {
        if (beginReadOnly) await this.driver.run(lease.conn, beginReadOnly);
        await this.limit(lease.conn, options.timeoutMs, true);
        source = this.driver.open(lease.conn, { sql, bindings: [] }, STREAM_HIGH_WATER_MARK);
        return collect(source.stream, options.maxRows);
      })();
      try {
        const { rows, more } = await deadline.race(work);
        const columns = source?.columns().length ? source.columns() : Object.keys(rows[0] ?? {});
        const stream = source?.stream;
        if (more && stream) await this.abandon(lease, closed(stream), () => stream.destroy());
        else await this.rollback(lease, beginReadOnly);
        return { columns, rows, truncated: more };
      } catch (err) {
        if (deadline.fired) {
          const stream = source?.stream;
          throw deadline.error(await this.abandon(lease, stream ? closed(stream) : work, () => stream?.destroy()));
        }
        await this.rollback(lease, beginReadOnly);
        throw this.failure(err);
      }
    } finally {
      deadline.dispose();
    }
  }

  /**
   * Server version text and what the user may do beyond reading, on a fresh connection outside the pool (the
   * connection test). A privilege probe the server refuses is not a failed connection: it reports nothing.
   */
  async ping(timeoutMs: number): Promise<{ version: string; excessPrivileges: string[] }> {
    const deadline = new Deadline({ timeoutMs });
    const pending = this.client.acquireRawConnection();
    let conn: C | undefined;
    try {
      conn = await deadline.race(pending);
      await deadline.race(this.driver.setup(conn));
      const rows = await deadline.race(this.driver.all(conn, { sql: this.driver.versionSql, bindings: [] }));
      const version = rows[0]?.version;
      const excessPrivileges = await deadline.race(this.driver.excessPrivileges(conn)).catch((err: unknown) => {
        if (deadline.fired) throw err;
        this.logger.warn({ err, kind: this.kind }, 'data source: privilege probe failed');
        return [];
      });
      return { version: typeof version === 'string' ? version : '', excessPrivileges };
    } catch (err) {
      throw deadline.fired ? deadline.error() : err;
    } finally {
      deadline.dispose();
      // Also when the deadline won the race for the connection: it is closed whenever it arrives.
      void (conn ? Promise.resolve(conn) : pending)
        .then((c) => this.client.destroyRawConnection(c))
        .catch(() => undefined);
    }
  }

  async databases(timeoutMs: number): Promise<string[]> {
    const rows = await this.query(this.driver.catalog.databases(), { timeoutMs });
    return rows.map((r) => String(r.name));
  }

  async tables(database: string | null, filter: TableFilter, timeoutMs: number): Promise<TableInfo[]> {
    const rows = await this.query(this.driver.catalog.tables(database, filter), { timeoutMs });
    return rows.map((r) => ({ name: String(r.name), type: String(r.type), comment: text(r.comment) }));
  }

  async columns(database: string | null, table: string, timeoutMs: number): Promise<ColumnInfo[]> {
    const rows = await this.query(this.driver.catalog.columns(database, table), { timeoutMs });
    return rows.map((r) => ({
      name: String(r.name),
      type: String(r.type),
      nullable: r.nullable === true || Number(r.nullable) === 1,
      comment: text(r.comment),
    }));
  }

  /** Closes the pool; a connection still held by a running query is given CLOSE_WAIT_MS to come back. */
  async close(): Promise<void> {
    this.health.close();
    this.driver.close?.();
    await settledWithin(this.knex.destroy(), CLOSE_WAIT_MS);
  }

  /** Lease.abandon; a cancel that could not be confirmed makes the source unavailable until a ping answers. */
  private async abandon(lease: Lease<C>, work: Promise<unknown>, stop?: () => void): Promise<boolean> {
    const confirmed = await lease.abandon(work, stop);
    if (!confirmed) this.health.markUnavailable();
    return confirmed;
  }

  /** A pooled connection, or the deadline's error; a connection that arrives after the deadline goes straight back. */
  private async lease(deadline: Deadline): Promise<Lease<C>> {
    const pending = this.client.acquireConnection();
    try {
      const conn = await deadline.race(pending);
      return new Lease(conn, this.driver, () => this.resetSession(conn), this.knex, this.client, this.logger);
    } catch (err) {
      if (deadline.fired) {
        void pending.then((conn) => this.client.releaseConnection(conn)).catch(() => undefined);
        throw deadline.error();
      }
      throw this.failure(err);
    }
  }

  private limit(conn: C, timeoutMs: number, inTransaction: boolean): Promise<void> {
    const sql = this.driver.limitSql(timeoutMs, inTransaction);
    if (!sql || this.sessionLimits.get(conn) === sql) return Promise.resolve();
    if (inTransaction) return this.driver.run(conn, sql);
    this.sessionLimits.delete(conn);
    return this.driver.run(conn, sql).then(() => void this.sessionLimits.set(conn, sql));
  }

  /** Driver.reset, which drops every session setting, with the connection's session limit applied again. */
  private async resetSession(conn: C): Promise<void> {
    const limit = this.sessionLimits.get(conn);
    this.sessionLimits.delete(conn);
    await this.driver.reset(conn, limit);
    if (limit) this.sessionLimits.set(conn, limit);
  }

  private async rollback(lease: Lease<C>, beginReadOnly: string | null): Promise<void> {
    if (!beginReadOnly) return lease.release();
    try {
      await this.driver.run(lease.conn, 'ROLLBACK');
      lease.release();
    } catch (err) {
      this.logger.warn({ err, connection_id: this.connectionId }, 'data source: rollback failed');
      lease.discard();
    }
  }

  /** The error to throw for a driver error; the driver's text goes to the log only. */
  private failure(err: unknown): Error {
    if (err instanceof QueryFailedError || err instanceof QueryTimeoutError) return err;
    // statement_timeout (the server-side backstop) fired before our own timer.
    if (this.kind === 'postgres' && isPgCancel(err)) return new QueryTimeoutError();
    const statement = isStatementError(this.kind, err);
    this.logger.warn(
      { err, connection_id: this.connectionId, kind: this.kind, code: driverCode(err) },
      'data source: query failed',
    );
    return new QueryFailedError(statement, err);
  }
}
