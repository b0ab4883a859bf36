import { entryRouteSpecs } from './dynamic';
import { catalog, growthMenu, page } from '../../test/fixtures';

const registered = (name: string) => name === 'ReportPage';

describe('dynamic routes from entries', () => {
  it('turns every leaf page with a registered router_config into a route titled with the entry name', () => {
    expect(entryRouteSpecs(growthMenu(), registered)).toEqual([
      { path: '/growth/retention/daily', title: '留存日报', component: 'ReportPage', entryId: 11 },
      { path: '/growth/retention/compare', title: '留存对比', component: 'ReportPage', entryId: 12 },
      { path: '/growth/users/type', title: '用户类型', component: 'ReportPage', entryId: 21 },
      { path: '/growth/users/country', title: '国家分布', component: 'ReportPage', entryId: 22 },
      { path: '/growth/users/version', title: '版本分布', component: 'ReportPage', entryId: 31 },
    ]);
  });

  it('uses the entry name, not the meta title', () => {
    const specs = entryRouteSpecs(
      [page('新名字', '/a', { id: 1, router_config: { component: 'ReportPage', meta: { title: '旧名字' } } })],
      registered,
    );
    expect(specs[0].title).toBe('新名字');
  });

  it('skips catalogs, pages without url or router_config, unknown components and relative urls', () => {
    const entries = [
      catalog('目录', [
        page('无配置', '/x', { router_config: null }),
        page('未知组件', '/y', { router_config: { component: 'Nope' } }),
      ]),
      page('无地址', '', {}),
      page('相对地址', 'relative/z'),
    ];
    expect(entryRouteSpecs(entries, registered)).toEqual([]);
  });

  it('adds each url once: already routed and repeated urls are left out', () => {
    const entries = [page('一', '/a', { id: 1 }), page('一again', '/a', { id: 2 }), page('二', '/b', { id: 3 })];
    expect(entryRouteSpecs(entries, registered).map((s) => s.entryId)).toEqual([1, 3]);
    expect(entryRouteSpecs(entries, registered, new Set(['/a'])).map((s) => s.path)).toEqual(['/b']);
  });
});
