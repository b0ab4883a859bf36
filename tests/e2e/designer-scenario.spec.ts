import type { Browser, Locator, Page } from '@playwright/test';
import type {
  ApiEnvelope,
  AppInfo,
  DbConnectionInfo,
  PageDraft,
  ReportData,
  RoleRecord,
  SqlExecResult,
  UserAddBody,
} from '@tessera/schema/api';
import type { FilterCondition, ReportQuery } from '@tessera/schema/dsl';
import { expect, jsonOf, login, sentJson, shot, test } from './helpers';

// The whole story in one walk, by mouse, on the demo data: slow on 2 cores (monaco, the data service).
test.describe.configure({ timeout: 300_000 });

const RUN = Date.now().toString(36);
const DATASET = '国家日活（按日期、国家、平台）';
const PAGE_NAME = `Scenario ${RUN}`;
const PAGE_URL = `/growth/scn${RUN}`;
const STAFF = { username: `scn.${RUN}`, password: 'staff-password-1' };

async function result<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const res = await response;
  const body = await jsonOf<ApiEnvelope<T>>(res);
  expect(res.ok(), `${res.url()}: ${body.message}`).toBe(true);
  return body.result_data;
}

const sectionTitles = (page: Page) => page.getByTestId('designer-section');
const historyDone = (page: Page) => page.getByTestId('history-done');
const node = (page: Page, name: string) =>
  page.getByTestId('catalog-node').filter({ has: page.locator('.ts-tree-name', { hasText: name }) });

/** The page's unsaved copy the designer keeps while it differs from the saved draft: its document as text. */
/**
 * The page's unsaved copy as kept in local storage. The designer writes it a pause after the last change and at once
 * when the page is hidden (pagehide), which is what a reload or a closed tab does first: read after one.
 */
const unsavedText = (page: Page, id: number) =>
  page.evaluate((key) => {
    window.dispatchEvent(new Event('pagehide'));
    const kept = window.localStorage.getItem(key);
    return kept ? (JSON.parse(kept) as { text: string }).text : null;
  }, `tessera.unsaved.page.${id}`);

/** Opens an antd select by mouse and clicks the option showing `label`. */
async function pick(page: Page, select: Locator, label: string | RegExp) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
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

interface DrawnChart {
  categories: string[];
  series: { type: string; data: number[] }[];
}

/** What ECharts drew in a chart element: the x axis categories and each series' values. */
const drawn = (chart: Locator) =>
  chart.evaluate((el) => {
    const option = (
      el as unknown as {
        __tesseraChart: {
          getOption(): { xAxis: { data: string[] }[]; series: { type: string; data: unknown[] }[] };
        };
      }
    ).__tesseraChart.getOption();
    const value = (d: unknown) =>
      Number(Array.isArray(d) ? d[d.length - 1] : d && typeof d === 'object' ? (d as { value: unknown }).value : d);
    return {
      categories: option.xAxis[0].data.map(String),
      series: option.series.map((s) => ({ type: s.type, data: s.data.map(value) })),
    };
  }) as Promise<DrawnChart>;

/** A query condition as SQL over the dataset's rows `d`: a date span, or one or several equal values. */
function conditionSql(condition: FilterCondition): string {
  const literal = (value: unknown) => {
    expect(String(value), JSON.stringify(condition)).toMatch(/^[\w :-]+$/);
    return `'${String(value)}'`;
  };
  expect(condition.key).toMatch(/^\w+$/);
  const column = `d.${condition.key}`;
  // A span of days comes as (the day before 23:59:59, the last day 23:59:59] (spec section 5).
  const { range } = condition;
  if (range) return `${column} > ${literal(range.start)} AND ${column} <= ${literal(range.end)}`;
  const values = condition.values ?? [condition.value];
  return `${column} IN (${values.map(literal).join(', ')})`;
}

/**
 * Daily actives and new users by country, summed over the dataset's rows that meet the conditions the chart was
 * drawn with, straight from the demo database through the admin SQL console.
 */
async function expectedByCountry(
  page: Page,
  appId: number,
  conditions: FilterCondition[],
): Promise<Map<string, [number, number]>> {
  const connections = await result<DbConnectionInfo[]>(page.request.get(`/api/customize/db-info/list?app_id=${appId}`));
  const demo = connections.find((c) => c.name === 'demo') ?? connections[0];
  const sql = `SELECT d.country, SUM(d.dau) AS dau, SUM(d.new_users) AS new_users FROM (
      SELECT e.event_date AS dt, e.country, e.platform,
        COUNT(DISTINCT e.user_id) AS dau,
        COUNT(DISTINCT CASE WHEN e.days_since_register = 0 THEN e.user_id END) AS new_users
      FROM app_events e GROUP BY e.event_date, e.country, e.platform
    ) d WHERE ${conditions.map(conditionSql).join(' AND ')} GROUP BY d.country`;
  const answer = await result<SqlExecResult>(
    page.request.post('/api/customize/sql/exec', { data: { connection_id: demo.id, sql } }),
  );
  return new Map(answer.rows.map((r) => [String(r.country), [Number(r.dau), Number(r.new_users)]]));
}

/** A staff member holding a role of the app that lists the page, and nothing else. */
async function staffWithPage(page: Page, appId: number) {
  const user: UserAddBody = { ...STAFF, realname: '场景员工', is_admin: false };
  expect((await page.request.post('/api/backend/user/add', { data: user })).ok()).toBe(true);
  const role = await result<RoleRecord>(
    page.request.post('/api/backend/role/app-add', { data: { app_id: appId, name: `场景读者 ${RUN}` } }),
  );
  await result(
    page.request.post('/api/backend/role/permission/save', { data: { role_id: role.id, urls: [PAGE_URL] } }),
  );
  await result(
    page.request.post('/api/backend/role-user/remove-or-add/one', {
      data: { role_id: role.id, username: STAFF.username, operate: 'add' },
    }),
  );
}

/** The staff member opens the page: his browser, the drawn chart and the query its data came from. */
async function staffSees(browser: Browser): Promise<{ staff: Page; chart: Locator; query: ReportQuery }> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await login(staff, STAFF.username, STAFF.password);
  const asked = staff.waitForRequest((r) => r.url().endsWith('/page-diagram/new/data'));
  await staff.goto(PAGE_URL);
  const query = sentJson<ReportQuery>(await asked);
  const chart = staff.locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(chart).toHaveCount(1, { timeout: 30_000 });
  return { staff, chart, query };
}

test('the issue story by mouse: a page made in a catalog, a bar chart with filters, undo, JSON, publish, staff', async ({
  page,
  browser,
}) => {
  await login(page);
  const apps = await result<AppInfo[]>(page.request.get('/api/backend/app/admin/list'));
  const growth = apps.find((a) => a.app_key === 'growth')!;

  // 1. A page created in a catalog of the tree opens in the designer beside it.
  await page.goto('/admin/config');
  await expect(page.getByTestId('catalog-tree')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('catalog-app')).toContainText(growth.app_name);
  await node(page, '用户画像').first().getByTestId('node-menu').click();
  await page.getByRole('menuitem', { name: /新建页面/ }).click();
  const modal = page.getByTestId('entry-modal');
  await modal.getByLabel('名称', { exact: true }).fill(PAGE_NAME);
  await modal.getByLabel('页面地址').fill(PAGE_URL);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await node(page, PAGE_NAME).click();
  const pane = page.getByTestId('page-pane');
  await expect(pane).toContainText(PAGE_NAME);
  await expect(pane.getByTestId('designer-canvas')).toContainText('页面还没有区块', { timeout: 30_000 });
  const id = Number(new URL(page.url()).searchParams.get('entry'));
  await shot(page, 'scenario-01-new-page');
  // The tree folds away to give the designer the width.
  await pane.getByTestId('tree-toggle').click();
  await expect(page.getByTestId('catalog-tree')).toBeHidden();

  // 2. A chart from the palette, bound to a dataset of the app.
  await page.getByTestId('palette-line').click();
  await expect(sectionTitles(page)).toHaveText(['折线图 1']);
  await page.getByTestId('dataset-select').click();
  await page.getByTestId('dataset-select').locator('input').fill('国家日活');
  await page.getByTitle(DATASET).click();
  await expect(page.getByTestId('field-item')).toContainText(['日期', '国家', '平台', '活跃用户', '新增用户']);

  // 3. An indicator let go over the dimension zone: refused there, in the spec's words.
  await dragField(page, '活跃用户', 'dimension');
  await expect(page.getByTestId('zone-dimension').getByTestId('zone-refusal')).toHaveText('请拖入维度');
  await expect(page.getByTestId('zone-dimension').getByTestId('zone-item')).toHaveCount(0);
  await shot(page, 'scenario-02-refused');

  // 4. A dimension and two indicators, switched to bar: the preview draws it on the demo data.
  await dragField(page, '国家', 'dimension');
  await dragField(page, '活跃用户', 'indicator');
  await dragField(page, '新增用户', 'indicator');
  await expect(page.getByTestId('zone-indicator').getByTestId('zone-item')).toHaveCount(2);
  await page.getByTestId('chart-type-2').click();
  await expect(sectionTitles(page)).toHaveText(['柱状图 1']);
  // The page was never saved: its first section previews all the same (asked under its key with the page's id).
  await expect(page.getByTestId('page-dirty')).toBeVisible();
  await page.getByRole('tab', { name: '预览' }).click();
  const previewChart = page.getByTestId('designer-preview').locator('[data-testid="section-chart"][data-rendered="1"]');
  await expect(previewChart).toHaveCount(1, { timeout: 30_000 });
  const previewed = await drawn(previewChart);
  expect(previewed.series.map((s) => s.type)).toEqual(['bar', 'bar']);
  expect(previewed.categories.length).toBeGreaterThan(2);
  await shot(page, 'scenario-03-preview');
  await page.getByRole('tab', { name: '画布' }).click();
  await page.getByTestId('page-save').click();
  await expect(page.getByTestId('page-dirty')).toHaveCount(0);

  // 5. A date filter and a select on the country with a linked one on the platform.
  await sectionTitles(page).first().click();
  await page.getByTestId('side-tab-filters').click();
  const list = page.getByTestId('filters-panel').getByTestId('section-filters');
  await pick(page, list.getByTestId('section-filters-type'), '日期');
  await list.getByTestId('section-filters-add').click();
  const editor = list.getByTestId('filter-editor');
  await expect(editor.getByTestId('filter-datepicker')).toBeVisible();
  await pick(page, list.getByTestId('section-filters-type'), '下拉选择');
  await list.getByTestId('section-filters-add').click();
  await pick(page, editor.getByTestId('filter-key'), '(country)');
  await editor.getByTestId('filter-name').fill('国家');
  await list.getByTestId('section-filters-add').click();
  await pick(page, editor.getByTestId('filter-key'), '(platform)');
  await editor.getByTestId('filter-name').fill('平台');
  await editor.getByTestId('filter-interlock').click();
  await expect(editor.getByTestId('filter-parent')).toContainText('国家 (country)');
  await expect(historyDone(page).last()).toContainText('筛选 平台 的联动上级筛选已修改');
  await expect(list.getByTestId('filter-item')).toHaveCount(3);
  await shot(page, 'scenario-04-filters');

  // 6. Ten more steps by mouse, then ten undos: the document is back byte for byte; ten redos bring the edits back.
  const steps = await historyDone(page).count();
  const before = await unsavedText(page, id);
  expect(before).toContain('"is_interlock": 1');
  const kinds = ['card', 'table', 'pie', 'funnel', 'line', 'bar', 'card', 'table', 'lineBar', 'line'];
  for (const kind of kinds) await page.getByTestId(`palette-${kind}`).click();
  await expect(historyDone(page)).toHaveCount(steps + 10);
  await expect(sectionTitles(page)).toHaveCount(11);
  const edited = await unsavedText(page, id);
  for (let i = 0; i < 10; i += 1) await page.getByTestId('designer-undo').click();
  await expect(historyDone(page)).toHaveCount(steps);
  await expect(sectionTitles(page)).toHaveText(['柱状图 1']);
  expect(await unsavedText(page, id)).toBe(before);
  for (let i = 0; i < 10; i += 1) await page.getByTestId('designer-redo').click();
  await expect(sectionTitles(page)).toHaveCount(11);
  expect(await unsavedText(page, id)).toBe(edited);
  for (let i = 0; i < 10; i += 1) await page.getByTestId('designer-undo').click();
  await expect(sectionTitles(page)).toHaveText(['柱状图 1']);
  expect(await unsavedText(page, id)).toBe(before);

  // 7. The title edited in the JSON: the canvas follows, as one step.
  await page.getByRole('tab', { name: 'JSON' }).click();
  const json = page.getByTestId('designer-json');
  await expect(json.locator('.monaco-editor')).toBeVisible({ timeout: 60_000 });
  const titleLine = json.locator('.view-line').filter({ hasText: '"title": "柱状图 1"' });
  await expect(titleLine).toHaveCount(1);
  await titleLine.getByText('柱状图 1').dblclick();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' 国家');
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'synced');
  await expect(historyDone(page).last()).toHaveText('编辑 JSON');
  await page.getByRole('tab', { name: '画布' }).click();
  await expect(sectionTitles(page)).toHaveText(['柱状图 1 国家']);
  const good = await unsavedText(page, id);
  expect(good).toContain('"title": "柱状图 1 国家"');

  // 8. Broken JSON: marked, and neither the page (its outline beside the view), the history nor the kept copy
  // change; taking the typing back leaves the page as it was.
  await page.getByRole('tab', { name: 'JSON' }).click();
  await json.locator('.view-line').filter({ hasText: '"title": "柱状图 1 国家"' }).getByText('柱状图 1 国家').click();
  await page.keyboard.press('End');
  await page.keyboard.type('{{');
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'syntax');
  await expect(json.locator('.squiggly-error').first()).toBeVisible();
  await shot(page, 'scenario-05-broken-json');
  await expect(page.getByTestId('outline-section')).toHaveText(['柱状图 1 国家']);
  await expect(historyDone(page).last()).toHaveText('编辑 JSON');
  expect(await unsavedText(page, id)).toBe(good);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('json-status')).toHaveAttribute('data-status', 'synced');
  await expect(historyDone(page).last()).toHaveText('编辑 JSON');
  expect(await unsavedText(page, id)).toBe(good);
  await page.getByRole('tab', { name: '画布' }).click();
  await expect(sectionTitles(page)).toHaveText(['柱状图 1 国家']);

  // 9. Save and publish; the page goes online from the tree.
  await page.getByTestId('page-save').click();
  await expect(page.getByTestId('page-dirty')).toHaveCount(0);
  expect(await unsavedText(page, id)).toBeNull();
  const draft = await result<PageDraft>(page.request.get(`/api/customize/page-diagram/page/draft?page_id=${id}`));
  const [section] = draft.page.sections;
  expect(section.title).toBe('柱状图 1 国家');
  expect(section.filter_config_model_list).toHaveLength(3);
  await page.getByTestId('designer-publish').click();
  await page.getByTestId('designer-publish-confirm').click();
  await expect(page.getByText('已发布：员工现在看到这一版')).toBeVisible();
  await page.getByTestId('tree-toggle').click();
  await node(page, PAGE_NAME).getByTestId('node-menu').click();
  await page.getByRole('menuitem', { name: /上线/ }).click();
  await expect(node(page, PAGE_NAME).getByTestId('status-online')).toBeVisible();
  await shot(page, 'scenario-06-published');

  // 10. A staff member granted the page through a role sees the bar chart with the database's numbers.
  await staffWithPage(page, growth.id);
  const { staff, chart, query } = await staffSees(browser);
  // The date filter's default range, and the linked select's first platform (the country select starts empty).
  expect(query.filter_condition.map((c) => c.key)).toEqual(['dt', 'platform']);
  const byCode = await expectedByCountry(page, growth.id, query.filter_condition);
  // The chart names countries by the dataset's display values (cn → 中国); the rows keep the codes.
  const answer = await result<ReportData>(page.request.post('/api/customize/page-diagram/new/data', { data: query }));
  const labels = answer.columns.find((c) => c.column_key === 'country')?.labels ?? {};
  expect(labels.cn).toBe('中国');
  const expected = new Map([...byCode].map(([code, values]) => [labels[code] ?? code, values]));
  await expect(staff.getByTestId('section')).toContainText('柱状图 1 国家');
  await expect(staff.getByTestId('filter-country')).toBeVisible();
  await expect(staff.getByTestId('filter-platform')).toBeVisible();
  const shown = await drawn(chart);
  expect(shown.series.map((s) => s.type)).toEqual(['bar', 'bar']);
  expect(new Set(shown.categories)).toEqual(new Set(expected.keys()));
  const byCountry = new Map(
    shown.categories.map((country, i) => [country, [shown.series[0].data[i], shown.series[1].data[i]]]),
  );
  expect(byCountry).toEqual(expected);
  await shot(staff, 'scenario-07-staff');
  await staff.context().close();
});
