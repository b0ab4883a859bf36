import { devices } from '@playwright/test';
import { expect, test, signIn, shot } from './helpers';

/** A phone in Chromium's mobile emulation: the iPhone's user agent (spec section 9's keyword) and its screen. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['iPhone 13'].userAgent,
};

test.describe('on a phone (390×844, mobile user agent)', () => {
  test.use(PHONE);

  test('the menu is a drawer, sections stack, filters fold, tables scroll with their first column fixed', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/growth/users/type');
    const sections = page.getByTestId('section');
    await expect(sections.first()).toBeVisible();

    // No sidebar beside the page; the navbar's menu button opens it over the page, and a page picked closes it.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('menu-drawer-toggle').tap();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer.getByTestId('sidebar')).toBeVisible();
    await shot(page, 'phone-drawer');
    // The core overview is a kanban page: two sections side by side on a laptop.
    await drawer.getByText('核心总览').tap();
    await expect(page).toHaveURL(/\/growth\/engagement\/overview$/);
    await expect(drawer).toHaveCount(0);
    await expect(sections.filter({ hasText: '国家明细' })).toBeVisible();
    await page.getByTestId('menu-drawer-toggle').tap();
    await page.getByTestId('menu-drawer-mask').tap({ position: { x: 380, y: 400 } });
    await expect(drawer).toHaveCount(0);

    // Every section as wide as the page's content, one under another.
    const report = await page.getByTestId('report-renderer').boundingBox();
    const boxes = await sections.evaluateAll((list) => list.map((s) => s.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(4);
    for (const [i, box] of boxes.entries()) {
      expect(box.x).toBeCloseTo(report?.x ?? 0, 0);
      expect(box.width).toBeCloseTo(report?.width ?? 0, 0);
      if (i > 0) expect(box.y).toBeGreaterThanOrEqual(boxes[i - 1].y + boxes[i - 1].height);
    }

    // A section's filters are folded behind a button; unfolded, one under another at the card's width.
    const countries = sections.filter({ hasText: '国家明细' });
    await expect(countries.getByTestId('filter-platform')).toHaveCount(0);
    await countries.getByTestId('filter-toggle-search').tap();
    const bar = countries.getByTestId('filter-bar-search');
    await expect(bar.getByTestId('filter-platform')).toBeVisible();
    const fields = await bar
      .locator('.ts-filter-field')
      .evaluateAll((list) => list.map((f) => f.getBoundingClientRect().toJSON() as DOMRect));
    const barBox = await bar.boundingBox();
    for (const field of fields) expect(field.width).toBeCloseTo(barBox?.width ?? 0, 0);
    await countries.getByTestId('filter-toggle-search').tap();
    await expect(bar).toHaveCount(0);

    // The table scrolls sideways under its first column, which stays where it is.
    const headers = countries.locator('.ant-table-thead th');
    await expect(headers.first()).toContainText('日期');
    const scroller = countries.locator('.ant-table-content, .ant-table-body').first();
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    const [firstBefore, secondBefore] = [await headers.nth(0).boundingBox(), await headers.nth(1).boundingBox()];
    await scroller.evaluate((e) => e.scrollTo({ left: 200 }));
    await expect.poll(async () => (await headers.nth(1).boundingBox())?.x).toBeLessThan((secondBefore?.x ?? 0) - 100);
    expect((await headers.nth(0).boundingBox())?.x).toBe(firstBefore?.x);
    await countries.scrollIntoViewIfNeeded();
    await shot(page, 'phone-table-scrolled');
  });
});

test.describe('in a narrow desktop window (700 px, desktop user agent)', () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test('the phone layout applies too', async ({ page }) => {
    await signIn(page);
    await page.goto('/growth/users/type');
    await expect(page.getByTestId('section').first()).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('menu-drawer-toggle')).toBeVisible();
    await expect(page.getByTestId('filter-toggle-search').first()).toBeVisible();
  });
});
