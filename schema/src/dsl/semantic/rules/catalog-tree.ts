import type { TemplateBundle } from '../../template';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

/**
 * The catalogs of a bundle form a tree: keys unique, every child names a catalog or a page of the bundle, nothing
 * sits in two places, and no catalog is inside itself (an import would otherwise loop or lose a page).
 */
export function catalogTree(bundle: TemplateBundle): DocumentIssue[] {
  const catalogs = bundle.catalogs ?? [];
  const issues: DocumentIssue[] = [];
  const keys = new Map<string, number>();
  catalogs.forEach((c, i) => {
    if (keys.has(c.key))
      issues.push(
        error(at('', 'catalogs', i, 'key'), {
          en: `catalog key "${c.key}" is used twice`,
          zh: `目录标识 "${c.key}" 重复`,
        }),
      );
    else keys.set(c.key, i);
  });
  const urls = new Set(bundle.pages.map((p) => p.url).filter((u): u is string => typeof u === 'string'));
  const placed = new Set<string>();
  const parentOf = new Map<string, string>();
  catalogs.forEach((c, i) => {
    c.children.forEach((child, j) => {
      const pointer = at('', 'catalogs', i, 'children', j);
      const name = 'catalog' in child ? `catalog:${child.catalog}` : `page:${child.page}`;
      if ('catalog' in child && !keys.has(child.catalog))
        issues.push(
          error(at(pointer, 'catalog'), {
            en: `no catalog of this bundle has the key "${child.catalog}"`,
            zh: `本模板中没有标识为 "${child.catalog}" 的目录`,
          }),
        );
      else if ('page' in child && !urls.has(child.page))
        issues.push(
          error(at(pointer, 'page'), {
            en: `no page of this bundle has the url "${child.page}"`,
            zh: `本模板中没有 url 为 "${child.page}" 的页面`,
          }),
        );
      else if (placed.has(name))
        issues.push(error(pointer, { en: 'already placed in another catalog', zh: '已放在另一个目录中' }));
      placed.add(name);
      if ('catalog' in child) parentOf.set(child.catalog, c.key);
    });
  });
  catalogs.forEach((c, i) => {
    const seen = new Set<string>();
    for (let key: string | undefined = c.key; key !== undefined; key = parentOf.get(key)) {
      if (seen.has(key)) {
        issues.push(
          error(at('', 'catalogs', i, 'children'), {
            en: `catalog "${c.key}" ends up inside itself`,
            zh: `目录 "${c.key}" 最终被放进了它自己`,
          }),
        );
        break;
      }
      seen.add(key);
    }
  });
  return issues;
}
