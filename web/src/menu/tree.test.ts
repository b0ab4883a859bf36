import { menuPages } from '@tessera/schema/rules';
import { externalUrl, filterTree, findEntryByUrl, firstPage, initiallyOpenIds, splitMatch } from './tree';
import { growthMenu } from '../../test/fixtures';

const names = (entries: { name: string; childs: { name: string }[] }[]): unknown =>
  entries.map((e) => (e.childs.length ? { [e.name]: names(e.childs as never) } : e.name));

describe('menu filter', () => {
  it('keeps the ancestors of a matching page and drops everything else', () => {
    const { tree, openIds } = filterTree(growthMenu(), '国家');
    expect(names(tree)).toEqual([{ 用户画像: ['国家分布'] }]);
    expect(openIds).toEqual([2]);
  });

  it('keeps the whole chain of ancestors of a deep match and opens each of them', () => {
    const { tree, openIds } = filterTree(growthMenu(), '版本分布');
    expect(names(tree)).toEqual([{ 用户画像: [{ 版本: ['版本分布'] }] }]);
    expect(openIds.sort()).toEqual([2, 3]);
  });

  it('keeps the whole subtree of a matching catalog', () => {
    const { tree, openIds } = filterTree(growthMenu(), '留存');
    expect(names(tree)).toEqual([{ 用户留存: ['留存日报', '留存对比'] }]);
    expect(openIds).toEqual([1]);
  });

  it('matches case-insensitively and trims the query', () => {
    const menu = [growthMenu()[0]];
    menu[0].childs[0].name = 'Daily Retention';
    expect(names(filterTree(menu, '  daily ').tree)).toEqual([{ 用户留存: ['Daily Retention'] }]);
  });

  it('returns the tree unchanged for an empty query, with the is_expand catalogs open', () => {
    const menu = growthMenu();
    const result = filterTree(menu, '   ');
    expect(result.tree).toBe(menu);
    expect(result.openIds).toEqual([1]);
    expect(initiallyOpenIds(menu)).toEqual([1]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterTree(growthMenu(), 'zzz').tree).toEqual([]);
  });

  it('does not change the input tree', () => {
    const menu = growthMenu();
    const before = JSON.stringify(menu);
    filterTree(menu, '国家');
    expect(JSON.stringify(menu)).toBe(before);
  });
});

describe('highlighting', () => {
  it('splits a name around every occurrence of the query', () => {
    expect(splitMatch('国家分布国家', '国家')).toEqual([
      { text: '国家', match: true },
      { text: '分布', match: false },
      { text: '国家', match: true },
    ]);
    expect(splitMatch('Daily', 'AI')).toEqual([
      { text: 'D', match: false },
      { text: 'ai', match: true },
      { text: 'ly', match: false },
    ]);
    expect(splitMatch('Daily', '')).toEqual([{ text: 'Daily', match: false }]);
  });
});

describe('tree helpers', () => {
  it('finds a page with its ancestors', () => {
    const found = findEntryByUrl(growthMenu(), '/growth/users/version');
    expect(found?.entry.name).toBe('版本分布');
    expect(found?.ancestors.map((a) => a.name)).toEqual(['用户画像', '版本']);
    expect(findEntryByUrl(growthMenu(), '/nope')).toBeNull();
  });

  it('lists pages depth first and picks the first routable page', () => {
    expect(menuPages(growthMenu()).map((p) => p.id)).toEqual([11, 12, 21, 22, 31, 41]);
    expect(firstPage(growthMenu())?.url).toBe('/growth/retention/daily');
    expect(firstPage([growthMenu()[3]])).toBeNull();
  });

  it('prefixes urls without http(s) with //', () => {
    expect(externalUrl('wiki.example.com/req/1')).toBe('//wiki.example.com/req/1');
    expect(externalUrl('https://wiki.example.com')).toBe('https://wiki.example.com');
    expect(externalUrl('HTTP://a.b')).toBe('HTTP://a.b');
    expect(externalUrl('//a.b')).toBe('//a.b');
  });
});
