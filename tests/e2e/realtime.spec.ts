import type { Page } from '@playwright/test';
import type { ApiEnvelope, PageDraft, VersionInfo } from '@tessera/schema/api';
import { expect, jsonOf, login, test } from './helpers';

const REALTIME_URL = '/growth/realtime/core';
const EXPERIMENT_URL = '/growth/experiments/data';
const P = '/api/customize/page-diagram';
/** Short enough for the test to see refreshes, long enough that two never blur together. */
const INTERVAL_SECONDS = 2;

// Publishing the interval and watching several refreshes outlasts the default on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** The server time of the first real-time section's last update, as its frame shows it. */
const lastUpdate = (page: Page) => page.getByTestId('section-last-update').first();
const timeOf = async (page: Page) => (await lastUpdate(page).getAttribute('data-time')) ?? '';

/** Sets the document's visibility as the browser would when the tab is hidden or shown again. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    hidden ? 'hidden' : 'visible',
  );
}

/** The demo's real-time page refreshes every INTERVAL_SECONDS: set through the page's draft, then published. */
async function setRefreshInterval(page: Page): Promise<void> {
  const asked = page.waitForRequest((r) => r.url().includes('/list-with-page'));
  await page.goto(REALTIME_URL);
  const pageId = new URL((await asked).url()).searchParams.get('page_id');
  const draft = (await jsonOf<ApiEnvelope<PageDraft>>(await page.request.get(`${P}/page/draft?page_id=${pageId}`)))
    .result_data;
  const saved = await page.request.post(`${P}/page/save`, {
    data: {
      page_id: Number(pageId),
      document: { ...draft.page, refresh_interval: INTERVAL_SECONDS },
      base_revision: draft.revision,
    },
  });
  expect(saved.status()).toBe(200);
  expect((await page.request.post(`${P}/page/online`, { data: { page_id: Number(pageId) } })).status()).toBe(200);
}

test('a real-time page refreshes by itself, shows its last update, and asks nothing while hidden', async ({ page }) => {
  await login(page);
  await setRefreshInterval(page);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/realtime/data/list')) asked.push(r.url());
  });
  await page.goto(REALTIME_URL);
  // The first view of a page loads its section bodies and filters: slow on a busy machine.
  await expect(lastUpdate(page)).toBeVisible({ timeout: 30_000 });
  await expect(lastUpdate(page)).toContainText(/最后更新 \d{2}:\d{2}:\d{2}/);
  // Two refreshes, each a new server time on screen.
  const first = await timeOf(page);
  await expect.poll(() => timeOf(page)).not.toBe(first);
  const second = await timeOf(page);
  await expect.poll(() => timeOf(page)).not.toBe(second);

  // Hidden: nothing is asked. The server's clock passing 2.5 intervals proves refreshes fell due meanwhile: the
  // visible page above refreshed on every interval.
  await setHidden(page, true);
  const hiddenAt = asked.length;
  const hiddenTime = await timeOf(page);
  const serverNow = async () =>
    Date.parse((await jsonOf<ApiEnvelope<VersionInfo>>(await page.request.get('/api/version'))).result_data.clock.now);
  const due = Date.parse(hiddenTime) + 2.5 * INTERVAL_SECONDS * 1000;
  await expect.poll(serverNow, { timeout: 20_000 }).toBeGreaterThan(due);
  expect(asked.length).toBe(hiddenAt);
  expect(await timeOf(page)).toBe(hiddenTime);

  // Shown again: the refresh that fell due runs at once (its timer ran out while hidden: nothing else would ask).
  await setHidden(page, false);
  await expect.poll(() => asked.length).toBeGreaterThan(hiddenAt);
  await expect.poll(() => timeOf(page)).not.toBe(hiddenTime);
});

test('the experiment page compares each group with its control, with its significance', async ({ page }) => {
  await login(page);
  const answered = page.waitForResponse((r) => r.url().includes('/ab/report/index/data'));
  await page.goto(EXPERIMENT_URL);
  expect((await answered).status()).toBe(200);
  const report = page.getByTestId('ab-section');
  await expect(report.locator('.ant-table-row')).toHaveCount(3, { timeout: 30_000 });
  await expect(report.getByText('对照组', { exact: true })).toBeVisible();
  await expect(report.getByTestId('ab-significance').first()).toHaveText(/^(非常显著|显著|不显著)$/);
  await expect(report.getByTestId('section-chart')).toBeVisible();

  // Another indicator, picked by mouse: the report asks again for it.
  const again = page.waitForResponse((r) => r.url().includes('/ab/report/index/data'));
  await report.getByTestId('ab-indicator').click();
  await page.locator('.ant-select-dropdown:visible').getByText('活跃用户', { exact: true }).click();
  const sent = (await again).request().postDataJSON() as { index_value?: string };
  expect(sent.index_value).toBe('active_users');
  await expect(report.getByTestId('ab-indicator')).toContainText('活跃用户');
});
