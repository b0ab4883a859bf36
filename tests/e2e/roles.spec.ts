import type { UserAddBody } from '@tessera/schema/api';
import { expect, test, login, shot, signIn } from './helpers';

const RUN = Date.now().toString(36);

test('an admin creates a role, grants it two pages and adds a user, who then sees exactly those', async ({
  page,
  browser,
}) => {
  await login(page);
  const username = `role.${RUN}`;
  const body: UserAddBody = { username, realname: '角色成员', password: 'member-password-1', is_admin: false };
  expect((await page.request.post('/api/backend/user/add', { data: body })).ok()).toBe(true);

  // The navbar's user menu leads to the role screen of the current app (增长分析).
  await page.getByTestId('user-menu').click();
  await page.getByTestId('role-management').click();
  const screen = page.getByTestId('role-screen');
  await expect(screen).toContainText('增长分析 的角色');

  const roleName = `留存读者 ${RUN}`;
  await page.getByTestId('role-add').click();
  await page.getByTestId('role-name-input').fill(roleName);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /保\s*存/ })
    .click();
  const item = page.getByTestId(`role-item-${roleName}`);
  await expect(item).toContainText('0 个页面 · 0 名成员');

  // Pages: checking leaves of a catalog leaves the catalog half-checked while one of its pages is not.
  const tree = page.getByTestId('role-pages');
  await tree.locator('.ant-tree-treenode', { hasText: '留存日报' }).locator('.ant-tree-checkbox').click();
  await expect(tree.locator('.ant-tree-checkbox-indeterminate').first()).toBeVisible();
  await tree.locator('.ant-tree-treenode', { hasText: '国家分布' }).locator('.ant-tree-checkbox').click();
  await page.getByTestId('role-pages-save').click();
  await expect(item).toContainText('2 个页面');

  // Members: the user search select finds him by his name.
  await page.getByTestId('role-tab-users').click();
  await page.getByTestId('role-member-select').click();
  await page.keyboard.type('角色成员');
  await page.locator('.ant-select-item-option', { hasText: `(${username})` }).click();
  await page.getByTestId('role-member-add').click();
  await expect(page.getByTestId('role-members').getByRole('row', { name: new RegExp(username) })).toBeVisible();
  await expect(item).toContainText('1 名成员');
  await shot(page, 'roles-zh');

  await page.getByTestId('lang-switch').click();
  await expect(screen).toContainText('Roles of');
  // Permission types: the role lets its members approve the app's access requests.
  await page.getByTestId('role-tab-types').click();
  await page.getByTestId('role-types').getByText('Approve access requests').click();
  await page.getByTestId('role-types-save').click();
  await expect(page.getByText('Permission types saved')).toBeVisible();
  await shot(page, 'roles-en');

  const member = await browser.newPage();
  await signIn(member, username, 'member-password-1');
  await member.goto('/growth/retention/daily');
  await expect(member).toHaveURL(/\/growth\/retention\/daily$/);
  // Exactly those two pages, under their catalogs.
  const menuPages = member.getByTestId('menu-tree').locator('.ant-menu-item .ts-menu-name');
  await expect(menuPages).toHaveText(['留存日报', '国家分布']);
  await member.close();
});
