// `node scripts/measure-first-start.mjs [checkout]`: times a first start as a new user has it. In the checkout (a
// fresh clone, its packages installed; default this one) it runs `node scripts/start.mjs` on an empty data folder
// (the web build when there is none, the server, the demo) and reports when the build was done, when the server
// answered and when the core overview had every chart drawn in Chromium (CHROMIUM_PATH, default /usr/bin/chromium
// when it exists). PORT picks the port (default 8080).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const port = Number(process.env.PORT ?? 8080);
const password = 'first-start-measure';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const started = Date.now();
const seconds = (at) => (at === null ? null : Math.round((at - started) / 100) / 10);
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: dir,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-first-start-')),
    ADMIN_PASSWORD: password,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let built = null;
const watch = (chunk) => {
  if (built === null && /built in/.test(String(chunk))) built = Date.now();
};
server.stdout.on('data', watch);
server.stderr.on('data', watch);

try {
  let listening = null;
  while (listening === null) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/version`).catch(() => null);
    if (answer?.ok) listening = Date.now();
    else await new Promise((done) => setTimeout(done, 100));
  }
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.request.post('/api/auth/login', { data: { username: 'admin', password } });
  await page.goto('/growth/engagement/overview');
  await page.waitForFunction(
    () => {
      const charts = [...document.querySelectorAll('[data-testid="section-chart"]')];
      return charts.length > 0 && charts.every((chart) => chart.getAttribute('data-rendered') === '1');
    },
    null,
    { timeout: 300_000 },
  );
  const drawn = Date.now();
  await browser.close();
  console.log(
    JSON.stringify({
      build_done_s: seconds(built),
      server_answers_s: seconds(listening),
      first_page_s: seconds(drawn),
    }),
  );
} finally {
  server.kill('SIGTERM');
}
