import { BUILT_IN_ROUTES, isBuiltInRoute } from '../../src/rules';

describe('isBuiltInRoute', () => {
  it('matches every listed route, and what sits below a /* route', () => {
    for (const route of BUILT_IN_ROUTES) expect(isBuiltInRoute(route.replace('/*', ''))).toBe(true);
    expect(isBuiltInRoute('/admin/config')).toBe(true);
    expect(isBuiltInRoute('/admin/recycleBin')).toBe(true);
    expect(isBuiltInRoute('/user/user')).toBe(true);
    expect(isBuiltInRoute('/help/info/3')).toBe(true);
    expect(isBuiltInRoute('/data/monitor')).toBe(true);
    expect(isBuiltInRoute('/permission/apply')).toBe(true);
  });

  it('ignores case and a trailing slash, as the client router does', () => {
    expect(isBuiltInRoute('/Config')).toBe(true);
    expect(isBuiltInRoute('/VISITSTAT/')).toBe(true);
    expect(isBuiltInRoute('/Admin/Anything')).toBe(true);
  });

  it('leaves report urls alone, including ones that merely start like a route', () => {
    expect(isBuiltInRoute('/growth/retention/daily')).toBe(false);
    expect(isBuiltInRoute('/configs')).toBe(false);
    expect(isBuiltInRoute('/administration')).toBe(false);
    expect(isBuiltInRoute('/users/list')).toBe(false);
    expect(isBuiltInRoute('/index2')).toBe(false);
    expect(isBuiltInRoute('/growth/admin')).toBe(false);
  });
});
