import type { Page } from '@playwright/test';
import type { ApiEnvelope, AppInfo, GlobalSelectOptionRecord, Paged } from '@tessera/schema/api';
import { expect, jsonOf, login, shot, test } from './helpers';

// The shared server is read by other files too: everything made here carries a name of its own.
const RUN = Date.now().toString(36);

/** The workbench home through the user menu, then one of its entries: clicks within the app, no reload. */
async function openFromWorkbench(page: Page, entry: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('workbench-link').click();
  await page.getByTestId('workbench-home').getByText(entry, { exact: true }).click();
}

async function switchToEnglish(page: Page) {
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('lang-switch')).toContainText('中');
}

test('a global select option is added by pasting three lines; a repeated value is caught in the grid', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page);
  // A test host says so in the navbar (the e2e server runs with DEPLOY_VARIANT=test).
  await expect(page.getByTestId('deploy-variant')).toHaveText('测试环境');
  await openFromWorkbench(page, '选项管理');
  const screen = page.getByTestId('options-manage');
  await expect(screen).toContainText('选项管理');
  await screen.getByTestId('option-add').click();

  const form = page.getByTestId('select-option-form');
  await form.getByLabel('键').fill(`country_${RUN}`);
  await form.getByLabel('名称').fill(`国家 ${RUN}`);
  await form.getByTestId('values-paste').click();
  const dialog = page.getByTestId('paste-dialog');
  // What a spreadsheet puts on the clipboard: cells separated by tabs, one row per line.
  await page.evaluate(() => navigator.clipboard.writeText('中国\tCN\n美国\tUS\n中国大陆\tCN\n'));
  await dialog.getByTestId('paste-text').click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(dialog.getByTestId('paste-count')).toHaveText('识别出 3 行');
  await expect(dialog).toContainText('其中 1 个值与现有值或彼此重复');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();

  const grid = form.getByTestId('values-editor');
  await expect(grid.getByTestId('values-count')).toHaveText('3 个值');
  await expect(grid.getByTestId('values-duplicates')).toContainText('有重复的值：CN');
  await expect(grid.locator('tr.ts-values-duplicate')).toHaveCount(1);
  await shot(page, 'manage-01-options-paste-duplicate');
  // Fix the repeat in place: the third row's value.
  const third = grid.locator('tr.ts-values-duplicate').getByLabel('值');
  await third.click();
  await third.fill('HK');
  await expect(grid.getByTestId('values-duplicates')).toHaveCount(0);

  const saved = page.waitForResponse((r) => r.url().includes('/global-select-config/add-or-update'));
  await page.getByRole('button', { name: /保\s*存/ }).click();
  expect((await saved).ok()).toBe(true);
  const row = screen.locator('tr', { hasText: `country_${RUN}` });
  await expect(row).toContainText('中国 · CN');
  await expect(row).toContainText('本应用');

  // Saved in the current app (the demo's first, 增长分析) with the values as fixed in the grid.
  const apps = (await jsonOf<ApiEnvelope<AppInfo[]>>(await page.request.get('/api/backend/app/list'))).result_data;
  const growth = apps.find((a) => a.app_key === 'growth');
  const listed = await page.request.post('/api/customize/common/global-select-config/list', {
    data: { app_id: growth?.id, search_content: `country_${RUN}` },
  });
  const [record] = (await jsonOf<ApiEnvelope<Paged<GlobalSelectOptionRecord>>>(listed)).result_data.list;
  expect(record).toMatchObject({
    app_id: growth?.id,
    values: [
      { name: '中国', value: 'CN' },
      { name: '美国', value: 'US' },
      { name: '中国大陆', value: 'HK' },
    ],
  });
  await shot(page, 'manage-02-options-list');

  await switchToEnglish(page);
  await expect(screen).toContainText('Select options');
  await row.getByTestId('option-edit').click();
  await expect(page.getByTestId('values-count')).toHaveText('3 values');
  await shot(page, 'manage-03-options-edit-en');
});

test('an app added in app management shows in the app switcher; its announcement is edited', async ({ page }) => {
  await login(page);
  await openFromWorkbench(page, '应用管理');
  const screen = page.getByTestId('app-manage');
  await screen.getByTestId('app-add').click();
  const form = page.getByTestId('app-form');
  await form.getByLabel('应用名称').fill(`运营看板 ${RUN}`);
  // The key rules are checked before anything is sent.
  await form.getByLabel('应用 key').fill(`Ops ${RUN}`);
  await expect(form).toContainText('只能包含小写字母、数字和 -');
  await form.getByLabel('应用 key').fill(`ops-${RUN}`);
  await form.getByLabel('排序').fill('9100');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  const row = screen.locator('tr', { hasText: `ops-${RUN}` });
  await expect(row).toContainText(`运营看板 ${RUN}`);

  await row.getByTestId('app-announcement').click();
  const announcement = page.getByTestId('announcement-modal');
  await announcement.getByRole('textbox').fill('本周五 18:00 起系统维护一小时');
  await expect(announcement.locator('.ts-announcement-preview')).toHaveText('本周五 18:00 起系统维护一小时');
  await announcement.getByRole('button', { name: /保\s*存/ }).click();
  await expect(announcement).toHaveCount(0);

  await page.getByTestId('app-switcher').click();
  const panel = page.getByTestId('app-switch-panel');
  await expect(panel).toContainText(`运营看板 ${RUN}`);
  // The screenshot waits for the panel's opening animation.
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await shot(page, 'manage-04-app-switcher');
  // Leaving the switcher without a choice goes to the home page (spec section 2).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/index$/);

  // Delete sends the app to the recycle bin (the other files' switcher stays as it was).
  await openFromWorkbench(page, '应用管理');
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
});

test('the workbench counts; the chart query finds sections by chart type; the report query lists pages', async ({
  page,
}) => {
  await login(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('workbench-link').click();
  const home = page.getByTestId('workbench-home');
  await expect(page.getByTestId('workbench-figures')).toContainText('已上线页面');
  await expect(page.getByTestId('workbench-recent').locator('.ts-recent-item').first()).toBeVisible();
  await shot(page, 'manage-05-workbench-home');

  await home.getByText('图表查询', { exact: true }).click();
  const query = page.getByTestId('chart-query');
  await expect(query.locator('tr.ant-table-row').first()).toBeVisible();
  await query.getByLabel('图表类型').click();
  await page.locator('.ant-select-dropdown').getByText('折线图', { exact: true }).click();
  const searched = page.waitForResponse((r) => r.url().includes('/customize/page-diagram/search'));
  await query.getByRole('button', { name: /查\s*询/ }).click();
  await searched;
  const types = await query.locator('tr.ant-table-row td:nth-child(2)').allInnerTexts();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types)).toEqual(new Set(['折线图']));
  await shot(page, 'manage-06-chart-query');

  await openFromWorkbench(page, '报表查询');
  const pages = page.getByTestId('report-query');
  await expect(pages.locator('tr.ant-table-row').first()).toBeVisible();
  await switchToEnglish(page);
  await expect(pages).toContainText('Report query');
  await shot(page, 'manage-07-report-query-en');
});
