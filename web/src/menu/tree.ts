import { findInMenu, isCatalogEntry, isPageEntry, menuPages, type MenuVisit } from '@tessera/schema/rules';
import { type Entry } from '@tessera/schema/api';

/** Helpers over the menu tree (site entries) that only the client needs; the walk itself is @tessera/schema's. */

/** The page at `url` with its ancestors (outermost first), or null. */
export function findEntryByUrl(entries: Entry[], url: string): MenuVisit<Entry> | null {
  return findInMenu(entries, (e) => isPageEntry(e) && e.url === url);
}

/** The first page that can be opened as a route (has a url and a router configuration). */
export function firstPage(entries: Entry[]): Entry | null {
  return menuPages(entries).find((e) => !!e.url && !!e.router_config) ?? null;
}

/** Catalogs that start open (is_expand 1). */
export function initiallyOpenIds(entries: Entry[]): number[] {
  const out: number[] = [];
  const walk = (list: Entry[]) => {
    for (const e of list) {
      if (isCatalogEntry(e)) {
        if (e.is_expand === 1) out.push(e.id);
        walk(e.childs ?? []);
      }
    }
  };
  walk(entries);
  return out;
}

function catalogIdsWithChilds(entries: Entry[]): number[] {
  const out: number[] = [];
  for (const e of entries) {
    if (isCatalogEntry(e) && e.childs?.length) out.push(e.id, ...catalogIdsWithChilds(e.childs));
  }
  return out;
}

export interface FilteredTree {
  tree: Entry[];
  /** Catalogs to open so that every match is visible (the ancestors of the matches). */
  openIds: number[];
  matchCount: number;
}

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * Filters the tree by name: a node stays when its name contains the query (case-insensitive) or one of its
 * descendants does; a matching catalog keeps its whole subtree. Every catalog left with children (so the
 * ancestors of all matches) is reported as open.
 * An empty query returns the tree unchanged.
 */
export function filterTree(entries: Entry[], query: string): FilteredTree {
  const q = normalise(query);
  if (!q) return { tree: entries, openIds: initiallyOpenIds(entries), matchCount: 0 };
  const openIds = new Set<number>();
  let matchCount = 0;

  const walk = (list: Entry[]): Entry[] => {
    const out: Entry[] = [];
    for (const e of list) {
      // Either name finds the entry, whichever language the menu shows.
      const selfMatch = e.name.toLowerCase().includes(q) || !!e.name_en?.toLowerCase().includes(q);
      if (selfMatch) matchCount += 1;
      const childs = e.childs ?? [];
      const keptChilds = selfMatch ? childs : walk(childs);
      if (selfMatch || keptChilds.length > 0) {
        if (isCatalogEntry(e) && keptChilds.length > 0) openIds.add(e.id);
        if (selfMatch) for (const id of catalogIdsWithChilds(childs)) openIds.add(id);
        out.push(keptChilds === childs ? e : { ...e, childs: keptChilds });
      }
    }
    return out;
  };

  const tree = walk(entries);
  return { tree, openIds: [...openIds], matchCount };
}

/** Splits a name around the occurrences of the query, for highlighting. */
export function splitMatch(name: string, query: string): { text: string; match: boolean }[] {
  const q = normalise(query);
  if (!q) return [{ text: name, match: false }];
  const lower = name.toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, from)) {
    if (at > from) parts.push({ text: name.slice(from, at), match: false });
    parts.push({ text: name.slice(at, at + q.length), match: true });
    from = at + q.length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), match: false });
  return parts;
}

/** Spec section 5: urls without http(s) get a '//' prefix. */
export function externalUrl(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('//')) return trimmed;
  return `//${trimmed}`;
}
