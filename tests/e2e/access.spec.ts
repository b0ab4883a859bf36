import { type Page } from '@playwright/test';
import { expect, test, login, shot } from './helpers';

/** Creates a staff account through the user-management screen and returns the generated password. */
async function addUserThroughUi(page: Page, username: string, realname: string): Promise<string> {
  await page.goto('/user/user');
  await expect(page.getByTestId('user-management-page')).toBeVisible();
  await page.getByTestId('add-user').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('用户名').fill(username);
  await dialog.getByLabel('姓名').fill(realname);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const modal = page.getByTestId('password-modal');
  await expect(modal).toBeVisible();
  const password = (await modal.locator('.ts-password').innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await shot(page, '07-generated-password');
  await modal.getByRole('button').last().click();
  await expect(page.getByTestId('user-management-page')).toContainText(username);
  return password;
}

test('an admin adds a staff member, who sees no app yet and is sent to apply for a page', async ({ page, browser }) => {
  await login(page);
  const password = await addUserThroughUi(page, 'li.lei', '李雷');
  await shot(page, '08-user-management');

  const staff = await browser.newPage();
  await login(staff, 'li.lei', password);
  await expect(staff.getByTestId('home')).toContainText('你还没有加入任何应用');
  await expect(staff.getByTestId('navbar')).toContainText('李雷');
  await shot(staff, '09-staff-without-apps');

  // A link to a page he has no role for: the app lookup sends him to the access request form naming the page.
  await staff.goto('/growth/retention/daily');
  await expect(staff).toHaveURL(/\/permission\/apply\?/);
  const url = new URL(staff.url());
  expect(url.searchParams.get('permissionUrl')).toBe('/growth/retention/daily');
  expect(Number(url.searchParams.get('permissionId'))).toBeGreaterThan(0);
  expect(Number(url.searchParams.get('appId'))).toBeGreaterThan(0);
  await expect(staff.getByTestId('apply-page')).toContainText('留存日报');
  await shot(staff, '10-no-permission');

  // A hidden page cannot be applied for: info message, then home after 1.5 s.
  await staff.goto('/push/analysis/monitor');
  await expect(staff.getByText('该页面无法申请权限')).toBeVisible();
  await expect(staff).toHaveURL(/\/index$/, { timeout: 5000 });

  // The admin disables him: his next request is refused and he lands on the login page.
  await page
    .getByTestId('user-management-page')
    .getByRole('row', { name: /li\.lei/ })
    .getByText('停用')
    .click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('user-management-page').getByRole('row', { name: /li\.lei/ })).toContainText('已停用');
  await staff.reload();
  await expect(staff).toHaveURL(/\/login/);
  await staff.close();
});
