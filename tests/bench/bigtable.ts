/**
 * A big unpaged table in Chromium (`npm run bench -- --table`, after `npm run build`), against the product as
 * `npm start` serves it (fresh SQLite store): a page holding one table section of 100,000 rows × 20 columns, no
 * paging, read from a SQLite source made for it. Prints:
 * - the answer's bytes on the wire (compressed as the browser asks: gzip, br) and uncompressed, in the spec's shape
 *   (a key per cell) and in the compact shape the web app asks for (`compact: 1`: the keys once, rows as arrays);
 * - navigation → the table painted with its rows (warm cache);
 * - the deltas between animation frames (p50, p95) and the frames per second while the table's body is scrolled
 *   programmatically, a fixed distance every frame, for a few seconds;
 * - that the last row can be scrolled to, and the rows-loaded count the table shows.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { knexFromUrl } from '../../server/src/demo/generate/connect';
import { apiOf, type Api } from './designer-pages';
import { median, percentile } from './stats';
import { launchChromium, login, startProduct, waitForServer } from './viewer';

const ROOT = path.join(__dirname, '../..');
const PORT = Number(process.env.BENCH_TABLE_PORT ?? 8098);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, 'test-results/bench-bigtable');
/** The source file is kept between runs (made once, a few seconds), then copied into each fresh store's sources. */
const SOURCE_FILE = path.join(ROOT, 'test-results/bench-bigtable-source/wide.sqlite');
const PASSWORD = 'bench-admin-password';
const SHOTS = path.join(ROOT, 'test-results/screenshots');

export const TABLE_ROWS = 100_000;
const DIMENSIONS = 10;
const INDICATORS = 10;
/** How long the body is scrolled, and how far each frame (about six rows: a brisk scroll). */
const SCROLL_MS = 4000;
const SCROLL_STEP_PX = 240;

/** The targets. */
export const TABLE_TARGETS = { frameP95Ms: 20, fps: 55, wireRatio: 5, beforeMb: 34.7 } as const;

export interface WireFigures {
  /** Bytes as sent (Content-Encoding of the answer) and decoded. */
  wire: number;
  raw: number;
  encoding: string;
}

export interface BigTableFigures {
  rows: number;
  columns: number;
  objects: WireFigures;
  compact: WireFigures | null;
  paintMs: number;
  frames: { p50: number; p95: number; fps: number; count: number };
  /** Main-thread milliseconds per frame while scrolling: all tasks, of which script, style and layout. */
  perFrameMs: { task: number; script: number; style: number; layout: number };
  /** One-minute load average at the end of the scroll. */
  loadAverage: number;
  lastRowShown: boolean;
  countText: string | null;
}

const keys = [
  ...Array.from({ length: DIMENSIONS }, (_, i) => `d${i}`),
  ...Array.from({ length: INDICATORS }, (_, i) => `m${i}`),
];

/**
 * The table's column order: the id and two texts, then an indicator, so the first three stay fixed on the left while
 * the table scrolls sideways (the dimensions before the first indicator), as a report usually has.
 */
const FIXED_COLUMNS = 3;
const shownOrder = [
  ...keys.slice(0, FIXED_COLUMNS),
  'm0',
  ...keys.slice(FIXED_COLUMNS, DIMENSIONS),
  ...keys.slice(DIMENSIONS + 1),
];

/** `wide`: a unique id as the first dimension, texts of a few distinct values, and numbers. */
async function makeSource(): Promise<void> {
  if (existsSync(SOURCE_FILE)) return;
  mkdirSync(path.dirname(SOURCE_FILE), { recursive: true });
  const partial = `${SOURCE_FILE}.part`;
  rmSync(partial, { force: true });
  const knex = knexFromUrl(`sqlite:${partial}`);
  try {
    await knex.schema.createTable('wide', (t) => {
      t.integer('d0').notNullable().primary();
      for (let i = 1; i < DIMENSIONS; i += 1) t.string(`d${i}`, 32).notNullable();
      for (let i = 0; i < INDICATORS; i += 1) t.double(`m${i}`).notNullable();
    });
    const batch = 1000;
    await knex.transaction(async (trx) => {
      for (let at = 0; at < TABLE_ROWS; at += batch) {
        const rows = [];
        for (let n = at; n < at + batch; n += 1) {
          const row: Record<string, unknown> = { d0: n + 1 };
          for (let i = 1; i < DIMENSIONS; i += 1) row[`d${i}`] = `v${i}_${(n * (i + 7)) % (5 + i * 3)}`;
          for (let i = 0; i < INDICATORS; i += 1) row[`m${i}`] = Math.round(((n * 31 + i * 17) % 100_000) * 1.37) / 100;
          rows.push(row);
        }
        await trx.batchInsert('wide', rows, 100);
      }
    });
  } finally {
    await knex.destroy();
  }
  renameSync(partial, SOURCE_FILE);
}

/** Connection, dataset and a published page with the one unpaged table, in the demo app: the page's url. */
async function makePage(api: Api): Promise<{ url: string; diagramId: number }> {
  const apps = await api.get<{ id: number; app_key: string }[]>('/backend/app/admin/list');
  const growth = apps.find((a) => a.app_key === 'growth');
  if (!growth) throw new Error('the demo app growth is missing');
  const connection = await api.post<{ id: number }>('/customize/db-info/one', {
    app_id: growth.id,
    name: 'bench_wide',
    kind: 'sqlite',
    file: 'wide.sqlite',
  });
  await api.post('/customize/dataset/save-update', {
    app_id: growth.id,
    key: 'bench_wide',
    name: 'bench wide',
    connection_id: connection.id,
    table_name: 'wide',
    data_update_mode: 1,
    columns: keys.map((key) => ({
      column_key: key,
      column_name: key.toUpperCase(),
      column_type: key.startsWith('d') ? 0 : 1,
      data_type: key.startsWith('m') ? 'decimal' : key === 'd0' ? 'bigint' : 'varchar',
      ...(key.startsWith('m') ? { aggregate: 'SUM', formatter: 'thousands_point' } : {}),
    })),
  });
  const url = `/growth/bench/bigtable${Date.now().toString(36)}`;
  const entry = await api.post<{ pages: { page_id: number; revision: number }[] }>('/templates/import', {
    app_id: growth.id,
    bundle: {
      version: 2,
      name: 'bench big table',
      pages: [{ version: 2, name: '大表', url, status: 0, sections: [] }],
    },
  });
  const { page_id: pageId, revision } = entry.pages[0];
  const saved = await api.post<{ page: { sections: { id: number }[] } }>('/customize/page-diagram/page/save', {
    page_id: pageId,
    base_revision: revision,
    document: {
      version: 2,
      name: '大表',
      sections: [
        {
          id: 'wide_table',
          title: '十万行',
          show_type: 'table',
          report_type: 1,
          data_set_id: 'bench_wide',
          table_config: {
            basic: { table_is_pagination: 0, have_table: 1 },
            columns: shownOrder.map((key) => ({ column_key: key, column_name: key.toUpperCase() })),
          },
        },
      ],
    },
  });
  const diagramId = saved.page.sections[0].id;
  await api.post('/customize/page-diagram/online', { page_id: pageId, diagram_id_set: [diagramId] });
  return { url, diagramId };
}

/** One new/data call as a browser makes it (gzip, br accepted): its bytes on the wire and decoded. */
function wireSize(token: string, body: unknown): Promise<WireFigures | null> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/customize/page-diagram/new/data',
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          'Accept-Encoding': 'gzip, deflate, br',
          Authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve(null);
          const wire = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          const raw =
            encoding === 'br'
              ? zlib.brotliDecompressSync(wire)
              : encoding === 'gzip'
                ? zlib.gunzipSync(wire)
                : encoding === 'deflate'
                  ? zlib.inflateSync(wire)
                  : wire;
          resolve({ wire: wire.length, raw: raw.length, encoding });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const TABLE = '[data-testid="section-table"]';
/** The scrolling body of the table, whichever list draws it. */
const BODY = `${TABLE} .ant-table-tbody-virtual-holder, ${TABLE} .ant-table-body`;

/** Navigation → the table shows its first rows: milliseconds since navigation start. */
async function paint(page: Page, url: string): Promise<number> {
  await page.goto(`${BASE}${url}`);
  await page.locator(`${TABLE}[data-rendered="1"]`).waitFor({ timeout: 120_000 });
  await page.locator(`${TABLE} .ant-table-row`).first().waitFor({ timeout: 120_000 });
  return page.evaluate(() => performance.now());
}

/** Animation frame timestamps while the body scrolls down SCROLL_STEP_PX every frame for SCROLL_MS. */
async function scrollFrames(page: Page): Promise<number[]> {
  // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
  return page.evaluate<number[]>(`new Promise((resolve) => {
    const body = document.querySelector(${JSON.stringify(BODY)});
    if (!body) throw new Error('no table body');
    const stamps = [];
    const tick = (t) => {
      stamps.push(t);
      if (t - stamps[0] >= ${SCROLL_MS}) return resolve(stamps);
      body.scrollTop += ${SCROLL_STEP_PX};
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
}

/** Scrolled to the bottom: whether the last row (id 100,000) is drawn. */
async function lastRow(page: Page): Promise<boolean> {
  await page.evaluate(`(() => {
    const body = document.querySelector(${JSON.stringify(BODY)});
    body.scrollTop = body.scrollHeight;
  })()`);
  try {
    await page.getByText(String(TABLE_ROWS), { exact: true }).first().waitFor({ timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export async function measureBigTable(log: (line: string) => void): Promise<BigTableFigures> {
  log(`big table: the ${TABLE_ROWS.toLocaleString('en')} × ${keys.length} source (made once)`);
  await makeSource();
  log(`big table: starting the product (npm start on a fresh store, port ${PORT})`);
  const server = startProduct(PORT, DATA_DIR);
  let browser: Browser | null = null;
  try {
    await waitForServer(server, BASE);
    copyFileSync(SOURCE_FILE, path.join(DATA_DIR, 'sources/wide.sqlite'));
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await login(page, BASE);
    const { url, diagramId } = await makePage(apiOf(page, BASE));
    const token = (
      (await (
        await page.request.post(`${BASE}/api/auth/login`, { data: { username: 'admin', password: PASSWORD } })
      ).json()) as { result_data: { token: string } }
    ).result_data.token;
    const query = { diagram_id: diagramId, filter_condition: [], sort_key_map: {} };
    log('big table: the answer on the wire (first call fills the cache)');
    const objects = await wireSize(token, query);
    if (!objects) throw new Error('new/data refused the big table');
    const compact = await wireSize(token, { ...query, compact: 1 });

    log('big table: navigation → rows shown, then scrolling');
    await paint(page, url); // warms the browser's chunk cache
    const paintMs = await paint(page, url);
    // The main thread's busy time while scrolling, from Chromium's own counters: a work figure that a loaded machine
    // distorts less than the frame intervals.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return {
        task: of('TaskDuration'),
        script: of('ScriptDuration'),
        style: of('RecalcStyleDuration'),
        layout: of('LayoutDuration'),
      };
    };
    const before = await busy();
    const stamps = await scrollFrames(page);
    const after = await busy();
    const deltas = stamps.slice(1).map((t, i) => t - stamps[i]);
    const seconds = (stamps[stamps.length - 1] - stamps[0]) / 1000;
    const lastRowShown = await lastRow(page);
    await page.evaluate(`document.querySelector(${JSON.stringify(BODY)}).scrollLeft = 600`);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'bench-big-table.png') });
    const count = page.getByTestId('table-row-count');
    const countText = (await count.count()) ? await count.textContent() : null;
    await context.close();
    return {
      rows: TABLE_ROWS,
      columns: keys.length,
      objects,
      compact,
      paintMs,
      frames: { p50: median(deltas), p95: percentile(deltas, 95), fps: deltas.length / seconds, count: deltas.length },
      perFrameMs: {
        task: ((after.task - before.task) * 1000) / deltas.length,
        script: ((after.script - before.script) * 1000) / deltas.length,
        style: ((after.style - before.style) * 1000) / deltas.length,
        layout: ((after.layout - before.layout) * 1000) / deltas.length,
      },
      loadAverage: os.loadavg()[0],
      lastRowShown,
      countText,
    };
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}

const mbOf = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

export function printBigTable(f: BigTableFigures): void {
  const within = (ok: boolean) => (ok ? 'within' : 'OVER');
  console.log(
    `\nbig unpaged table (Chromium, ${f.rows.toLocaleString('en')} rows × ${f.columns} columns, ${FIXED_COLUMNS} fixed on the left):`,
  );
  const shape = (name: string, w: WireFigures) =>
    `  ${name}: ${mbOf(w.wire)} on the wire (${w.encoding}), ${mbOf(w.raw)} uncompressed; ` +
    `${(TABLE_TARGETS.beforeMb / (w.wire / 1_000_000)).toFixed(1)}× smaller than the ${TABLE_TARGETS.beforeMb} MB before ` +
    `(${within(w.wire * TABLE_TARGETS.wireRatio <= TABLE_TARGETS.beforeMb * 1_000_000)} the ${TABLE_TARGETS.wireRatio}× target)`;
  console.log(shape('answer, a key per cell', f.objects));
  console.log(f.compact ? shape('answer, compact (keys once)', f.compact) : '  answer, compact: not offered');
  console.log(`  navigation → rows shown (warm cache): ${f.paintMs.toFixed(0)} ms`);
  console.log(
    `  scrolling ${SCROLL_STEP_PX} px a frame for ${SCROLL_MS / 1000} s: frame interval p50 ${f.frames.p50.toFixed(1)} ms, ` +
      `p95 ${f.frames.p95.toFixed(1)} ms (${within(f.frames.p95 <= TABLE_TARGETS.frameP95Ms)} the ${TABLE_TARGETS.frameP95Ms} ms target), ` +
      `${f.frames.fps.toFixed(1)} fps (${within(f.frames.fps >= TABLE_TARGETS.fps)} the ${TABLE_TARGETS.fps} fps target), ${f.frames.count} frames`,
  );
  console.log(
    `  main thread per frame while scrolling: ${f.perFrameMs.task.toFixed(1)} ms in tasks (script ${f.perFrameMs.script.toFixed(1)} ms, style ${f.perFrameMs.style.toFixed(1)} ms, layout ${f.perFrameMs.layout.toFixed(1)} ms); load average ${f.loadAverage.toFixed(2)}`,
  );
  console.log(`  last row reached: ${f.lastRowShown ? 'yes' : 'NO'}; rows-loaded count: ${f.countText ?? 'not shown'}`);
}

export function bigTablePasses(f: BigTableFigures): boolean {
  return f.lastRowShown && f.frames.p95 <= TABLE_TARGETS.frameP95Ms && f.frames.fps >= TABLE_TARGETS.fps;
}
