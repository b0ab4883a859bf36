import { expect, test, login, shot, ADMIN_PASSWORD } from './helpers';

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('input').first().fill('admin');
  await form.locator('input[type="password"]').fill('not-the-password');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText(/用户名或密码错误/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unauthenticated visit goes to login and comes back after it', async ({ page }) => {
  await page.goto('/growth/retention/daily');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByTestId('login-form');
  await form.locator('input').first().fill('admin');
  await form.locator('input[type="password"]').fill(ADMIN_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/growth\/retention\/daily$/);
  await expect(page.getByTestId('page-frame')).toContainText('留存日报');
});

test('log in, see the shell, search the menu, open a page, switch app and language, log out', async ({ page }) => {
  await login(page);
  await shot(page, '01-home');
  await expect(page).toHaveTitle(/./);
  await expect(page.getByTestId('footer')).toContainText(`Copyright ${new Date().getFullYear()}`);

  // The home page has no sidebar; a page entry has the full shell.
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.goto('/growth/retention/daily');
  const navbar = page.getByTestId('navbar');
  const sidebar = page.getByTestId('sidebar');
  await expect(navbar).toBeVisible();
  expect((await navbar.boundingBox())?.height).toBe(40);
  expect((await sidebar.boundingBox())?.width).toBe(240);
  await expect(page).toHaveTitle('留存日报');
  await expect(page.getByTestId('page-frame')).toContainText('留存日报');
  await shot(page, '02-page-entry');

  // Menu search filters the tree by name, keeping the catalog of a match.
  const tree = page.getByTestId('menu-tree');
  await expect(tree).toContainText('用户画像');
  await page.getByTestId('menu-search').locator('input').fill('国家');
  await expect(tree).not.toContainText('用户留存');
  await expect(tree).toContainText('用户画像');
  await expect(tree).toContainText('国家分布');
  await shot(page, '03-menu-search');
  await tree.getByText('国家分布').click();
  await expect(page).toHaveURL(/\/growth\/users\/country$/);
  await expect(page).toHaveTitle('国家分布');
  await page.getByTestId('menu-search').locator('input').fill('');
  await expect(tree).toContainText('用户留存');

  // Switch app: the choice is stored, the menu is reloaded and the first page of that app opens.
  await page.getByTestId('app-switcher').click();
  const panel = page.getByTestId('app-switch-panel');
  await expect(panel).toBeVisible();
  await shot(page, '04-app-switch-panel');
  await panel.getByText('推送运营').click();
  await expect(page).toHaveURL(/\/push\/overview\/list$/);
  await expect(tree).toContainText('推送概览');
  await expect(tree).not.toContainText('用户画像');
  await page.reload();
  await expect(page.getByTestId('menu-tree')).toContainText('推送概览');

  // Language: English texts everywhere in the shell, kept after a reload.
  await page.getByTestId('lang-switch').click();
  await expect(page.getByTestId('sidebar')).toContainText(/search/i);
  await page.reload();
  await expect(page.getByTestId('footer')).toContainText('Copyright');
  await expect(page.getByTestId('navbar')).not.toContainText('退出');
  await shot(page, '05-english');
  await page.getByTestId('lang-switch').click();

  // Log out: message, then the login page; the old session no longer works.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByText('已退出登录，正在跳转')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  const info = await page.request.get('/api/user/info');
  expect(info.status()).toBe(401);
});

test('unknown paths get the not-found page', async ({ page }) => {
  await login(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/page-not-found$/);
  await shot(page, '06-not-found');
});
