import { request as apiRequest, type Request } from '@playwright/test';
import type { ServerClock, VersionInfo } from '@tessera/schema/api';
import type { ReportQuery } from '@tessera/schema/dsl';
import { expect, test, login, jsonOf } from './helpers';

/** Zones 25 hours apart: whatever the server's day, the browser's is another in one of them. */
const FAR_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];

const dayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** A day `days` after `day` (YYYY-MM-DD), as a calendar counts. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

let clock: ServerClock;

// The browser's zone is one whose day is not the server's, chosen once the server has told its clock.
test.use({
  timezoneId: async ({ baseURL }, use) => {
    const context = await apiRequest.newContext({ baseURL });
    clock = (await jsonOf<{ result_data: VersionInfo }>(await context.get('/api/version'))).result_data.clock;
    await context.dispose();
    await use(FAR_ZONES.find((zone) => dayIn(zone) !== clock.now.slice(0, 10)) ?? FAR_ZONES[0]);
  },
});

test("today and the quick date ranges are the server's days, in a browser whose day is another", async ({ page }) => {
  const serverToday = clock.now.slice(0, 10);
  const browserToday = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  expect(browserToday, 'the browser lives on another day').not.toBe(serverToday);

  await login(page);
  const overview = page.getByTestId('section').filter({ hasText: '留存概览' });
  // Sections that ask together go in one new/data/batch call: the first query with a date range.
  const rangeOf = (request: Request) => {
    const body = request.postDataJSON() as ReportQuery | { queries: ReportQuery[] };
    const queries = 'queries' in body ? body.queries : [body];
    return queries.map((q) => q.filter_condition.find((c) => c.key === 'dt')?.range).find(Boolean);
  };
  const isOverview = (request: Request) => request.url().includes('/page-diagram/new/data') && !!rangeOf(request);
  const first = page.waitForRequest(isOverview);
  await page.goto('/growth/retention/daily');

  // The default, past 30 days: the 30 days before the server's today, asked for and shown. A day range is sent as
  // from the last second before its first day to the last second of its last (spec section 5).
  const bounds = (first: string, last: string) => ({
    start: `${shift(first, -1)} 23:59:59`,
    end: `${last} 23:59:59`,
  });
  expect(rangeOf(await first)).toEqual(bounds(shift(serverToday, -30), shift(serverToday, -1)));
  const picker = overview.getByTestId('filter-dt');
  await expect(picker.locator('input').nth(1)).toHaveValue(shift(serverToday, -1));

  // 本月 (this month): from the first of the server's month to the server's today. The wait is for the query ending
  // on the server's today: a repeat of the default query (a section asking again while the page settles) can come
  // first on a loaded machine.
  const thisMonth = bounds(`${serverToday.slice(0, 8)}01`, serverToday);
  const picked = page.waitForRequest((r) => isOverview(r) && rangeOf(r)?.end === thisMonth.end);
  await picker.locator('.ant-picker').click();
  await page.locator('.ant-picker-dropdown:visible .ant-picker-presets li').filter({ hasText: '本月' }).click();
  expect(rangeOf(await picked)).toEqual(thisMonth);
  await expect(picker.locator('input').nth(1)).toHaveValue(serverToday);
});
