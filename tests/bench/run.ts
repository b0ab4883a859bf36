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
 *   options: --runs N (default 20), --rows N (default 1000000), --dir <folder> (SQLite), --no-export, --no-viewer,
 *            --no-demo (skip the first-start demo data load), --no-tables (skip the table browser),
 *            --redis <url> (result cache and memo generations in Redis, as several instances run them),
 *            --json (the results as JSON on stdout, progress on stderr: `npm run -s bench -- --json > bench.json`)
 *
 * Prints per engine: new/data median and p95 with the cache missed, the same SQL straight through the driver and
 * the ratio of the medians (target ≤ 1.15×), the cache-hit median over HTTP and inside the server with the hits per
 * second on one core (cache-hits.ts), and the full export's rows/s and peak RSS; then
 * the viewer's figures: initial JavaScript (target ≤ 450 KB gzip), time to the last of 12 sections painted, and a
 * 100,000-point line's render time; the table browser's first list and search on 5,000 MariaDB tables (targets
 * ≤ 1 s and ≤ 300 ms); and the first start's demo data load into SQLite. Exits 1 when an export's RSS grew by 100 MB or more (the export must stream).
 */
import os from 'node:os';
import { BENCH_ROWS } from './data';
import { DEMO_LOAD_BUDGET_MS, measureDemoLoad, type DemoFigures } from './demo';
import { bigTablePasses, measureBigTable, printBigTable } from './bigtable';
import { measureDesigner } from './designer';
import { designerPasses, printDesigner } from './designer-report';
import { closeAgent } from './http';
import { measureExport, measureReport, type ExportFigures, type ReportFigures } from './measure';
import { startServer } from './server';
import { mb, ms, table, thousands } from './stats';
import { FIRST_LIST_TARGET_MS, measureTables, SEARCH_TARGET_MS, type TableFigures } from './tables';
import { INITIAL_JS_TARGET_KB, measureViewer, type ViewerFigures } from './viewer';
import {
  DEFAULT_DIR,
  directKnex,
  engineOf,
  ensureDatabase,
  loadTable,
  serverTargets,
  sqliteTarget,
  type Target,
} from './target';

interface Options {
  targets: Target[];
  runs: number;
  rows: number;
  json: boolean;
  exportToo: boolean;
  viewer: boolean;
  demo: boolean;
  tables: boolean;
  designer: boolean;
  bigTable: boolean;
  dir: string;
  redisUrl?: string;
}

interface EngineResult {
  engine: string;
  report: ReportFigures;
  export: ExportFigures | null;
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
  const url = value('url');
  const dir = value('dir') ?? DEFAULT_DIR;
  const sqlite = sqliteTarget(dir);
  const viewerOnly = argv.includes('--viewer-only');
  const tablesOnly = argv.includes('--tables-only');
  const designer = argv.includes('--designer');
  const bigTable = argv.includes('--table');
  const only = designer || bigTable;
  const targets =
    viewerOnly || tablesOnly || only
      ? []
      : argv.includes('--all')
        ? [sqlite, ...serverTargets()]
        : url
          ? [{ engine: engineOf(url), url }]
          : [sqlite];
  return {
    targets,
    runs: count('runs', 20),
    rows: count('rows', BENCH_ROWS),
    json: argv.includes('--json'),
    exportToo: !argv.includes('--no-export'),
    viewer: !tablesOnly && !only && (viewerOnly || !argv.includes('--no-viewer')),
    demo: !viewerOnly && !tablesOnly && !only && !argv.includes('--no-demo'),
    tables: !viewerOnly && !only && !argv.includes('--no-tables'),
    designer,
    bigTable,
    dir,
    redisUrl: value('redis'),
  };
}

async function benchmark(target: Target, options: Options, log: (line: string) => void): Promise<EngineResult> {
  await ensureDatabase(target);
  loadTable(target, options.rows);
  log(`${target.engine}: starting the server`);
  const server = await startServer(target, { redisUrl: options.redisUrl });
  const knex = directKnex(target);
  try {
    log(`${target.engine}: report, ${options.runs} runs`);
    const report = await measureReport(server, target.engine, knex, options.runs);
    let exported: ExportFigures | null = null;
    if (options.exportToo) {
      log(`${target.engine}: export of every row`);
      exported = await measureExport(server);
    }
    return { engine: target.engine, report, export: exported };
  } finally {
    await knex.destroy();
    await server.close();
  }
}

function printViewer(v: ViewerFigures): void {
  const within = v.initialJs.gzipKb <= INITIAL_JS_TARGET_KB ? 'within' : 'OVER';
  console.log(`\nviewer (Chromium, ${OVERVIEW_NAME}):`);
  console.log(
    `  initial JavaScript (before the page document): ${v.initialJs.gzipKb.toFixed(0)} KB gzip in ${v.initialJs.files} files (${within} the ${INITIAL_JS_TARGET_KB} KB target)`,
  );
  console.log(
    `  all JavaScript to paint the page: ${v.pageJs.gzipKb.toFixed(0)} KB gzip in ${v.pageJs.files} files; editor/designer chunks: ${v.forbiddenChunks.length ? v.forbiddenChunks.join(', ') : 'none'}`,
  );
  console.log(
    `  navigation → last of 12 sections painted (warm cache): p50 ${ms(v.paint.p50)} ms, p95 ${ms(v.paint.p95)} ms over ${v.paint.runs} runs`,
  );
  console.log(
    `  navigation → every chart animation finished: p50 ${ms(v.settled.p50)} ms, p95 ${ms(v.settled.p95)} ms`,
  );
  console.log(`  100,000-point line (lttb): p50 ${ms(v.line100k.p50)} ms over ${v.line100k.runs} runs`);
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

const OVERVIEW_NAME = '/growth/engagement/overview, 8 charts + 4 tables';

/** The export streams: RSS may not grow by this much over the full export (the jest suite checks 200,000 rows). */
const EXPORT_RSS_GROWTH_LIMIT_MB = 100;

/** One line per engine on the export's memory; false when some export grew past the limit. */
function checkExportMemory(results: EngineResult[], log: (line: string) => void): boolean {
  let ok = true;
  for (const r of results) {
    if (!r.export) continue;
    const growth = (r.export.rssPeak - r.export.rssBefore) / (1024 * 1024);
    const within = growth < EXPORT_RSS_GROWTH_LIMIT_MB;
    ok &&= within;
    log(
      `${r.engine}: export RSS grew ${growth.toFixed(1)} MB (limit ${EXPORT_RSS_GROWTH_LIMIT_MB} MB): ${within ? 'ok' : 'OVER'}`,
    );
  }
  return ok;
}

function print(results: EngineResult[], options: Options): void {
  if (results.length === 0) return;
  const header = [
    'engine',
    'new/data p50 ms',
    'p95',
    'driver p50 ms',
    'p95',
    'ratio',
    'cache hit p50 ms',
    'export rows/s',
    'export s',
    'RSS before → peak MB',
    'heap peak MB',
  ];
  const rows = results.map((r) => [
    r.engine,
    ms(r.report.endpoint.p50),
    ms(r.report.endpoint.p95),
    ms(r.report.direct.p50),
    ms(r.report.direct.p95),
    `${r.report.ratio.toFixed(2)}×`,
    ms(r.report.cacheHit.p50),
    r.export ? thousands(r.export.rowsPerSecond) : '-',
    r.export ? r.export.seconds.toFixed(1) : '-',
    r.export ? `${mb(r.export.rssBefore)} → ${mb(r.export.rssPeak)}` : '-',
    r.export ? mb(r.export.heapPeak) : '-',
  ]);
  console.log(
    `\nbench_events ${thousands(options.rows)} rows · ${options.runs} runs · node ${process.version} · ${os.cpus().length} CPUs`,
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
  for (const target of options.targets) results.push(await benchmark(target, options, log));
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
    if (viewer) printViewer(viewer);
    if (tables) printTables(tables);
    if (demo) printDemo(demo);
    if (designer) printDesigner(designer);
    if (bigTable) printBigTable(bigTable);
  }
  if (designer && !designerPasses(designer)) process.exitCode = 1;
  if (bigTable && !bigTablePasses(bigTable)) process.exitCode = 1;
  if (!checkExportMemory(results, log)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  closeAgent();
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
