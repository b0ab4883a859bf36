/**
 * The registry's cancel machinery on every engine: a 60 s statement with a 2 s limit fails within 4 s and is gone
 * from the database's process list right after (MySQL PROCESSLIST, PostgreSQL pg_stat_activity; SQLite: the
 * interrupt returns and the database answers at once); the same when the caller's signal aborts, for query, exec
 * and stream. Streams keep only a bounded number of rows buffered when the consumer is slow, and destroying one
 * cancels its query.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../src/core/logger';
import { QueryCancelledError, QueryFailedError, QueryTimeoutError } from '../src/datasources/errors';
import { openSource, type AnySource } from '../src/datasources/open';
import { STREAM_HIGH_WATER_MARK } from '../src/datasources/source';
import {
  describeEngines,
  eventually,
  manyRowsSql,
  runningWith,
  scratch,
  sleepSql,
  type Scratch,
} from './datasources-scratch';

const logger = createLogger('silent');
const sql = (text: string) => ({ sql: text, bindings: [] });
let markers = 0;
const marker = () => `tessera_cancel_${process.pid}_${++markers}`;

describeEngines('data source cancel', (kind) => {
  let dir: string;
  let db: Scratch;
  let source: AnySource;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-ds-'));
    db = await scratch(kind, dir);
    source = openSource(1, db.settings, { dataSourcesDir: dir, logger });
  });

  afterAll(async () => {
    await source?.close();
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The statement is no longer running, and the source answers at once. */
  async function gone(tag: string): Promise<void> {
    expect(await eventually(async () => (await runningWith(db, tag)) === 0, 3000)).toBe(true);
    const started = Date.now();
    expect(await source.query(sql('SELECT 1 AS one'), { timeoutMs: 5000 })).toEqual([{ one: 1 }]);
    expect(Date.now() - started).toBeLessThan(1000);
  }

  /** The statement is running in the database (SQLite has no process list: give it time to start). */
  async function seen(tag: string): Promise<void> {
    if (kind === 'sqlite') await new Promise((r) => setTimeout(r, 300));
    else expect(await eventually(async () => (await runningWith(db, tag)) === 1, 2000, 50)).toBe(true);
  }

  it('query: a timeout cancels the statement in the database', async () => {
    const tag = marker();
    const started = Date.now();
    const running = source.query(sql(sleepSql(kind, tag)), { timeoutMs: 2000 });
    await seen(tag);
    await expect(running).rejects.toBeInstanceOf(QueryTimeoutError);
    expect(Date.now() - started).toBeLessThan(4000);
    await gone(tag);
  });

  it('query: an aborted signal cancels the statement in the database', async () => {
    const tag = marker();
    const controller = new AbortController();
    const started = Date.now();
    const running = source.query(sql(sleepSql(kind, tag)), { timeoutMs: 60_000, signal: controller.signal });
    await seen(tag);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(QueryCancelledError);
    expect(Date.now() - started).toBeLessThan(4000);
    await gone(tag);
  });

  it('exec: the read-only console run is cancelled the same way', async () => {
    const tag = marker();
    const started = Date.now();
    await expect(source.exec(sleepSql(kind, tag), { timeoutMs: 2000, maxRows: 10 })).rejects.toBeInstanceOf(
      QueryTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(4000);
    await gone(tag);
  });

  it('stream: a timeout destroys the stream with QueryTimeoutError and cancels the statement', async () => {
    const tag = marker();
    const started = Date.now();
    const stream = source.stream(sql(sleepSql(kind, tag)), { timeoutMs: 2000 });
    const error = await new Promise<unknown>((resolve) => {
      stream.on('error', resolve);
      stream.resume();
    });
    expect(error).toBeInstanceOf(QueryTimeoutError);
    expect(Date.now() - started).toBeLessThan(4000);
    await gone(tag);
  });

  it('stream: an aborted signal cancels the statement', async () => {
    const tag = marker();
    const controller = new AbortController();
    const stream = source.stream(sql(sleepSql(kind, tag)), { timeoutMs: 60_000, signal: controller.signal });
    const error = new Promise<unknown>((resolve) => stream.on('error', resolve));
    stream.resume();
    await seen(tag);
    controller.abort();
    expect(await error).toBeInstanceOf(QueryCancelledError);
    await gone(tag);
  });

  it('stream: a slow consumer keeps a bounded buffer; destroying the stream cancels the query', async () => {
    const total = 200_000;
    const tag = marker();
    const stream = source.stream(sql(manyRowsSql(kind, total, tag)), { timeoutMs: 60_000 });
    let consumed = 0;
    let maxBuffered = 0;
    let maxOurs = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        const take = () => {
          for (let i = 0; i < 5; i++) {
            const row = stream.read() as { n: unknown } | null;
            if (row === null) break;
            consumed++;
            if (Number(row.n) !== consumed) return reject(new Error(`row ${String(row.n)} came as number ${consumed}`));
          }
          maxBuffered = Math.max(maxBuffered, stream.bufferedRows);
          maxOurs = Math.max(maxOurs, stream.readableLength);
          if (consumed >= 500) return resolve();
          setTimeout(take, 2);
        };
        stream.once('readable', take);
      });
    } finally {
      const closed = new Promise((resolve) => stream.once('close', resolve));
      stream.destroy();
      await closed;
    }
    // Our buffer never grows past its mark; with the driver's (one cursor batch more) the total stays a few
    // dozen rows of a 200 000-row result.
    expect(maxOurs).toBeLessThanOrEqual(STREAM_HIGH_WATER_MARK);
    expect(maxBuffered).toBeLessThanOrEqual(3 * STREAM_HIGH_WATER_MARK);
    expect(stream.rowsFetched).toBeLessThan(consumed + 2 * STREAM_HIGH_WATER_MARK);
    await gone(tag);
  });

  it('stream: destroying while the statement runs cancels it in the database', async () => {
    const tag = marker();
    const stream = source.stream(sql(sleepSql(kind, tag)), { timeoutMs: 60_000 });
    stream.resume();
    await seen(tag);
    const closed = new Promise((resolve) => stream.once('close', resolve));
    const started = Date.now();
    stream.destroy();
    await closed;
    expect(Date.now() - started).toBeLessThan(3000);
    await gone(tag);
  });

  it('stream: a failing statement errors with a generic QueryFailedError and frees its connection', async () => {
    const failing =
      kind === 'postgres'
        ? 'SELECT 1 / (n - 150) AS x FROM generate_series(1, 300) AS g(n)'
        : 'SELECT no_such_column FROM no_such_table';
    for (let i = 0; i < 6; i++) {
      const stream = source.stream(sql(failing), { timeoutMs: 10_000 });
      const error = await new Promise<unknown>((resolve) => {
        stream.on('error', resolve);
        stream.resume();
      });
      expect(error).toBeInstanceOf(QueryFailedError);
      expect((error as QueryFailedError).status).toBe(400);
    }
    await gone('never-running-marker');
  });

  it('a stream read to the end releases its connection', async () => {
    const rows: unknown[] = [];
    for await (const row of source.stream(sql(manyRowsSql(kind, 1000)), { timeoutMs: 10_000 })) rows.push(row);
    expect(rows).toHaveLength(1000);
    await gone('never-running-marker');
  });
});
