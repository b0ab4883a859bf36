import { activeWorkbenchEntry, databaseConfigRedirect, workbenchEntries } from './workbench';
import { catalog, page } from '../../test/fixtures';

const configMenu = () => [
  page('首页看板', '/common/board'),
  catalog(
    '工作台',
    [
      page('页面配置', '/admin/config'),
      page('隐藏入口', '/admin/secret', { is_show: 0 }),
      page('回收站', '/admin/recycleBin'),
      page('用户管理', '/user/user'),
    ],
    { url: '/config' },
  ),
];

describe('workbench entries', () => {
  it('are the shown children of the /config entry', () => {
    expect(workbenchEntries(configMenu())?.map((e) => e.url)).toEqual([
      '/admin/config',
      '/admin/recycleBin',
      '/user/user',
    ]);
    expect(workbenchEntries([page('x', '/x')])).toBeNull();
  });

  it('mark the entry of the current path, or of the screen a sub-path belongs to', () => {
    const items = workbenchEntries(configMenu())!;
    expect(activeWorkbenchEntry(items, '/admin/recycleBin')?.name).toBe('回收站');
    expect(activeWorkbenchEntry(items, '/admin/config/anything')?.name).toBe('页面配置');
    expect(activeWorkbenchEntry(items, '/admin/configuration')).toBeNull();
  });
});

describe('jumping to /admin/database/config', () => {
  const items = () => workbenchEntries(configMenu())!;

  it('stays from the index page', () => {
    expect(databaseConfigRedirect('/index', items())).toBeNull();
  });

  it('goes to the first workbench page from anywhere else, the first load included', () => {
    expect(databaseConfigRedirect('/admin/recycleBin', items())).toBe('/admin/config');
    expect(databaseConfigRedirect('/growth/retention/daily', items())).toBe('/admin/config');
    expect(databaseConfigRedirect(null, items())).toBe('/admin/config');
  });

  it('never bounces to itself and falls back to /config without entries', () => {
    const onlyDb = [page('数据库配置', '/admin/database/config'), page('回收站', '/admin/recycleBin')];
    expect(databaseConfigRedirect('/x', onlyDb)).toBe('/admin/recycleBin');
    expect(databaseConfigRedirect('/x', [])).toBe('/config');
  });
});
