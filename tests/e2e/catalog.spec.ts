import type { Locator, Page } from '@playwright/test';
import type { ApiEnvelope, AppInfo, CatalogEntry, UserAddBody } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { expect, jsonOf, login, shot, test, signIn } from './helpers';

// Two workers share one server: this file works in an app of its own, named uniquely, and never touches the
// demo apps' pages that the other files read.
const RUN = Date.now().toString(36);

async function addApp(page: Page): Promise<AppInfo> {
  const res = await page.request.post('/api/backend/app/add', {
    data: { app_name: `目录测试 ${RUN}`, app_key: `cat${RUN}`, sort: 9000 },
  });
  expect(res.ok()).toBe(true);
  return (await jsonOf<ApiEnvelope<AppInfo>>(res)).result_data;
}

async function catalogTree(page: Page, appId: number): Promise<CatalogEntry[]> {
  const res = await page.request.get(`/api/customize/catalog/list?app_id=${appId}`);
  return (await jsonOf<ApiEnvelope<CatalogEntry[]>>(res)).result_data;
}

async function childNames(page: Page, appId: number, catalog: string): Promise<string[] | undefined> {
  return (await catalogTree(page, appId)).find((e) => e.name === catalog)?.childs.map((e) => e.name);
}

async function result<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const res = await response;
  const body = await jsonOf<ApiEnvelope<T>>(res);
  expect(res.ok(), body.message).toBe(true);
  return body.result_data;
}

/** Gives a page a published section: a page goes online only with valid sections (the designer is another issue). */
async function addPublishedSection(page: Page, pageId: number) {
  const section = await result<Section>(
    page.request.post('/api/customize/page-diagram/add/one', { data: { page_id: pageId, section: { title: '说明' } } }),
  );
  await result(
    page.request.post('/api/customize/page-diagram/online', {
      data: { diagram_id_set: [section.id], page_id: pageId },
    }),
  );
}

const node = (page: Page, name: string) =>
  page.getByTestId('catalog-node').filter({ has: page.locator('.ts-tree-name', { hasText: name }) });

/** Opens a node's menu and picks an action. */
async function nodeAction(page: Page, name: string, action: RegExp) {
  await node(page, name).getByTestId('node-menu').click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function fillEntryModal(page: Page, name: string) {
  const modal = page.getByTestId('entry-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('名称', { exact: true }).fill(name);
  return modal;
}

/**
 * Drags a row by its handle onto the centre of `target`: a press, a few small moves past dnd-kit's activation
 * distance, then steps to the target (STACK.md).
 */
/** The handles are disabled while a save and its reload run; a drag or key on a disabled handle is lost. */
const idle = (page: Page) => expect(page.getByTestId('catalog-tree')).toHaveAttribute('aria-busy', 'false');

async function dragOnto(page: Page, row: Locator, target: Locator) {
  await idle(page);
  const handle = await row.getByTestId('drag-handle').boundingBox();
  const goal = await target.boundingBox();
  if (!handle || !goal) throw new Error('row not on screen');
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 4; i += 1) await page.mouse.move(x, y + i * 3);
  await page.mouse.move(x, goal.y + goal.height / 2, { steps: 15 });
  await page.mouse.move(x, goal.y + goal.height / 2 + 1);
  await page.mouse.up();
}

const rowNames = (page: Page) => page.getByTestId('catalog-node').locator('.ts-tree-name').allInnerTexts();

test('the workbench sidebar and home are for admins; database config is entered from the index only', async ({
  page,
  browser,
}) => {
  await login(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('workbench-link').click();
  await expect(page).toHaveURL(/\/config$/);
  const sidebar = page.getByTestId('workbench-sidebar');
  expect((await sidebar.boundingBox())?.width).toBe(240);
  await expect(page.getByTestId('workbench-home')).toContainText('回收站');
  await shot(page, 'catalog-01-workbench-home');

  await sidebar.getByText('回收站').click();
  await expect(page).toHaveURL(/\/admin\/recycleBin$/);
  await expect(sidebar.locator('.ant-menu-item-selected')).toContainText('回收站');
  await expect(page.getByTestId('recycle-bin')).toBeVisible();

  // The sidebar collapses like the staff one.
  await sidebar.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toHaveCount(0);
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('workbench-sidebar')).toBeVisible();

  // From a workbench page (or a fresh load) database config gives way to the first workbench page...
  await page.goto('/admin/database/config');
  await expect(page).toHaveURL(/\/admin\/config$/);
  // ...and from the index it shows.
  await page.goto('/index');
  await expect(page.getByTestId('home')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin/database/config');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('database-config')).toBeVisible();
  await expect(page.getByTestId('workbench-sidebar')).toBeVisible();
  await shot(page, 'catalog-02-database-config');

  // Staff get the no-permission page and never download the workbench.
  const staffName = `wb.${RUN}`;
  const body: UserAddBody = {
    username: staffName,
    realname: '工作台访客',
    password: 'staff-password-1',
    is_admin: false,
  };
  expect((await page.request.post('/api/backend/user/add', { data: body })).ok()).toBe(true);
  const staff = await browser.newPage();
  const chunks: string[] = [];
  staff.on('request', (r) => {
    if (/\/assets\/(CatalogConfig|WorkbenchHome|WorkbenchSidebar|RecycleBin)/.test(r.url())) chunks.push(r.url());
  });
  await signIn(staff, staffName, 'staff-password-1');
  await staff.goto('/admin/config');
  await expect(staff).toHaveURL(/\/permission\/no-permission\?permissionUrl=%2Fadmin%2Fconfig/);
  await staff.goto('/admin/recycleBin');
  await expect(staff.getByTestId('no-permission')).toBeVisible();
  expect(chunks).toEqual([]);
  await staff.close();
});

test('an admin builds a catalog by mouse: create, drag, sort, online, delete and recover', async ({ page }) => {
  // A long walk through the product, by mouse, beside another worker.
  test.setTimeout(150_000);
  await login(page);
  const app = await addApp(page);
  await page.goto('/admin/config');
  // The first visit loads the workbench and renderer chunks while the other worker is busy too.
  await expect(page.getByTestId('catalog-tree')).toBeVisible({ timeout: 30_000 });

  // The app of the tree is switched in the panel.
  await page.getByTestId('catalog-app').click();
  await page.locator('.ant-select-item-option', { hasText: app.app_name }).click();
  await expect(page.getByTestId('catalog-tree')).toContainText('当前应用还没有目录和页面');

  // Two catalogs at the top level.
  for (const name of ['Alpha', 'Beta']) {
    await page.getByTestId('catalog-add').click();
    await page.getByRole('menuitem', { name: '新建顶级目录' }).click();
    const modal = await fillEntryModal(page, name);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(node(page, name)).toBeVisible();
  }

  // A level-A page in Alpha: its url is suggested from the name.
  await nodeAction(page, 'Alpha', /新建页面/);
  let modal = await fillEntryModal(page, 'Sales Daily');
  await expect(modal.getByLabel('页面地址')).toHaveValue(`/cat${RUN}/sales-daily`);
  await modal.getByText('A 级', { exact: true }).click();
  await shot(page, 'catalog-03-new-page');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  const sales = node(page, 'Sales Daily');
  await expect(sales).toHaveAttribute('aria-level', '2');
  await expect(sales.locator('.ts-danger-icon')).toBeVisible();
  await expect(sales.getByTestId('status-offline')).toBeVisible();

  // And one in Beta to sort against.
  await nodeAction(page, 'Beta', /新建页面/);
  modal = await fillEntryModal(page, 'Beta Page');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(node(page, 'Beta Page')).toBeVisible();
  expect(await rowNames(page)).toEqual(['Alpha', 'Sales Daily', 'Beta', 'Beta Page']);
  await shot(page, 'catalog-04-tree');

  // Drag Sales Daily onto Beta Page: it moves into Beta, after it.
  await dragOnto(page, sales, node(page, 'Beta Page'));
  await expect(page.getByText('已移动')).toBeVisible();
  await expect.poll(() => rowNames(page)).toEqual(['Alpha', 'Beta', 'Beta Page', 'Sales Daily']);
  // The tree moves at once; the server's order follows the save, so wait for it.
  await expect.poll(() => childNames(page, app.id, 'Beta')).toEqual(['Beta Page', 'Sales Daily']);

  // Then above it.
  await dragOnto(page, node(page, 'Sales Daily'), node(page, 'Beta Page'));
  await expect.poll(() => rowNames(page)).toEqual(['Alpha', 'Beta', 'Sales Daily', 'Beta Page']);
  await expect.poll(() => childNames(page, app.id, 'Beta')).toEqual(['Sales Daily', 'Beta Page']);
  await shot(page, 'catalog-05-after-drag');

  // The keyboard sorts too: space picks the row up, an arrow moves it, space drops it.
  // Each key waits for the result of the last (picked up, then the announced move), so a busy browser cannot drop
  // before the move.
  const announced = page.locator('[id^="DndLiveRegion"]');
  const handle = node(page, 'Sales Daily').getByTestId('drag-handle');
  await idle(page);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(announced).toContainText('「Sales Daily」移到「Beta Page」的位置');
  await page.keyboard.press('Space');
  await expect.poll(() => rowNames(page)).toEqual(['Alpha', 'Beta', 'Beta Page', 'Sales Daily']);
  await expect.poll(() => childNames(page, app.id, 'Beta')).toEqual(['Beta Page', 'Sales Daily']);

  // Search keeps the matches and their catalogs.
  await page.getByPlaceholder('搜索目录和页面').fill('sales');
  await expect.poll(() => rowNames(page)).toEqual(['Beta', 'Sales Daily']);
  await page.getByPlaceholder('搜索目录和页面').fill('');
  await expect.poll(() => rowNames(page)).toEqual(['Alpha', 'Beta', 'Beta Page', 'Sales Daily']);

  // In-charge users of both pages at once.
  await node(page, 'Sales Daily').getByRole('checkbox').check();
  await node(page, 'Beta Page').getByRole('checkbox').check();
  await page.getByTestId('batch-bar').getByRole('button', { name: '批量设置负责人' }).click();
  const charge = page.getByTestId('charge-modal');
  await charge.getByLabel('开发负责人').click();
  await page.locator('.ant-select-item-option', { hasText: '(admin)' }).click();
  await charge.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已为 2 个页面设置负责人')).toBeVisible();
  const beta = (await catalogTree(page, app.id)).find((e) => e.name === 'Beta');
  expect(beta?.childs.map((e) => e.develop_charge_username)).toEqual(['admin', 'admin']);

  // Who can see a page, and why: admins.
  await nodeAction(page, 'Sales Daily', /谁能看到/);
  await expect(page.getByTestId('viewers-modal').getByRole('row', { name: /admin/ })).toContainText('管理员');
  await page.getByTestId('viewers-modal').getByRole('button', { name: 'Close' }).click();

  // Online: refused while the page has no section, with the server's words...
  await nodeAction(page, 'Sales Daily', /上线/);
  await expect(page.getByText('上线需要有效的区块 id：该页面还没有区块')).toBeVisible();
  await expect(node(page, 'Sales Daily').getByTestId('status-offline')).toBeVisible();
  // ...then, with one, marked in the tree, and in the staff menu without the offline tag.
  const salesId = Number(await node(page, 'Sales Daily').getAttribute('data-node-id'));
  await addPublishedSection(page, salesId);
  await nodeAction(page, 'Sales Daily', /上线/);
  await expect(node(page, 'Sales Daily').getByTestId('status-online')).toBeVisible();
  await node(page, 'Sales Daily').click();
  await expect(page.getByTestId('page-pane')).toContainText('Sales Daily');
  // The chosen page opens in the designer, its saved section on the canvas.
  await expect(page.getByTestId('page-pane').getByTestId('designer-section')).toHaveText(['说明']);
  await shot(page, 'catalog-06-page-pane');
  await page.getByTestId('page-pane').getByRole('tab', { name: '页面信息' }).click();
  await expect(page.getByTestId('page-details')).toContainText('已上线');
  await page.getByTestId('page-pane').getByRole('button', { name: '打开页面' }).click();
  const menu = page.getByTestId('menu-tree');
  const menuItem = menu.getByRole('menuitem', { name: /Sales Daily/ });
  await expect(menuItem).toBeVisible();
  await expect(menuItem).not.toContainText('已下线');
  await expect(menuItem.locator('.ts-danger-icon')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Beta Page/ })).toContainText('已下线');
  await shot(page, 'catalog-07-staff-menu');

  // Delete it to the bin, find it there, recover it.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('workbench-link').click();
  await page.getByTestId('workbench-sidebar').getByText('页面配置').click();
  await expect(node(page, 'Sales Daily')).toBeVisible();
  await nodeAction(page, 'Sales Daily', /删除/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(node(page, 'Sales Daily')).toHaveCount(0);

  await page.getByTestId('workbench-sidebar').getByText('回收站').click();
  const bin = page.getByTestId('recycle-bin');
  await bin.getByPlaceholder('按名称搜索').fill('Sales Daily');
  await bin.getByPlaceholder('按名称搜索').press('Enter');
  const row = bin.getByRole('row', { name: /Sales Daily/ });
  await expect(row).toContainText('页面');
  await expect(row).toContainText(app.app_name);
  await expect(row).toContainText('admin');
  await shot(page, 'catalog-08-bin');
  await row.getByTestId('bin-recover').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('「Sales Daily」已恢复')).toBeVisible();
  await expect(bin.getByRole('row', { name: /Sales Daily/ })).toHaveCount(0);

  await page.getByTestId('workbench-sidebar').getByText('页面配置').click();
  await expect.poll(() => rowNames(page)).toEqual(['Alpha', 'Beta', 'Beta Page', 'Sales Daily']);
});
