import type { Page } from '@playwright/test';
import { expect, test, login, shot, signIn, STILL_LOADING } from './helpers';

/** The page of issue 18's done-when: the demo's overview of twelve sections, global filters on top. */
const OVERVIEW = '/growth/engagement/overview';
const HAN = /\p{Script=Han}+/u;

/** What a chart says in words: its option's titles, axis names and categories, legend and series names. */
interface ChartTexts {
  section: string;
  texts: string[];
}

async function chartTexts(page: Page): Promise<ChartTexts[]> {
  return page.evaluate(() => {
    type Named = { name?: unknown; text?: unknown; data?: unknown };
    type Option = Record<string, Named[] | undefined>;
    const out: { section: string; texts: string[] }[] = [];
    const words = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (Array.isArray(value)) return value.flatMap(words);
      if (value && typeof value === 'object' && 'name' in value) return words((value as Named).name);
      return [];
    };
    for (const section of document.querySelectorAll('[data-testid="section"]')) {
      const title = section.querySelector('.ts-section-title')?.textContent ?? '';
      for (const element of section.querySelectorAll('[data-testid="section-chart"]')) {
        const chart = (element as unknown as { __tesseraChart?: { getOption(): Option } }).__tesseraChart;
        if (!chart) continue;
        const option = chart.getOption();
        const texts: string[] = [];
        for (const title of option.title ?? []) texts.push(...words(title.text));
        for (const axis of [...(option.xAxis ?? []), ...(option.yAxis ?? [])])
          texts.push(...words(axis.name), ...words(axis.data));
        for (const legend of option.legend ?? []) texts.push(...words(legend.data));
        for (const series of option.series ?? []) texts.push(...words(series.name), ...words(series.data));
        out.push({ section: title, texts });
      }
    }
    return out;
  });
}

/** Opens the overview with every chart drawn and every table filled, collecting the Chinese values of the data. */
async function openOverview(page: Page): Promise<Set<string>> {
  const dataValues = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/page-diagram/new/data') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { result_data?: { rows?: unknown[] } } | null;
    for (const row of body?.result_data?.rows ?? [])
      for (const value of Object.values(row as Record<string, unknown>))
        if (typeof value === 'string' && HAN.test(value)) dataValues.add(value);
  });
  await page.goto(OVERVIEW);
  await expect(page.getByTestId('section')).toHaveCount(12);
  await expect(page.locator('[data-testid="section-chart"]:not([data-rendered="1"])')).toHaveCount(0);
  // The first visit after a start queries twelve sections on a cold cache.
  await expect(page.locator(STILL_LOADING)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.ant-table-tbody .ant-table-row').first()).toBeVisible();
  return dataValues;
}

/** Every run of Chinese characters in `text` that is not part of a data value. */
function chineseIn(text: string, dataValues: ReadonlySet<string>): string[] {
  let rest = text;
  for (const value of dataValues) rest = rest.replaceAll(value, ' ');
  return rest.match(new RegExp(HAN.source, 'gu')) ?? [];
}

test.describe('page content in zh and en', () => {
  test('in English mode, 核心总览 shows no Chinese except data values that are Chinese in the data', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('tessera.lang', 'en'));
    await login(page);
    const dataValues = await openOverview(page);
    await shot(page, 'content-language-overview-en');

    await expect(page.locator('h1.ts-page-title')).toHaveText('Core overview');
    await expect(page).toHaveTitle('Core overview');
    // The language switch names the other language in its own script (中), as language pickers do: not content.
    const dom = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      body.querySelectorAll('[data-testid="lang-switch"]').forEach((switcher) => switcher.remove());
      document.body.append(body);
      const text = body.innerText;
      body.remove();
      return text;
    });
    expect(chineseIn(dom, dataValues), 'Chinese in the page text').toEqual([]);
    const charts = await chartTexts(page);
    expect(charts.length).toBeGreaterThanOrEqual(8);
    const chinese = charts.flatMap((c) =>
      c.texts.flatMap((text) => chineseIn(text, dataValues).map(() => `${c.section}: ${text}`)),
    );
    expect(chinese, 'Chinese in the chart texts').toEqual([]);
    // The translations are what is shown, not merely the absence of Chinese.
    expect(charts.find((c) => c.section === 'Plays and players')?.texts).toEqual(
      expect.arrayContaining(['Video views (VV)', 'Players']),
    );
  });

  test('in Chinese mode the same page shows its default texts', async ({ page }) => {
    await login(page);
    await openOverview(page);
    await shot(page, 'content-language-overview-zh');
    await expect(page.locator('h1.ts-page-title')).toHaveText('核心总览');
    const charts = await chartTexts(page);
    expect(charts.find((c) => c.section === '播放次数与播放用户')?.texts).toEqual(
      expect.arrayContaining(['播放次数 VV', '播放用户']),
    );
  });
});

test('an admin gives an app an English name in its form; English mode shows it in the switcher and the navbar', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  await signIn(page);
  await page.goto('/admin/app/manage');
  const screen = page.getByTestId('app-manage');
  await screen.getByTestId('app-add').click();
  const form = page.getByTestId('app-form');
  await form.getByLabel('应用名称').fill(`财务看板 ${run}`);
  await form.getByLabel('英文名称').fill(`Finance board ${run}`);
  await form.getByLabel('应用 key').fill(`finance-${run}`);
  await page.getByRole('button', { name: /保\s*存/ }).click();
  const row = screen.locator('tr', { hasText: `finance-${run}` });
  await expect(row).toContainText(`财务看板 ${run}`);

  await page.getByTestId('lang-switch').click();
  await page.getByTestId('app-switcher').click();
  const panel = page.getByTestId('app-switch-panel');
  await expect(panel).toContainText(`Finance board ${run}`);
  await expect(panel).toContainText('Growth');
  await expect(panel).not.toContainText(`财务看板 ${run}`);
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await shot(page, 'content-language-app-switcher-en');
  await panel.getByText(`Finance board ${run}`).click();
  await expect(page.getByTestId('navbar-app')).toHaveText(`Finance board ${run}`);

  // Gone again, so other tests' switchers stay as they were.
  await page.getByTestId('lang-switch').click();
  await page.goto('/admin/app/manage');
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
});
