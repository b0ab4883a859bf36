import type { Page } from '@playwright/test';
import { expect, test, login, shot } from './helpers';

/** A piece of chart text (or a zoom slider) where it is drawn, in page pixels. */
interface Box {
  section: string;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The demo pages a new user found overlapping text on (issue 18): pie labels, x-axis labels against the zoom
 * slider, bar value labels on the wrong series.
 */
const PAGES = [
  '/growth/users/type',
  '/growth/users/country',
  '/growth/users/version',
  '/growth/users/dau-ratio',
  '/growth/engagement/overview',
  '/growth/engagement/entry',
  '/growth/retention/daily',
  '/push/visits/pv',
];

/** Two boxes collide when they overlap by more than this in both directions (anti-aliasing and padding aside). */
const TOLERANCE = 4;

/**
 * Every drawn text of every chart on the page, and every zoom slider, read from the ECharts instances (the chart
 * draws to a canvas, so the DOM has no text to measure). Labels ECharts hid to avoid an overlap are not drawn and
 * not collected.
 */
async function chartBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    type Rect = { x: number; y: number; width: number; height: number; applyTransform(m: number[]): void };
    type El = {
      type: string;
      invisible?: boolean;
      style: { text?: string; opacity?: number };
      getBoundingRect(): Rect & { clone(): Rect };
      getComputedTransform(): number[] | null;
    };
    type Chart = {
      getZr(): { storage: { getDisplayList(update: boolean): El[] } };
      getModel(): {
        eachComponent(type: string, cb: (model: { type: string; get(key: string): unknown }) => void): void;
      };
      getViewOfComponentModel(model: unknown): { group: El };
    };
    const boxes: Box[] = [];
    const global = (el: El): Rect => {
      const rect = el.getBoundingRect().clone();
      const transform = el.getComputedTransform();
      if (transform) rect.applyTransform(transform);
      return rect;
    };
    for (const section of document.querySelectorAll('[data-testid="section"]')) {
      const title = section.querySelector('.ant-card-head-title')?.textContent ?? '';
      for (const element of section.querySelectorAll('[data-testid="section-chart"]')) {
        const chart = (element as unknown as { __tesseraChart?: Chart }).__tesseraChart;
        if (!chart) continue;
        const origin = element.getBoundingClientRect();
        const add = (text: string, rect: Rect) => {
          if (rect.width > 0 && rect.height > 0)
            boxes.push({
              section: title,
              text,
              width: rect.width,
              height: rect.height,
              x: origin.x + rect.x,
              y: origin.y + rect.y,
            });
        };
        for (const el of chart.getZr().storage.getDisplayList(true)) {
          // ECharts draws each line (or rich-text run) of a label as a tspan: the pieces that can collide.
          if (el.type !== 'tspan' || el.invisible || !el.style.text || el.style.opacity === 0) continue;
          add(el.style.text, global(el));
        }
        chart.getModel().eachComponent('dataZoom', (model) => {
          if (model.type !== 'dataZoom.slider' || model.get('show') === false) return;
          add('[zoom slider]', global(chart.getViewOfComponentModel(model).group));
        });
      }
    }
    return boxes;
  });
}

function collisions(boxes: readonly Box[]): string[] {
  const found: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > TOLERANCE && down > TOLERANCE) found.push(`${a.section}: "${a.text}" × "${b.text}"`);
    }
  return found;
}

/** Opens a page with every chart drawn, its chart text where it stays. */
async function openDrawn(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('section-chart').first()).toBeVisible();
  // Every chart has drawn its latest data (no animation under reduced motion): labels are where they stay.
  await expect(page.locator('[data-testid="section-chart"]:not([data-rendered="1"])')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

// A test per page: each gets the whole time limit, and a failure names its page.
for (const url of PAGES)
  test(`chart text on ${url} never collides at 1440×900`, async ({ page }) => {
    await login(page);
    await openDrawn(page, url);
    await shot(page, `readable${url.replaceAll('/', '-')}`);
    expect(collisions(await chartBoxes(page)), url).toEqual([]);
  });

test('a multi-select with two values picked shows both names', async ({ page }) => {
  // No demo page has a multi-select: the entry page's platform filter is made one on its way in.
  await page.route('**/api/customize/page-diagram/list-with-page*', async (route) => {
    const response = await route.fetch();
    const multi = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(multi);
      if (node === null || typeof node !== 'object') return node;
      const entries = Object.entries(node).map(([key, value]) => [key, multi(value)]);
      const object = Object.fromEntries(entries) as Record<string, unknown>;
      return object.class_en === 'platform' ? { ...object, is_multi: 1 } : object;
    };
    await route.fulfill({ response, json: multi(await response.json()) });
  });
  await login(page);
  await page.goto('/growth/engagement/entry');
  const field = page.getByTestId('filter-platform').first();
  await field.locator('.ant-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await options.filter({ hasText: 'iOS' }).click();
  await options.filter({ hasText: 'Android' }).click();
  await page.keyboard.press('Escape');
  // Both names as tags, and nothing folded into antd's "+ N …" tag (it reads "+ 0 …", hidden, when all fit).
  await expect(field.locator('.ant-select-selection-item-content').filter({ hasText: /^(iOS|Android)$/ })).toHaveText([
    'iOS',
    'Android',
  ]);
  await expect(field).not.toContainText(/\+ [1-9]/);
  await field.screenshot({ path: 'test-results/screenshots/readable-multi-select.png' });
});

test('the check fails on a page made to collide: a slider placed over the legend', async ({ page }) => {
  // The retention trend's slider, placed by the config where ECharts 6 draws the legend (a config's place is kept).
  await page.route('**/api/customize/page-diagram/list-with-page*', async (route) => {
    const response = await route.fetch();
    const text = (await response.text()).replaceAll('"type":"slider"', '"type":"slider","bottom":30,"height":30');
    await route.fulfill({ response, body: text });
  });
  await login(page);
  await openDrawn(page, '/growth/retention/daily');
  expect(collisions(await chartBoxes(page))).toEqual(
    expect.arrayContaining([expect.stringMatching(/^留存率趋势: ".+" × "\[zoom slider\]"$/)]),
  );
});
