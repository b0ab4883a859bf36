import type { Page } from '@playwright/test';
import { expect, login, shot, test } from './helpers';

const RUN = Date.now().toString(36);
const DATASET = '国家日活（按日期、国家、平台）';

/** Drags a field of the looker's list onto a zone, by mouse in small steps (dnd-kit starts after 4 px). */
async function dragField(page: Page, name: string, zone: 'dimension' | 'indicator') {
  const from = (await page.getByTestId('field-item').filter({ hasText: name }).boundingBox())!;
  const to = (await page.getByTestId(`zone-${zone}`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('an admin explores a dataset in the looker by mouse and saves the chart to a page', async ({ page }) => {
  await login(page);
  // A report page (the viewer) loads no designer chunk; the looker loads the designer's field list and zones as the
  // small shared chunk, never the designer itself.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/growth/retention/daily');
  await expect(page.getByTestId('section-table').first()).toBeVisible();
  expect(scripts.filter((url) => /\/assets\/designer-/.test(url))).toEqual([]);
  scripts.length = 0;
  await page.goto('/admin/looker/config');
  await page.getByTestId('looker-dataset').click();
  await page.getByTestId('looker-dataset').locator('input').fill('国家日活');
  await page.getByTitle(DATASET).click();
  await expect(page.getByTestId('field-item')).toContainText(['日期', '国家', '活跃用户']);
  const designer = scripts.filter((url) => /\/assets\/designer-/.test(url));
  expect(designer.map((url) => url.replace(/^.*\/assets\/(designer-[a-z]+).*$/i, '$1'))).toEqual(['designer-binding']);

  // The designer's rules: an indicator is refused by the dimension zone.
  await dragField(page, '活跃用户', 'dimension');
  await expect(page.getByTestId('zone-dimension').getByTestId('zone-refusal')).toHaveText('请拖入维度');
  await dragField(page, '国家', 'dimension');
  await dragField(page, '活跃用户', 'indicator');
  await expect(page.getByTestId('zone-indicator').getByTestId('zone-item')).toHaveText(['活跃用户']);

  // The table: one row per country, the indicator summed.
  const table = page.getByTestId('looker-view').locator('[data-testid="section-table"][data-rendered="1"]');
  await expect(table).toHaveCount(1);
  await expect(table.locator('thead')).toContainText('活跃用户');
  expect(await table.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(1);
  await shot(page, 'looker-table');

  // The chart of the visual config: bars of the picked indicator by country.
  await page.getByTestId('looker-show').getByText('图表').click();
  await page.getByTestId('looker-chart-type').click();
  await page.getByTitle('柱状图', { exact: true }).click();
  const chart = page.getByTestId('looker-view').locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(chart).toHaveCount(1);
  const types = await chart.evaluate((el) =>
    (el as unknown as { __tesseraChart: { getOption(): { series: { type: string }[] } } }).__tesseraChart
      .getOption()
      .series.map((s) => s.type),
  );
  expect(types).toEqual(['bar']);
  await shot(page, 'looker-chart');

  // Save to a new page of the app: the chart becomes a draft section there.
  await page.getByTestId('looker-save-page').click();
  await page.getByTestId('looker-page-title').fill(`国家活跃 ${RUN}`);
  await page.getByText('新建页面').click();
  await page.getByLabel('页面名称').fill(`看数页 ${RUN}`);
  await page.getByLabel('页面地址').fill(`/growth/looker${RUN}`);
  await page.getByTestId('looker-page-ok').click();
  await expect(page.getByText(`已作为草稿区块保存到页面「看数页 ${RUN}」`)).toBeVisible();
  await expect(page).toHaveURL(/lookerId=\d+/);
  const saved = page.url();

  // The page in the designer holds the chart section.
  await page.getByTestId('looker-open-designer').click();
  await expect(page).toHaveURL(/admin\/config2\?id=\d+/);
  const pageId = new URL(page.url()).searchParams.get('id');
  await expect(page.getByTestId('designer-section').filter({ hasText: `国家活跃 ${RUN}` })).toHaveCount(1);
  await shot(page, 'looker-saved-in-designer');

  // The saved config's address (?lookerId) opens it again: its zones, and its chart, the view it was saved in.
  await page.goto(saved);
  await expect(page.getByTestId('zone-dimension').getByTestId('zone-item')).toHaveText(['国家']);
  await expect(page.getByTestId('zone-indicator').getByTestId('zone-item')).toHaveText(['活跃用户']);
  await expect(page.getByTestId('looker-chart-type')).toContainText('柱状图');
  const reopened = page.getByTestId('looker-view').locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(reopened).toHaveCount(1);

  // A page named by the address (?permissionId, as a page's own explore link sends it) is the one chosen to save to.
  await page.goto(`${saved}&permissionId=${pageId}`);
  await page.getByTestId('looker-save-page').click();
  await expect(page.getByTestId('looker-page-select')).toContainText(`看数页 ${RUN} (/growth/looker${RUN})`);
});
