import { expect, test, login, shot } from './helpers';

test('inside a host page the navbar is hidden; from an outer site the sidebar too', async ({ page }) => {
  await login(page);
  // A same-origin host page, as a micro-frontend host would serve it.
  await page.route('**/e2e-host.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<html><body style="margin:0"><iframe id="f" src="/growth/retention/daily" style="width:1200px;height:800px;border:0"></iframe></body></html>',
    }),
  );
  await page.goto('/e2e-host.html');
  const frame = page.frameLocator('#f');
  await expect(frame.getByTestId('page-frame')).toContainText('留存日报');
  await expect(frame.getByTestId('navbar')).toHaveCount(0);
  await expect(frame.getByTestId('sidebar')).toBeVisible();
  await shot(page, '11-embedded');

  await page.goto('/growth/retention/daily?from=outer');
  await expect(page.getByTestId('page-frame')).toContainText('留存日报');
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await shot(page, '12-outer-site');
});

test('a newer server build shows the update modal; Update now reloads', async ({ page }) => {
  await login(page);
  await page.route('**/api/version', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 1, message: 'ok', result_data: { version: '9.9.9', build: 'a-newer-build' } }),
    }),
  );
  await page.goto('/growth/retention/daily');
  const modal = page.getByTestId('update-modal');
  await expect(modal).toBeVisible();
  await shot(page, '13-update-modal');
  await page.unroute('**/api/version');
  await modal.getByRole('button').last().click();
  await expect(page.getByTestId('page-frame')).toContainText('留存日报');
  await expect(page.getByTestId('update-modal')).toHaveCount(0);
});

test('a failing startup shows the exception notice and the init-error screen', async ({ page }) => {
  await login(page);
  await page.route('**/api/bootstrap*', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }),
  );
  await page.goto('/growth/retention/daily');
  await expect(page.getByTestId('init-error')).toContainText('Oops~~');
  await expect(page.getByText('异常通知')).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await shot(page, '14-init-error');
});

test('the browser tab shows the route title, or dashboard without one', async ({ page }) => {
  await login(page);
  await page.goto('/page-not-found');
  await expect(page).toHaveTitle(/页面不存在|dashboard/);
  await page.goto('/push/overview/funnel');
  await expect(page).toHaveTitle('推送漏斗');
});
