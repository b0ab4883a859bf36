// `node scripts/screenshot.mjs`: the README's screenshots, taken from a running Tessera (npm start) in Chromium.
//
//   ADMIN_PASSWORD=… node scripts/screenshot.mjs [--url http://127.0.0.1:8080] [--page /growth/engagement/overview]
//
// Writes docs/screenshot.png (a laptop, 1440×900) and docs/screenshot-phone.png (a phone, 390×844 in Chromium's
// mobile emulation), each once every chart of the page has drawn its data. CHROMIUM_PATH names the browser
// (default /usr/bin/chromium when it exists, else Playwright's own).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    page: { type: 'string', default: '/growth/engagement/overview' },
    user: { type: 'string', default: 'admin' },
  },
});
const password = process.env.ADMIN_PASSWORD;
if (!password) {
  console.error('screenshot: set ADMIN_PASSWORD to the admin password of the running install');
  process.exit(2);
}
const docs = join(import.meta.dirname, '..', 'docs');
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const SIZES = [
  { file: 'screenshot.png', context: { viewport: { width: 1440, height: 900 } } },
  {
    file: 'screenshot-phone.png',
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: devices['iPhone 13'].userAgent,
    },
  },
];

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  for (const size of SIZES) {
    const context = await browser.newContext({
      ...size.context,
      baseURL: values.url,
      deviceScaleFactor: 2,
      // No entry animation: the charts are shot as they stay.
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: { username: values.user, password } });
    if (!login.ok()) throw new Error(`login as ${values.user} failed: HTTP ${login.status()}`);
    await page.goto(values.page);
    await page.getByTestId('section-chart').first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.ant-spin-spinning').length === 0 &&
        [...document.querySelectorAll('[data-testid="section-chart"]')].every(
          (chart) => chart.getAttribute('data-rendered') === '1',
        ),
      null,
      { timeout: 60_000 },
    );
    await page.screenshot({ path: join(docs, size.file) });
    console.log(`screenshot: ${values.page} → docs/${size.file}`);
    await context.close();
  }
} finally {
  await browser.close();
}
