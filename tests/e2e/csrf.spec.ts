import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { E2E_EMBEDDING_HOST, E2E_PORT } from '../../playwright.config';
import { expect, test, jsonOf, login, shot, signIn } from './helpers';

/**
 * No other site can make the logged-in admin's browser change anything (issue 13, finding 5), in real Chromium: a
 * page served by its own little server on another port tries a top-level GET of the spec's `copy`, form POSTs and
 * credentialed fetches, and frames the product. Served from 127.0.0.1 it is same-site with the product (ports do
 * not make sites), so the browser sends the cookie everywhere and only the server's origin check stands; served as
 * localhost it is cross-site. Nothing may change: sections, pages and apps are counted before and after, and the
 * admin is still logged in. The embedding host named in EMBEDDING_HOSTS frames the product and posts to it.
 */

const PRODUCT = `http://127.0.0.1:${E2E_PORT}`;
const PAGE_URL = '/growth/retention/daily';

interface Entry {
  id: number;
  url: string | null;
  childs: Entry[];
}
const flatten = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flatten(e.childs)]);

/** The admin's API, by the Bearer token the web app keeps (no cookie, so no origin check is involved). */
async function adminApi(page: Page) {
  const token = await page.evaluate(
    () =>
      Object.keys(localStorage)
        .map((key) => localStorage.getItem(key) ?? '')
        .find((v) => v.split('.').length === 3) ?? '',
  );
  return async <T>(path: string): Promise<T> => {
    const res = await page.request.get(`${PRODUCT}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), path).toBe(200);
    return (await jsonOf<{ result_data: T }>(res)).result_data;
  };
}

/** What a forged request could change: the page's sections (drafts too), the app's entries, the apps. */
async function counts(get: Awaited<ReturnType<typeof adminApi>>, appId: number, pageId: number) {
  const page = await get<{ sections: unknown[] }>(`/customize/page-diagram/list-with-page?page_id=${pageId}&preview=1`);
  const entries = flatten(await get<Entry[]>(`/customize/catalog/list?app_id=${appId}`));
  const apps = await get<unknown[]>('/backend/app/admin/list');
  return { sections: page.sections.length, entries: entries.length, apps: apps.length };
}

/** The attacker's page: a link to the GET copy, two forms, and the product framed (clickjacking). */
function attackerHtml(sectionId: number): string {
  return `<!doctype html><html><body>
<a id="copy" href="${PRODUCT}/api/customize/page-diagram/copy?id=${sectionId}">win a prize</a>
<form id="logout" method="POST" action="${PRODUCT}/api/auth/logout"></form>
<form id="copy-form" method="POST" action="${PRODUCT}/api/customize/page-diagram/copy/section" enctype="text/plain"
  ><input name='{"id":${sectionId},"pad":"' value='"}'></form>
<iframe id="framed" src="${PRODUCT}${PAGE_URL}" style="width:800px;height:400px"></iframe>
</body></html>`;
}

/** The embedding host's page: the product framed, and a form posting to it. */
const hostHtml = () => `<!doctype html><html><body style="margin:0">
<iframe id="f" src="${PRODUCT}${PAGE_URL}" style="width:1200px;height:700px;border:0"></iframe>
<form id="logout" method="POST" action="${PRODUCT}/api/auth/logout"></form>
</body></html>`;

/** A little server of its own on `port` (0: a free one), on every address, answering every path with `html`. */
async function serve(port: number, html: () => string): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * What the product answered to each of a page's requests to its API: the status, or `withheld` when the browser
 * kept a no-cors answer from the page (Cross-Origin-Resource-Policy) — the request reached the server all the same.
 */
function answersOn(page: Page): string[] {
  const answers: string[] = [];
  const api = (url: string) => {
    const { origin, pathname } = new URL(url);
    return origin === PRODUCT && pathname.startsWith('/api/') ? pathname : null;
  };
  page.on('response', (res) => {
    const path = api(res.url());
    if (path) answers.push(`${res.request().method()} ${path} ${res.status()}`);
  });
  page.on('requestfailed', (req) => {
    const path = api(req.url());
    if (path && /ERR_BLOCKED_BY_RESPONSE/.test(req.failure()?.errorText ?? ''))
      answers.push(`${req.method()} ${path} withheld`);
  });
  return answers;
}

test.describe('requests from other sites', () => {
  let sectionId = 0;
  let attacker: Awaited<ReturnType<typeof serve>>;
  let host: Awaited<ReturnType<typeof serve>>;

  test.beforeAll(async () => {
    attacker = await serve(0, () => attackerHtml(sectionId));
    host = await serve(Number(new URL(E2E_EMBEDDING_HOST).port), hostHtml);
  });

  test.afterAll(async () => {
    await attacker?.close();
    await host?.close();
  });

  test('a page on another port changes nothing, same-site or cross-site', async ({ page, context }) => {
    await login(page);
    const get = await adminApi(page);
    const apps = await get<{ id: number; app_key: string }[]>('/backend/app/list');
    const appId = apps.find((a) => a.app_key === 'growth')?.id ?? 0;
    const entry = flatten(await get<Entry[]>(`/site/entries?app_id=${appId}&share=0`)).find((e) => e.url === PAGE_URL);
    const pageId = entry?.id ?? 0;
    const shown = await get<{ sections: { id: number }[] }>(`/customize/page-diagram/list-with-page?page_id=${pageId}`);
    sectionId = shown.sections[0].id;
    const before = await counts(get, appId, pageId);
    expect(before.sections).toBeGreaterThan(0);

    const evil = await context.newPage();
    const answers = answersOn(evil);
    const answered = (path: string) =>
      evil.waitForResponse((res) => res.url().split('?')[0] === `${PRODUCT}/api${path}`);

    for (const site of [`http://127.0.0.1:${attacker.port}`, `http://localhost:${attacker.port}`]) {
      answers.length = 0;
      // The product refuses to be framed by it (frame-ancestors): Chromium reports that on the attacker's page.
      const refusedFrame = evil.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()));
      await evil.goto(site);
      await refusedFrame;

      // A top-level GET of the spec's copy (SameSite=Lax sends the cookie even cross-site), then form POSTs.
      await Promise.all([answered('/customize/page-diagram/copy'), evil.click('#copy')]);
      for (const [form, path] of [
        ['logout', '/auth/logout'],
        ['copy-form', '/customize/page-diagram/copy/section'],
      ]) {
        await evil.goto(site);
        // The form's navigation is waited for as well as its answer: the next goto interrupted it once otherwise.
        await Promise.all([
          answered(path),
          evil.waitForURL(`${PRODUCT}/api${path}`),
          evil.evaluate((id) => (document.getElementById(id) as HTMLFormElement).submit(), form),
        ]);
      }
      await evil.goto(site);
      // Credentialed fetches that need no preflight; and a JSON one, whose preflight the server never allows.
      const json = await evil.evaluate(
        async ({ product, id }) => {
          const send = { credentials: 'include', mode: 'no-cors' } as const;
          const body = JSON.stringify({ id });
          const tries = [
            fetch(`${product}/api/customize/page-diagram/copy?id=${id}`, send),
            fetch(`${product}/api/customize/page-diagram/copy/section`, { ...send, method: 'POST', body }),
            fetch(`${product}/api/auth/logout`, { ...send, method: 'POST' }),
          ];
          await Promise.allSettled(tries);
          return fetch(`${product}/api/backend/app/add`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ app_name: 'evil', app_key: 'evil' }),
          }).then(
            () => 'sent',
            () => 'blocked',
          );
        },
        { product: PRODUCT, id: sectionId },
      );
      expect(json).toBe('blocked');

      // Same-site: the cookie came along every time and the origin check refused (403). Cross-site: only the
      // top-level GET carried it (403); the rest came without (401).
      const other = site.includes('127.0.0.1') ? 403 : 401;
      expect(answers.sort()).toEqual(
        [
          'GET /api/customize/page-diagram/copy 403',
          `POST /api/auth/logout ${other}`,
          `POST /api/customize/page-diagram/copy/section ${other}`,
          'GET /api/customize/page-diagram/copy withheld',
          'POST /api/auth/logout withheld',
          'POST /api/customize/page-diagram/copy/section withheld',
        ].sort(),
      );
    }
    await evil.close();

    expect(await counts(get, appId, pageId)).toEqual(before);
    const info = await page.request.get(`${PRODUCT}/api/user/info`);
    expect((await jsonOf<{ result_data: { passport: string } }>(info)).result_data.passport).toBe('admin');
  });

  test('the embedding host named in EMBEDDING_HOSTS frames the product and may post to it', async ({ page }) => {
    await signIn(page);
    await page.goto(`${E2E_EMBEDDING_HOST}/portal.html`);
    const frame = page.frameLocator('#f');
    await expect(frame.getByTestId('page-frame')).toContainText('留存日报');
    await expect(frame.getByTestId('navbar')).toHaveCount(0);
    // Its data calls (the frame's own, same-origin) answer too.
    await expect(frame.getByText(/加载中/)).toHaveCount(0);
    await shot(page, '15-embedding-host');

    // A cookie-authenticated POST from the host counts as the product's own: here, it logs the admin out.
    const [logout] = await Promise.all([
      page.waitForResponse((res) => res.url() === `${PRODUCT}/api/auth/logout`),
      page.evaluate(() => (document.getElementById('logout') as HTMLFormElement).submit()),
    ]);
    expect(logout.status()).toBe(200);
    expect((await page.request.get(`${PRODUCT}/api/user/info`)).status()).toBe(401);
  });
});
