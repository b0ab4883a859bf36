import type { Entry, RoleRecord, UserAddBody } from '@tessera/schema/api';
import type { Page } from '@playwright/test';
import { expect, jsonOf, login, shot, test, signIn } from './helpers';

const RUN = Date.now().toString(36);
const PASSWORD = 'member-password-1';

/** The id of every entry of the app's tree, by name (the admin's share=1 tree holds every online entry). */
async function entryIds(page: Page, appId: number): Promise<Map<string, number>> {
  const tree = await jsonOf<{ result_data: Entry[] }>(
    await page.request.get(`/api/site/entries?app_id=${appId}&share=1`),
  );
  const ids = new Map<string, number>();
  const walk = (list: Entry[]) => list.forEach((e) => (ids.set(e.name, e.id), walk(e.childs ?? [])));
  walk(tree.result_data);
  return ids;
}

test('a sharer shares pages through the tri-state tree; the user sees them, and a level-A page waits for approval', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000); // three people, two languages, a download
  // Setting up: the sharer holds the operators' role (page_can_share); the recipient holds one page already.
  await login(page);
  const add = async (username: string, realname: string) => {
    const body: UserAddBody = { username, realname, password: PASSWORD, is_admin: false };
    expect((await page.request.post('/api/backend/user/add', { data: body })).ok()).toBe(true);
  };
  const sharerName = `sharer.${RUN}`;
  const recipientName = `friend.${RUN}`;
  await add(sharerName, '分享人');
  await add(recipientName, '同事甲');
  const apps = await jsonOf<{ result_data: { id: number; app_key: string }[] }>(
    await page.request.get('/api/backend/app/list'),
  );
  const growth = apps.result_data.find((a) => a.app_key === 'growth')!.id;
  const roles = await jsonOf<{ result_data: RoleRecord[] }>(
    await page.request.get(`/api/backend/role/list?app_id=${growth}`),
  );
  const operators = roles.result_data.find((r) => r.name === '增长分析-运营')!;
  await page.request.post('/api/backend/role-user/remove-or-add/one', {
    data: { role_id: operators.id, username: sharerName, operate: 'add' },
  });
  const ids = await entryIds(page, growth);
  await page.request.post('/api/customize/catalog/add-or-remove/permission/user', {
    data: { id: ids.get('播放量 VV'), username: recipientName, action: 'add' },
  });

  // The sharer opens the share tool in the sidebar.
  const sharer = await browser.newPage();
  await signIn(sharer, sharerName, PASSWORD);
  await sharer.goto('/growth/retention/daily');
  await sharer.getByTestId('share-tool').click();
  const modal = sharer.getByTestId('share-modal');
  await expect(modal).toBeVisible();
  // Nothing picked: the spec's two messages.
  await modal.getByTestId('share-submit').click();
  await expect(modal.getByText('请选择分享用户')).toBeVisible();
  await expect(modal.getByText('请选择分享页面')).toBeVisible();

  // The recipient, found by his name through the user search select.
  await modal.getByTestId('share-users').click();
  await sharer.keyboard.type('同事甲');
  await sharer.locator('.ant-select-item-option', { hasText: recipientName }).click();
  await sharer.keyboard.press('Escape');
  await expect(modal.getByText('请选择分享用户')).toHaveCount(0);
  const node = (name: string) =>
    modal.locator('.ant-tree-treenode', { has: sharer.getByTestId(`share-node-${ids.get(name)}`) });
  // The page he holds already is disabled and labelled.
  await expect(node('播放量 VV')).toContainText('已有权限');
  await expect(node('播放量 VV')).toHaveClass(/ant-tree-treenode-disabled/);
  // Checking the catalog checks the pages he does not hold yet; a level-A page makes its catalog half-checked.
  await node('活跃与使用').locator('.ant-tree-checkbox').click();
  await expect(node('周报').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(node('入口数据').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(node('播放量 VV').locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  await expect(node('活跃与使用').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await node('用户转化').locator('.ant-tree-checkbox').click();
  await expect(node('用户画像').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await expect(node('用户转化')).toContainText('A');
  // The tree is at most 500 px high and scrolls beyond (this app's 17 rows fit).
  const tree = modal.getByTestId('share-tree');
  const box = await tree.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(500);
  expect(await tree.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).overflowY])).toEqual([
    '500px',
    'auto',
  ]);
  await shot(sharer, 'share-modal-zh');

  // One share however fast the clicks come; the server's message is shown.
  const sent: string[] = [];
  sharer.on('request', (r) => r.url().includes('/api/share/pages') && sent.push(r.url()));
  await modal.getByTestId('share-submit').dblclick();
  await expect(
    sharer.getByText('分享完成：新开通 2 项，1 个 A 级页面已提交审批，0 项已有权限或已在审批中'),
  ).toBeVisible();
  await expect(modal).toHaveCount(0);
  expect(sent).toHaveLength(1);

  // The same modal in English, with the held pages now marked for him.
  await sharer.getByTestId('lang-switch').click();
  await sharer.getByTestId('share-tool').click();
  await modal.getByTestId('share-users').click();
  await sharer.keyboard.type(recipientName);
  await sharer.locator('.ant-select-item-option', { hasText: recipientName }).click();
  await sharer.keyboard.press('Escape');
  await expect(node('周报')).toContainText('already has permission');
  await expect(node('入口数据')).toContainText('already has permission');
  await shot(sharer, 'share-modal-en');
  await sharer.close();

  // The recipient sees the shared pages at once; the level-A page is a request waiting for approval.
  const friend = await browser.newPage();
  await signIn(friend, recipientName, PASSWORD);
  await friend.goto('/growth/engagement/vv');
  const menu = friend.getByTestId('menu-tree');
  await expect(menu).toContainText('周报');
  await expect(menu).toContainText('入口数据');
  await expect(menu).not.toContainText('用户转化');
  await friend.goto('/growth/engagement/weekly');
  await expect(friend).toHaveURL(/\/growth\/engagement\/weekly$/);
  await friend.goto('/permission/apply');
  const request = friend.getByTestId('my-requests').getByRole('row', { name: /用户转化/ });
  await expect(request).toContainText('待审批');
  // Opened in his name by the sharer, who the flow names.
  await request.getByTestId('request-flow').click();
  await expect(friend.getByTestId('approval-step-apply')).toContainText('分享人');
  await friend.close();

  // The page's permission users say why he sees it, and who is in charge of (approves for) it.
  await page.goto('/admin/config');
  await page.getByPlaceholder('搜索目录和页面').fill('周报');
  const weekly = page.getByTestId('catalog-node').filter({ has: page.locator('.ts-tree-name', { hasText: /^周报$/ }) });
  await weekly.getByTestId('node-menu').click();
  await page.getByRole('menuitem', { name: /谁能看到/ }).click();
  const viewers = page.getByTestId('viewers-modal');
  await expect(viewers.getByRole('row', { name: new RegExp(recipientName) })).toContainText(`${sharerName} 分享`);
  await expect(viewers.getByRole('row', { name: /^分享人/ })).toContainText('角色：增长分析-运营');
  await shot(page, 'share-viewers-zh');
  await viewers.getByRole('button', { name: 'Close' }).click();

  // The admin's user permission list says how he holds each page, in both languages, and downloads as CSV.
  await page.goto('/user/permission');
  const list = page.getByTestId('permission-list');
  await list.getByTestId('permission-user-search').fill(recipientName);
  await list.getByTestId('permission-search').click();
  await expect(list.getByTestId('permission-via-share')).toHaveCount(2);
  await expect(list.getByTestId('permission-via-user')).toHaveCount(1);
  await expect(list.getByTestId('permission-via-share').first()).toContainText(`${sharerName} 分享`);
  await shot(page, 'permission-list-zh');
  const saving = page.waitForEvent('download');
  await list.getByTestId('permission-download').click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^用户权限列表_\d{4}-\d{2}-\d{2}\.csv$/);
  await page.getByTestId('lang-switch').click();
  await expect(list.getByTestId('permission-via-share').first()).toContainText(`Shared by ${sharerName}`);
  await shot(page, 'permission-list-en');
});
