import type { Locator, Page } from '@playwright/test';
import type { ApiEnvelope, AppInfo, CatalogEntry, DatasetSummary, PageDraft, Paged } from '@tessera/schema/api';
import type { Page as PageDocument } from '@tessera/schema/dsl';
import { expect, jsonOf, login, shot, test } from './helpers';

// Monaco's first download and every save go through the real server: slower than the default on 2 cores.
test.describe.configure({ timeout: 150_000 });

const RUN = Date.now().toString(36);
const DATASET = '国家日活（按日期、国家、平台）';

async function result<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const res = await response;
  const body = await jsonOf<ApiEnvelope<T>>(res);
  expect(res.ok(), `${res.url()}: ${body.message}`).toBe(true);
  return body.result_data;
}

/** A page in the growth demo app holding one saved bar chart of daily actives by country: answers its id. */
async function chartPage(page: Page, name: string): Promise<number> {
  const apps = await result<AppInfo[]>(page.request.get('/api/backend/app/admin/list'));
  const growth = apps.find((a) => a.app_key === 'growth')!;
  const datasets = await result<Paged<DatasetSummary>>(
    page.request.post('/api/customize/dataset/list', {
      data: { app_id: growth.id, search_content: '', page_model: { page: 1, page_size: 1000 } },
    }),
  );
  const dataset = datasets.list.find((d) => d.name === DATASET)!;
  const entry = await result<CatalogEntry>(
    page.request.post('/api/customize/catalog/add-or-update', {
      data: { app_id: growth.id, catalog_or_page: 2, name: `JSON 页 ${RUN}-${name}`, url: `/growth/json${RUN}${name}` },
    }),
  );
  const document = {
    version: 2,
    name: `JSON 页 ${name}`,
    display: 1,
    global_filters: [],
    layout: { items: [{ section_id: 'sales', x: 0, y: 0, w: 12, h: 8 }] },
    sections: [
      {
        id: 'sales',
        title: 'Sales',
        data_set_id: dataset.id,
        report_type: 2,
        column_config_model_list: [
          { column_key: 'country', column_name: '国家', column_type: 0, selected: 1, is_index: 0 },
          { column_key: 'dau', column_name: '活跃用户', column_type: 1, aggregate: 'SUM', selected: 1, is_index: 1 },
        ],
        chart_config: {
          config_type: 2,
          chart_compare_type: 1,
          have_chart: 1,
          series: [{ name_way: 'manual', name: '活跃用户', type: 'bar', field: 'dau', fe_tag_is_selected: 1 }],
          height: 320,
        },
      },
    ],
  };
  await result<PageDraft>(
    page.request.post('/api/customize/page-diagram/page/save', {
      data: { page_id: entry.id, document, base_revision: 0 },
    }),
  );
  return entry.id;
}

const json = (page: Page) => page.getByTestId('designer-json');
const jsonLine = (page: Page, text: string) => json(page).locator('.view-line').filter({ hasText: text });
const sectionTitles = (page: Page) => page.getByTestId('designer-section');

/**
 * Puts the cursor at the end of the JSON line holding `text` by keyboard: the editor's find (Ctrl+F, the text, Enter,
 * Esc leaves the match selected), then End. Monaco draws only the lines in view, so a click could miss the line.
 */
async function cursorAtEndOf(page: Page, text: string) {
  await json(page).locator('.view-lines').click();
  await page.keyboard.press('Control+f');
  const find = json(page).locator('.find-widget textarea, .find-widget input').first();
  await expect(find).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await expect(json(page).locator('.find-widget .matchesCount')).toHaveText(/^1 of 1$/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('End');
  await expect(jsonLine(page, text)).toHaveCount(1);
}

const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(r.url());
  });
  return scripts;
};
/** The editor itself (not its 2 kB lazy loader): its views chunk and its workers. */
const isMonaco = (url: string) => /\/assets\/monaco-(monacoViews|editor\.worker|json\.worker|jsonMode)/.test(url);
const isDesigner = (url: string) => /\/assets\/designer-/.test(url);

/** Opens the JSON tab and waits for the editor to show the section titled `title`. */
async function openJsonTab(page: Page, title = 'Sales'): Promise<Locator> {
  await page.getByRole('tab', { name: 'JSON' }).click();
  const editor = json(page).locator('.monaco-editor');
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await expect(jsonLine(page, `"title": "${title}"`)).toHaveCount(1);
  return editor;
}

test('an admin edits the page as JSON by keyboard: canvas follows, broken JSON loses nothing, undo, publish', async ({
  page,
}) => {
  await login(page);
  const id = await chartPage(page, 'a');
  await page.goto(`/admin/config2?id=${id}`);
  await expect(sectionTitles(page)).toHaveText(['Sales']);
  await openJsonTab(page);

  // A valid edit: the canvas shows it, as one step of the history.
  await cursorAtEndOf(page, '"title": "Sales"');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' trend');
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'synced');
  await expect(page.getByTestId('history-done')).toHaveText(['编辑 JSON']);
  await page.getByRole('tab', { name: '画布' }).click();
  await expect(sectionTitles(page)).toHaveText(['Sales trend']);
  await expect(page.getByTestId('page-dirty')).toBeVisible();

  // A syntax error: marked, and the page stays as it was.
  await openJsonTab(page, 'Sales trend');
  await cursorAtEndOf(page, '"title": "Sales trend"');
  await page.keyboard.type(',');
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'syntax');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'synced');

  // Structure broken (a number made true): the marker sits at the field, the step count and the canvas stay.
  await cursorAtEndOf(page, '"report_type": 2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('true');
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'invalid');
  await expect(json(page).locator('.squiggly-error').first()).toBeVisible();
  await expect(page.getByTestId('history-done')).toHaveText(['编辑 JSON']);
  const textProblem = page.getByTestId('designer-problem').filter({ hasText: '/sections/0/report_type' });
  await expect(textProblem).toContainText('JSON');
  await shot(page, 'designer-json-invalid-zh');
  await page.getByRole('tab', { name: '画布' }).click();
  await expect(sectionTitles(page)).toHaveText(['Sales trend']);
  // Back in the JSON tab, the broken text is still there with its error; the page never took it.
  await page.getByRole('tab', { name: 'JSON' }).click();
  await expect(jsonLine(page, '"report_type": true')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'invalid');
  await expect(json(page).locator('.squiggly-error').first()).toBeVisible();
  await expect(textProblem).toContainText('JSON');
  await expect(page.getByTestId('history-done')).toHaveText(['编辑 JSON']);
  await page.getByRole('tab', { name: '画布' }).click();
  await expect(sectionTitles(page)).toHaveText(['Sales trend']);

  // Undo restores the title; the JSON view shows the document as it is now.
  await page.getByTestId('designer-undo').click();
  await expect(sectionTitles(page)).toHaveText(['Sales']);
  await expect(page.getByTestId('page-dirty')).toHaveCount(0);
  await page.getByTestId('designer-redo').click();
  await expect(sectionTitles(page)).toHaveText(['Sales trend']);
  await openJsonTab(page, 'Sales trend');

  // The cursor in the section's JSON selects it; a semantic error goes to the problems panel, whose click jumps back.
  await cursorAtEndOf(page, '"column_key": "dau"');
  await expect(page.getByTestId('designer-delete')).toBeEnabled();
  const problems = page.getByTestId('designer-problem');
  await expect(problems).toHaveCount(0);
  await cursorAtEndOf(page, '"column_type": 1');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0');
  await expect(problems.filter({ hasText: '请拖入维度' })).toHaveCount(1);
  await shot(page, 'designer-json-problems-zh');
  // A click on the problem selects the field's value in the JSON: typing replaces it.
  await problems.filter({ hasText: '请拖入维度' }).click();
  await expect(json(page).locator('.monaco-editor.focused')).toHaveCount(1);
  await page.keyboard.type('1');
  await expect(problems).toHaveCount(0);
  await expect(jsonLine(page, '"column_type": 1,')).toHaveCount(1);

  // Save, then publish through the online call: staff see the edited chart.
  await page.getByTestId('page-save').click();
  await expect(page.getByTestId('page-dirty')).toHaveCount(0);
  const online = page.waitForRequest((r) => r.url().endsWith('/customize/page-diagram/online'));
  await page.getByTestId('designer-publish').click();
  await page.getByTestId('designer-publish-confirm').click();
  const sent = (await online).postDataJSON() as { page_id: number; diagram_id_set: number[] };
  expect(sent.page_id).toBe(id);
  expect(sent.diagram_id_set).toHaveLength(1);
  await expect(page.getByText('已发布：员工现在看到这一版')).toBeVisible();
  const published = await result<PageDocument>(
    page.request.get(`/api/customize/page-diagram/list-with-page?pageId=${id}`),
  );
  expect(published.sections.map((s) => s.title)).toEqual(['Sales trend']);

  // Preview as staff: the page with its drafts, in a new tab.
  const popup = page.waitForEvent('popup');
  await page.getByTestId('preview-as-staff').click();
  const staffView = await popup;
  await expect(staffView).toHaveURL(/[?&]preview=1/);
  await expect(staffView.getByTestId('section')).toHaveCount(1);
  await staffView.close();
});

test('code mode shows the JSON beside the live preview, in zh and en', async ({ page }) => {
  await login(page);
  const id = await chartPage(page, 'b');
  // The editor's completion and hover come from the published page schema, fetched from our own server.
  const schema = page.waitForResponse((r) => r.url().endsWith('/schemas/page.json'), { timeout: 60_000 });
  await page.goto(`/admin/config3?id=${id}`);
  await expect(json(page).locator('.monaco-editor')).toBeVisible({ timeout: 60_000 });
  expect((await schema).ok()).toBe(true);
  await jsonLine(page, '"report_type": 2').getByText('"report_type"').hover();
  await expect(page.locator('.monaco-hover').filter({ hasText: /\S/ }).first()).toBeVisible();
  const preview = page.getByTestId('designer-preview');
  await expect(preview.getByTestId('section')).toHaveCount(1);
  await expect(preview.locator('canvas').first()).toBeVisible();

  // The preview follows a JSON edit once it settles.
  await cursorAtEndOf(page, '"title": "Sales"');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' live');
  await expect(preview.getByTestId('section')).toContainText('Sales live');

  // A new chart without fields: its validation messages stand in for its chart, the other section keeps its own.
  await page.getByTestId('palette-line').click();
  await expect(preview.getByTestId('section')).toHaveCount(2);
  const invalid = preview.getByTestId('section').filter({ hasText: '折线图 1' });
  await expect(invalid.getByTestId('section-status')).toContainText('区块配置有误，修正后显示图表');
  await expect(invalid.getByTestId('section-status')).toContainText('/chart_config/config_type');
  await expect(
    preview.getByTestId('section').filter({ hasText: 'Sales live' }).locator('canvas').first(),
  ).toBeVisible();
  await shot(page, 'designer-code-zh');
  await page.getByTestId('designer-undo').click();
  await expect(preview.getByTestId('section')).toHaveCount(1);

  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('json-status')).toHaveText('The JSON matches the canvas');
  await expect(page.getByTestId('designer-problems')).toContainText('No problems');
  await shot(page, 'designer-code-en');
});

test('a report page never downloads the designer or monaco; the designer loads monaco only for its JSON view', async ({
  page,
}) => {
  await login(page);
  const id = await chartPage(page, 'c');
  const scripts = scriptsOf(page);
  await page.goto('/growth/retention/daily');
  await expect(page.getByTestId('section').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => isDesigner(url) || /monaco/.test(url))).toEqual([]);

  await page.goto(`/admin/config2?id=${id}`);
  await expect(sectionTitles(page)).toHaveText(['Sales']);
  await page.waitForLoadState('networkidle');
  expect(scripts.some(isDesigner)).toBe(true);
  expect(scripts.filter(isMonaco)).toEqual([]);

  await openJsonTab(page);
  expect(scripts.some(isMonaco)).toBe(true);
});
