import type { CatalogEntry } from '@tessera/schema/api';
import {
  filterCatalogTree,
  flattenTree,
  moveNode,
  projectDrop,
  siblingOrder,
  slugOf,
  suggestUrl,
  takenUrls,
  type CatalogNode,
} from './model';

function node(
  id: number,
  name: string,
  extra: Omit<Partial<CatalogEntry>, 'childs'> & { childs?: CatalogNode[] } = {},
): CatalogNode {
  const childs = extra.childs ?? [];
  return {
    id,
    name,
    url: null,
    catalog_or_page: 2,
    is_expand: 1,
    is_show: 1,
    data_level: 'C',
    authorized: true,
    parent_id: null,
    app_id: 1,
    status: 1,
    develop_charge_username: null,
    work_charge_username: null,
    requirement_type: null,
    requirement_url: null,
    tips: null,
    remark: null,
    expand_statement: null,
    router_config: null,
    sort: 0,
    revision: null,
    published: false,
    ...extra,
    childs: childs.map((c) => ({ ...c, parent_id: id })),
  };
}
const cat = (id: number, name: string, childs: CatalogNode[] = []) => node(id, name, { catalog_or_page: 1, childs });
const pg = (id: number, name: string, url: string) => node(id, name, { url });

/** 用户留存 [留存日报, 留存对比], 用户画像 [国家分布, 设备 [版本分布]], 空目录 */
const tree = () => [
  cat(1, '用户留存', [pg(11, '留存日报', '/growth/retention/daily'), pg(12, '留存对比', '/growth/retention/compare')]),
  cat(2, '用户画像', [pg(21, '国家分布', '/growth/users/country'), cat(22, '设备', [pg(221, '版本分布', '/v')])]),
  cat(3, '空目录'),
];
const all = new Set([1, 2, 3, 22]);
const names = (list: CatalogNode[]): unknown[] =>
  list.map((n) => (n.childs.length ? [n.name, names(n.childs)] : n.name));

describe('filterCatalogTree', () => {
  it('keeps matches with their ancestors and opens the ancestors', () => {
    const { tree: kept, openIds } = filterCatalogTree(tree(), '版本');
    expect(names(kept)).toEqual([['用户画像', [['设备', ['版本分布']]]]]);
    expect(openIds.sort()).toEqual([2, 22]);
  });

  it('keeps the whole subtree of a matching catalog, ignoring case and spaces', () => {
    const withLatin = [cat(5, 'Sales', [pg(51, 'daily', '/s/d')]), pg(6, 'other', '/o')];
    expect(names(filterCatalogTree(withLatin, '  SAL ').tree)).toEqual([['Sales', ['daily']]]);
  });

  it('returns the tree itself for an empty query and nothing for no match', () => {
    const t = tree();
    expect(filterCatalogTree(t, ' ').tree).toBe(t);
    expect(filterCatalogTree(t, 'nothing').tree).toEqual([]);
  });
});

describe('flattenTree', () => {
  it('lists the rows of expanded catalogs with their depth and parent', () => {
    const rows = flattenTree(tree(), new Set([2]));
    expect(rows.map((r) => [r.id, r.depth, r.parentId])).toEqual([
      [1, 0, null],
      [2, 0, null],
      [21, 1, 2],
      [22, 1, 2],
      [3, 0, null],
    ]);
  });
});

describe('dropping a dragged row', () => {
  const rows = () => flattenTree(tree(), all);

  it('lands a page dropped on a page of another catalog in that catalog, at that place', () => {
    // 留存日报 (11) dropped on 国家分布 (21): after it, inside 用户画像.
    const p = projectDrop(rows(), 11, 21, 0, 20)!;
    expect(p).toEqual({ depth: 1, parentId: 2 });
    expect(siblingOrder(tree(), rows(), 11, 21, p.parentId)).toEqual([21, 11, 22]);
  });

  it('puts a row dropped just below a catalog first in it, and leaves with a drag to the left', () => {
    // 留存对比 (12) dragged down onto 用户画像 (2): past the catalog's row, so first inside it.
    const p = projectDrop(rows(), 12, 2, 0, 20)!;
    expect(p).toEqual({ depth: 1, parentId: 2 });
    expect(siblingOrder(tree(), rows(), 12, 2, 2)).toEqual([12, 21, 22]);
    const lastRows = rows();
    // 国家分布 dropped on 空目录 (the last row) and dragged two indents left: the root.
    expect(projectDrop(lastRows, 21, 3, -40, 20)).toEqual({ depth: 0, parentId: null });
    // ...and one indent right of the empty catalog: inside it.
    expect(projectDrop(lastRows, 21, 3, 0, 20)).toEqual({ depth: 1, parentId: 3 });
    expect(siblingOrder(tree(), lastRows, 21, 3, 3)).toEqual([21]);
  });

  it('never nests under a page', () => {
    // 版本分布 dropped on 留存日报, dragged far right: 留存日报 is a page, so it stays its sibling.
    expect(projectDrop(rows(), 221, 11, 200, 20)).toEqual({ depth: 1, parentId: 1 });
  });

  it('reorders within a catalog', () => {
    const p = projectDrop(rows(), 12, 11, 0, 20)!;
    expect(p.parentId).toBe(1);
    expect(siblingOrder(tree(), rows(), 12, 11, 1)).toEqual([12, 11]);
  });

  it('moveNode moves the node with its subtree and orders the new siblings', () => {
    const moved = moveNode(tree(), 22, 1, [11, 22, 12]);
    expect(names(moved)).toEqual([
      ['用户留存', ['留存日报', ['设备', ['版本分布']], '留存对比']],
      ['用户画像', ['国家分布']],
      '空目录',
    ]);
    expect(names(moveNode(tree(), 11, null, [11, 1, 2, 3]))[0]).toBe('留存日报');
  });
});

describe('url suggestions', () => {
  it('slugs the latin letters and digits of a name', () => {
    expect(slugOf('Daily Sales 2024!')).toBe('daily-sales-2024');
    expect(slugOf('Café — Überblick')).toBe('cafe-uberblick');
    expect(slugOf('销售日报')).toBe('');
  });

  it("uses the folder of a sibling page's url and keeps the url unique", () => {
    const t = tree();
    const retention = t[0];
    const taken = takenUrls(t);
    const suggest = (name: string, taken2 = taken) =>
      suggestUrl({ name, parent: retention, siblings: retention.childs, appKey: 'growth', taken: taken2 });
    expect(suggest('Weekly')).toBe('/growth/retention/weekly');
    expect(suggest('Daily')).toBe('/growth/retention/daily-2');
    expect(suggest('留存周报')).toBe('/growth/retention/page-3');
    expect(suggest('留存周报', new Set([...taken, '/growth/retention/page-3']))).toBe('/growth/retention/page-4');
  });

  it('falls back to the app key under an empty catalog or at the root', () => {
    const empty = tree()[2];
    expect(suggestUrl({ name: 'New', parent: empty, siblings: [], appKey: 'growth', taken: new Set() })).toBe(
      '/growth/new',
    );
    expect(suggestUrl({ name: '新页面', parent: null, siblings: [], appKey: 'push', taken: new Set() })).toBe(
      '/push/page-1',
    );
  });
});
