import { formatDocument, type TemplateBundle } from '../src/dsl';
import { validateDocument } from '../src/validate';

const page = (url: string) => ({ version: 2, name: url, url, sections: [] });
const bundle = (catalogs: unknown[]): TemplateBundle =>
  ({ version: 2, name: 'tree', catalogs, pages: [page('/a/one'), page('/a/two')] }) as TemplateBundle;
const errors = (doc: unknown) =>
  validateDocument('template', doc)
    .issues.filter((i) => i.severity === 'error')
    .map((i) => `${i.pointer} ${i.message.en}`);

describe('catalogs in a template bundle', () => {
  it('accept a tree of catalogs holding pages by url and catalogs by key, written in schema order', () => {
    const doc = bundle([
      { children: [{ page: '/a/one' }, { catalog: 'inner' }], name: 'Outer', catalog_or_page: 1, key: 'outer' },
      { key: 'inner', catalog_or_page: 1, name: 'Inner', is_expand: 0, children: [{ page: '/a/two' }] },
    ]);
    expect(errors(doc)).toEqual([]);
    const text = formatDocument('template', doc);
    expect(text.indexOf('"key": "outer"')).toBeLessThan(text.indexOf('"name": "Outer"'));
    expect(text.indexOf('"name": "Outer"')).toBeLessThan(text.indexOf('"children"'));
  });

  it('name a child that is not in the bundle, a page placed twice and a catalog inside itself', () => {
    const doc = bundle([
      { key: 'a', catalog_or_page: 1, name: 'A', children: [{ page: '/a/one' }, { catalog: 'ghost' }] },
      { key: 'b', catalog_or_page: 1, name: 'B', children: [{ page: '/a/one' }, { catalog: 'b' }] },
      { key: 'a', catalog_or_page: 1, name: 'again', children: [] },
    ]);
    expect(errors(doc)).toEqual([
      '/catalogs/0/children/1/catalog no catalog of this bundle has the key "ghost"',
      '/catalogs/1/children catalog "b" ends up inside itself',
      '/catalogs/1/children/0 already placed in another catalog',
      '/catalogs/2/key catalog key "a" is used twice',
    ]);
    expect(errors({ ...doc, catalogs: [{ key: 'x', catalog_or_page: 2, name: 'X', children: [] }] })).toEqual([
      '/catalogs/0/catalog_or_page "catalog_or_page" must be 1 (got 2)',
    ]);
  });
});
