import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

/** The shipped template of the page: the first start imported it, so its sections are what the page holds. */
const template = JSON.parse(readFileSync(join(__dirname, '../../templates/retention-daily.json'), 'utf8')) as {
  pages: { url: string; sections: { title: string }[] }[];
};

test('the first start loads the live demo: a template page shows its sections', async ({ page }) => {
  await login(page);
  const { url, sections } = template.pages[0];
  await page.goto(url);
  const area = page.getByTestId('page-sections');
  const outlined = area.getByTestId('page-section');
  await expect(outlined).toHaveCount(sections.length);
  for (const [i, s] of sections.entries()) await expect(outlined.nth(i)).toContainText(s.title);
  await expect(outlined.nth(0)).toContainText('指标卡');
  await expect(outlined.nth(1)).toContainText('折线图');
  await expect(area).not.toContainText('该页面暂无报表模块');
  await shot(page, 'demo-retention-daily');

  // Another family, in the other demo app: the funnel page of the push app.
  await page.goto('/push/overview/funnel');
  await expect(page.getByTestId('page-section').first()).toContainText('推送转化漏斗');
  await expect(page.getByTestId('page-section').first()).toContainText('漏斗图');
});
