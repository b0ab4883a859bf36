import { readFileSync } from 'node:fs';
import {
  type APIResponse,
  type Download,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';
import type { ApiEnvelope } from '@tessera/schema/api';
import type { ReportQuery } from '@tessera/schema/dsl';
import { parseCsv } from '../../server/test/csv';
import { expect, jsonOf, test, login, sentJson, shot } from './helpers';

const COUNTRY = '/growth/users/country';

type Chart = {
  getOption(): { series: { type: string; data: unknown[] }[]; xAxis?: { data?: unknown[] }[] };
  convertToPixel(finder: object, value: unknown[]): number[];
};

const section = (page: Page, title: string) => page.getByTestId('section').filter({ hasText: title });
const sectionId = async (s: Locator) => Number(await s.getAttribute('data-section-id'));
const queryOf = (request: Request) => sentJson<ReportQuery>(request);

/** The next answer of new/data for a section. */
function nextData(page: Page, id: number): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().includes('/customize/page-diagram/new/data') && queryOf(r.request()).diagram_id === id,
  );
}

async function pick(page: Page, field: Locator, label: string) {
  await field.locator('.ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

async function firstRow(table: Locator): Promise<string> {
  return (await table.locator('.ant-table-tbody tr.ant-table-row').first().innerText()).replace(/\s+/g, ' ');
}

const chartSeries = (chart: Locator) =>
  chart.evaluate((el) =>
    (el as unknown as { __tesseraChart: Chart }).__tesseraChart.getOption().series.map((s) => s.data),
  );

test('a report page answers its filters: date range, select, sort, page, export', async ({ page }) => {
  await login(page);
  await page.goto(COUNTRY);
  const detail = section(page, '国家明细');
  const id = await sectionId(detail);
  const table = detail.getByTestId('section-table');
  await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const pagerTotal = async () => (await detail.locator('.ant-pagination-total-text').innerText()).trim();
  const initialTotal = await pagerTotal();

  // A shorter date range: fewer rows, and the query carries the new bounds.
  let answer = nextData(page, id);
  await detail.getByTestId('filter-dt').locator('.ant-picker').click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li').filter({ hasText: '过去7天' }).click();
  const dated = await answer;
  const range = queryOf(dated.request()).filter_condition.find((c) => c.key === 'dt')?.range;
  expect(range && String(range.end) > String(range.start)).toBe(true);
  await expect.poll(pagerTotal).not.toBe(initialTotal);

  // A select: only iOS rows remain.
  answer = nextData(page, id);
  await pick(page, detail.getByTestId('filter-platform'), 'iOS');
  expect(queryOf((await answer).request()).filter_condition).toContainEqual(
    expect.objectContaining({ key: 'platform', value: 'ios' }),
  );
  // The table shows the platform's display value, as the filter names it (the query sent the code).
  await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('iOS');
  const platforms = await table.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
  expect(new Set(platforms.map((p) => p.trim()))).toEqual(new Set(['iOS']));

  // Sort by new users: none → ascending, sent to the server, rows in that order.
  answer = nextData(page, id);
  await table.locator('.ant-table-thead th').filter({ hasText: '新增用户' }).click();
  expect(queryOf((await answer).request()).sort_key_map).toEqual({ new_users: 'asc' });
  const numbers = async () =>
    (await table.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)').allInnerTexts()).map((t) =>
      Number(t.replace(/,/g, '')),
    );
  await expect
    .poll(async () => {
      const list = await numbers();
      return list.every((n, i) => i === 0 || list[i - 1] <= n);
    })
    .toBe(true);

  // Page 2 of the server's pages.
  const before = await firstRow(table);
  answer = nextData(page, id);
  await detail.locator('.ant-pagination-item-2').click();
  expect(queryOf((await answer).request()).page).toEqual({ page: 2, page_size: 10 });
  await expect.poll(() => firstRow(table)).not.toBe(before);
  await shot(page, 'report-country-filtered');

  // Export: the visible columns, the same filters and sort, as a CSV a spreadsheet opens, cells as the table shows them.
  const readCsv = async (file: Download) => {
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return parseCsv(text.slice(1));
  };
  let download = page.waitForEvent('download');
  const exported = page.waitForRequest((r) => r.url().includes('/data/download'));
  await detail.getByTestId('table-export').click();
  const body = queryOf(await exported);
  expect(body.sort_key_map).toEqual({ new_users: 'asc' });
  expect(body.filter_condition).toContainEqual(expect.objectContaining({ key: 'platform', value: 'ios' }));
  const [header, ...rows] = await readCsv(await download);
  const headers = await table.locator('.ant-table-thead th').allInnerTexts();
  expect(header).toEqual(headers.map((h) => h.trim()).filter(Boolean));
  expect(rows.length).toBeGreaterThan(10);
  expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['iOS']));
  const shownRows = await table
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  for (const shownRow of shownRows) expect(rows).toContainEqual(shownRow);

  // The raw values, for spreadsheet maths: plain numbers, in the same order.
  download = page.waitForEvent('download');
  await detail.getByTestId('table-export-more').click();
  await expect(page.getByTestId('table-export-raw')).toBeVisible();
  await shot(page, 'report-export-menu');
  await page.getByTestId('table-export-raw').click();
  const [, ...raw] = await readCsv(await download);
  expect(raw.length).toBe(rows.length);
  // Raw values keep the codes the database holds.
  expect(new Set(raw.map((r) => r[2]))).toEqual(new Set(['ios']));
  const exportedNewUsers = raw.map((r) => r[4]);
  expect(exportedNewUsers.every((n) => /^\d+$/.test(n))).toBe(true);
  const rawNewUsers = exportedNewUsers.map(Number);
  expect(rawNewUsers.every((n, i) => i === 0 || rawNewUsers[i - 1] <= n)).toBe(true);
});

test('a chart follows its filters, and a point takes a comment', async ({ page }) => {
  await login(page);
  await page.goto(COUNTRY);
  const share = section(page, '活跃用户国家占比');
  const pie = share.locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(pie).toHaveCount(1);
  const all = JSON.stringify(await chartSeries(pie));
  const answer = nextData(page, await sectionId(share));
  await pick(page, share.getByTestId('filter-platform'), 'Android');
  await answer;
  await expect.poll(async () => JSON.stringify(await chartSeries(share.getByTestId('section-chart')))).not.toBe(all);

  // The free-drag line allows comments: click its third point, write, submit; the banner shows it.
  const free = section(page, '国家自由分析');
  const line = free.locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(line).toHaveCount(1);
  await line.scrollIntoViewIfNeeded();
  const point = await line.evaluate((el) => {
    const chart = (el as unknown as { __tesseraChart: Chart }).__tesseraChart;
    const option = chart.getOption();
    const category = option.xAxis?.[0]?.data?.[2];
    const value = option.series[0].data[2];
    const [x, y] = chart.convertToPixel({ seriesIndex: 0 }, [
      2,
      typeof value === 'object' && value !== null ? (value as { value: number }).value : value,
    ]);
    return { x, y, category: String(category) };
  });
  const box = (await line.boundingBox())!;
  await page.mouse.click(box.x + point.x, box.y + point.y);
  const dialog = page.locator('.ant-modal-content').filter({ has: page.getByTestId('comment-dialog') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(point.category);
  const content = `周末活动带来的增长 ${Date.now()}`;
  await dialog.locator('textarea').fill(content);
  const added = page.waitForResponse((r) => r.url().includes('/api/comment/add'));
  await dialog.getByRole('button', { name: /提交评论/ }).click();
  const sent = sentJson<object>((await added).request());
  expect(sent).toMatchObject({ content, field_value: { dt: point.category }, url: COUNTRY, title: '国家自由分析' });
  await expect(free.getByTestId('comment-banner')).toContainText(content);
  await shot(page, 'report-country-comment');
});

test('the overview page draws all twelve sections under its global filters', async ({ page }) => {
  await login(page);
  await page.goto('/growth/engagement/overview');
  const sections = page.getByTestId('section');
  await expect(sections).toHaveCount(12);
  await expect(page.locator('[data-testid="section-chart"][data-rendered="1"]')).toHaveCount(8, { timeout: 30_000 });
  await expect(page.locator('[data-testid="section-table"][data-rendered="1"]')).toHaveCount(4);
  // The global platform filter overrides every section that has one.
  const withPlatform = page.getByTestId('section').filter({ has: page.getByTestId('filter-platform') });
  const count = await withPlatform.count();
  expect(count).toBeGreaterThan(0);
  const queries: number[] = [];
  page.on('request', (r) => {
    if (!r.url().includes('/new/data')) return;
    // Sections that ask together go in one new/data/batch call.
    const body = sentJson<ReportQuery | { queries: ReportQuery[] }>(r);
    for (const query of 'queries' in body ? body.queries : [body])
      if (JSON.stringify(query.filter_condition).includes('"android"')) queries.push(Number(query.diagram_id));
  });
  await pick(page, page.getByTestId('global-filters').getByTestId('filter-platform'), 'Android');
  await expect.poll(() => new Set(queries).size).toBeGreaterThanOrEqual(count);
  await expect(withPlatform.first().getByTestId('filter-platform').locator('.ant-select-disabled')).toHaveCount(1);
  await shot(page, 'report-overview');
});

test("a section's filters rest until reached: waking moves nothing, and a click or a key lands on the real control", async ({
  page,
}) => {
  // No idle moment comes, so every bar rests until the test reaches it.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await login(page);
  await page.goto('/growth/engagement/overview');
  await expect(page.locator('[data-testid="section-chart"][data-painted="1"]')).toHaveCount(8, { timeout: 30_000 });
  const sections = page.getByTestId('section');
  const bars = sections.getByTestId('filter-bar-search');
  await expect(bars).toHaveCount(12);
  await expect(page.locator('[data-testid="filter-bar-search"][data-resting="1"]')).toHaveCount(12);
  await expect(page.locator('.ts-section .ts-filter-bar').locator('.ant-select, .ant-picker')).toHaveCount(0);

  const bar = bars.first();
  const boxes = () =>
    bar.locator('.ts-filter-field, button').evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y, width, height];
      }),
    );
  const before = await boxes();
  const date = bar.getByTestId('filter-dt');
  await expect(date.getByTestId('resting-control')).toHaveAttribute('aria-disabled', 'true');
  const platform = bar.getByTestId('filter-platform');
  await expect(platform.getByTestId('resting-control')).toHaveText('全部');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/new/data')) asked.push(r.postData() ?? '');
  });
  // One click where the select is drawn: the pointer wakes the bar on its way, and the click opens the real select.
  const target = await platform.getByTestId('resting-control').boundingBox();
  await page.mouse.click(target!.x + target!.width / 2, target!.y + target!.height / 2);
  await expect(bar).not.toHaveAttribute('data-resting');
  expect(await boxes()).toEqual(before);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^Android$/ })
    .click();
  await expect(platform.locator('.ant-select-selection-item')).toHaveText('Android');
  await expect.poll(() => asked.some((body) => body.includes('"android"'))).toBe(true);

  // A locked field woken under the pointer says at once who sets it.
  const third = bars.nth(2);
  await third.getByTestId('filter-dt').getByTestId('resting-control').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: '由全局筛选「日期」控制' })).toBeVisible();

  // The keyboard reaches a resting select, and the real one takes the focus and opens with the arrow key.
  const second = bars.nth(1).getByTestId('filter-platform');
  await second.getByTestId('resting-control').focus();
  await expect(second.locator('.ant-select-focused')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).not.toHaveCount(0);
});

test('resting filter bars become real controls by themselves once the browser is idle', async ({ page }) => {
  await login(page);
  await page.goto('/growth/engagement/overview');
  await expect(page.getByTestId('section').getByTestId('filter-bar-search')).toHaveCount(12);
  await expect(page.locator('[data-resting="1"]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('.ts-section [data-testid="resting-control"]')).toHaveCount(0);
  await expect(page.getByTestId('section').first().locator('.ant-picker-disabled')).toHaveCount(1);
});

test("a narrow section keeps the free-drag picker's labels on one line", async ({ page }) => {
  await login(page);
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto('/growth/engagement/overview');
  const section = page.getByTestId('section').filter({ hasText: '新用户 7 日转化漏斗' });
  const labels = section.locator('.ts-chart-free-picker label');
  await expect(labels).toHaveCount(3);
  // 图表类型 beside a plain select; 指标 beside one grown to two rows of tags, which squeezed it onto two lines.
  const [type, indicator] = [await labels.first().boundingBox(), await labels.last().boundingBox()];
  expect(indicator?.height).toBe(type?.height);
});

test('a table its section holds whole does not scroll sideways; narrowed, it scrolls with its dimensions fixed', async ({
  page,
}) => {
  await login(page);
  await page.goto('/growth/engagement/overview');
  const section = page.getByTestId('section').filter({ hasText: '国家明细' });
  const table = section.getByTestId('section-table');
  await expect(table).toHaveAttribute('data-rendered', '1', { timeout: 30_000 });
  const fixed = table.locator('.ant-table-thead .ant-table-cell-fix-left');
  const content = table.locator('.ant-table-content');
  const overflow = () => content.evaluate((el) => el.scrollWidth - el.clientWidth);
  await expect(fixed).toHaveCount(0);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 900, height: 900 });
  await table.scrollIntoViewIfNeeded();
  // The date, country and platform columns stay in view while the indicators scroll under them.
  await expect(fixed).toHaveCount(3);
  await expect.poll(overflow).toBeGreaterThan(0);
  const firstHeader = table.locator('.ant-table-thead th').first();
  const before = await firstHeader.boundingBox();
  const lastHeader = table.locator('.ant-table-thead th').last();
  await expect(lastHeader).not.toBeInViewport({ ratio: 0.95 });
  await content.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(lastHeader).toBeInViewport({ ratio: 0.95 });
  expect((await firstHeader.boundingBox())?.x).toBe(before?.x);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(fixed).toHaveCount(0);
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('a big unpaged table scrolls to its last row and says how many rows are loaded', async ({ page }) => {
  await login(page);
  const result = async <T>(res: Promise<APIResponse>): Promise<T> => {
    const answer = await res;
    expect(answer.status(), answer.url()).toBe(200);
    return (await jsonOf<ApiEnvelope<T>>(answer)).result_data;
  };
  const apps = await result<{ id: number; app_key: string }[]>(page.request.get('/api/backend/app/admin/list'));
  const appId = apps.find((a) => a.app_key === 'growth')!.id;
  const connections = await result<{ id: number; name: string }[]>(
    page.request.get(`/api/customize/db-info/list?app_id=${appId}`),
  );
  const run = Date.now().toString(36);
  // Every demo user, one row each: 10,000 rows, far past the 200 a table draws without a virtual body.
  const dims = ['user_id', 'register_date', 'country', 'channel', 'user_type', 'app_version', 'platform'];
  await result(
    page.request.post('/api/customize/dataset/save-update', {
      data: {
        app_id: appId,
        key: `big_users_${run}`,
        name: `big users ${run}`,
        connection_id: connections.find((c) => c.name === 'demo')!.id,
        table_name: 'demo_users',
        data_update_mode: 1,
        columns: [
          ...dims.map((key) => ({ column_key: key, column_name: key, column_type: 0, data_type: 'varchar' })),
          { column_key: 'complete_days', column_name: 'days', column_type: 1, data_type: 'bigint', aggregate: 'SUM' },
        ],
      },
    }),
  );
  const url = `/growth/big-table-${run}`;
  const entry = await result<{ pages: { page_id: number; revision: number }[] }>(
    page.request.post('/api/templates/import', {
      data: {
        app_id: appId,
        bundle: { version: 2, name: url, pages: [{ version: 2, name: '大表', url, status: 0, sections: [] }] },
      },
    }),
  );
  const { page_id: pageId, revision } = entry.pages[0];
  const columns = [...dims, 'complete_days'].map((key) => ({
    column_key: key,
    column_name: key === 'user_id' ? '用户' : key,
    ...(key === 'user_id' ? { is_sort: 1, sort_type: 1 } : {}),
  }));
  const saved = await result<{ page: { sections: { id: number }[] } }>(
    page.request.post('/api/customize/page-diagram/page/save', {
      data: {
        page_id: pageId,
        base_revision: revision,
        document: {
          version: 2,
          name: '大表',
          sections: [
            {
              id: 'big_users',
              title: '全部用户',
              show_type: 'table',
              report_type: 1,
              data_set_id: `big_users_${run}`,
              table_config: { basic: { table_is_pagination: 0 }, columns },
            },
          ],
        },
      },
    }),
  );
  await result(
    page.request.post('/api/customize/page-diagram/online', {
      data: { page_id: pageId, diagram_id_set: [saved.page.sections[0].id] },
    }),
  );

  // The table asks for the compact shape: the keys once, each row an array.
  const answered = page.waitForResponse((r) => r.url().endsWith('/customize/page-diagram/new/data'));
  await page.goto(url);
  const answer = (await (await answered).json()) as ApiEnvelope<{ keys: string[]; rows: unknown[][] }>;
  expect(sentJson<{ compact?: number }>((await answered).request()).compact).toBe(1);
  const at = answer.result_data.keys.indexOf('user_id');
  const ids = answer.result_data.rows.map((row) => Number(row[at]));
  expect(ids).toHaveLength(10_000);

  const table = page.getByTestId('section-table');
  await expect(table.getByTestId('table-row-count')).toHaveText('已加载 10,000 行');
  const body = table.getByTestId('table-virtual-body');
  const rows = body.locator('tr.ant-table-row');
  await expect(rows.first()).toContainText(String(Math.min(...ids)));
  // Only the rows in view exist in the page.
  expect(await rows.count()).toBeLessThan(40);
  await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(rows.last()).toContainText(String(Math.max(...ids)));
  await expect(rows.last()).toBeInViewport();
  // The body's columns stay under the header's.
  const header = table.locator('.ant-table-thead th').filter({ hasText: 'platform' });
  const cell = rows.last().locator('td').nth(dims.indexOf('platform'));
  expect(Math.abs((await header.boundingBox())!.x - (await cell.boundingBox())!.x)).toBeLessThan(2);
  await shot(page, 'report-big-table');
});
