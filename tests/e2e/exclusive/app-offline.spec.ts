import { expect, test, jsonOf, login } from '../helpers';

// Takes the demo's push app offline for a moment, so it runs alone after the shared suites (see playwright.config.ts).
test('an offline page is announced and leads home', async ({ page }) => {
  await login(page);
  const token = await page.evaluate(
    () =>
      Object.keys(localStorage)
        .map((key) => localStorage.getItem(key) ?? '')
        .find((v) => v.split('.').length === 3) ?? '',
  );
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await page.request.get('/api/backend/app/list', { headers });
  const apps = (await jsonOf<{ result_data: { id: number; app_key: string }[] }>(listed)).result_data;
  const push = apps.find((a) => a.app_key === 'push');
  if (!push) throw new Error('the demo has no push app');
  await page.request.post('/api/backend/app/update', { headers, data: { id: push.id, status: 0 } });
  try {
    await page.goto('/push/overview/list');
    await expect(page.getByText('页面未上线')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/, { timeout: 5000 });
  } finally {
    await page.request.post('/api/backend/app/update', { headers, data: { id: push.id, status: 1 } });
  }
});
