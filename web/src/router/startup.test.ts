import type { AppInfo, AppLookup, Bootstrap, Entry, UserInfo } from '@tessera/schema/api';
import { ensureStarted, resetStartup, switchApp, takeStartupLookup } from './startup';
import { initialState, useAppStore } from '../store';
import { setRedirector } from '../session';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { createFakeServer, envelope, type FakeRequest, type FakeResponse } from '../../test/fakeServer';
import { app, growthMenu, page } from '../../test/fixtures';

const user: UserInfo = { id: 1, name: '管理员', passport: 'admin', is_admin: true };
const growth = app(1, '增长分析', 'growth');
const push = app(2, '推送运营', 'push');
const common = app(3, '工作台', 'common');
const pushMenu: Entry[] = [page('推送概览', '/push/overview/list', { id: 501, app_id: 2 })];

let state: {
  bootstrap: (req: FakeRequest) => FakeResponse;
};

/** The server's answer for `current`: the client applies it, the server test covers how the app is chosen. */
function answer(current: AppInfo | null, extra: Partial<Bootstrap> = {}): Bootstrap {
  return {
    user,
    lookup: null,
    apps: [growth, push],
    current_app_id: current?.id ?? null,
    announcement: current ? `公告 ${current.id}` : null,
    entries: current?.id === 2 ? pushMenu : growthMenu(),
    permissions: [{ permission_type: 'page_can_share', have_permission: true }],
    approval_count: 3,
    favorites: [],
    notices: [],
    ...extra,
  };
}

const server = createFakeServer({
  'GET /api/bootstrap': (req) => state.bootstrap(req),
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
  state = { bootstrap: () => ({ body: envelope(answer(growth)) }) };
});

describe('startup guard', () => {
  it('one call answers every step on the first navigation; later ones pass straight through', async () => {
    expect(await ensureStarted('/index')).toBe(true);
    await flush();
    expect(paths()).toEqual(['/api/bootstrap']);
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

  it('sends a page url to be looked up, and keeps the lookup for the unknown-path handler', async () => {
    const lookup: AppLookup = { status: 'ok', app_id: 2, permission_url: null, permission_id: null, page_name: null };
    state.bootstrap = () => ({ body: envelope(answer(push, { lookup })) });
    expect(await ensureStarted('/push/overview/list')).toBe(true);
    expect(paths()).toEqual([`/api/bootstrap?url=${encodeURIComponent('/push/overview/list')}`]);
    expect(useAppStore.getState().currentApp).toEqual(push);
    expect(useAppStore.getState().entries).toEqual(pushMenu);
    expect(takeStartupLookup('/other')).toBeNull();
    expect(takeStartupLookup('/push/overview/list')?.status).toBe('ok');
    expect(takeStartupLookup('/push/overview/list')).toBeNull();
  });

  it('tells the server the stored app, and takes the app the server chose', async () => {
    storage.setJson(STORAGE_KEYS.app, push);
    state.bootstrap = () => ({ body: envelope(answer(push)) });
    await ensureStarted('/index');
    expect(paths()).toEqual(['/api/bootstrap?app_id=2']);
    expect(useAppStore.getState().currentApp).toEqual(push);
    expect(useAppStore.getState().announcement).toBe('公告 2');
  });

  it('a user in no app starts with no app, no menu and no announcement', async () => {
    state.bootstrap = () => ({ body: envelope(answer(null, { apps: [], entries: [], permissions: [] })) });
    expect(await ensureStarted('/index')).toBe(true);
    const s = useAppStore.getState();
    expect(s.currentApp).toBeNull();
    expect(s.entries).toEqual([]);
    expect(s.announcement).toBeNull();
  });

  it("never caches the 'common' app", async () => {
    state.bootstrap = () => ({ body: envelope(answer(common, { apps: [common, growth] })) });
    await ensureStarted('/index');
    expect(useAppStore.getState().currentApp).toEqual(common);
    expect(storage.get(STORAGE_KEYS.app)).toBeNull();
  });

  it('an invalid token stops the startup: logged out, no error screen', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    state.bootstrap = () => ({ status: 401, body: envelope(null, 401, '未登录') });
    expect(await ensureStarted('/index')).toBe(false);
    const s = useAppStore.getState();
    expect(s.authStatus).toBe('unidentified');
    expect(s.initError).toBe(false);
    expect(paths()).toEqual(['/api/bootstrap']);
    expect(warn).toHaveBeenCalledWith('[tessera] invalid token at startup', { url: '/index', token: 'tok…' });
    warn.mockRestore();
  });

  it('an invalid user sets the error flag', async () => {
    state.bootstrap = () => ({ body: envelope({ ...answer(growth), user: null }) });
    expect(await ensureStarted('/index')).toBe(false);
    expect(useAppStore.getState().initError).toBe(true);
  });

  it('any other failure sets the error flag', async () => {
    state.bootstrap = () => ({ status: 500, body: envelope(null, 500, '服务器错误') });
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
