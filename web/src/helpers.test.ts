import { approvalBadgeText } from './layout/Navbar';
import { searchApps } from './layout/AppSwitchPanel';
import { homeGroups } from './screens/Home';
import { safeRedirect } from '@tessera/schema/rules';
import { isOutdated } from './lib/versionCheck';
import { routerBasename, stripBase } from './runtime';
import { loginUrl } from './session';
import { app, catalog, growthMenu, page } from '../test/fixtures';

afterEach(() => {
  window.__TESSERA__ = undefined;
});

describe('navbar approval badge', () => {
  it('caps at 99+', () => {
    expect(approvalBadgeText(1)).toBe('1');
    expect(approvalBadgeText(99)).toBe('99');
    expect(approvalBadgeText(100)).toBe('99+');
  });
});

describe('app switch search', () => {
  it('filters by app name, case-insensitively', () => {
    const apps = [app(1, '增长分析', 'growth'), app(2, '推送运营', 'push'), app(3, 'Growth Lab', 'lab')];
    expect(searchApps(apps, '推送').map((a) => a.id)).toEqual([2]);
    expect(searchApps(apps, ' growth ').map((a) => a.id)).toEqual([3]);
    expect(searchApps(apps, '')).toBe(apps);
  });
});

describe('home groups', () => {
  it('lists the top catalogs with all their pages, and loose top-level pages last', () => {
    const groups = homeGroups([...growthMenu(), page('独立页', '/solo', { id: 77 })]);
    expect(groups.map((g) => [g.catalog?.name ?? null, g.pages.map((p) => p.name)])).toEqual([
      ['用户留存', ['留存日报', '留存对比']],
      ['用户画像', ['用户类型', '国家分布', '版本分布']],
      ['空目录', []],
      [null, ['实时核心', '独立页']],
    ]);
    expect(homeGroups([catalog('只有目录', [])])).toHaveLength(1);
  });
});

describe('login redirect', () => {
  it('follows in-app paths only', () => {
    expect(safeRedirect('/growth/retention/daily?d=1')).toBe('/growth/retention/daily?d=1');
    expect(safeRedirect(null)).toBe('/index');
    expect(safeRedirect('https://evil.example')).toBe('/index');
    expect(safeRedirect('//evil.example')).toBe('/index');
    expect(safeRedirect('/\\evil.example')).toBe('/index');
    expect(safeRedirect('/\t/evil.example')).toBe('/index');
    expect(safeRedirect('/login?redirect=/x')).toBe('/index');
  });
});

describe('version check', () => {
  it('flags another build, never on the dev server', () => {
    expect(isOutdated('b2', 'b1')).toBe(true);
    expect(isOutdated('b1', 'b1')).toBe(false);
    expect(isOutdated('', 'b1')).toBe(false);
    expect(isOutdated('b2', 'dev')).toBe(false);
  });
});

describe('base path', () => {
  it('defaults to /', () => {
    expect(routerBasename()).toBe('/');
    expect(stripBase('/growth/a')).toBe('/growth/a');
    expect(loginUrl('/growth/a?x=1')).toBe(`/login?redirect=${encodeURIComponent('/growth/a?x=1')}`);
  });

  it('strips a prefix and builds the login address under it', () => {
    window.__TESSERA__ = { basePath: '/tessera' };
    expect(routerBasename()).toBe('/tessera');
    expect(stripBase('/tessera/growth/a')).toBe('/growth/a');
    expect(stripBase('/tessera')).toBe('/');
    expect(stripBase('/other')).toBe('/other');
    expect(loginUrl()).toBe('/tessera/login');
    expect(loginUrl('/login?redirect=/x')).toBe('/tessera/login');
    expect(loginUrl('/index')).toBe(`/tessera/login?redirect=${encodeURIComponent('/index')}`);
  });

  it('reads the base path from the meta element the server injects (no inline script under the CSP)', () => {
    const meta = document.createElement('meta');
    meta.name = 'tessera-runtime';
    meta.content = JSON.stringify({ basePath: '/reports/', build: 'b1' });
    document.head.appendChild(meta);
    try {
      expect(routerBasename()).toBe('/reports');
      expect(stripBase('/reports/growth/a')).toBe('/growth/a');
    } finally {
      meta.remove();
    }
  });
});
