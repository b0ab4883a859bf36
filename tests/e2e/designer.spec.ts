import type { Page } from '@playwright/test';
import type { ApiEnvelope, AppInfo, CatalogEntry, PageDraft, PageSaveBody } from '@tessera/schema/api';
import { expect, jsonOf, login, sentJson, shot, test } from './helpers';

// Every drag goes through the real grid and each save through the server: slower than the default on 2 cores.
test.describe.configure({ timeout: 120_000 });

// This file works in an app of its own, so no other file sees its pages.
const RUN = Date.now().toString(36);

async function result<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const res = await response;
  const body = await jsonOf<ApiEnvelope<T>>(res);
  expect(res.ok(), body.message).toBe(true);
  return body.result_data;
}

/** A new, empty page in a new app: answers its id. */
async function newPage(page: Page, name: string): Promise<number> {
  const app = await result<AppInfo>(
    page.request.post('/api/backend/app/add', {
      data: { app_name: `设计器 ${RUN}-${name}`, app_key: `dsg${RUN}${name}`, sort: 9100 },
    }),
  );
  const entry = await result<CatalogEntry>(
    page.request.post('/api/customize/catalog/add-or-update', {
      data: { app_id: app.id, catalog_or_page: 2, name: `设计页 ${name}`, url: `/dsg${RUN}${name}/page` },
    }),
  );
  return entry.id;
}

const draftOf = (page: Page, id: number) =>
  result<PageDraft>(page.request.get(`/api/customize/page-diagram/page/draft?page_id=${id}`));

const sectionTitles = (page: Page) => page.getByTestId('designer-section');
const historyDone = (page: Page) => page.getByTestId('history-done');
const historyUndone = (page: Page) => page.getByTestId('history-undone');

/** Drags a section by its title bar by (dx, dy) pixels, in small steps as a hand would; `before` runs before letting go. */
async function dragTitle(page: Page, title: string, dx: number, dy: number, before?: () => Promise<void>) {
  const handle = page.getByTestId('designer-section').filter({ hasText: title }).locator('.ts-designer-drag');
  const box = (await handle.boundingBox())!;
  const x = box.x + 20;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 5, { steps: 3 });
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  if (before) await before();
  await page.mouse.up();
}

const placeOf = async (page: Page, title: string) => {
  const box = (await page.getByTestId('designer-section').filter({ hasText: title }).boundingBox())!;
  return { x: Math.round(box.x), y: Math.round(box.y) };
};

test('an admin builds a page in the designer by mouse: add, delete, move, undo, redo, cancel, save', async ({
  page,
}) => {
  await login(page);
  const id = await newPage(page, 'a');
  await page.goto(`/admin/config2?id=${id}`);
  await expect(page.getByTestId('designer-canvas')).toContainText('页面还没有区块');
  await expect(page.getByTestId('page-designer')).toBeVisible();
  // A new page is a collapse report; the sections are laid out on the kanban board.
  await page.getByTestId('designer-display').getByText('看板').click();

  // A chart with no fields yet: the server refuses the save, names the field, and nothing is lost.
  await page.getByTestId('palette-line').click();
  await expect(sectionTitles(page)).toHaveText(['折线图 1']);
  await page.getByTestId('page-save').click();
  const refused = page.getByTestId('designer-problem').filter({ hasText: '服务器' });
  await expect(refused.filter({ hasText: '/sections/0/chart_config/config_type' }).first()).toBeVisible();
  await expect(sectionTitles(page)).toHaveText(['折线图 1']);
  await expect(page.getByTestId('page-dirty')).toBeVisible();

  // Selected by a click, deleted by the Delete key.
  await sectionTitles(page).first().click();
  await page.keyboard.press('Delete');
  await expect(sectionTitles(page)).toHaveCount(0);

  await page.getByTestId('palette-card').click();
  await page.getByTestId('palette-card').click();
  await expect(sectionTitles(page)).toHaveText(['指标卡 1', '指标卡 2']);

  // The second card sits under the first; dragged up and to the right it lands beside it: one step.
  const firstAt = await placeOf(page, '指标卡 1');
  const secondAt = await placeOf(page, '指标卡 2');
  expect(secondAt.y).toBeGreaterThan(firstAt.y);
  const canvas = (await page.getByTestId('designer-canvas').boundingBox())!;
  await dragTitle(page, '指标卡 2', canvas.width / 2, firstAt.y - secondAt.y);
  const steps = [
    '页面显示方式改为看板',
    '添加区块 折线图 1',
    '删除区块 折线图 1',
    '添加区块 指标卡 1',
    '添加区块 指标卡 2',
    '移动区块 指标卡 2',
  ];
  await expect(historyDone(page)).toHaveText(steps);
  await expect.poll(async () => (await placeOf(page, '指标卡 2')).y).toBe(firstAt.y);
  await shot(page, 'designer-canvas');

  // Undo and redo by keyboard.
  await page.keyboard.press('Control+z');
  await expect(historyUndone(page)).toHaveText(['移动区块 指标卡 2']);
  await expect.poll(async () => (await placeOf(page, '指标卡 2')).y).toBe(secondAt.y);
  await page.keyboard.press('Control+Shift+z');
  await expect(historyUndone(page)).toHaveCount(0);
  await expect.poll(async () => (await placeOf(page, '指标卡 2')).y).toBe(firstAt.y);

  // Esc during a drag: the card goes back and no step is left.
  const before = await placeOf(page, '指标卡 1');
  await dragTitle(page, '指标卡 1', 0, 300, () => page.keyboard.press('Escape'));
  await expect.poll(() => placeOf(page, '指标卡 1')).toEqual(before);
  await expect(historyDone(page)).toHaveCount(steps.length);

  // Save sends the document and the steps' descriptions; the server's draft has both cards, side by side.
  const saved = page.waitForRequest((r) => r.url().includes('/page/save'));
  await page.getByTestId('page-save').click();
  expect(sentJson<PageSaveBody>(await saved).descriptions).toEqual(steps);
  await expect(page.getByTestId('page-dirty')).toHaveCount(0);
  const draft = await draftOf(page, id);
  expect(draft.page.sections.map((s) => s.title)).toEqual(['指标卡 1', '指标卡 2']);
  const [first, second] = draft.page.layout!.items;
  expect(first).toMatchObject({ x: 0, y: 0, w: 4, h: 4 });
  expect(second).toMatchObject({ y: 0, w: 4, h: 4 });
  expect(second.x).toBeGreaterThanOrEqual(4);

  // The preview draws the page as edited with the real renderer.
  await page.getByRole('tab', { name: '预览' }).click();
  await expect(page.getByTestId('designer-preview').getByTestId('section')).toHaveCount(2);
  await shot(page, 'designer-preview');
});

test('a report page never downloads the designer; the designer route does, in either language', async ({ page }) => {
  await login(page);
  const id = await newPage(page, 'b');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/growth/retention/daily');
  await expect(page.getByTestId('section').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/assets\/designer-/.test(url))).toEqual([]);

  await page.goto(`/admin/config2?id=${id}`);
  await expect(page.getByTestId('page-designer')).toBeVisible();
  expect(scripts.some((url) => /\/assets\/designer-/.test(url))).toBe(true);

  // In English, the designer's own texts follow the app's language.
  await page.getByTestId('lang-switch').click();
  await page.getByTestId('palette-lineBar').click();
  await expect(historyDone(page)).toHaveText(['Add section Line-bar (two y axes) 1']);
  await expect(sectionTitles(page)).toHaveText(['Line-bar (two y axes) 1']);
  await shot(page, 'designer-en');
});

/** A new, empty page in the growth demo app, whose datasets the data panel then offers: answers its id. */
async function growthPage(page: Page, name: string): Promise<number> {
  const apps = await result<AppInfo[]>(page.request.get('/api/backend/app/admin/list'));
  const growth = apps.find((a) => a.app_key === 'growth')!;
  const entry = await result<CatalogEntry>(
    page.request.post('/api/customize/catalog/add-or-update', {
      data: { app_id: growth.id, catalog_or_page: 2, name: `设计页 ${RUN}-${name}`, url: `/growth/dsg${RUN}${name}` },
    }),
  );
  return entry.id;
}

/** Drags a field of the data panel's list onto a zone, by mouse in small steps (dnd-kit starts after 4 px). */
async function dragField(page: Page, name: string, zone: 'dimension' | 'indicator') {
  const from = (await page.getByTestId('field-item').filter({ hasText: name }).boundingBox())!;
  const to = (await page.getByTestId(`zone-${zone}`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

const DATASET = '国家日活（按日期、国家、平台）';

test('an admin binds a chart to a dataset by mouse: refused drop, fields, chart type, preview with data', async ({
  page,
}) => {
  await login(page);
  const id = await growthPage(page, 'c');
  await page.goto(`/admin/config2?id=${id}`);
  await page.getByTestId('palette-line').click();
  await expect(sectionTitles(page)).toHaveText(['折线图 1']);

  // The list is virtual: typing narrows it to the one wanted.
  await page.getByTestId('dataset-select').click();
  await page.getByTestId('dataset-select').locator('input').fill('国家日活');
  await page.getByTitle(DATASET).click();
  await expect(page.getByTestId('field-item')).toContainText(['日期', '国家', '平台', '活跃用户', '新增用户']);

  // An indicator let go over the dimension zone is refused there, in the spec's words; nothing changes.
  await dragField(page, '活跃用户', 'dimension');
  await expect(page.getByTestId('zone-dimension').getByTestId('zone-refusal')).toHaveText('请拖入维度');
  await expect(page.getByTestId('zone-dimension').getByTestId('zone-item')).toHaveCount(0);
  await shot(page, 'designer-data-refused');

  await dragField(page, '国家', 'dimension');
  await expect(page.getByTestId('zone-refusal')).toHaveCount(0);
  await dragField(page, '活跃用户', 'indicator');
  await dragField(page, '新增用户', 'indicator');
  await expect(page.getByTestId('zone-dimension').getByTestId('zone-item')).toHaveText(['国家']);
  await expect(page.getByTestId('zone-indicator').getByTestId('zone-item')).toHaveCount(2);

  // Two indicators: the pie is greyed out; the bar is taken.
  await expect(page.getByTestId('chart-type-3')).toHaveAttribute('data-allowed', 'false');
  await page.getByTestId('chart-type-2').click();
  await expect(page.getByTestId('chart-type-2').getByRole('button')).toHaveClass(/ant-btn-primary/);
  // The title was still the scaffold's: it follows the new type.
  await expect(sectionTitles(page)).toHaveText(['柱状图 1']);
  const steps = [
    '添加区块 折线图 1',
    `区块 折线图 1 使用数据集 ${DATASET}`,
    '添加维度 国家',
    '添加指标 活跃用户',
    '添加指标 新增用户',
    '区块 折线图 1 改为柱状图',
  ];
  await expect(historyDone(page)).toHaveText(steps);
  await shot(page, 'designer-data-panel');

  const saved = page.waitForRequest((r) => r.url().includes('/page/save'));
  await page.getByTestId('page-save').click();
  expect(sentJson<PageSaveBody>(await saved).descriptions).toEqual(steps);
  await expect(page.getByTestId('page-dirty')).toHaveCount(0);
  const [section] = (await draftOf(page, id)).page.sections;
  expect(section.column_config_model_list!.map((c) => [c.column_key, c.column_type])).toEqual([
    ['country', 0],
    ['dau', 1],
    ['new_users', 1],
  ]);
  expect(section.chart_config!.config_type).toBe(2);

  // The preview draws the bar chart on the demo database's rows.
  await page.getByRole('tab', { name: '预览' }).click();
  const chart = page.getByTestId('designer-preview').locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(chart).toHaveCount(1);
  const series = () =>
    chart.evaluate((el) =>
      (
        el as unknown as { __tesseraChart: { getOption(): { series: { type: string; data: unknown[] }[] } } }
      ).__tesseraChart
        .getOption()
        .series.map((s) => [s.type, JSON.stringify(s.data)]),
    );
  const drawn = await series();
  expect(drawn.map(([type, data]) => [type, data.length > 2])).toEqual([
    ['bar', true],
    ['bar', true],
  ]);
  await shot(page, 'designer-data-preview');

  // An unsaved change of a saved section shows in the preview: counted rows instead of summed users.
  await page.getByRole('tab', { name: '画布' }).click();
  await sectionTitles(page).first().click();
  await page.getByTestId('aggregate-dau').click();
  await page.getByTitle('COUNT', { exact: true }).click();
  await expect(historyDone(page)).toHaveText(['指标 活跃用户 的聚合方式改为COUNT']);
  await page.getByRole('tab', { name: '预览' }).click();
  await expect(chart).toHaveCount(1);
  await expect.poll(async () => (await series())[0][1]).not.toBe(drawn[0][1]);
  expect((await series())[1]).toEqual(drawn[1]);

  await page.getByTestId('lang-switch').click();
  await page.getByRole('tab', { name: 'Canvas' }).click();
  await sectionTitles(page).first().click();
  await expect(page.getByTestId('data-panel')).toContainText('Values');
  await shot(page, 'designer-data-panel-en');
});
