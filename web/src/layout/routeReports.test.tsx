import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DELAYS } from '@tessera/schema/rules';
import { type UserInfo } from '@tessera/schema/api';
import { changeLang, currentLang } from '../i18n';
import { useRouteEffects } from './useRouteEffects';
import { enablePageRouteReports } from '../router/pageRouteReports';
import { initialState, useAppStore } from '../store';
import { setRedirector } from '../session';
import { createFakeServer, envelope, type FakeResponse } from '../../test/fakeServer';

const user: UserInfo = { id: 1, name: '管理员', passport: 'admin', is_admin: true };
let answer: () => FakeResponse;
const server = createFakeServer({ 'POST /tessera/api/visit/page/url': () => answer() });
const redirects: string[] = [];

const reports = () =>
  server.requests.filter((r) => r.url.pathname === '/tessera/api/visit/page/url').map((r) => r.body);
const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

function Screen() {
  useRouteEffects();
  return null;
}

/** The app's routes in miniature, under the base path /tessera like a real deployment. */
const memoryRouter = (path: string) =>
  createMemoryRouter([{ path: '*', element: <Screen />, handle: { titleKey: 'home.title' } }], {
    basename: '/tessera',
    initialEntries: [`/tessera${path}`],
  });

async function mount(path: string) {
  const router = memoryRouter(path);
  render(<RouterProvider router={router} />);
  await flush();
  return {
    go: async (to: string) => {
      await act(() => router.navigate(to));
      await flush();
    },
  };
}

beforeAll(() => {
  window.__TESSERA__ = { basePath: '/tessera/' };
  server.install();
  setRedirector((url) => redirects.push(url));
});

beforeEach(async () => {
  server.requests.length = 0;
  redirects.length = 0;
  answer = () => ({ body: envelope({ recorded: true }) });
  useAppStore.setState({ ...initialState, token: 'tok', user, authStatus: 'identified' });
  await changeLang('zh');
  enablePageRouteReports();
});

afterEach(() => jest.useRealTimers());

describe('page-route reports', () => {
  it('reports each completed navigation once, without the base path or the query', async () => {
    const { go } = await mount('/growth/retention/daily?preview=1');
    await go('/index');
    await go('/user/user');
    await go('/growth/retention/daily');
    expect(reports()).toEqual([
      { url: '/growth/retention/daily' },
      { url: '/index' },
      { url: '/user/user' },
      { url: '/growth/retention/daily' },
    ]);
    // Each outlives the page: a visit reported just as the page is left (a reload, a typed address) still counts.
    const sent = server.requests.filter((r) => r.url.pathname === '/tessera/api/visit/page/url');
    expect(sent.every((r) => r.keepalive === true)).toBe(true);
  });

  it('does not report a re-render that is not a navigation (a language switch)', async () => {
    await mount('/index');
    const title = document.title;
    await act(() => changeLang(currentLang() === 'zh' ? 'en' : 'zh'));
    await flush();
    expect(document.title).not.toBe(title);
    expect(reports()).toEqual([{ url: '/index' }]);
  });

  it('is off until turned on (the dev server never turns it on)', async () => {
    enablePageRouteReports(false);
    const { go } = await mount('/index');
    await go('/user/user');
    expect(reports()).toEqual([]);
  });

  it('skips the login page and users not identified yet', async () => {
    const { go } = await mount('/login');
    act(() => useAppStore.setState({ authStatus: 'unidentified', token: null, user: null }));
    await go('/growth/retention/daily');
    expect(reports()).toEqual([]);
  });

  it('swallows failures: the navigation goes on', async () => {
    answer = () => ({ status: 500, body: envelope(null, 500, 'boom') });
    const { go } = await mount('/index');
    answer = () => ({ status: 502, body: '<html>bad gateway</html>' });
    await go('/user/user');
    expect(reports()).toHaveLength(2);
    expect(useAppStore.getState().authStatus).toBe('identified');
    expect(redirects).toEqual([]);
  });

  it('a 401 still starts the logged-out flow', async () => {
    jest.useFakeTimers();
    answer = () => ({ status: 401, body: envelope(null, 401, '未登录') });
    render(<RouterProvider router={memoryRouter('/user/user')} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(reports()).toEqual([{ url: '/user/user' }]);
    expect(useAppStore.getState()).toMatchObject({ authStatus: 'unidentified', token: null });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(DELAYS.LOGOUT_REDIRECT);
    });
    expect(redirects).toHaveLength(1);
    expect(redirects[0]).toMatch(/^\/tessera\/login/);
  });
});
