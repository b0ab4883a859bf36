/**
 * `npm run bench`: the report engine on a 1,000,000-row table, through the real server started in-process.
 *
 *   npm run bench                                  SQLite in test-results/bench (git-ignored)
 *   npm run bench -- --url postgres://postgres@127.0.0.1:5432/tessera_bench
 *   npm run bench -- --all                          SQLite, MariaDB and PostgreSQL (TEST_MYSQL_URL / TEST_PG_URL servers)
 *   npm run bench -- --viewer-only                  only the viewer in Chromium (see viewer.ts)
 *   npm run bench -- --tables-only                  only the table browser on 5,000 MariaDB tables (see tables.ts)
 *   npm run bench -- --designer                     only the page designer in Chromium (see designer.ts)
 *   npm run bench -- --table                        only a 100,000 × 20 unpaged table in Chromium (see bigtable.ts)
 *   npm run bench -- --all --export-only --rows 100000,1000000   only the exports, on tables of both sizes
 *   options: --runs N (default 20), --rows N[,N…] (default 1000000; another size gets a database or SQLite file of its
 *            own, tessera_bench_<N>), --database <name> (the servers' bench database, default tessera_bench),
 *            --dir <folder> (SQLite), --no-export, --export-only (no report, viewer, tables or demo), --no-viewer,
 *            --no-demo (skip the first-start demo data load), --no-tables (skip the table browser),
 *            --redis <url> (result cache and memo generations in Redis, as several instances run them),
 *            --json (the results as JSON on stdout, progress on stderr: `npm run -s bench -- --json > bench.json`)
 *
 * Prints per engine: new/data median and p95 with the cache missed, the same SQL straight through the driver and
 * the ratio of the medians (target ≤ 1.15×), the server's overhead on a miss (median of new/data minus its own
 * statements' database time, from its Server-Timing; target ≤ 3 ms) and the same from the paired runs (new/data
 * minus the driver run beside it, which carries the database's run-to-run spread), the cache-hit median over HTTP and inside the server with the hits per
 * second on one core (cache-hits.ts); the full export's rows/s (raw values and as shown) beside the database's own
 * client dumping the same ordered query to /dev/null (raw-dump.ts), the ratio of the two, and the peak RSS; then
 * the viewer's figures: initial JavaScript (target ≤ 450 KB gzip), time to the last section painted on pages of 4,
 * 12 and 30 sections (targets: 12 ≤ 800 ms p50, 30 ≤ 1.6 s p50, ≤ 25 ms per section), and a 100,000-point line's
 * render time; the table browser's first list and search on 5,000 MariaDB tables (targets
 * ≤ 1 s and ≤ 300 ms); and the first start's demo data load into SQLite. Exits 1 when an export's RSS grew by 100 MB or more (the export must stream), or a viewer,
 * designer or big-table target is missed.
 */
import os from 'node:os';
import { BENCH_ROWS } from './data';
import { DEMO_LOAD_BUDGET_MS, measureDemoLoad, type DemoFigures } from './demo';
import { bigTablePasses, measureBigTable, printBigTable } from './bigtable';
import { measureDesigner } from './designer';
import { designerPasses, printDesigner } from './designer-report';
import { closeAgent } from './http';
import { exportSql, measureExport, measureReport, type ExportFigures, type ReportFigures } from './measure';
import { measureRawDump, type DumpFigures } from './raw-dump';
import { startServer, type BenchServer } from './server';
import { mb, ms, table, thousands } from './stats';
import { FIRST_LIST_TARGET_MS, measureTables, SEARCH_TARGET_MS, type TableFigures } from './tables';
import { measureViewer } from './viewer';
import { printViewer, viewerPasses } from './viewer-report';
import {
  DEFAULT_DIR,
  directKnex,
  engineOf,
  ensureDatabase,
  loadTable,
  serverTargets,
  sizedTarget,
  sqliteTarget,
  type Target,
} from './target';

interface Options {
  targets: Target[];
  runs: number;
  /** Table sizes, each measured on every target. */
  rows: number[];
  json: boolean;
  exportToo: boolean;
  /** Only the exports: no report, cache hits, viewer, tables or demo. */
  exportOnly: boolean;
  viewer: boolean;
  demo: boolean;
  tables: boolean;
  designer: boolean;
  bigTable: boolean;
  dir: string;
  redisUrl?: string;
}

interface ExportResult {
  /** The database's own client, same ordered query, to /dev/null. */
  dump: DumpFigures;
  raw: ExportFigures;
  shown: ExportFigures;
  /** 1-minute load average when the exports ended. */
  loadAverage: number;
}

interface EngineResult {
  engine: string;
  rows: number;
  report: ReportFigures | null;
  export: ExportResult | null;
}

function parse(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const count = (name: string, fallback: number) => {
    const raw = value(name);
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got ${raw}`);
    return n;
  };
  const sizes = (value('rows') ?? String(BENCH_ROWS)).split(',').map((raw) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--rows must be positive integers, got ${raw}`);
    return n;
  });
  const url = value('url');
  const dir = value('dir') ?? DEFAULT_DIR;
  const sqlite = sqliteTarget(dir);
  const viewerOnly = argv.includes('--viewer-only');
  const tablesOnly = argv.includes('--tables-only');
  const designer = argv.includes('--designer');
  const bigTable = argv.includes('--table');
  const only = designer || bigTable;
  const exportOnly = argv.includes('--export-only');
  const targets =
    viewerOnly || tablesOnly || only
      ? []
      : argv.includes('--all')
        ? [sqlite, ...serverTargets(value('database'))]
        : url
          ? [{ engine: engineOf(url), url }]
          : [sqlite];
  const others = exportOnly || viewerOnly || tablesOnly || only;
  return {
    targets,
    runs: count('runs', 20),
    rows: sizes,
    json: argv.includes('--json'),
    exportToo: !argv.includes('--no-export'),
    exportOnly,
    viewer: !exportOnly && !tablesOnly && !only && (viewerOnly || !argv.includes('--no-viewer')),
    demo: !others && !argv.includes('--no-demo'),
    tables: !exportOnly && !viewerOnly && !only && !argv.includes('--no-tables'),
    designer,
    bigTable,
    dir,
    redisUrl: value('redis'),
  };
}

/**
 * The client's dump once to warm the database's caches, then measured; then the export of raw values and as shown,
 * each reading the file to the end, after a small export of each.
 */
async function measureExports(server: BenchServer, target: Target, log: (line: string) => void): Promise<ExportResult> {
  // Warm-up, not measured: the first export of a process loads what every later one reuses (PostgreSQL: the
  // libpg-query module that checks a COPY statement), which a 100,000-row figure would otherwise carry.
  const cap = server.config.exportMaxRows;
  server.config.exportMaxRows = 1000;
  try {
    await measureExport(server, 'raw');
    await measureExport(server, 'shown');
  } finally {
    server.config.exportMaxRows = cap;
  }
  log(`${target.engine}: the database's own client dumping the same query`);
  const sql = await exportSql(server);
  await measureRawDump(target, sql);
  const dump = await measureRawDump(target, sql);
  log(`${target.engine}: export of every row, raw values`);
  const raw = await measureExport(server, 'raw');
  log(`${target.engine}: export of every row, as shown`);
  const shown = await measureExport(server, 'shown');
  return { dump, raw, shown, loadAverage: os.loadavg()[0] };
}

async function benchmark(
  base: Target,
  rows: number,
  options: Options,
  log: (line: string) => void,
): Promise<EngineResult> {
  const target = sizedTarget(base, rows, BENCH_ROWS);
  await ensureDatabase(target);
  loadTable(target, rows);
  log(`${target.engine}: starting the server`);
  const server = await startServer(target, { redisUrl: options.redisUrl });
  const knex = directKnex(target);
  try {
    let report: ReportFigures | null = null;
    if (!options.exportOnly) {
      log(`${target.engine}: report, ${options.runs} runs`);
      report = await measureReport(server, target.engine, knex, options.runs);
    }
    const exported = options.exportToo ? await measureExports(server, target, log) : null;
    return { engine: target.engine, rows, report, export: exported };
  } finally {
    await knex.destroy();
    await server.close();
  }
}

function printTables(f: TableFigures): void {
  const within = (value: number, target: number) => (value <= target ? 'within' : 'OVER');
  console.log(`\ntable browser (MariaDB, ${thousands(f.tables)} tables, the screen's limit of 1,001):`);
  console.log(
    `  first list (databases, then tables; fresh pool): p50 ${ms(f.firstList.p50)} ms, max ${ms(f.firstList.max)} ms over ${f.firstList.runs} runs (${within(f.firstList.max, FIRST_LIST_TARGET_MS)} the ${FIRST_LIST_TARGET_MS} ms target)`,
  );
  console.log(
    `  search: p50 ${ms(f.search.p50)} ms, p95 ${ms(f.search.p95)} ms over ${f.search.runs} runs (${within(f.search.p95, SEARCH_TARGET_MS)} the ${SEARCH_TARGET_MS} ms target)`,
  );
  console.log(`  every table in one answer (${thousands(f.fullList.rows)}): p50 ${ms(f.fullList.p50)} ms`);
  if (!f.browser) return;
  const b = f.browser;
  console.log(
    `  Chromium, click on the connection → first tables shown (fresh pool): p50 ${ms(b.firstList.p50)} ms, max ${ms(b.firstList.max)} ms over ${b.firstList.runs} runs (${within(b.firstList.max, FIRST_LIST_TARGET_MS)} the target)`,
  );
  console.log(
    `  Chromium, search typed → its tables shown, less the 300 ms debounce: p50 ${ms(b.search.p50)} ms, max ${ms(b.search.max)} ms over ${b.search.runs} runs (${within(b.search.max, SEARCH_TARGET_MS)} the target)`,
  );
}

function printDemo(d: DemoFigures): void {
  const within = d.ms <= DEMO_LOAD_BUDGET_MS ? 'within' : 'OVER';
  console.log(
    `\ndemo data (first start, SQLite): ${thousands(d.rows)} rows (${thousands(d.events)} events) in ${ms(d.ms)} ms (${within} the ${DEMO_LOAD_BUDGET_MS / 1000} s budget)`,
  );
}

/** The export streams: RSS may not grow by this much over the full export (the jest suite checks 200,000 rows). */
const EXPORT_RSS_GROWTH_LIMIT_MB = 100;

/** One line per engine on the export's memory; false when some export grew past the limit. */
function checkExportMemory(results: EngineResult[], log: (line: string) => void): boolean {
  let ok = true;
  for (const r of results) {
    if (!r.export) continue;
    for (const [values, figures] of [
      ['raw', r.export.raw],
      ['as shown', r.export.shown],
    ] as const) {
      const growth = (figures.rssPeak - figures.rssBefore) / (1024 * 1024);
      const within = growth < EXPORT_RSS_GROWTH_LIMIT_MB;
      ok &&= within;
      log(
        `${r.engine} ${thousands(r.rows)} rows: export (${values}) RSS grew ${growth.toFixed(1)} MB (limit ${EXPORT_RSS_GROWTH_LIMIT_MB} MB): ${within ? 'ok' : 'OVER'}`,
      );
    }
  }
  return ok;
}

/** Speed of the export as a fraction of the client's (≥ 0.5× is the target). */
const versus = (exported: ExportFigures, dump: DumpFigures) => `${(dump.seconds / exported.seconds).toFixed(2)}×`;

function printExports(results: EngineResult[]): void {
  const done = results.filter((r) => r.export);
  if (done.length === 0) return;
  const header = [
    'engine',
    'rows',
    'client',
    'client rows/s',
    'raw rows/s',
    'raw ÷ client',
    'raw first byte ms',
    'shown rows/s',
    'shown ÷ client',
    'RSS before → peak MB',
    'load avg',
  ];
  const rows = done.map((r) => {
    const e = r.export as ExportResult;
    return [
      r.engine,
      thousands(r.rows),
      e.dump.client,
      thousands(r.rows / e.dump.seconds),
      thousands(e.raw.rowsPerSecond),
      versus(e.raw, e.dump),
      ms(e.raw.firstByteMs),
      thousands(e.shown.rowsPerSecond),
      versus(e.shown, e.dump),
      `${mb(Math.min(e.raw.rssBefore, e.shown.rssBefore))} → ${mb(Math.max(e.raw.rssPeak, e.shown.rssPeak))}`,
      e.loadAverage.toFixed(1),
    ];
  });
  console.log('\nexport of every row vs the database client dumping the same ordered query (target ≥ 0.5×):\n');
  console.log(table([header, ...rows]));
}

function print(all: EngineResult[], options: Options): void {
  const results = all.filter((r): r is EngineResult & { report: ReportFigures } => r.report !== null);
  if (results.length === 0) return;
  const header = [
    'engine',
    'rows',
    'new/data p50 ms',
    'p95',
    'driver p50 ms',
    'p95',
    'ratio',
    'overhead p50 ms',
    'paired',
    'cache hit p50 ms',
  ];
  const rows = results.map((r) => [
    r.engine,
    thousands(r.rows),
    ms(r.report.endpoint.p50),
    ms(r.report.endpoint.p95),
    ms(r.report.direct.p50),
    ms(r.report.direct.p95),
    `${r.report.ratio.toFixed(2)}×`,
    ms(r.report.overhead),
    ms(r.report.pairedOverhead),
    ms(r.report.cacheHit.p50),
  ]);
  console.log(
    `\nbench_events ${options.rows.map(thousands).join(' / ')} rows · ${options.runs} runs · node ${process.version} · ${os.cpus().length} CPUs`,
  );
  console.log(`report: group by date, country, platform; SUM(users), SUM(revenue); 90-day range; page of 50 + count`);
  console.log(`cache and memo generations: ${options.redisUrl ? 'Redis' : 'in-process'}\n`);
  console.log(table([header, ...rows]));
  console.log('\nwarm cache (targets: ≤ 2 ms p50 inside the server, ≤ 3 ms over HTTP, ≥ 1,000 hits/s on one core):');
  for (const r of results) {
    const h = r.report.hits;
    console.log(
      `  ${r.engine}: inside the server p50 ${ms(h.inServer.p50)} ms (p95 ${ms(h.inServer.p95)}, ${h.inServer.runs} calls) · ` +
        `HTTP keep-alive p50 ${ms(r.report.cacheHit.p50)} ms · ${thousands(Math.round(h.perSecond))} hits/s ` +
        `(${h.concurrency} in flight for ${h.seconds} s, server process ${h.serverCores.toFixed(2)} cores, ` +
        `${h.errors} errors, load average ${h.loadAverage.toFixed(2)}) · ` +
        `${thousands(Math.round(h.perSecond / h.serverCores))} hits per second of the server's CPU time`,
    );
  }
}

async function main(): Promise<void> {
  const options = parse(process.argv.slice(2));
  const log = (line: string) => (options.json ? process.stderr : process.stdout).write(`${line}\n`);
  const results: EngineResult[] = [];
  for (const rows of options.rows)
    for (const target of options.targets) results.push(await benchmark(target, rows, options, log));
  closeAgent();
  const viewer = options.viewer ? await measureViewer(Math.min(options.runs, 10), log) : null;
  const tables = options.tables ? await measureTables(log, options.runs) : null;
  closeAgent();
  const designer = options.designer ? await measureDesigner(Math.min(options.runs, 5), log) : null;
  const bigTable = options.bigTable ? await measureBigTable(log) : null;
  if (options.demo) log("demo data: loading the first start's rows into SQLite");
  const demo = options.demo ? await measureDemoLoad(options.dir) : null;
  if (options.json)
    console.log(
      JSON.stringify(
        {
          rows: options.rows,
          runs: options.runs,
          node: process.version,
          cpus: os.cpus().length,
          results,
          viewer,
          tables,
          demo,
          designer,
          bigTable,
        },
        null,
        2,
      ),
    );
  else {
    print(results, options);
    printExports(results);
    if (viewer) printViewer(viewer);
    if (tables) printTables(tables);
    if (demo) printDemo(demo);
    if (designer) printDesigner(designer);
    if (bigTable) printBigTable(bigTable);
  }
  if (viewer && !viewerPasses(viewer)) process.exitCode = 1;
  if (designer && !designerPasses(designer)) process.exitCode = 1;
  if (bigTable && !bigTablePasses(bigTable)) process.exitCode = 1;
  if (!checkExportMemory(results, log)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  closeAgent();
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
