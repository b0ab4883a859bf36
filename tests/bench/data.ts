/**
 * The report benchmark's table: bench_events, 1,000,000 rows of a daily fact table (a date, low-cardinality
 * dimensions, numeric indicators), indexed on the date, in SQLite, MariaDB/MySQL or PostgreSQL. Loads through the
 * demo generator's bulk loader; idempotent (a table that already holds the expected rows is kept); deterministic.
 *
 *   npx tsx tests/bench/data.ts --dir <folder>        SQLite file <folder>/bench.sqlite
 *   npx tsx tests/bench/data.ts --url <mysql://… | postgres://… | sqlite:path> [--rows 1000000]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { BulkLoader, countRows, knexFromUrl } from '../../server/src/demo/generate';
import { formatDay, localNow, parseDay } from '../../server/src/demo/generate/calendar';
import type { Row } from '../../server/src/demo/generate/events';
import { Rng, Weighted, streamSeed } from '../../server/src/demo/generate/random';

export const BENCH_TABLE = 'bench_events';
export const BENCH_ROWS = 1_000_000;
/** A year of days ending yesterday: `past_N_days` filters of any N up to 365 select real rows. */
const DAYS = 365;
const SEED = 20240601;

/** The bench table's columns in file order: the loader writes them, the exports list them as export_fields. */
export const COLUMNS = [
  'event_date',
  'country',
  'platform',
  'channel',
  'app_version',
  'event_name',
  'users',
  'events',
  'duration_sec',
  'revenue',
] as const;
/** Portable DDL, as examples/demo/schema.sql: only INTEGER, BIGINT, VARCHAR, DATE, DECIMAL. */
const CREATE_TABLE = `CREATE TABLE ${BENCH_TABLE} (
  event_date DATE NOT NULL,
  country VARCHAR(8) NOT NULL,
  platform VARCHAR(16) NOT NULL,
  channel VARCHAR(32) NOT NULL,
  app_version VARCHAR(16) NOT NULL,
  event_name VARCHAR(32) NOT NULL,
  users INTEGER NOT NULL,
  events INTEGER NOT NULL,
  duration_sec BIGINT NOT NULL,
  revenue DECIMAL(12,2) NOT NULL
)`;
const CREATE_INDEX = `CREATE INDEX ${BENCH_TABLE}_date_idx ON ${BENCH_TABLE} (event_date)`;

const zipf = <T>(values: readonly T[], s: number) =>
  new Weighted(values.map((v, i) => [v, 1 / Math.pow(i + 1, s)] as const));
const COUNTRY = zipf(['cn', 'us', 'in', 'id', 'br', 'jp', 'de', 'fr', 'gb', 'kr', 'mx', 'tr'], 1);
const PLATFORM = new Weighted([
  ['android', 65],
  ['ios', 35],
] as const);
const CHANNEL = zipf(['organic', 'google_ads', 'facebook', 'tiktok', 'referral', 'apple_search'], 1);
const VERSION = zipf(['5.9.0', '5.8.0', '5.7.0', '5.6.0', '5.5.0', '5.4.0', '5.3.0', '5.2.0'], 1.2);
const EVENT = new Weighted([
  ['video_play', 55],
  ['app_open', 25],
  ['entry_click', 18],
  ['purchase', 2],
] as const);

export interface BenchOptions {
  knex: Knex;
  rows?: number;
  /** YYYY-MM-DD; the data ends the day before. Default the local date. */
  today?: string;
  onProgress?: (rows: number, elapsedMs: number) => void;
}

export interface BenchResult {
  rows: number;
  /** True when the table already held the expected rows and nothing was loaded. */
  skipped: boolean;
  elapsedMs: number;
  rowsPerSec: number;
}

function benchRow(rng: Rng, dates: string[]): Row {
  const name = EVENT.pick(rng);
  const users = Math.max(1, Math.round(rng.logNormal(200, 1)));
  const events = users + Math.round(users * rng.uniform(0, 4));
  return [
    dates[rng.int(0, dates.length - 1)],
    COUNTRY.pick(rng),
    PLATFORM.pick(rng),
    CHANNEL.pick(rng),
    VERSION.pick(rng),
    name,
    users,
    events,
    name === 'purchase' ? 0 : Math.round(events * rng.logNormal(60, 0.8)),
    name === 'purchase' ? Math.round(events * rng.uniform(1, 30) * 100) / 100 : 0,
  ];
}

export async function loadBenchTable(options: BenchOptions): Promise<BenchResult> {
  const { knex } = options;
  const target = options.rows ?? BENCH_ROWS;
  const started = Date.now();
  if (await knex.schema.hasTable(BENCH_TABLE)) {
    if ((await countRows(knex, BENCH_TABLE)) === target)
      return { rows: target, skipped: true, elapsedMs: 0, rowsPerSec: 0 };
    // A partial or differently sized table (an interrupted load): start over.
    await knex.schema.dropTable(BENCH_TABLE);
  }
  await knex.raw(CREATE_TABLE);

  const end = parseDay(options.today ?? localNow().today);
  const dates = Array.from({ length: DAYS }, (_, i) => formatDay(end - DAYS + i));
  const rng = new Rng(streamSeed(SEED, target));
  let inserted = 0;
  const loader = await BulkLoader.open(knex, {
    onRows: (_table, n) => {
      inserted += n;
      options.onProgress?.(inserted, Date.now() - started);
    },
  });
  try {
    const writer = await loader.writer(BENCH_TABLE, COLUMNS);
    for (let i = 0; i < target; i++) {
      writer.add(benchRow(rng, dates));
      if (writer.full) await writer.drain();
    }
    await writer.end();
    await loader.finish();
  } catch (error) {
    await loader.abort();
    throw error;
  }
  // Indexed after the load: one sort instead of a b-tree insert per row.
  await knex.raw(CREATE_INDEX);
  const elapsedMs = Date.now() - started;
  return { rows: target, skipped: false, elapsedMs, rowsPerSec: Math.round(target / (elapsedMs / 1000)) };
}

async function main(argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dir = arg('dir');
  const url = arg('url') ?? (dir ? `sqlite:${path.resolve(dir, 'bench.sqlite')}` : undefined);
  if (!url)
    throw new Error('usage: data.ts --dir <folder> | --url <sqlite:path | mysql://… | postgres://…> [--rows N]');
  if (dir) mkdirSync(dir, { recursive: true });
  const rows = arg('rows') === undefined ? BENCH_ROWS : Number(arg('rows'));
  if (!Number.isInteger(rows) || rows < 1) throw new Error(`--rows must be a positive integer, got ${arg('rows')}`);
  const knex = knexFromUrl(url);
  let lastPrint = 0;
  try {
    const result = await loadBenchTable({
      knex,
      rows,
      onProgress: (n, ms) => {
        if (ms - lastPrint < 2000) return;
        lastPrint = ms;
        console.log(`${(ms / 1000).toFixed(1)}s ${n.toLocaleString('en')} rows`);
      },
    });
    const where = url.replace(/\/\/[^@/]*@/, '//');
    if (result.skipped)
      console.log(`${BENCH_TABLE} already holds ${result.rows.toLocaleString('en')} rows in ${where}: kept`);
    else
      console.log(
        `${BENCH_TABLE}: ${result.rows.toLocaleString('en')} rows into ${where} in ${(result.elapsedMs / 1000).toFixed(1)} s (${result.rowsPerSec.toLocaleString('en')} rows/s, index included)`,
      );
  } finally {
    await knex.destroy();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
