import { test as base, expect, type APIResponse, type Locator, type Page, type Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const ADMIN_PASSWORD = 'e2e-admin-password';
/** Something on the page still waits for data: antd's spinners (a chart or table reloading), a section loading. */
export const STILL_LOADING = '.ant-spin-spinning, [data-status="loading"]';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

/**
 * Every e2e test fails when the page (or a frame in it) breaks the Content-Security-Policy: each
 * `securitypolicyviolation` event is collected, and Chromium's "Refused to …" console reports as a backstop.
 * Specs import `test` and `expect` from here, not from @playwright/test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => void violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__reportCspViolation?.(
            `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
const SHOTS = join(__dirname, '../../test-results/screenshots');

/**
 * Logs in through the API (the session cookie lands in the page's browser context) and opens the home page, as a
 * returning user would. The login form itself is under test in shell.spec.ts; here it would only cost every test a
 * page load (about a second on this machine).
 */
export async function login(page: Page, username = 'admin', password = ADMIN_PASSWORD) {
  await signIn(page, username, password);
  await page.goto('/index');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
}

/**
 * Logs in through the API and stays where the page is: for a test whose next step opens a page of its own, where the
 * home page would be one more full load of the app (a second of CPU in Chromium).
 */
export async function signIn(page: Page, username = 'admin', password = ADMIN_PASSWORD) {
  const res = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(res.status(), `login as ${username}`).toBe(200);
}

/**
 * Saves a full-page screenshot for people to look at (test-results/screenshots) when E2E_SHOTS is set: taking them
 * on every run cost the browser lane a fifth of its CPU, and no test reads them.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!process.env.E2E_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** A response's JSON as the API contract describes it (Playwright types every body as any). */
export async function jsonOf<T>(response: APIResponse): Promise<T> {
  return (await response.json()) as T;
}

/**
 * Closes an overlay (modal, drawer, popover) by Escape and waits until it is gone. The overlay takes the key once it
 * has the focus; a test pressing it the moment the overlay shows can come first (a person's hand cannot), so the key
 * is pressed again until the overlay has gone.
 */
export async function escapeFrom(page: Page, overlay: Locator) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden({ timeout: 1000 });
  }).toPass();
}

/** The JSON body a request sent, as the API contract describes it. */
export function sentJson<T>(request: Request): T {
  return request.postDataJSON() as T;
}
