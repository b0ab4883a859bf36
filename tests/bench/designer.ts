/**
 * The page designer in Chromium (`npm run bench -- --designer`), against the product as `npm start` serves it (built
 * web app, fresh SQLite store with the demo), on the 12-section demo overview (核心总览) and on a 60-section page made
 * from it through `page/save` (five copies of its sections, each copy under the last):
 * - JavaScript: every script the designer route fetched until it was interactive (gzip as a server would send it),
 *   proof that monaco is not among them and comes only when the JSON tab opens, and the viewer route's initial
 *   scripts (viewer.ts) with no designer or monaco chunk among all it fetched;
 * - navigation → the designer interactive (every section on the canvas, and a click on one selects it), warm;
 * - requestAnimationFrame deltas while a section is dragged across the 60-section grid by mouse;
 * - a panel edit (the legend switch) → the preview's chart drawn with it; a JSON edit (a title typed in monaco) →
 *   the section list showing it; each of 200 Ctrl+Z → the history list showing the step undone.
 * Every latency is timed inside the page, from the input event the browser dispatched to the DOM showing its result.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { apiOf, pages } from './designer-pages';
import { sinceInput, stampInputs, watch } from './page-timing';
import { median, percentile } from './stats';
import {
  gzipFigures,
  launchChromium,
  login,
  startProduct,
  viewerScripts,
  waitForServer,
  INITIAL_JS_TARGET_KB,
  type ScriptFigures,
} from './viewer';

const ROOT = path.join(__dirname, '../..');
const PORT = Number(process.env.BENCH_DESIGNER_PORT ?? 8109);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, 'test-results/bench-designer');

/** The bounds. */
export const DESIGNER_BOUNDS = {
  designerJsKb: 700,
  viewerJsKb: INITIAL_JS_TARGET_KB,
  openOverviewMs: 1500,
  openLargeMs: 3000,
  dragFrameP95Ms: 50,
  panelToPreviewP50Ms: 500,
  jsonToCanvasMs: 150,
  undoMs: 50,
} as const;

const UNDO_STEPS = 200;

export interface Latency {
  p50: number;
  p95: number;
  max: number;
  runs: number;
}

export interface DesignerFigures {
  designerJs: ScriptFigures & { monacoBefore: string[] };
  /** Scripts fetched when the JSON tab opened: monaco's, and the editor that uses them. */
  monacoJs: ScriptFigures & { monacoFiles: string[] };
  viewerJs: { initial: ScriptFigures; all: ScriptFigures; forbidden: string[] };
  sections: { overview: number; large: number };
  openOverview: Latency;
  openLarge: Latency;
  dragFrames: Latency & { frames: number };
  panelToPreview: Latency;
  jsonToCanvas: Latency;
  undo: Latency;
}

const latency = (values: number[]): Latency => ({
  p50: median(values),
  p95: percentile(values, 95),
  max: Math.max(...values),
  runs: values.length,
});

/** The editor itself (not its 2 kB lazy loader): its views chunk, its language mode and its workers. */
const isMonaco = (url: string) => /\/assets\/monaco-(monacoViews|editor\.worker|json\.worker|jsonMode)/.test(url);

const card = (page: Page) => page.getByTestId('designer-section');

/**
 * Navigation → the designer interactive: every section on the canvas, then a click on the first (dispatched in
 * the page, so no round trip counts) selects it. Milliseconds since navigation start.
 */
async function openTime(page: Page, id: number, sections: number): Promise<number> {
  await page.goto(`${BASE}/admin/config2?id=${id}`);
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="designer-section"]').length >= count,
    sections,
    { timeout: 60_000, polling: 'raf' },
  );
  return page.evaluate(async () => {
    const first = document.querySelector<HTMLElement>('[data-testid="designer-section"]');
    if (!first) throw new Error('no section on the canvas');
    first.click();
    while (first.getAttribute('aria-selected') !== 'true') await new Promise(requestAnimationFrame);
    return performance.now();
  });
}

async function designerScripts(
  browser: Browser,
  overview: number,
  sections: number,
): Promise<Pick<DesignerFigures, 'designerJs' | 'monacoJs'>> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await login(page, BASE);
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    const url = res.url();
    if (res.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    try {
      scripts.set(url, await res.body());
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await openTime(page, overview, sections);
  await page.waitForLoadState('networkidle');
  const before = new Map(scripts);
  await page.getByRole('tab', { name: 'JSON' }).click();
  await page.getByTestId('designer-json').locator('.monaco-editor').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const later = [...scripts].filter(([url]) => !before.has(url));
  const names = (urls: string[]) => urls.filter(isMonaco).map((url) => path.basename(url));
  return {
    designerJs: { ...gzipFigures([...before.values()]), monacoBefore: names([...before.keys()]) },
    monacoJs: { ...gzipFigures(later.map(([, body]) => body)), monacoFiles: names(later.map(([url]) => url)) },
  };
}

/**
 * Deltas between animation frames while a section near the top of the grid is dragged by its title bar, by mouse,
 * over the grid and let go five columns to the side (so every drag is a step).
 */
async function dragFrames(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const boxes = await page.locator('.ts-designer-drag').evaluateAll((bars) =>
    bars.map((bar) => {
      const r = bar.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  const top = boxes.filter((b) => b.y > 0).sort((a, b) => a.y - b.y || a.x - b.x)[0];
  if (!top) throw new Error('no section to drag');
  const steps = page.getByTestId('history-done');
  const stepsBefore = await steps.count();
  const { x, y } = top;
  const side = x < 600 ? 1 : -1;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // A string, not a function: tsx would wrap a named inner function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    const tick = (t) => {
      window.__frames.push(t);
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  // Across to the right half, down four rows and back: the grid reflows the sections under the dragged one.
  await page.mouse.move(x + side * 20, y + 10, { steps: 5 });
  await page.mouse.move(x + side * 300, y + 450, { steps: 60 });
  await page.mouse.move(x + side * 350, y + 60, { steps: 60 });
  const stamps = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __recording: boolean };
    w.__recording = false;
    return w.__frames;
  });
  await page.mouse.up();
  await page.waitForFunction(
    (before) => document.querySelectorAll('[data-testid="history-done"]').length === before + 1,
    stepsBefore,
  );
  return stamps.slice(1).map((t, i) => t - stamps[i]);
}

const PANEL_SECTION = '活跃用户国家占比';

/** The legend switch of a chart clicked with the preview shown → the preview's chart drawn with the new legend. */
async function panelToPreview(page: Page, overview: number, sections: number, runs: number): Promise<number[]> {
  await openTime(page, overview, sections);
  await card(page).filter({ hasText: PANEL_SECTION }).click();
  await page.getByTestId('side-tab-settings').click();
  const settings = page.getByTestId('settings-panel');
  await settings.getByText('图例', { exact: true }).click();
  await page.getByRole('tab', { name: '预览' }).click();
  const allDrawn = `return [...document.querySelectorAll('[data-testid="designer-preview"] [data-testid="section"]')]
      .filter((s) => s.querySelector('[data-testid="section-chart"]')).every((s) =>
        s.querySelector('[data-testid="section-chart"][data-rendered="1"]')) &&
      document.querySelectorAll('[data-testid="designer-preview"] [data-testid="section"]').length >= arg;`;
  await watch(page, allDrawn, sections);
  await stampInputs(page);
  const legendShown = `const section = [...document.querySelectorAll('[data-testid="designer-preview"] [data-testid="section"]')]
      .find((s) => s.textContent.includes(arg.title));
    const chart = section && section.querySelector('[data-testid="section-chart"]');
    const drawn = chart && chart.__tesseraChart;
    if (!drawn) return false;
    const legend = drawn.getOption().legend;
    const shown = !!legend && legend.length > 0 && legend[0].show !== false;
    return shown === arg.shown;`;
  const toggle = page.getByTestId('setting-/chart_config/legend/show').getByRole('switch');
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const shown = (await toggle.getAttribute('aria-checked')) !== 'true';
    times.push(await sinceInput(page, () => toggle.click(), legendShown, { title: PANEL_SECTION, shown }));
    // The next edit starts once every chart has its data again (the preview refetches after each edit).
    await watch(page, allDrawn, sections);
  }
  return times;
}

/**
 * A title typed in monaco on the 60-section page → the section list (outline) showing it. In visual mode the JSON
 * tab takes the canvas's place, so the outline is the part of the page's sections on screen beside the JSON.
 */
async function jsonToCanvas(page: Page, large: number, sections: number, runs: number): Promise<number[]> {
  await openTime(page, large, sections);
  await page.getByRole('tab', { name: 'JSON' }).click();
  const json = page.getByTestId('designer-json');
  await json.locator('.monaco-editor').waitFor({ timeout: 60_000 });
  const title = `${PANEL_SECTION} 1`;
  // The cursor at the end of the title's text, by the editor's find: monaco draws only the lines in view.
  await json.locator('.view-lines').click();
  await page.keyboard.press('Control+f');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(`"title": "${title}"`);
  await json
    .locator('.find-widget .matchesCount')
    .filter({ hasText: /^1 of 1$/ })
    .waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await stampInputs(page);
  const outlineShows = `return [...document.querySelectorAll('[data-testid="outline-section"]')]
      .some((row) => row.textContent.includes(arg));`;
  const times: number[] = [];
  let typed = title;
  for (let i = 0; i < runs; i += 1) {
    const letter = String.fromCharCode(65 + i);
    typed += letter;
    times.push(await sinceInput(page, () => page.keyboard.press(letter), outlineShows, typed));
    await page.getByTestId('json-status').and(page.locator('[data-status="synced"]')).waitFor();
  }
  return times;
}

/** 200 nudges of a section by arrow key, then each Ctrl+Z timed to the history list showing it undone. */
async function undos(page: Page, large: number, sections: number): Promise<number[]> {
  await openTime(page, large, sections);
  const first = card(page).first();
  await first.click();
  for (let i = 0; i < UNDO_STEPS; i += 1) await page.keyboard.press(i % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="history-done"]').length === n, UNDO_STEPS);
  await stampInputs(page);
  const undone = `return document.querySelectorAll('[data-testid="history-undone"]').length === arg;`;
  const times: number[] = [];
  for (let i = 1; i <= UNDO_STEPS; i += 1) {
    times.push(await sinceInput(page, () => page.keyboard.press('Control+z'), undone, i));
  }
  return times;
}

export async function measureDesigner(runs: number, log: (line: string) => void): Promise<DesignerFigures> {
  log(`designer: starting the product (npm start on a fresh store, port ${PORT})`);
  const server = startProduct(PORT, DATA_DIR);
  let browser: Browser | null = null;
  try {
    await waitForServer(server, BASE);
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await login(page, BASE);
    const made = await pages(apiOf(page, BASE));
    const counts = { overview: 12, large: made.sections };

    log('designer: JavaScript of the designer route, then of the JSON view');
    const scripts = await designerScripts(browser, made.overview, counts.overview);
    log('designer: JavaScript of the viewer route');
    const viewer = await viewerScripts(browser, BASE);

    log(`designer: navigation → interactive, ${runs} runs each (warm)`);
    const open = async (id: number, count: number) => {
      await openTime(page, id, count); // warms the browser's chunk cache and the server
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) times.push(await openTime(page, id, count));
      return times;
    };
    const openOverview = await open(made.overview, counts.overview);
    const openLarge = await open(made.large, counts.large);

    log('designer: dragging a section on the 60-section grid');
    await openTime(page, made.large, counts.large);
    const frames: number[] = [];
    for (let i = 0; i < 3; i += 1) frames.push(...(await dragFrames(page)));

    log('designer: panel edit → preview');
    const panel = await panelToPreview(page, made.overview, counts.overview, Math.max(runs, 10));
    log('designer: JSON edit → section list, 60 sections');
    const json = await jsonToCanvas(page, made.large, counts.large, Math.max(runs, 10));
    log(`designer: ${UNDO_STEPS} undos, 60 sections`);
    const undo = await undos(page, made.large, counts.large);
    await context.close();
    return {
      ...scripts,
      viewerJs: { initial: viewer.initialJs, all: viewer.pageJs, forbidden: viewer.forbiddenChunks },
      sections: counts,
      openOverview: latency(openOverview),
      openLarge: latency(openLarge),
      dragFrames: { ...latency(frames), frames: frames.length },
      panelToPreview: latency(panel),
      jsonToCanvas: latency(json),
      undo: latency(undo),
    };
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}
