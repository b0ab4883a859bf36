/**
 * Single sign-on in Chromium against a real OpenID Connect provider (oidc-provider, tests/support/oidc-provider.mjs)
 * on localhost. The spec starts the provider and two servers of its own, on ports beside E2E_PORT, with the OIDC
 * settings, so the shared server and the other specs are untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { request, type Page } from '@playwright/test';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type TestProvider,
} from '../../server/test/support/oidc-provider';
import { E2E_PORT } from '../../playwright.config';
import { expect, shot, STILL_LOADING, test } from './helpers';

const APP = `http://127.0.0.1:${E2E_PORT + 101}`;
/** A second server with LOCAL_LOGIN off and accounts created on first login (no demo: nothing to show). */
const SSO_ONLY = `http://127.0.0.1:${E2E_PORT + 102}`;
const ADMIN_PASSWORD = 'e2e-oidc-admin-password';
const ROOT = path.join(__dirname, '../..');

let provider: TestProvider;
const servers: ChildProcess[] = [];

/** Starts a server of this spec on `origin`'s port, with a fresh store, and waits until it answers. */
async function startServer(origin: string, name: string, env: Record<string, string>): Promise<void> {
  const dataDir = path.join(ROOT, `test-results/e2e-oidc-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: new URL(origin).port,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      ...env,
    },
  });
  servers.push(server);
  const api = await request.newContext();
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
          return (await api.get(`${origin}/api/version`).catch(() => null))?.status() ?? 0;
        },
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two servers start, one of them generating the demo data.
  test.setTimeout(180_000);
  provider = await startOidcProvider({
    port: E2E_PORT + 100,
    redirectUris: [APP, SSO_ONLY].map((origin) => `${origin}/api/auth/oidc/callback`),
    postLogoutRedirectUris: [APP, SSO_ONLY].map((origin) => `${origin}/login`),
  });
  await startServer(APP, 'data', {});
  await startServer(SSO_ONLY, 'sso-only', { LOCAL_LOGIN: 'off', OIDC_CREATE_USERS: 'on', TESSERA_DEMO: '0' });

  // Amy has an account here (an admin, so she sees the demo pages) and is `amy` at the provider.
  const api = await request.newContext({ baseURL: APP });
  const login = await api.post('/api/auth/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  const token = ((await login.json()) as { result_data: { token: string } }).result_data.token;
  const added = await api.post('/api/backend/user/add', {
    data: { username: 'amy', realname: 'Amy Chen', password: 'amy-local-pass-1', is_admin: true },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(added.status()).toBe(200);
  await api.dispose();
});

test.afterAll(async () => {
  for (const server of servers) {
    if (server.exitCode !== null) continue;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await provider?.stop();
});

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; nothing here reaches the internet.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

/** The provider's own sign-in form (any password: the login names the account). */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('the login page offers single sign-on beside the password form (zh and en)', async ({ page }) => {
  await page.goto(`${APP}/login`);
  const sso = page.getByTestId('sso-login');
  await expect(sso).toHaveText('使用单点登录（SSO）');
  await expect(page.getByText('或使用账号密码登录')).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await shot(page, 'oidc-01-login-zh');
  await page.getByTestId('lang-switch').click();
  await expect(sso).toHaveText('Log in with SSO');
  await expect(page.getByText('or log in with a username and password')).toBeVisible();
  await shot(page, 'oidc-02-login-en');
});

test('log in through the provider’s form, lose the session, come back through it, log out there', async ({ page }) => {
  // From a page's address: the login page keeps it, the provider's round trip brings the user back to it.
  await page.goto(`${APP}/growth/retention/daily`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByTestId('sso-login').click();
  await signInAtProvider(page, 'amy');
  await expect(page).toHaveURL(`${APP}/growth/retention/daily`);
  await expect(page.getByTestId('page-frame')).toContainText('留存日报');
  await expect(page.getByTestId('user-menu')).toContainText('Amy Chen');
  await shot(page, 'oidc-03-logged-in');

  // The session ends behind the page's back (once the page has its data: no call of this page is still queued): the
  // next call answers 401, the login state is cleared and, after 500 ms, the login page opens with the current url
  // to come back to.
  await expect(page.locator(STILL_LOADING)).toHaveCount(0, { timeout: 30_000 });
  const ended = await page.request.post(`${APP}/api/auth/logout`, { data: {} });
  expect(ended.status()).toBe(200);
  await page.getByTestId('menu-tree').getByText('留存对比').click();
  await expect(page).toHaveURL(`${APP}/growth/retention/compare`);
  await expect(page).toHaveURL(`${APP}/login?redirect=${encodeURIComponent('/growth/retention/compare')}`);
  // Still signed in at the provider: the button brings her straight back, without its form.
  await page.getByTestId('sso-login').click();
  await expect(page).toHaveURL(`${APP}/growth/retention/compare`);
  await expect(page.getByTestId('page-frame')).toContainText('留存对比');

  // Logout goes through the provider's end-session page, which sends the browser back to the login page.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page.getByText('已退出登录，正在跳转')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${APP}/login`);
  await expect(page.getByTestId('sso-login')).toBeVisible();
  expect((await page.request.get(`${APP}/api/user/info`)).status()).toBe(401);
  // The provider's session ended too: single sign-on asks for the form again.
  await page.getByTestId('sso-login').click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('a person without an account is refused with a clear message', async ({ page }) => {
  await page.goto(`${APP}/login`);
  await page.getByTestId('sso-login').click();
  await signInAtProvider(page, 'stranger');
  await expect(page).toHaveURL(`${APP}/login?sso_error=unknown_user`);
  await expect(page.getByTestId('sso-error')).toHaveText('没有与你的单点登录身份对应的账号，请联系管理员开通');
  expect((await page.request.get(`${APP}/api/user/info`)).status()).toBe(401);
  await shot(page, 'oidc-04-refused-zh');
});

test('with local login off, only single sign-on is offered, and a new person gets an account', async ({ page }) => {
  await page.goto(`${SSO_ONLY}/login`);
  await expect(page.getByTestId('sso-login')).toBeVisible();
  await expect(page.getByText('请使用公司统一身份认证登录')).toBeVisible();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  await shot(page, 'oidc-05-sso-only-zh');
  await page.getByTestId('lang-switch').click();
  await expect(page.getByText('Log in with your company account')).toBeVisible();
  await shot(page, 'oidc-06-sso-only-en');

  // The password call itself refuses, with the reason.
  const refused = await page.request.post(`${SSO_ONLY}/api/auth/login`, {
    data: { username: 'admin', password: ADMIN_PASSWORD },
    headers: { 'Accept-Language': 'en' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Login with a username and password is turned off: log in with single sign-on (SSO)',
  );

  await page.getByTestId('sso-login').click();
  await signInAtProvider(page, 'newcomer');
  await expect(page).toHaveURL(`${SSO_ONLY}/index`);
  await expect(page.getByTestId('user-menu')).toContainText('newcomer (SSO)');
});
