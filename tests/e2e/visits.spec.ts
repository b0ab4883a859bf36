import type { Locator, Page } from '@playwright/test';
import type { Paged, VisitPageRow } from '@tessera/schema/api';
import { expect, jsonOf, login, sentJson, shot, test } from './helpers';

type Chart = { getOption(): { series: { type: string; links?: unknown[] }[] } };

const DAILY = '/growth/retention/daily';
const section = (page: Page, title: string) => page.getByTestId('section').filter({ hasText: title });

/** The PV of a page in the "by page" table; 0 while the page has no row. */
async function pvOf(table: Locator, pageName: string): Promise<number> {
  const row = table.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: pageName });
  if ((await row.count()) === 0) return 0;
  // Columns: page, url, app, PV, UV.
  return Number((await row.first().locator('td').nth(3).innerText()).replace(/,/g, ''));
}

test('visit statistics count the visits just made, and the user flow draws them as a Sankey', async ({ page }) => {
  // Four report screens, two of them built-in pages seen for the first time (their chunks load): on a busy
  // 2-core machine that outlasts the default minute.
  test.setTimeout(120_000);
  await login(page);
  // Earlier tests visited pages too: the count before this one's visits, from the statistics call itself.
  const listed = await jsonOf<{ result_data: Paged<VisitPageRow> }>(
    await page.request.get('/api/visit/page/pv/list', { params: { page_size: 100 } }),
  );
  const before = listed.result_data.list.find((p) => p.url === DAILY)?.pv ?? 0;

  // Two visits of the daily page with another page between them, by the menu, in one session. Each navigation is
  // reported by a request of its own that nothing waits for: the statistics are opened once both have been answered,
  // or on a busy machine the second can reach the server after the statistics' query.
  let dailyRecorded = 0;
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.url().includes('/api/visit/page/url') || !response.ok()) return;
    if (sentJson<{ url: string }>(request).url === DAILY) dailyRecorded++;
  });
  await page.goto(DAILY);
  const tree = page.getByTestId('menu-tree');
  await tree.getByText('留存对比').click();
  await expect(page).toHaveURL(/\/growth\/retention\/compare$/);
  await tree.getByText('留存日报').click();
  await expect(page).toHaveURL(/\/growth\/retention\/daily$/);
  await expect(page.getByTestId('page-sections')).toBeVisible();
  await expect.poll(() => dailyRecorded).toBe(2);

  await page.goto('/visitStat');
  const byPage = section(page, '按页面').getByTestId('section-table');
  // The first view also loads the chart and table chunks.
  await expect(byPage.locator('.ant-table-tbody')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => pvOf(byPage, '留存日报')).toBeGreaterThanOrEqual(before + 2);
  await expect(section(page, '每日 PV / UV').getByTestId('section-chart')).toBeVisible();
  // The overview: the period's totals, with the visitors added or lost against the period before; and the weeks.
  const overview = section(page, '概览').getByTestId('card-item');
  await expect(overview.first()).toContainText('浏览量 PV');
  const cardValue = async (title: string) =>
    Number((await overview.filter({ hasText: title }).getByTestId('card-value').innerText()).replace(/,/g, ''));
  expect(await cardValue('浏览量 PV')).toBeGreaterThanOrEqual(before + 2);
  expect(await cardValue('访客数 UV')).toBeGreaterThanOrEqual(1);
  await expect(overview.filter({ hasText: '新增访客' }).getByTestId('card-value')).toHaveText(/^\d+$/);
  await expect(section(page, '每周 PV / UV').getByTestId('section-chart')).toBeVisible();
  await shot(page, 'visits-stat');

  // The flow of the daily page: daily → compare → daily, drawn as a Sankey, with its top path listed.
  await page.goto('/userFlow');
  const start = page.getByTestId('filter-entry_id');
  await expect(section(page, '热门路径').getByTestId('section-table')).toBeVisible();
  await start.locator('.ant-select-selector').click();
  // The options (visited pages) load as the list opens.
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^留存日报$/ })
    .click();
  await expect(start).toContainText('留存日报');
  const chart = section(page, '页面流向').getByTestId('section-chart');
  await expect
    .poll(() =>
      chart.evaluate((el) => {
        const series = (el as unknown as { __tesseraChart?: Chart }).__tesseraChart?.getOption().series[0];
        return series?.type === 'sankey' ? (series.links?.length ?? 0) : 0;
      }),
    )
    .toBeGreaterThanOrEqual(2);
  await expect(section(page, '热门路径')).toContainText('留存日报 → 留存对比 → 留存日报');
  await shot(page, 'visits-flow');
});
