import { PAGING } from '@tessera/schema/rules';
import { SORT_ORDERS, type PageRequest, type SortOrder } from '@tessera/schema/dsl';
import type { QueryColumn } from './columns';
import type { Dialect } from './dialect';
import { queryError } from './errors';

export interface SortKey {
  key: string;
  order: SortOrder;
}

/**
 * The sort: sort_key_map in its order (keys must be columns of the result, orders asc/desc), else the section's
 * configured default sorts; then every dimension not sorted yet, so equal values come back in the same order on
 * every engine and every page.
 */
export function sortKeys(
  sortKeyMap: Readonly<Record<string, string>> | undefined,
  columns: readonly QueryColumn[],
): SortKey[] {
  const keys: SortKey[] = [];
  for (const [key, order] of Object.entries(sortKeyMap ?? {})) {
    if (!columns.some((c) => c.key === key)) throw queryError('query.unknown_sort', { key }, `sort_key_map.${key}`);
    if (!(SORT_ORDERS as readonly string[]).includes(order))
      throw queryError('query.bad_sort_order', { key }, `sort_key_map.${key}`);
    keys.push({ key, order: order as SortOrder });
  }
  if (keys.length === 0) {
    for (const column of columns) if (column.defaultSort) keys.push({ key: column.key, order: column.defaultSort });
  }
  for (const column of columns) {
    if (column.role === 'dimension' && !keys.some((k) => k.key === column.key))
      keys.push({ key: column.key, order: 'asc' });
  }
  return keys;
}

/**
 * ORDER BY text over the result's columns. NULL sorts as the smallest value on every engine (first ascending,
 * last descending: MySQL's and SQLite's own rule, spelt out so PostgreSQL agrees).
 */
export function orderBySql(keys: readonly SortKey[], dialect: Dialect): string {
  return keys
    .map(({ key, order }) => {
      const quoted = dialect.id(key, `sort_key_map.${key}`);
      return `(${quoted} IS NULL) ${order === 'asc' ? 'DESC' : 'ASC'}, ${quoted} ${order === 'asc' ? 'ASC' : 'DESC'}`;
    })
    .join(', ');
}

/** LIMIT and OFFSET of a page: validated integers (page ≥ 1, 1 ≤ page_size ≤ 1000). */
export function pageWindow(page: PageRequest | undefined): { limit: number; offset: number } | null {
  if (page === undefined || page === null) return null;
  const valid = (n: unknown, max: number): n is number =>
    typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max;
  if (!valid(page.page, Number.MAX_SAFE_INTEGER) || !valid(page.page_size, PAGING.MAX_PAGE_SIZE)) {
    throw queryError('query.bad_page', { max: PAGING.MAX_PAGE_SIZE }, 'page');
  }
  const offset = (page.page - 1) * page.page_size;
  if (!Number.isSafeInteger(offset)) throw queryError('query.bad_page', { max: PAGING.MAX_PAGE_SIZE }, 'page');
  return { limit: page.page_size, offset };
}

/** The export's columns: exactly export_fields' keys, in that order, each a column of the result. */
export function exportColumns(
  exportFields: Readonly<Record<string, string>> | undefined,
  columns: readonly QueryColumn[],
): QueryColumn[] | null {
  if (exportFields === undefined || exportFields === null) return null;
  const picked = Object.entries(exportFields).map(([key, header]) => {
    const column = columns.find((c) => c.key === key);
    if (!column) throw queryError('query.unknown_export_field', { key }, `export_fields.${key}`);
    return { ...column, name: typeof header === 'string' && header !== '' ? header : column.name };
  });
  if (picked.length === 0) throw queryError('query.unknown_export_field', { key: '' }, 'export_fields');
  return picked;
}
