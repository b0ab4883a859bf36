import { CATALOG_OR_PAGE, type Entry } from '@tessera/schema/api';
import { grantedUrls, toTreeData } from './pageTree';

const entry = (id: number, name: string, url: string | null, childs: Entry[] = []): Entry =>
  ({
    id,
    name,
    url,
    catalog_or_page: url ? CATALOG_OR_PAGE.PAGE : CATALOG_OR_PAGE.CATALOG,
    childs,
  }) as unknown as Entry;

describe('role page tree', () => {
  const tree = toTreeData([
    entry(1, 'Retention', null, [entry(2, 'Daily', '/growth/daily'), entry(3, 'Empty', null)]),
    entry(4, 'Nothing below', null),
  ]);

  it('keys pages by url and leaves out catalogs with no page below', () => {
    expect(tree).toEqual([
      { key: 'catalog:1', title: 'Retention', children: [{ key: '/growth/daily', title: 'Daily' }] },
    ]);
  });

  it('saves only urls, never catalog or group keys', () => {
    expect(grantedUrls(['catalog:1', '/growth/daily', 'builtin:', '/visitStat'])).toEqual([
      '/growth/daily',
      '/visitStat',
    ]);
  });
});
