import type { AppInfo, AppLookup, Entry, UserInfo } from '@tessera/schema/api';
import { ensureStarted, resetStartup, switchApp, takeStartupLookup } from './startup';
import { initialState, useAppStore } from '../store';
import { setRedirector } from '../session';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { createFakeServer, envelope, type FakeResponse } from '../../test/fakeServer';
import { app, growthMenu, page } from '../../test/fixtures';

const user: UserInfo = { id: 1, name: '管理员', passport: 'admin', is_admin: true };
const growth = app(1, '增长分析', 'growth');
const push = app(2, '推送运营', 'push');
const common = app(3, '工作台', 'common');
const pushMenu: Entry[] = [page('推送概览', '/push/overview/list', { id: 501, app_id: 2 })];

let state: {
  userInfo: () => FakeResponse;
  apps: AppInfo[];
  lookup: AppLookup;
};

const server = createFakeServer({
  'GET /api/user/info': () => state.userInfo(),
  'GET /api/app/lookup': () => ({ body: envelope(state.lookup) }),
  'GET /api/backend/app/list': () => ({ body: envelope(state.apps) }),
  'GET /api/site/entries': (req) => ({
    body: envelope(req.url.searchParams.get('app_id') === '2' ? pushMenu : growthMenu()),
  }),
  'GET /api/backend/app/announcement': (req) => ({
    body: envelope({
      app_id: Number(req.url.searchParams.get('app_id')),
      announcement: `公告 ${req.url.searchParams.get('app_id')}`,
    }),
  }),
  'GET /api/user/permission/list': () => ({
    body: envelope([{ permission_type: 'page_can_share', have_permission: true }]),
  }),
  'GET /api/approval/remind': () => ({ body: envelope({ count: 3 }) }),
});

const paths = () => server.requests.map((r) => `${r.url.pathname}${r.url.search}`);
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeAll(() => {
  window.__TESSERA__ = { basePath: '/' };
  server.install();
  setRedirector(() => undefined);
});

beforeEach(() => {
  resetStartup();
  server.requests.length = 0;
  window.localStorage.clear();
  useAppStore.setState({ ...initialState, token: 'tok' });
  state = {
    userInfo: () => ({ body: envelope(user, 0) }),
    apps: [growth, push],
    lookup: { status: 'ok', app_id: 2, permission_url: null, permission_id: null, page_name: null },
  };
});

describe('startup guard', () => {
  it('runs the steps in order on the first navigation, then passes straight through', async () => {
    expect(await ensureStarted('/index')).toBe(true);
    await flush();
    expect(paths()).toEqual([
      '/api/user/info',
      '/api/backend/app/list?all_type=0',
      '/api/backend/app/announcement?app_id=1',
      '/api/site/entries?app_id=1&share=0',
      '/api/user/permission/list?app_id=1',
      '/api/approval/remind',
    ]);
    const s = useAppStore.getState();
    expect(s.authStatus).toBe('identified');
    expect(s.user).toEqual(user);
    expect(s.currentApp).toEqual(growth);
    expect(s.entries.map((e) => e.name)).toContain('用户留存');
    expect(s.announcement).toBe('公告 1');
    expect(s.permissions).toHaveLength(1);
    expect(s.permissionsApprovalCount).toBe(3); // the navbar badge's count
    expect(storage.getJson(STORAGE_KEYS.app)).toEqual(growth);

    server.requests.length = 0;
    expect(await ensureStarted('/user/user')).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('resolves the app from a page url with the app lookup, and keeps the result for the unknown-path handler', async () => {
    expect(await ensureStarted('/push/overview/list')).toBe(true);
    expect(paths()[1]).toBe(`/api/app/lookup?url=${encodeURIComponent('/push/overview/list')}`);
    expect(useAppStore.getState().currentApp).toEqual(push);
    expect(useAppStore.getState().entries).toEqual(pushMenu);
    expect(takeStartupLookup('/other')).toBeNull();
    expect(takeStartupLookup('/push/overview/list')?.status).toBe('ok');
    expect(takeStartupLookup('/push/overview/list')).toBeNull();
  });

  it('takes the stored app if it is still in the list, else the first', async () => {
    storage.setJson(STORAGE_KEYS.app, push);
    await ensureStarted('/index');
    expect(useAppStore.getState().currentApp).toEqual(push);

    resetStartup();
    storage.setJson(STORAGE_KEYS.app, app(99, 'gone', 'gone'));
    await ensureStarted('/index');
    expect(useAppStore.getState().currentApp).toEqual(growth);
  });

  it("never caches the 'common' app", async () => {
    state.apps = [common, growth];
    await ensureStarted('/index');
    expect(useAppStore.getState().currentApp).toEqual(common);
    expect(storage.get(STORAGE_KEYS.app)).toBeNull();
  });

  it('an invalid token stops the startup: logged out, no error screen', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    state.userInfo = () => ({ status: 401, body: envelope(null, 401, '未登录') });
    expect(await ensureStarted('/index')).toBe(false);
    const s = useAppStore.getState();
    expect(s.authStatus).toBe('unidentified');
    expect(s.initError).toBe(false);
    expect(paths()).toEqual(['/api/user/info']);
    expect(warn).toHaveBeenCalledWith('[tessera] invalid token at startup', { url: '/index', token: 'tok…' });
    warn.mockRestore();
  });

  it('an invalid user sets the error flag', async () => {
    state.userInfo = () => ({ body: envelope(null, 0) });
    expect(await ensureStarted('/index')).toBe(false);
    expect(useAppStore.getState().initError).toBe(true);
  });

  it('any other failure sets the error flag', async () => {
    state.userInfo = () => ({ status: 500, body: envelope(null, 500, '服务器错误') });
    expect(await ensureStarted('/index')).toBe(false);
    expect(useAppStore.getState().initError).toBe(true);
  });

  it('switching app stores it, loads its menu and permissions', async () => {
    await ensureStarted('/index');
    server.requests.length = 0;
    const entries = await switchApp(push);
    await flush();
    expect(entries).toEqual(pushMenu);
    const s = useAppStore.getState();
    expect(s.currentApp).toEqual(push);
    expect(s.entries).toEqual(pushMenu);
    expect(s.appSwitching).toBe(false);
    expect(storage.getJson(STORAGE_KEYS.app)).toEqual(push);
    expect(paths()).toEqual(
      expect.arrayContaining([
        '/api/backend/app/announcement?app_id=2',
        '/api/site/entries?app_id=2&share=0',
        '/api/user/permission/list?app_id=2',
      ]),
    );
  });
});
