/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider, started here on localhost): the whole
 * authorization code flow with PKCE, state and nonce, the provider's sign-in form filled as a browser would, and the
 * product's callback, matching, account creation, refusals, local login switched off and logout through the
 * provider. SQLite only: the flow adds no query another store could answer differently (the store suites run the
 * migration on all three).
 */
import type request from 'supertest';
import { loadConfig } from '../src/config';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider, type TestProvider } from './support/oidc-provider';
import { ADMIN_PASSWORD, createEnv, data, type TestEnv } from './harness';
import { signInAtProvider } from './support/oidc-browser';

/** The product's address as the browser sees it (supertest sends it as Host); registered at the provider. */
const HOST = 'tessera.test';
const ORIGIN = `http://${HOST}`;
const STATE_COOKIE = 'tessera_oidc_state';

let provider: TestProvider;
/** Single sign-on beside local accounts; unknown people are refused. */
let both: TestEnv;
/** Single sign-on only (LOCAL_LOGIN off); unknown people get an account. */
let ssoOnly: TestEnv;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`${ORIGIN}/api/auth/oidc/callback`],
    postLogoutRedirectUris: [`${ORIGIN}/login`],
  });
  const oidc = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET };
  both = await createEnv('sqlite', { demo: false, env: oidc });
  ssoOnly = await createEnv('sqlite', {
    demo: false,
    env: { ...oidc, OIDC_CREATE_USERS: 'on', LOCAL_LOGIN: 'off' },
  });
});

afterAll(async () => {
  for (const env of [both, ssoOnly]) {
    await env?.handle.close();
    await env?.close();
  }
  await provider?.stop();
});

function cookieOf(res: request.Response, name: string): string | null {
  const lines = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) return null;
  const value = line.slice(name.length + 1).split(';')[0];
  return value || null;
}

/** The first leg: the product sends the browser to the provider, with the state in a cookie. */
async function start(env: TestEnv, redirect?: string) {
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const res = await env.http.get(env.api(`/auth/oidc/login${query}`)).set('Host', HOST);
  expect(res.status).toBe(302);
  const location = res.headers.location;
  expect(location.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  const url = new URL(location);
  // PKCE, state and nonce on every login.
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('code_challenge')).toBeTruthy();
  expect(url.searchParams.get('nonce')).toBeTruthy();
  const state = cookieOf(res, STATE_COOKIE);
  expect(state).toBe(url.searchParams.get('state'));
  return { location, state: state as string };
}

/** The provider sent the browser back to `url`; the browser brings its state cookie (or `cookie`). */
function callback(env: TestEnv, url: URL, state: string | null) {
  const req = env.http.get(`${url.pathname}${url.search}`).set('Host', HOST);
  return state ? req.set('Cookie', `${STATE_COOKIE}=${state}`) : req;
}

/** A whole login as `login` at the provider: the callback's answer. */
async function ssoLogin(env: TestEnv, login: string, redirect?: string) {
  const { location, state } = await start(env, redirect);
  const back = await signInAtProvider(location, login);
  expect(back.origin).toBe(ORIGIN);
  return callback(env, back, state);
}

function refusal(res: request.Response): string | null {
  expect(res.status).toBe(302);
  const location = new URL(res.headers.location, ORIGIN);
  expect(location.pathname).toBe('/login');
  return location.searchParams.get('sso_error');
}

async function whoIs(env: TestEnv, token: string) {
  const res = await env.http.get(env.api('/user/info')).set('Cookie', `tessera_token=${token}`).set('Host', HOST);
  return res.status === 200 ? data<{ passport: string; name: string }>(res) : null;
}

describe('login options', () => {
  it('tell the login page which ways of logging in it offers', async () => {
    expect(data(await both.get('/auth/login-options'))).toEqual({ sso: true, local_login: true });
    expect(data(await ssoOnly.get('/auth/login-options'))).toEqual({ sso: true, local_login: false });
  });
});

describe('single sign-on beside local accounts', () => {
  beforeAll(async () => {
    await both.handle.services.users.add({
      username: 'alice',
      realname: 'Alice',
      password: 'alice-pass-123',
      is_admin: false,
    });
  });

  it('logs a known user in with a good code, and opens the url the login started from', async () => {
    const res = await ssoLogin(both, 'alice', '/growth/retention/daily?d=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/growth/retention/daily?d=1');
    const token = cookieOf(res, 'tessera_token');
    expect(token).toBeTruthy();
    expect(await whoIs(both, token as string)).toMatchObject({ passport: 'alice', name: 'Alice' });
    // The state cookie is spent.
    expect(cookieOf(res, STATE_COOKIE)).toBeNull();
  });

  it('matches by preferred_username without regard to case, else by email', async () => {
    await both.handle.services.users.add({
      username: 'Bob.Smith',
      realname: 'Bob',
      password: 'bob-pass-12345',
      is_admin: false,
    });
    const byName = await ssoLogin(both, 'bob.smith');
    expect(await whoIs(both, cookieOf(byName, 'tessera_token') as string)).toMatchObject({ passport: 'Bob.Smith' });

    const { user } = await both.handle.services.users.add({
      username: 'c.lee',
      realname: 'Carol',
      password: 'carol-pass-123',
      is_admin: false,
    });
    await both.handle.store.models.User.update({ email: 'carol@example.com' }, { where: { id: user.id } });
    // `mail:carol` has no preferred_username at the provider, only carol@example.com.
    const byEmail = await ssoLogin(both, 'mail:carol');
    expect(await whoIs(both, cookieOf(byEmail, 'tessera_token') as string)).toMatchObject({ passport: 'c.lee' });
  });

  it('refuses a state that is not the browser’s, and a state used once already', async () => {
    const { location, state } = await start(both);
    const back = await signInAtProvider(location, 'alice');
    // Another browser (no cookie, or the cookie of another login) brings the code back: refused.
    expect(refusal(await callback(both, back, null))).toBe('state');
    const other = await start(both);
    expect(refusal(await callback(both, back, other.state))).toBe('state');
    // A forged state matching a forged cookie names no login under way.
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect(refusal(await callback(both, forged, 'forged-state'))).toBe('state');
    // The right browser: in. Then the same answer again: the login is spent.
    const first = await callback(both, back, state);
    expect(cookieOf(first, 'tessera_token')).toBeTruthy();
    const replay = await callback(both, back, state);
    expect(refusal(replay)).toBe('state');
    expect(cookieOf(replay, 'tessera_token')).toBeNull();
  });

  it('refuses a person no account matches, and creates none', async () => {
    const before = await both.handle.store.models.User.count();
    const res = await ssoLogin(both, 'stranger');
    expect(refusal(res)).toBe('unknown_user');
    expect(cookieOf(res, 'tessera_token')).toBeNull();
    expect(await both.handle.store.models.User.count()).toBe(before);
    expect(both.logs.some((l) => l.includes('single sign-on refused') && l.includes('unknown_user'))).toBe(true);
  });

  it('refuses a disabled account', async () => {
    const { user } = await both.handle.services.users.add({
      username: 'dora',
      realname: 'Dora',
      password: 'dora-pass-1234',
      is_admin: false,
    });
    await both.handle.store.models.User.update({ status: 0 }, { where: { id: user.id } });
    expect(refusal(await ssoLogin(both, 'dora'))).toBe('disabled');
  });

  it('refuses an error the provider sends back, once the state checks out', async () => {
    const { location, state } = await start(both);
    const denied = new URL(`${ORIGIN}/api/auth/oidc/callback`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', new URL(location).searchParams.get('state') as string);
    expect(refusal(await callback(both, denied, state))).toBe('provider');
  });

  it('logs out through the provider’s end-session endpoint; a password session logs out locally', async () => {
    const res = await ssoLogin(both, 'alice');
    const token = cookieOf(res, 'tessera_token') as string;
    const out = await both.http
      .post(both.api('/auth/logout'))
      .set('Host', HOST)
      .set('Authorization', `Bearer ${token}`)
      .send({});
    expect(out.status).toBe(200);
    const url = new URL(data<{ end_session_url: string }>(out).end_session_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/login`);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await whoIs(both, token)).toBeNull();
    // The provider accepts that logout request (its confirmation page, not an error).
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/sign-out|logout/i);

    const local = await both.login('admin', ADMIN_PASSWORD);
    const outLocal = await both.post('/auth/logout', {}, local);
    expect(data(outLocal)).toEqual({ end_session_url: null });
  });

  it('is an ordinary session: a password reset or disabling the account ends it', async () => {
    const { user } = await both.handle.services.users.add({
      username: 'frank',
      realname: 'Frank',
      password: 'frank-pass-123',
      is_admin: false,
    });
    const first = cookieOf(await ssoLogin(both, 'frank'), 'tessera_token') as string;
    expect(await whoIs(both, first)).toMatchObject({ passport: 'frank' });
    expect((await both.post('/backend/user/reset-password', { id: user.id }, both.adminToken)).status).toBe(200);
    expect(await whoIs(both, first)).toBeNull();

    const second = cookieOf(await ssoLogin(both, 'frank'), 'tessera_token') as string;
    expect(await whoIs(both, second)).toMatchObject({ passport: 'frank' });
    expect((await both.post('/backend/user/update', { id: user.id, status: 0 }, both.adminToken)).status).toBe(200);
    expect(await whoIs(both, second)).toBeNull();
    expect(refusal(await ssoLogin(both, 'frank'))).toBe('disabled');
  });

  it('keeps local accounts working beside it', async () => {
    expect(await both.login('alice', 'alice-pass-123')).toBeTruthy();
  });
});

describe('single sign-on only, with accounts created on first login', () => {
  it('creates an account for a new person, and finds it on the next login', async () => {
    const first = await ssoLogin(ssoOnly, 'newbie');
    expect(first.headers.location).toBe('/index');
    expect(await whoIs(ssoOnly, cookieOf(first, 'tessera_token') as string)).toEqual(
      expect.objectContaining({ passport: 'newbie', name: 'newbie (SSO)' }),
    );
    const count = await ssoOnly.handle.store.models.User.count();
    const again = await ssoLogin(ssoOnly, 'newbie');
    expect(await whoIs(ssoOnly, cookieOf(again, 'tessera_token') as string)).toMatchObject({ passport: 'newbie' });
    expect(await ssoOnly.handle.store.models.User.count()).toBe(count);
    const user = await ssoOnly.handle.store.models.User.findOne({ where: { username: 'newbie' } });
    expect(user).toMatchObject({ email: 'newbie@example.com', is_admin: false });
  });

  it('names an account made from an email alone after the email', async () => {
    const res = await ssoLogin(ssoOnly, 'mail:erin');
    expect(await whoIs(ssoOnly, cookieOf(res, 'tessera_token') as string)).toMatchObject({ passport: 'erin' });
  });

  it('refuses every password login with a clear error, the right password too', async () => {
    for (const [username, password] of [
      ['admin', ADMIN_PASSWORD],
      ['newbie', 'whatever-123'],
    ]) {
      const res = await ssoOnly.http
        .post(ssoOnly.api('/auth/login'))
        .set('Accept-Language', 'en')
        .send({ username, password });
      expect(res.status).toBe(403);
      expect((res.body as { message: string }).message).toBe(
        'Login with a username and password is turned off: log in with single sign-on (SSO)',
      );
      expect(cookieOf(res, 'tessera_token')).toBeNull();
    }
  });
});

describe('single sign-on settings', () => {
  it('stop the start when half written', () => {
    expect(() => loadConfig({ DATA_DIR: both.dataDir, LOCAL_LOGIN: 'off' })).toThrow(
      /LOCAL_LOGIN=off needs single sign-on/,
    );
    expect(() => loadConfig({ DATA_DIR: both.dataDir, OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_CLIENT_ID is required/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: both.dataDir, OIDC_ISSUER: 'http://id.example.com', OIDC_CLIENT_ID: 'x' }),
    ).toThrow(/https/);
    const config = loadConfig({
      DATA_DIR: both.dataDir,
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'tessera',
      OIDC_SCOPES: 'profile email',
    });
    expect(config.oidc).toMatchObject({ scopes: 'profile email openid', createUsers: false });
    expect(config.localLogin).toBe(true);
  });

  it('without single sign-on, its routes send the browser back to the login page saying so', async () => {
    const plain = await createEnv('sqlite', { demo: false });
    try {
      expect(data(await plain.get('/auth/login-options'))).toEqual({ sso: false, local_login: true });
      expect(refusal(await plain.http.get(plain.api('/auth/oidc/login')).set('Host', HOST))).toBe('not_configured');
    } finally {
      await plain.handle.close();
      await plain.close();
    }
  });
});
