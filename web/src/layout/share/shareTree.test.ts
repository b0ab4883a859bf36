import { CATALOG_OR_PAGE, type Entry } from '@tessera/schema/api';
import { sharedPageIds, toShareNodes } from './shareTree';

const entry = (id: number, url: string | null, authorized: boolean, childs: Entry[] = []): Entry =>
  ({
    id,
    name: `e${id}`,
    url,
    catalog_or_page: url ? CATALOG_OR_PAGE.PAGE : CATALOG_OR_PAGE.CATALOG,
    authorized,
    childs,
  }) as unknown as Entry;

describe('share tree', () => {
  const entries = [
    entry(1, null, false, [entry(2, '/a', true), entry(3, '/b', false)]),
    entry(4, null, true, [entry(5, '/c', true)]),
  ];

  it('disables what the recipients hold already: held pages, and catalogs whose pages all are', () => {
    const nodes = toShareNodes(entries);
    expect(nodes.map((n) => [n.key, n.disabled, n.children?.map((c) => [c.key, c.disabled])])).toEqual([
      [
        'catalog:1',
        false,
        [
          ['page:2', true],
          ['page:3', false],
        ],
      ],
      ['catalog:4', true, [['page:5', true]]],
    ]);
  });

  it('sends the checked pages not held yet, never catalogs or held pages', () => {
    expect(sharedPageIds(entries, ['catalog:1', 'page:2', 'page:3', 'page:5'])).toEqual([3]);
    expect(sharedPageIds(entries, [])).toEqual([]);
  });
});
