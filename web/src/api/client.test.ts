import { DELAYS, TIMEOUTS } from '@tessera/schema/rules';
import { CODE_USER_INFO_SUCCESS, type AppInfo, type UserInfo } from '@tessera/schema/api';
import { ApiError, api, download, request } from './client';
import { appList, lookupApp } from './apps';
import { changeLang } from '../i18n';
import { initialState, useAppStore } from '../store';
import { setRedirector } from '../session';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { createFakeServer, envelope } from '../../test/fakeServer';

const user: UserInfo = { id: 1, name: '管理员', passport: 'admin', is_admin: true };
const growth: AppInfo = { id: 1, app_name: '增长分析', app_key: 'growth', image_url: null, status: 1, sort: 1 };

const server = createFakeServer({
  'GET /tessera/api/echo': (req) => ({
    body: envelope({
      query: Object.fromEntries(req.url.searchParams),
      headers: req.headers,
      credentials: req.credentials,
    }),
  }),
  'POST /tessera/api/echo': (req) => ({ body: envelope({ body: req.body, headers: req.headers }) }),
  'PUT /tessera/api/echo': (req) => ({ body: envelope({ body: req.body }) }),
  'DELETE /tessera/api/echo': (req) => ({ body: envelope({ body: req.body }) }),
  'GET /tessera/api/user/info': () => ({ body: envelope(user, 0) }),
  'GET /tessera/api/backend/app/list': () => ({ body: envelope([growth]) }),
  'GET /tessera/api/fails': () => ({ status: 409, body: envelope(null, 409, '名称已存在') }),
  'GET /tessera/api/soft-fail': () => ({ status: 200, body: envelope(null, 0, '业务失败') }),
  'GET /tessera/api/html': () => ({ status: 502, body: '<html>bad gateway</html>' }),
  'GET /tessera/api/slow': () => ({ body: envelope('late'), delay: 200 }),
  'GET /tessera/api/very-slow': () => ({ body: envelope('late'), delay: TIMEOUTS.DEFAULT + 5000 }),
  'GET /tessera/api/app/lookup': () => ({ status: 401, body: envelope(null, 401, '未登录') }),
  'GET /tessera/api/conflict': () => ({ status: 409, body: envelope({ revision: 4 }, 409, '已被他人修改') }),
  'GET /tessera/api/bundle': () => ({
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="p.json"',
    },
    body: { pages: [] },
  }),
  'GET /tessera/api/not-a-file': () => ({ status: 404, body: envelope(null, 404, '页面不存在') }),
});

beforeAll(() => {
  window.__TESSERA__ = { basePath: '/tessera/' };
  server.install();
});

beforeEach(() => {
  server.requests.length = 0;
  useAppStore.setState({
    ...initialState,
    token: 'tok-123',
    user,
    authStatus: 'identified',
    apps: [growth],
    currentApp: growth,
    announcement: 'hi',
    entries: [],
  });
  return changeLang('zh');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('request basics', () => {
  it('prefixes the base path, sends GET params as a snake_case query, the Bearer token, cookies and the language', async () => {
    await changeLang('en');
    const res = await api.get<{ query: Record<string, string>; headers: Record<string, string>; credentials: string }>(
      '/echo',
      { appId: 3, allType: 0, skipMe: undefined },
    );
    expect(server.requests[0].url.pathname).toBe('/tessera/api/echo');
    expect(res.query).toEqual({ app_id: '3', all_type: '0' });
    expect(res.headers.Authorization).toBe('Bearer tok-123');
    expect(res.headers['Accept-Language']).toBe('en');
    expect(res.credentials).toBe('include');
  });

  it('sends POST, PUT and DELETE data as JSON with snake_case field names, nested keys as written, unless disabled', async () => {
    const post = await api.post<{ body: unknown; headers: Record<string, string> }>('/echo', {
      searchContent: 'a',
      pageSize: 30,
      nested: { appId: 1 },
      list: [{ userId: 2 }],
    });
    // Nested keys are data (column keys, filter keys, documents): only the call's own field names are converted.
    expect(post.body).toEqual({ search_content: 'a', page_size: 30, nested: { appId: 1 }, list: [{ userId: 2 }] });
    expect(post.headers['Content-Type']).toBe('application/json');
    expect((await api.put<{ body: unknown }>('/echo', { appId: 1 })).body).toEqual({ app_id: 1 });
    expect((await api.delete<{ body: unknown }>('/echo', { appId: 1 })).body).toEqual({ app_id: 1 });
    expect((await api.post<{ body: unknown }>('/echo', { appId: 1 }, { snakeCase: false })).body).toEqual({ appId: 1 });
  });

  it('omits the Authorization header without a token', async () => {
    useAppStore.setState({ token: null });
    const res = await api.get<{ headers: Record<string, string> }>('/echo');
    expect(res.headers.Authorization).toBeUndefined();
  });

  it('rejects other methods with a TypeError before any request', async () => {
    await expect(request('PATCH', '/echo', {})).rejects.toThrow(TypeError);
    await expect(request('HEAD', '/echo')).rejects.toBeInstanceOf(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('envelope', () => {
  it('returns result_data on code 1', async () => {
    expect(await appList()).toEqual([growth]);
    expect(server.requests[0].url.search).toBe('?all_type=0');
  });

  it('accepts code 0 as success for user info only', async () => {
    expect(await api.get('/user/info', undefined, { successCode: CODE_USER_INFO_SUCCESS })).toEqual(user);
    await expect(api.get('/user/info')).rejects.toBeInstanceOf(ApiError);
  });

  it('throws the server message for any other code, with or without an HTTP error status', async () => {
    await expect(api.get('/fails')).rejects.toMatchObject({
      name: 'ApiError',
      message: '名称已存在',
      code: 409,
      status: 409,
    });
    await expect(api.get('/soft-fail')).rejects.toMatchObject({
      message: '业务失败',
      code: 0,
      status: 200,
      kind: 'api',
    });
  });

  it("keeps an error's result_data (a 409's conflict) for the caller", async () => {
    await expect(api.get('/conflict')).rejects.toMatchObject({ status: 409, data: { revision: 4 } });
  });

  it('downloads a JSON file sent as an attachment, and still reads an envelope as the error', async () => {
    const file = await download('/bundle', { page_id: 3 }, { method: 'GET' });
    expect(file.filename).toBe('p.json');
    expect(file.blob.size).toBe(JSON.stringify({ pages: [] }).length);
    expect(server.requests.at(-1)?.url.search).toBe('?page_id=3');
    await expect(download('/not-a-file', {}, { method: 'GET' })).rejects.toMatchObject({ message: '页面不存在' });
  });

  it('turns a non-envelope error response into a translated HTTP error', async () => {
    await expect(api.get('/html')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: '请求失败（HTTP 502）',
    });
  });
});

describe('timeout', () => {
  it('aborts after the given timeout', async () => {
    await expect(api.get('/slow', undefined, { timeout: 30 })).rejects.toMatchObject({
      kind: 'timeout',
      message: '请求超时，请稍后重试',
    });
  });

  it('aborts after 10 s by default', async () => {
    jest.useFakeTimers();
    const pending = api.get('/very-slow');
    const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(TIMEOUTS.DEFAULT - 1);
    expect(server.requests).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('waits forever with timeout 0', async () => {
    await expect(api.get('/slow', undefined, { timeout: 0 })).resolves.toBe('late');
  });
});

describe('401', () => {
  let redirects: string[];
  beforeEach(() => {
    redirects = [];
    setRedirector((url) => redirects.push(url));
    storage.set(STORAGE_KEYS.token, 'tok-123');
    storage.setJson(STORAGE_KEYS.app, growth);
    window.history.pushState({}, '', '/tessera/growth/retention/daily?d=1');
  });

  it('clears the login state, then goes to the login page with a redirect back after 500 ms', async () => {
    jest.useFakeTimers();
    await expect(lookupApp('/growth/retention/daily')).rejects.toMatchObject({ status: 401, message: '未登录' });
    const s = useAppStore.getState();
    expect({
      token: s.token,
      user: s.user,
      entries: s.entries,
      apps: s.apps,
      currentApp: s.currentApp,
      announcement: s.announcement,
      authStatus: s.authStatus,
    }).toEqual({
      token: null,
      user: null,
      entries: [],
      apps: [],
      currentApp: null,
      announcement: null,
      authStatus: 'unidentified',
    });
    expect(storage.get(STORAGE_KEYS.token)).toBeNull();
    expect(storage.get(STORAGE_KEYS.app)).toBeNull();
    expect(redirects).toEqual([]);
    await jest.advanceTimersByTimeAsync(DELAYS.LOGOUT_REDIRECT);
    expect(redirects).toEqual([`/tessera/login?redirect=${encodeURIComponent('/growth/retention/daily?d=1')}`]);
  });

  it('parallel 401s redirect once', async () => {
    jest.useFakeTimers();
    await Promise.allSettled([lookupApp('/a'), lookupApp('/b')]);
    await jest.advanceTimersByTimeAsync(DELAYS.LOGOUT_REDIRECT * 2);
    expect(redirects).toHaveLength(1);
  });

  it('from an outer site, posts {type: expires} to the parent instead', async () => {
    useAppStore.setState({ isFromOuterSite: true });
    const message = new Promise<unknown>((resolve) =>
      window.addEventListener('message', (e: MessageEvent) => resolve(e.data), { once: true }),
    );
    await expect(lookupApp('/a')).rejects.toBeInstanceOf(ApiError);
    // The message is the flow's last step, where a redirect would have been.
    await expect(message).resolves.toEqual({ type: 'expires' });
    expect(redirects).toEqual([]);
  });

  it('does not start the flow when the call opts out (login)', async () => {
    await expect(api.get('/app/lookup', { url: '/a' }, { authRedirect: false })).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().token).toBe('tok-123');
  });
});
