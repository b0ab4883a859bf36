import type { Transaction } from 'sequelize';
import type { CatalogEntry } from '@tessera/schema/api';
import { isPageEntry } from '@tessera/schema/rules';
import type { Store } from '../../store';
import { toEntry } from '../entries/mappers';
import type { EntryModel } from '../entries/models';

export interface PageState {
  revision: number | null;
  published: boolean;
}

/** Siblings in menu order: sort, then id (as the menu orders them). */
export const byMenuOrder = (a: EntryModel, b: EntryModel): number => Number(a.sort) - Number(b.sort) || a.id - b.id;

/** Draft revision and published state of the given page entries. */
export async function pageStates(
  store: Store,
  entryIds: number[],
  transaction?: Transaction,
): Promise<Map<number, PageState>> {
  const states = new Map<number, PageState>();
  if (entryIds.length === 0) return states;
  const rows = await store.models.Page.findAll({
    attributes: ['entry_id', 'revision', 'online_document'],
    where: { entry_id: entryIds },
    transaction,
  });
  for (const row of rows)
    states.set(row.entry_id, { revision: Number(row.revision), published: row.online_document !== null });
  return states;
}

export function toCatalogEntry(row: EntryModel, states: Map<number, PageState>, childs: CatalogEntry[]): CatalogEntry {
  const state = isPageEntry(row) ? states.get(row.id) : undefined;
  return { ...toEntry(row, true, childs), revision: state?.revision ?? null, published: state?.published ?? false };
}

/** Children by parent id (null: the root), in menu order. Entries whose parent is not among `rows` go to the root. */
export function childrenIndex(rows: EntryModel[]): Map<number | null, EntryModel[]> {
  const ids = new Set(rows.map((r) => r.id));
  const index = new Map<number | null, EntryModel[]>();
  for (const row of [...rows].sort(byMenuOrder)) {
    const parent = row.parent_id != null && ids.has(row.parent_id) && row.parent_id !== row.id ? row.parent_id : null;
    index.set(parent, [...(index.get(parent) ?? []), row]);
  }
  return index;
}

/** Every entry below `id` (not itself), depth first. A corrupt cycle stops at the first repeat. */
export function descendantsOf(index: Map<number | null, EntryModel[]>, id: number): EntryModel[] {
  const out: EntryModel[] = [];
  const seen = new Set([id]);
  const walk = (parent: number) => {
    for (const child of index.get(parent) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push(child);
      walk(child.id);
    }
  };
  walk(id);
  return out;
}

/**
 * The catalog tree of `rows`. With `keep`, only entries it accepts and the catalogs above them; an accepted
 * catalog keeps everything below it.
 */
export function buildTree(
  rows: EntryModel[],
  states: Map<number, PageState>,
  keep?: (row: EntryModel) => boolean,
): CatalogEntry[] {
  const index = childrenIndex(rows);
  const seen = new Set<number>();
  const build = (parent: number | null, kept: boolean): CatalogEntry[] =>
    (index.get(parent) ?? []).flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      const self = kept || !keep || keep(row);
      const childs = build(row.id, self);
      return self || childs.length > 0 ? [toCatalogEntry(row, states, childs)] : [];
    });
  return build(null, false);
}
