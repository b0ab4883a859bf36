import type { Locator, Page, Request } from '@playwright/test';
import type { ReportQuery } from '@tessera/schema/dsl';
import { expect, test, signIn, sentJson, shot } from './helpers';

/** 国家分布: its dataset maps the country codes to names (templates/country.json, display_values). */
const COUNTRY = '/growth/users/country';
const NAMES = ['中国', '美国', '印度', '印度尼西亚', '巴西', '日本'];
const CODES = ['cn', 'us', 'in', 'id', 'br', 'jp'];

type Chart = {
  getOption(): {
    legend?: { data?: unknown[] }[];
    series: { data: unknown[] }[];
    xAxis?: { data?: unknown[] }[];
    yAxis?: { data?: unknown[] }[];
  };
};

const section = (page: Page, title: string) => page.getByTestId('section').filter({ hasText: title });
const queryOf = (request: Request) => sentJson<ReportQuery>(request);
const drawn = (s: Locator) => s.locator('[data-testid="section-chart"][data-rendered="1"]');
const optionOf = (chart: Locator) =>
  chart.evaluate((el) => {
    const option = (el as unknown as { __tesseraChart: Chart }).__tesseraChart.getOption();
    const names = (data: unknown[] | undefined) =>
      (data ?? []).map((d) => (typeof d === 'object' && d !== null ? (d as { name: string }).name : String(d)));
    return {
      legend: names(option.legend?.[0]?.data),
      slices: names(option.series[0]?.data),
      categories: names([...(option.xAxis?.[0]?.data ?? []), ...(option.yAxis?.[0]?.data ?? [])]),
    };
  });
const countryCells = async (table: Locator) =>
  (await table.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()).map((t) => t.trim());

test('国家分布 shows country names, not codes, in its table, pie and ranking; the filter still sends codes', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(COUNTRY);

  // The table: names where the rows hold codes.
  const detail = section(page, '国家明细');
  const table = detail.getByTestId('section-table');
  await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const shown = await countryCells(table);
  expect(shown.length).toBeGreaterThan(0);
  for (const cell of shown) expect(NAMES).toContain(cell);

  // The pie: its slices and legend name the countries.
  const share = section(page, '活跃用户国家占比');
  await expect(drawn(share)).toHaveCount(1);
  const pie = await optionOf(drawn(share));
  expect(pie.legend).toContain('中国');
  expect(pie.slices).toContain('中国');
  for (const name of [...pie.legend, ...pie.slices]) expect(CODES).not.toContain(name);

  // The ranking's category axis too.
  const rank = section(page, '国家排行');
  await expect(drawn(rank)).toHaveCount(1);
  const bars = await optionOf(drawn(rank));
  expect(bars.categories).toContain('中国');
  for (const name of bars.categories) expect(CODES).not.toContain(name);
  await shot(page, 'labels-country-zh');

  // The table's country filter offers the same names and sends the code.
  const answer = page.waitForResponse(
    (r) =>
      r.url().includes('/customize/page-diagram/new/data') &&
      queryOf(r.request()).filter_condition.some((c) => c.key === 'country'),
  );
  await detail.getByTestId('filter-country').locator('.ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^中国$/ })
    .click();
  const sent = queryOf((await answer).request()).filter_condition.find((c) => c.key === 'country');
  expect(sent).toMatchObject({ operator: 'eq', value: 'cn' });
  await expect.poll(async () => new Set(await countryCells(table))).toEqual(new Set(['中国']));

  // English: the interface changes, and so do the section's title and the data's names, to the page's and the
  // dataset's English texts. The section is found by its id: its title is no longer 国家明细.
  const detailId = await detail.getAttribute('data-section-id');
  const detailEn = page.locator(`[data-testid="section"][data-section-id="${detailId}"]`);
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('lang-switch')).toBeVisible();
  await expect(detailEn).toContainText('Country details');
  const tableEn = detailEn.getByTestId('section-table');
  await expect.poll(async () => new Set(await countryCells(tableEn))).toEqual(new Set(['China']));
  await expect(detailEn.getByRole('button', { name: /Reset/ })).toBeVisible();
  // From the top, without the switch's tooltip: a full-page shot of a scrolled page repeats the fixed header.
  await page.mouse.move(720, 600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await shot(page, 'labels-country-en');
});
