import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/** End-to-end tests drive the built product, served by the real server on a fresh SQLite store with the demo. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8095);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
/**
 * The embedding host (a micro-frontend host) the server is told about in EMBEDDING_HOSTS. Nothing listens there:
 * tests/e2e/csrf.spec.ts serves its page through page.route, so the port can never clash with a real server.
 */
export const E2E_EMBEDDING_HOST = `http://127.0.0.1:${E2E_PORT + 1000}`;
/**
 * Debian's headless shell (package chromium-headless-shell: the same Chromium build without the desktop browser
 * around it) when installed, else the full /usr/bin/chromium. Headless, the full browser still starts a WebUI renderer
 * and its window machinery for every new context: about 2 CPU-s per context, where the shell needs 0.3, and on
 * three spec files it cost 89 CPU-s against 72. E2E_CHROME names another binary.
 */
const CHROME =
  process.env.E2E_CHROME ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // A story of 10–25 s on a quiet machine takes three to four times as long in `npm test`, where jest and the checks
  // share the two cores: field-authority and monitor passed alone and timed out at 60 s there.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // One worker: on the 2-core machine two workers made every test about 2.4× slower (two browsers and the server
  // share the cores), 309 s in all against about 250 s serially. Specs that change what others see still live in
  // the exclusive project below, so more cores can run the shared ones side by side.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1440, height: 900 },
    // The product turns antd's motion off for people who ask for reduced motion: without zoom and slide
    // animations, an action no longer waits for its element to stop moving.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace (and the full-page screenshots of helpers.ts `shot`) cost about 30 % of the browser lane's CPU
    // (65 → 45 CPU-s on three specs), and nobody opens a trace of a CI run: E2E_TRACE=1 turns it on for local work.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROME,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'shared', testIgnore: /exclusive\// },
    // Tests that change what every other test sees (an app taken offline) run alone, after the shared ones.
    { name: 'exclusive', testMatch: /exclusive\/.*\.spec\.ts$/, dependencies: ['shared'] },
  ],
  webServer: {
    // A fresh store every run, inside the git-ignored test-results folder.
    command: 'rm -rf test-results/e2e-data && node scripts/start.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/version`,
    reuseExistingServer: false,
    // A story of 10–25 s on a quiet machine takes three to four times as long in `npm test`, where jest and the checks
    // share the two cores: field-authority and monitor passed alone and timed out at 60 s there.
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: 'test-results/e2e-data',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      EMBEDDING_HOSTS: E2E_EMBEDDING_HOST,
      LOG_LEVEL: 'warn',
      // A test host: the navbar says so (manage.spec.ts checks it).
      DEPLOY_VARIANT: 'test',
    },
  },
});
