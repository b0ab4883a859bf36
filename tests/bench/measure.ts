/**
 * What the benchmark measures, against a running BenchServer:
 * (a) `POST new/data` of the grouped report with the cache missed (each run a different 90-day range, so every run
 *     reaches the database) vs the same compiled statements (from `explain: 1`) run straight through the driver,
 *     data and count in parallel as the service runs them;
 * (b) the same call answered from the result cache;
 * (c) the full export of the detail table (every row), raw values and as shown: rows per second and the process's
 *     peak RSS (raw-dump.ts times the database's own client on the same ordered query).
 */
import type { Knex } from 'knex';
import { measureCacheHits, type CacheHitFigures } from './cache-hits';
import { postJson, postStream } from './http';
import { COLUMNS } from './data';
import type { BenchServer } from './server';
import { median, percentile } from './stats';
import type { Engine } from './target';

export interface ReportFigures {
  runs: number;
  endpoint: { p50: number; p95: number };
  direct: { p50: number; p95: number };
  /** endpoint p50 / direct p50. */
  ratio: number;
  /**
   * The server's overhead on a miss: the median over runs of new/data minus its own statements' time in the database
   * (the answer's `Server-Timing: db`), so the database's run-to-run spread is not part of it.
   */
  overhead: number;
  /** The same from separate runs: the median over runs of new/data minus the driver run beside it. */
  pairedOverhead: number;
  cacheHit: { p50: number; p95: number };
  /** Warm-cache figures inside the server and requests per second (cache-hits.ts). */
  hits: CacheHitFigures;
  rowsPerAnswer: number;
}

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  rowsPerSecond: number;
  rssBefore: number;
  rssPeak: number;
  heapPeak: number;
}

interface Compiled {
  sql: string;
  bindings: unknown[];
}

const API = '/api/customize/page-diagram';

function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Run i: the 90 days ending i + 1 days ago — same cost every run, never the same cache key. */
function reportPayload(section: number, i: number): Record<string, unknown> {
  return {
    diagram_id: section,
    filter_condition: [
      {
        key: 'event_date',
        value_type: 'date',
        operator: 'date_range',
        range: { start: day(-90 - i), end: day(-1 - i) },
      },
    ],
    sort_key_map: { event_date: 'desc' },
    page: { page: 1, page_size: 50 },
  };
}

// ---- the driver, without the server ---------------------------------------------------------------------------

interface PgConnection {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface MysqlConnection {
  query(sql: string, values: unknown[], done: (err: Error | null, rows: unknown) => void): void;
}
interface SqliteConnection {
  all(sql: string, values: unknown[], done: (err: Error | null, rows: unknown[]) => void): void;
}
interface PoolClient {
  acquireConnection(): Promise<object>;
  releaseConnection(connection: object): Promise<unknown>;
}

function runNative(engine: Engine, connection: object, { sql, bindings }: Compiled): Promise<unknown> {
  const values = [...bindings];
  if (engine === 'postgres') return (connection as PgConnection).query({ text: sql, values }).then((r) => r.rows);
  return new Promise((resolve, reject) => {
    if (engine === 'mysql')
      (connection as MysqlConnection).query(sql, values, (err, rows) => (err ? reject(err) : resolve(rows)));
    else (connection as SqliteConnection).all(sql, values, (err, rows) => (err ? reject(err) : resolve(rows)));
  });
}

/** The statements on pooled driver connections, in parallel (as the report service runs data and count). */
async function direct(engine: Engine, knex: Knex, statements: Compiled[]): Promise<number> {
  const pool = knex.client as unknown as PoolClient;
  const started = performance.now();
  await Promise.all(
    statements.map(async (statement) => {
      const connection = await pool.acquireConnection();
      try {
        await runNative(engine, connection, statement);
      } finally {
        await pool.releaseConnection(connection);
      }
    }),
  );
  return performance.now() - started;
}

// ---- (a) and (b) -----------------------------------------------------------------------------------------------

async function explain(server: BenchServer, payload: Record<string, unknown>): Promise<Compiled[]> {
  const res = await postJson(server.port, `${API}/new/data`, { ...payload, explain: 1 }, server.token);
  if (res.status !== 200) throw new Error(`explain failed: ${res.status} ${res.body.message}`);
  const { sql, bindings, count } = res.body.result_data as Compiled & { count?: Compiled };
  return [{ sql, bindings }, ...(count ? [count] : [])];
}

async function report(
  server: BenchServer,
  payload: Record<string, unknown>,
  expected: 'miss' | 'hit',
): Promise<{ ms: number; dbMs: number; rows: number }> {
  const res = await postJson(server.port, `${API}/new/data`, payload, server.token);
  if (res.status !== 200) throw new Error(`new/data failed: ${res.status} ${res.body.message}`);
  const outcome = res.headers['x-tessera-cache'];
  if (outcome !== expected)
    throw new Error(`new/data answered X-Tessera-Cache: ${String(outcome)}, expected ${expected}`);
  const timing = /(?:^|,\s*)db;dur=([\d.]+)/.exec(String(res.headers['server-timing']));
  if (!timing) throw new Error(`new/data answered no Server-Timing db: ${String(res.headers['server-timing'])}`);
  return { ms: res.ms, dbMs: Number(timing[1]), rows: (res.body.result_data as { rows: unknown[] }).rows.length };
}

export async function measureReport(
  server: BenchServer,
  engine: Engine,
  knex: Knex,
  runs: number,
): Promise<ReportFigures> {
  const payloads = Array.from({ length: runs }, (_, i) => reportPayload(server.report, i));
  const statements = await Promise.all(payloads.map((p) => explain(server, p)));
  // Warm-up, not measured: database caches (every range once, through the driver), the server's JIT and pool
  // (ranges outside the measured ones, so none of those is cached).
  for (const s of statements) await direct(engine, knex, s);
  for (let i = 0; i < 3; i++) await report(server, reportPayload(server.report, runs + 10 + i), 'miss');

  const endpoint: number[] = [];
  const driver: number[] = [];
  const own: number[] = [];
  let rows = 0;
  const measured = async (i: number) => {
    const answer = await report(server, payloads[i], 'miss');
    endpoint.push(answer.ms);
    own.push(answer.ms - answer.dbMs);
    rows = answer.rows;
  };
  for (let i = 0; i < runs; i++) {
    // Alternating which goes first, so neither always finds the other's work in the database's caches.
    if (i % 2 === 0) {
      await measured(i);
      driver.push(await direct(engine, knex, statements[i]));
    } else {
      driver.push(await direct(engine, knex, statements[i]));
      await measured(i);
    }
  }
  const hits: number[] = [];
  for (let i = 0; i < runs; i++) hits.push((await report(server, payloads[i % payloads.length], 'hit')).ms);
  const stat = (values: number[]) => ({ p50: median(values), p95: percentile(values, 95) });
  return {
    runs,
    endpoint: stat(endpoint),
    direct: stat(driver),
    ratio: median(endpoint) / median(driver),
    overhead: median(own),
    pairedOverhead: median(endpoint.map((ms, i) => ms - driver[i])),
    cacheHit: stat(hits),
    hits: await measureCacheHits(server, payloads[0], runs),
    rowsPerAnswer: rows,
  };
}

// ---- (c) ---------------------------------------------------------------------------------------------------------

const exportQuery = (server: BenchServer) => ({
  diagram_id: server.detail,
  filter_condition: [],
  sort_key_map: { event_date: 'asc' },
});

/**
 * The statement an export of the detail table runs: the compiled SELECT (every column; ORDER BY the date, then every
 * other column as the tie-breaker the compiler adds) with the row cap, as the export service appends it.
 */
export async function exportSql(server: BenchServer): Promise<string> {
  const res = await postJson(server.port, `${API}/new/data`, { ...exportQuery(server), explain: 1 }, server.token);
  if (res.status !== 200) throw new Error(`explain failed: ${res.status} ${res.body.message}`);
  const { sql, bindings } = res.body.result_data as Compiled;
  if (bindings.length) throw new Error('the export statement has bindings: a command-line client cannot run it');
  return `${sql} LIMIT ${server.config.exportMaxRows}`;
}

/** `values`: raw values (the fast path) or as the table shows them (the default of the call). */
export async function measureExport(server: BenchServer, values: 'raw' | 'shown'): Promise<ExportFigures> {
  const payload = {
    ...exportQuery(server),
    export_fields: Object.fromEntries(COLUMNS.map((k) => [k, k])),
    export_values: values,
  };
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    rssPeak = Math.max(rssPeak, rss);
    heapPeak = Math.max(heapPeak, heapUsed);
  }, 100);
  const started = performance.now();
  try {
    const res = await postStream(server.port, `${API}/data/download`, payload, server.token);
    if (res.statusCode !== 200) throw new Error(`the export answered ${res.statusCode}`);
    const firstByteMs = performance.now() - started;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    // The header, and the line a truncated file ends with, are not rows.
    const rows = lines - 1 - (res.headers['x-tessera-truncated'] === 'true' ? 1 : 0);
    const total = Number(res.headers['x-tessera-total-rows']);
    if (rows !== Math.min(total, Number(res.headers['x-tessera-row-cap'])))
      throw new Error(`the export wrote ${rows} rows of ${total}`);
    return { rows, bytes, seconds, firstByteMs, rowsPerSecond: rows / seconds, rssBefore, rssPeak, heapPeak };
  } finally {
    clearInterval(sampler);
  }
}
