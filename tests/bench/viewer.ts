/**
 * The viewer in Chromium, against the product as `npm start` serves it (built web app, fresh SQLite store, demo):
 * - the viewer route's JavaScript, gzip-compressed as a server would send it, with proof that no editor/designer chunk
 *   is among it: the initial part, every script requested before the page document arrived (target ≤ 450 KB; what
 *   follows depends on what the page holds: its section kinds, rare filter types), and every script fetched until
 *   the 12-section overview page was painted;
 * - navigation → last section painted on that page (8 charts, 4 tables) with a warm result cache: a chart counts as
 *   painted at its first frame with data, a table at its first row; also given, the time until every chart's entry
 *   animation has finished;
 * - the same on pages of 4 and 30 sections made from the overview's (viewer-pages.ts), measured in turn with the
 *   overview run by run so the machine's load falls alike on each, and the marginal cost of a section:
 *   (p50 of 30 − p50 of 4) / 26; and, from traced runs, the main thread's CPU time until painted (main-thread.ts),
 *   which other jobs on the machine do not inflate, with its own per-section cost;
 * - a 100,000-point line drawn by the renderer's own ECharts build (setOption → 'finished').
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import os from 'node:os';
import { mainThreadCpu } from './main-thread';
import { median, percentile } from './stats';
import { sizedPages, type SizedPage } from './viewer-pages';

const ROOT = path.join(__dirname, '../..');
const PORT = Number(process.env.BENCH_VIEWER_PORT ?? 8096);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-admin-password';
const DATA_DIR = path.join(ROOT, 'test-results/bench-viewer');
export const OVERVIEW_URL = '/growth/engagement/overview';
export const OVERVIEW_SECTIONS = 12;
export const INITIAL_JS_TARGET_KB = 450;

/** The page sizes measured, the overview among them, and issue 16's targets on them (warm cache). */
export const PAGE_SIZES = [4, OVERVIEW_SECTIONS, 30] as const;
export const PAINT_TARGETS = {
  overviewP50Ms: 800,
  thirtyP50Ms: 1600,
  marginalMs: 25,
} as const;

export interface SizePaint {
  sections: number;
  url: string;
  p50: number;
  p95: number;
  runs: number;
  /** Main-thread CPU from navigation start until painted (main-thread.ts), p50 of the traced runs. */
  cpuP50: number;
}

/** Traced runs per page for the main-thread CPU (tracing slows a run, so these are apart from the timed ones). */
const CPU_RUNS = 5;

export interface ScriptFigures {
  gzipKb: number;
  files: number;
}

export interface ViewerFigures {
  /** Scripts requested before the page document arrived: the shell, the router and the renderer's frame. */
  initialJs: ScriptFigures;
  /** Every script fetched until the overview page was painted, section bodies (ECharts, tables) included. */
  pageJs: ScriptFigures;
  /** Chunks whose name says editor or designer; must be empty. */
  forbiddenChunks: string[];
  paint: { p50: number; p95: number; runs: number };
  /** Navigation → every chart's entry animation finished. */
  settled: { p50: number; p95: number };
  /** Navigation → painted on pages of 4, 12 (the overview) and 30 sections. */
  sizes: SizePaint[];
  /** (p50 of the largest page − p50 of the smallest) / the sections between them. */
  marginalMs: number;
  /** The same from the main thread's CPU time: what the page's own work adds per section, whatever the load. */
  cpuMarginalMs: number;
  /** 1-minute load average, the mean of one reading per round of the size series. */
  loadAverage: number;
  line100k: { p50: number; runs: number };
}

export async function waitForServer(child: ChildProcess, base = BASE): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start within 120 s');
}

/** `npm start` on a fresh store in `dataDir`, listening on `port`. */
export function startProduct(port = PORT, dataDir = DATA_DIR): ChildProcess {
  rmSync(dataDir, { recursive: true, force: true });
  return spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function login(page: Page, base = BASE): Promise<void> {
  const res = await page.request.post(`${base}/api/auth/login`, { data: { username: 'admin', password: PASSWORD } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
}

interface PaintTimes {
  /** Every section shows data: charts at their first frame, tables with rows, cards filled. */
  painted: number;
  /** Every chart has also finished its entry animation. */
  settled: number;
}

/** Milliseconds from navigation start until the page (the overview by default) is painted, then settled. */
async function paintTimes(page: Page, base = BASE, url = OVERVIEW_URL, count = OVERVIEW_SECTIONS): Promise<PaintTimes> {
  await page.goto(`${base}${url}`);
  const waitAll = async (shown: string) => {
    await page.waitForFunction(
      ({ count, selector }) => {
        const sections = [...document.querySelectorAll('[data-testid="section"]')];
        if (sections.length < count) return false;
        return sections.every((s) => s.querySelector(selector));
      },
      { count, selector: shown },
      { timeout: 60_000, polling: 'raf' },
    );
    return page.evaluate(() => performance.now());
  };
  const rows = '.ant-table-tbody tr.ant-table-row, [data-testid="card-value"]';
  const painted = await waitAll(`[data-painted="1"], ${rows}`);
  const settled = await waitAll(`[data-rendered="1"], ${rows}`);
  return { painted, settled };
}

/** Headless /usr/bin/chromium as the e2e tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const PAGE_DOCUMENT_CALL = '/api/customize/page-diagram/list-with-page';

export function gzipFigures(bodies: Buffer[]): ScriptFigures {
  const bytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { gzipKb: bytes / 1024, files: bodies.length };
}

export async function viewerScripts(
  browser: Browser,
  base = BASE,
): Promise<Pick<ViewerFigures, 'initialJs' | 'pageJs' | 'forbiddenChunks'>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, base);
  // The browser reports requests and responses in the order they happen, so a script request seen before the
  // page document's response was asked for without knowing what the page holds.
  let documentArrived = false;
  const initialUrls = new Set<string>();
  const scripts = new Map<string, Buffer>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script' && !documentArrived) initialUrls.add(req.url());
  });
  page.on('response', async (res) => {
    if (res.url().includes(PAGE_DOCUMENT_CALL)) documentArrived = true;
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.set(res.url(), await res.body());
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await paintTimes(page, base);
  await page.waitForLoadState('networkidle');
  await context.close();
  if (!documentArrived) throw new Error(`the overview page never fetched its document (${PAGE_DOCUMENT_CALL})`);
  const initial = [...scripts].filter(([url]) => initialUrls.has(url)).map(([, body]) => body);
  const forbiddenChunks = [...scripts.keys()]
    .filter((url) => /monaco|designer|editor\.worker/i.test(url))
    .map((url) => path.basename(url));
  return { initialJs: gzipFigures(initial), pageJs: gzipFigures([...scripts.values()]), forbiddenChunks };
}

/** A 100,000-point line through the chart instance the renderer drew (same ECharts build and registration). */
async function lineRender(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const host = [...document.querySelectorAll('[data-testid="section-chart"]')].find(
      (el) => (el as unknown as { __tesseraChart?: unknown }).__tesseraChart,
    );
    if (!host) throw new Error('no drawn chart on the page');
    const chart = (
      host as unknown as {
        __tesseraChart: {
          setOption(o: unknown, notMerge: boolean): void;
          on(e: string, f: () => void): void;
          off(e: string): void;
        };
      }
    ).__tesseraChart;
    const n = 100_000;
    const x = new Array<string>(n);
    const y = new Array<number>(n);
    for (let i = 0; i < n; i += 1) {
      x[i] = String(i);
      y[i] = Math.round(1000 + 300 * Math.sin(i / 500) + (i % 97));
    }
    const started = performance.now();
    await new Promise<void>((resolve) => {
      chart.on('finished', () => resolve());
      chart.setOption(
        {
          xAxis: { type: 'category', data: x },
          yAxis: { type: 'value' },
          tooltip: { trigger: 'axis' },
          series: [{ type: 'line', data: y, sampling: 'lttb', showSymbol: false }],
        },
        true,
      );
    });
    chart.off('finished');
    return performance.now() - started;
  });
}

export async function measureViewer(runs: number, log: (line: string) => void): Promise<ViewerFigures> {
  log('viewer: starting the product (npm start on a fresh store)');
  const server = startProduct();
  let browser: Browser | null = null;
  try {
    await waitForServer(server);
    browser = await launchChromium();
    log('viewer: JavaScript of the overview page');
    const scripts = await viewerScripts(browser);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await login(page);
    const sized = await sizedPages(page, BASE, PAGE_SIZES);
    log(`viewer: navigation → last section painted on pages of ${PAGE_SIZES.join(', ')} sections, ${runs} runs (warm)`);
    // Warms the server's result cache and the browser's chunk cache for each page.
    for (const p of sized) await paintTimes(page, BASE, p.url, p.sections);
    const times = new Map<SizedPage, PaintTimes[]>(sized.map((p) => [p, []]));
    const loads: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      for (const p of sized) times.get(p)?.push(await paintTimes(page, BASE, p.url, p.sections));
      loads.push(os.loadavg()[0]);
    }
    log('viewer: main-thread CPU until painted, traced runs');
    const cpu = new Map<SizedPage, number[]>(sized.map((p) => [p, []]));
    for (let i = 0; i < Math.min(runs, CPU_RUNS); i += 1)
      for (const p of sized)
        cpu
          .get(p)
          ?.push(await mainThreadCpu(page, async () => (await paintTimes(page, BASE, p.url, p.sections)).painted));
    const sizes = sized.map((p): SizePaint => {
      const painted = (times.get(p) ?? []).map((t) => t.painted);
      return {
        sections: p.sections,
        url: p.url,
        p50: median(painted),
        p95: percentile(painted, 95),
        runs,
        cpuP50: median(cpu.get(p) ?? []),
      };
    });
    const overview = times.get(sized[PAGE_SIZES.indexOf(OVERVIEW_SECTIONS)]) ?? [];
    const paints = overview.map((t) => t.painted);
    const settles = overview.map((t) => t.settled);
    const [smallest, largest] = [sizes[0], sizes[sizes.length - 1]];
    log('viewer: 100,000-point line');
    const lines: number[] = [];
    for (let i = 0; i < Math.min(runs, 5); i += 1) lines.push(await lineRender(page));
    await context.close();
    return {
      ...scripts,
      paint: { p50: median(paints), p95: percentile(paints, 95), runs },
      settled: { p50: median(settles), p95: percentile(settles, 95) },
      sizes,
      marginalMs: (largest.p50 - smallest.p50) / (largest.sections - smallest.sections),
      cpuMarginalMs: (largest.cpuP50 - smallest.cpuP50) / (largest.sections - smallest.sections),
      loadAverage: loads.reduce((a, b) => a + b, 0) / loads.length,
      line100k: { p50: median(lines), runs: lines.length },
    };
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}
