import type { Locator, Page } from '@playwright/test';
import type { ApiEnvelope, AppLookup, Entry } from '@tessera/schema/api';
import { expect, jsonOf, login, shot, test } from './helpers';

// The designer, the preview and the data service share 2 cores.
test.describe.configure({ timeout: 120_000 });

const PUSH_LIST = '/push/overview/list';

async function result<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`);
  const body = await jsonOf<ApiEnvelope<T>>(res);
  expect(res.ok(), body.message).toBe(true);
  return body.result_data;
}

/** The entry id of a demo page, found by its url in the app's menu. */
async function pageId(page: Page, url: string): Promise<number> {
  const { app_id } = await result<AppLookup>(page, `/app/lookup?url=${encodeURIComponent(url)}`);
  const entries = await result<Entry[]>(page, `/site/entries?app_id=${app_id}&share=0`);
  const find = (list: Entry[]): Entry | undefined =>
    list.map((e) => (e.url === url ? e : find(e.childs ?? []))).find(Boolean);
  return find(entries)!.id;
}

/** Opens an antd select by mouse and clicks the option showing `label`. */
async function pick(page: Page, select: Locator, label: string | RegExp) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

test('an admin adds a date filter and a linked select to a section by mouse; the preview lists server options', async ({
  page,
}) => {
  await login(page);
  const id = await pageId(page, PUSH_LIST);
  await page.goto(`/admin/config2?id=${id}`);
  const panel = page.getByTestId('filters-panel');
  // The filters have a tab of their own in the side column.
  await page.getByTestId('side-tab-filters').click();
  await expect(panel).toContainText('选中一个区块来设置它的筛选');

  await page.getByTestId('designer-section').filter({ hasText: '推送概览' }).click();
  const list = panel.getByTestId('section-filters');
  await expect(list.getByTestId('filter-item')).toHaveCount(1);

  // A date filter: the free date column of the dataset, its own operator and picker settings.
  await pick(page, list.getByTestId('section-filters-type'), '日期');
  await list.getByTestId('section-filters-add').click();
  const editor = list.getByTestId('filter-editor');
  await expect(editor.getByTestId('filter-datepicker')).toBeVisible();
  await editor.getByTestId('filter-quick-select').getByText('最近 30 天').click();

  // A select on the country, then a linked one on the platform whose parent is the country.
  await pick(page, list.getByTestId('section-filters-type'), '下拉选择');
  await list.getByTestId('section-filters-add').click();
  await pick(page, editor.getByTestId('filter-key'), '(country)');
  await editor.getByTestId('filter-name').fill('国家');
  await list.getByTestId('section-filters-add').click();
  await pick(page, editor.getByTestId('filter-key'), '(platform)');
  await editor.getByTestId('filter-name').fill('平台');
  await editor.getByTestId('filter-interlock').click();
  await expect(editor.getByTestId('filter-parent')).toContainText('国家 (country)');
  await expect(page.getByTestId('history-done').last()).toContainText('筛选 平台 的联动上级筛选已修改');

  // The parent's key changed: the linked child follows it, there and back.
  const items = list.getByTestId('filter-item');
  await items.nth(2).getByTestId('filter-open').click();
  await pick(page, editor.getByTestId('filter-key'), '(push_type)');
  await items.nth(3).getByTestId('filter-open').click();
  await expect(editor.getByTestId('filter-parent')).toContainText('国家 (push_type)');
  await items.nth(2).getByTestId('filter-open').click();
  await pick(page, editor.getByTestId('filter-key'), '(country)');
  await items.nth(3).getByTestId('filter-open').click();
  await expect(editor.getByTestId('filter-parent')).toContainText('国家 (country)');

  // The country's default value, typed in its values group: the preview opens on it.
  await items.nth(2).getByTestId('filter-open').click();
  await editor.getByTestId('filter-default').fill('cn');
  await editor.getByTestId('filter-default').blur();
  await expect(page.getByTestId('history-done').last()).toHaveText('筛选 国家 的默认值已修改');
  await shot(page, 'designer-filters-zh');

  // The preview draws the section's filter bar as edited, its options from the data service.
  await page.getByRole('tab', { name: '预览' }).click();
  // The section edited is the page's first; the others have a country filter of their own.
  const preview = page.getByTestId('designer-preview').getByTestId('section').first();
  await expect(preview).toContainText('推送概览');
  await expect(preview.getByTestId('filter-country')).toContainText('中国');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await preview.getByTestId('filter-country').locator('.ant-select').click();
  // Options are named by the dataset's display values (cn → 中国, ios → iOS).
  await expect(options.filter({ hasText: '中国' })).toBeVisible();
  await options.filter({ hasText: '中国' }).click();
  await preview.getByTestId('filter-platform').locator('.ant-select').click();
  await expect(options.filter({ hasText: 'iOS' })).toBeVisible();
  await expect(options.filter({ hasText: 'Android' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview.getByTestId('filter-sent_at')).toBeVisible();
  await shot(page, 'designer-filters-preview-zh');

  // The same panel in English.
  await page.getByRole('tab', { name: '画布' }).click();
  await page.getByTestId('lang-switch').click();
  await expect(panel).toContainText('Section filters');
  await panel.getByTestId('filter-open').first().click();
  await expect(panel.getByTestId('filter-editor')).toContainText('Date type');
  await shot(page, 'designer-filters-en');
});
