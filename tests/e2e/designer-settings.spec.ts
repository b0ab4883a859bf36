import type { Locator, Page } from '@playwright/test';
import type { ApiEnvelope, AppInfo, Paged, PageSearchItem } from '@tessera/schema/api';
import { expect, jsonOf, login, shot, test } from './helpers';

// Every edit goes through the real panel and the preview draws on the demo database: slower than the default.
test.describe.configure({ timeout: 120_000 });

/** The entry id of a demo page, by its url. */
async function demoPageId(page: Page, url: string): Promise<number> {
  const apps = await jsonOf<ApiEnvelope<AppInfo[]>>(await page.request.get('/api/backend/app/admin/list'));
  const growth = apps.result_data.find((a) => a.app_key === 'growth')!;
  const res = await page.request.post('/api/customize/catalog/page/search', {
    data: { app_id: growth.id, search_content: url },
  });
  const found = await jsonOf<ApiEnvelope<Paged<PageSearchItem>>>(res);
  return found.result_data.list.find((p) => p.url === url)!.id;
}

const settings = (page: Page) => page.getByTestId('settings-panel');
const row = (page: Page, pointer: string) => page.getByTestId(`setting-${pointer}`);
const historyDone = (page: Page) => page.getByTestId('history-done');

/** Picks an option of an antd select in a settings row, from its open dropdown. */
async function choose(page: Page, pointer: string, option: string) {
  await row(page, pointer).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

/** The ECharts option the preview drew for the section of that title. */
async function drawnOption(page: Page, title: string) {
  const chart = page
    .getByTestId('designer-preview')
    .getByTestId('section')
    .filter({ hasText: title })
    .locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(chart).toHaveCount(1);
  const option = await chart.evaluate((el) =>
    (
      el as unknown as {
        __tesseraChart: {
          getOption(): { legend: { show: boolean }[]; series: { label?: { show?: boolean; position?: string } }[] };
        };
      }
    ).__tesseraChart.getOption(),
  );
  return { option, height: (await chart.boundingBox())!.height };
}

/** Drags a table column's handle onto another column's row, in small steps as a hand would. */
async function dragColumn(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 6, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 2, { steps: 12 });
  await page.mouse.up();
}

test('an admin sets a chart and a table of a demo page by mouse and sees the preview follow', async ({ page }) => {
  await login(page);
  const id = await demoPageId(page, '/growth/retention/daily');
  await page.goto(`/admin/config2?id=${id}`);
  // The settings have a tab of their own in the side column, beside the data binding and the filters.
  await page.getByTestId('side-tab-settings').click();
  await expect(settings(page)).toContainText('选中一个区块来设置它');

  // The chart: legend off, values shown above the first series' points, a taller chart.
  await page.getByTestId('designer-section').filter({ hasText: '留存率趋势' }).click();
  await expect(settings(page).getByRole('tab')).toHaveText(['图表', '表格']);
  await settings(page).getByText('图例', { exact: true }).click();
  await row(page, '/chart_config/legend/show').getByRole('switch').click();
  await settings(page).getByText('系列', { exact: true }).click();
  await settings(page).getByTestId('series-title').first().click();
  await row(page, '/chart_config/series/0/label/show').getByRole('switch').click();
  await choose(page, '/chart_config/series/0/label/position', '上方');
  const height = row(page, '/chart_config/height').getByRole('textbox');
  await height.fill('520');
  await height.blur();
  await expect(historyDone(page)).toHaveText([
    '区块 留存率趋势 的显示图例改为 关',
    '区块 留存率趋势 的系列 次日留存率：显示数值改为 开',
    '区块 留存率趋势 的系列 次日留存率：数值位置改为 上方',
    '区块 留存率趋势 的高度改为 520',
  ]);

  // A height that is neither a number nor auto is refused at the field, naming it; nothing is stored.
  await height.fill('520px');
  await expect(page.getByTestId('height-refusal')).toHaveText(
    '图表高度必须是数字、数字字符串或 "auto"（实际为 "520px"）',
  );
  await expect(historyDone(page)).toHaveCount(4);
  await shot(page, 'designer-settings-chart');
  await height.fill('520');
  await height.blur();
  await expect(page.getByTestId('height-refusal')).toHaveCount(0);
  await expect(historyDone(page)).toHaveCount(4);

  await page.getByRole('tab', { name: '预览' }).click();
  await expect
    .poll(async () => {
      const { option, height: drawn } = await drawnOption(page, '留存率趋势');
      return [option.legend[0].show, option.series[0].label?.show, option.series[0].label?.position, drawn];
    })
    .toEqual([false, true, 'top', 520]);
  await shot(page, 'designer-settings-chart-preview');

  // The zoom (on in this template): the window the chart opens at dragged to its latter half, the bar only; the
  // preview opens there.
  await page.getByRole('tab', { name: '画布' }).click();
  await settings(page).getByText('缩放条', { exact: true }).click();
  const zoom = page.getByTestId('setting-data-zoom-window');
  await expect(page.getByTestId('setting-data-zoom').getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await zoom.scrollIntoViewIfNeeded();
  const rail = (await zoom.locator('.ant-slider-rail').boundingBox())!;
  const handle = (await zoom.locator('.ant-slider-handle').first().boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(rail.x + rail.width / 2, rail.y + rail.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(historyDone(page).last()).toHaveText('区块 留存率趋势 的初始显示范围改为 50–100 %');
  await choose(page, 'data-zoom-controls', '仅缩放条');
  await expect(historyDone(page).last()).toHaveText('区块 留存率趋势 的缩放方式改为 仅缩放条');
  await shot(page, 'designer-settings-zoom');
  await page.getByRole('tab', { name: '预览' }).click();
  await expect
    .poll(async () => {
      const { option } = await drawnOption(page, '留存率趋势');
      const zooms = (option as unknown as { dataZoom: { type: string; start: number; end: number }[] }).dataZoom;
      return zooms.map((z) => [z.type, z.start, z.end]);
    })
    .toEqual([['slider', 50, 100]]);
  await page.getByTestId('setting-data-zoom-reset').click();
  await expect(historyDone(page).last()).toHaveText('区块 留存率趋势 的初始显示范围改为 0–100 %');
  // The three zoom steps undone: the chart as the rest of the test expects it.
  for (let i = 0; i < 3; i++) await page.getByTestId('designer-undo').click();
  await expect(historyDone(page)).toHaveCount(4);

  // The table: a column renamed, one hidden, one dragged to the front.
  await page.getByRole('tab', { name: '画布' }).click();
  await page.getByTestId('designer-section').filter({ hasText: '留存明细' }).click();
  await expect(settings(page).getByRole('tab')).toHaveText(['表格']);
  const columns = settings(page).getByTestId('table-column');
  const named = (name: string) => columns.filter({ has: page.locator(`input[value="${name}"]`) });
  await named('国家').getByTestId('column-name').fill('国家/地区');
  await named('国家/地区').getByTestId('column-name').blur();
  await named('平台').getByTestId('column-shown').click();
  await dragColumn(page, named('新增用户').getByTestId('column-handle'), named('日期'));
  await expect(columns.getByTestId('column-name').first()).toHaveValue('新增用户');
  await expect(historyDone(page).last()).toHaveText('调整表格列 新增用户 的顺序');
  await expect(historyDone(page)).toHaveText([
    '区块 留存率趋势 的显示图例改为 关',
    '区块 留存率趋势 的系列 次日留存率：显示数值改为 开',
    '区块 留存率趋势 的系列 次日留存率：数值位置改为 上方',
    '区块 留存率趋势 的高度改为 520',
    '表格列 国家 的列名改为 国家/地区',
    '表格列 平台 的默认显示改为 关',
    '调整表格列 新增用户 的顺序',
  ]);
  await shot(page, 'designer-settings-table');

  await page.getByRole('tab', { name: '预览' }).click();
  const headers = page
    .getByTestId('designer-preview')
    .getByTestId('section')
    .filter({ hasText: '留存明细' })
    .locator('.ant-table-thead th.ant-table-cell');
  await expect(headers.first()).toHaveText('新增用户');
  await expect(headers.nth(1)).toHaveText('日期');
  await expect(headers.nth(2)).toHaveText('国家/地区');
  await expect(headers.filter({ hasText: '平台' })).toHaveCount(0);
  await shot(page, 'designer-settings-table-preview');

  // The cards: one indicator each, as a summary or a single filtered value.
  await page.getByRole('tab', { name: '画布' }).click();
  await page.getByTestId('designer-section').filter({ hasText: '留存概览' }).click();
  await expect(settings(page).getByRole('tab')).toHaveText(['指标卡']);
  await expect(settings(page).getByTestId('card-title')).toHaveText([
    '新增用户',
    '日均次日留存率',
    '日均 7 日留存率',
    '日均 30 日留存率',
  ]);
  await settings(page).getByTestId('card-title').first().click();
  await expect(row(page, '/card_info_models/0/aggregate')).toContainText('SUM');
  await shot(page, 'designer-settings-cards');
  await page.getByRole('tab', { name: '预览' }).click();

  // Undo takes the reorder back, and the preview follows.
  await page.keyboard.press('Control+z');
  await expect(headers.first()).toHaveText('日期');

  // In English.
  await page.getByTestId('lang-switch').click();
  await page.getByRole('tab', { name: 'Canvas' }).click();
  await page.getByTestId('designer-section').filter({ hasText: '留存率趋势' }).click();
  await expect(settings(page)).toContainText('Compare by');
  await settings(page).getByText('Legend', { exact: true }).click();
  await expect(row(page, '/chart_config/legend/type')).toContainText('Legend style');
  await shot(page, 'designer-settings-chart-en');
  await page.getByTestId('designer-section').filter({ hasText: '留存明细' }).click();
  await shot(page, 'designer-settings-table-en');
});
