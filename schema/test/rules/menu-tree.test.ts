import { CATALOG_OR_PAGE } from '../../src/api/entities';
import { findInMenu, isCatalogEntry, isPageEntry, menuPages, walkMenu } from '../../src/rules';

interface Node {
  id: number;
  catalog_or_page: number;
  childs?: Node[];
}

const page = (id: number, childs?: Node[]): Node => ({ id, catalog_or_page: CATALOG_OR_PAGE.PAGE, childs });
const catalog = (id: number, childs: Node[]): Node => ({ id, catalog_or_page: CATALOG_OR_PAGE.CATALOG, childs });

// 1 [ 11, 2 [ 21, 22 ], 12 ], 3 [], 4 (a page with a page below it)
const tree = (): Node[] => [
  catalog(1, [page(11), catalog(2, [page(21), page(22)]), page(12)]),
  catalog(3, []),
  page(4, [page(41)]),
];

describe('menu tree', () => {
  it('tells catalogs from pages by catalog_or_page', () => {
    expect(isCatalogEntry({ catalog_or_page: 1 })).toBe(true);
    expect(isPageEntry({ catalog_or_page: 1 })).toBe(false);
    expect(isPageEntry({ catalog_or_page: 2 })).toBe(true);
    expect(isCatalogEntry({ catalog_or_page: 2 })).toBe(false);
  });

  it('walks depth first in menu order, each node with its ancestors outermost first', () => {
    const visits = [...walkMenu(tree())].map(({ entry, ancestors }) => [entry.id, ancestors.map((a) => a.id)]);
    expect(visits).toEqual([
      [1, []],
      [11, [1]],
      [2, [1]],
      [21, [1, 2]],
      [22, [1, 2]],
      [12, [1]],
      [3, []],
      [4, []],
      [41, [4]],
    ]);
  });

  it('lists the pages only, pages below pages included', () => {
    expect(menuPages(tree()).map((p) => p.id)).toEqual([11, 21, 22, 12, 4, 41]);
    expect(menuPages([])).toEqual([]);
  });

  it('finds the first match with its ancestors, or null', () => {
    const found = findInMenu(tree(), (e) => e.id === 22);
    expect(found?.entry.id).toBe(22);
    expect(found?.ancestors.map((a) => a.id)).toEqual([1, 2]);
    expect(findInMenu(tree(), (e) => e.id === 99)).toBeNull();
  });
});
