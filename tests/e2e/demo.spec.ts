import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, login, shot } from './helpers';

/** The shipped template of the page: the first start imported it, so its sections are what the page holds. */
const template = JSON.parse(readFileSync(join(__dirname, '../../templates/retention-daily.json'), 'utf8')) as {
  pages: { url: string; sections: { title: string }[] }[];
};

test('the first start loads the live demo: a template page draws its sections with real data', async ({ page }) => {
  await login(page);
  const { url, sections } = template.pages[0];
  await page.goto(url);
  const drawn = page.getByTestId('section');
  await expect(drawn).toHaveCount(sections.length);
  for (const [i, s] of sections.entries()) await expect(drawn.nth(i)).toContainText(s.title);
  // Cards with numbers, a drawn chart, a table with rows: real data from the demo database.
  await expect(drawn.nth(0).getByTestId('card-value').first()).toHaveText(/\d/);
  await expect(drawn.nth(1).locator('[data-testid="section-chart"][data-rendered="1"]')).toHaveCount(1);
  await expect(drawn.nth(2).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('section-status')).toHaveCount(0);
  await shot(page, 'demo-retention-daily');

  // Another family, in the other demo app: the funnel page of the push app.
  await page.goto('/push/overview/funnel');
  const funnel = page.getByTestId('section').first();
  await expect(funnel).toContainText('推送转化漏斗');
  await expect(funnel.locator('[data-testid="section-chart"][data-rendered="1"]')).toHaveCount(1);
  const types = await funnel
    .getByTestId('section-chart')
    .evaluate((el) =>
      (el as unknown as { __tesseraChart: { getOption(): { series: { type: string }[] } } }).__tesseraChart
        .getOption()
        .series.map((s) => s.type),
    );
  expect(types).toEqual(['funnel']);
  await shot(page, 'demo-push-funnel');
});
