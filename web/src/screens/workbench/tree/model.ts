import { isCatalogEntry, isPageEntry, walkMenu } from '@tessera/schema/rules';
import type { CatalogEntry } from '@tessera/schema/api';

/**
 * The catalog tree as the workbench edits it: pure helpers over the server's nested tree (filtering, the
 * flattened rows the drag and drop sorts, where a drop lands, and url suggestions).
 */

export type CatalogNode = CatalogEntry & { childs: CatalogNode[] };

/** A visible row of the tree. */
export interface FlatNode {
  id: number;
  parentId: number | null;
  depth: number;
  entry: CatalogNode;
  isCatalog: boolean;
  /** Children in the tree (shown or not). */
  childCount: number;
  expanded: boolean;
}

/** The rows shown: depth first, the children of expanded catalogs only. */
export function flattenTree(tree: CatalogNode[], expanded: ReadonlySet<number>): FlatNode[] {
  const out: FlatNode[] = [];
  const walk = (list: CatalogNode[], parentId: number | null, depth: number) => {
    for (const entry of list) {
      const isCatalog = isCatalogEntry(entry);
      const childs = entry.childs ?? [];
      const open = isCatalog && expanded.has(entry.id);
      out.push({ id: entry.id, parentId, depth, entry, isCatalog, childCount: childs.length, expanded: open });
      if (open) walk(childs, entry.id, depth + 1);
    }
  };
  walk(tree, null, 0);
  return out;
}

export interface FilteredCatalog {
  tree: CatalogNode[];
  /** Catalogs to open so that every match shows. */
  openIds: number[];
}

/**
 * Keeps the nodes whose name contains the query (case-insensitive) and their ancestors; a matching catalog keeps
 * its whole subtree. An empty query keeps everything and opens nothing.
 */
export function filterCatalogTree(tree: CatalogNode[], query: string): FilteredCatalog {
  const q = query.trim().toLowerCase();
  if (!q) return { tree, openIds: [] };
  const openIds: number[] = [];
  const walk = (list: CatalogNode[]): CatalogNode[] => {
    const out: CatalogNode[] = [];
    for (const node of list) {
      const childs = node.childs ?? [];
      if (node.name.toLowerCase().includes(q)) {
        out.push(node);
        continue;
      }
      const kept = walk(childs);
      if (kept.length > 0) {
        openIds.push(node.id);
        out.push({ ...node, childs: kept });
      }
    }
    return out;
  };
  return { tree: walk(tree), openIds };
}

/** Every catalog id of the tree (expand all). */
export function catalogIds(tree: CatalogNode[]): number[] {
  const ids: number[] = [];
  for (const { entry } of walkMenu(tree)) if (isCatalogEntry(entry)) ids.push(entry.id);
  return ids;
}

/** The ids of a node and everything below it. */
export function subtreeIds(node: CatalogNode): number[] {
  return [node.id, ...node.childs.flatMap(subtreeIds)];
}

export function findNode(tree: CatalogNode[], id: number): CatalogNode | null {
  for (const { entry } of walkMenu(tree)) if (entry.id === id) return entry;
  return null;
}

/** The page nodes of the tree, depth first. */
export function pageNodes(tree: CatalogNode[]): CatalogNode[] {
  const out: CatalogNode[] = [];
  for (const { entry } of walkMenu(tree)) if (isPageEntry(entry)) out.push(entry);
  return out;
}

function arrayMove<T>(list: T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

export interface Projection {
  depth: number;
  parentId: number | null;
}

/**
 * Where the dragged row lands when dropped over `overId`, dragged `offsetX` pixels sideways (one indent per level):
 * it may nest under the row above when that row is a catalog, and may not leave a row below it without a parent.
 * `rows` must not hold the dragged row's descendants.
 */
export function projectDrop(
  rows: FlatNode[],
  activeId: number,
  overId: number,
  offsetX: number,
  indent: number,
): Projection | null {
  const activeIndex = rows.findIndex((r) => r.id === activeId);
  const overIndex = rows.findIndex((r) => r.id === overId);
  if (activeIndex < 0 || overIndex < 0) return null;
  const moved = arrayMove(rows, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const maxDepth = previous ? previous.depth + (previous.isCatalog ? 1 : 0) : 0;
  const minDepth = next ? next.depth : 0;
  const wanted = rows[activeIndex].depth + Math.round(offsetX / indent);
  const depth = Math.max(minDepth, Math.min(maxDepth, wanted));

  let parentId: number | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parentId;
    else if (depth > previous.depth) parentId = previous.id;
    else parentId = moved.slice(0, overIndex).findLast((r) => r.depth === depth)?.parentId ?? null;
  }
  return { depth, parentId };
}

/**
 * The full new order of the target parent's children after dropping `activeId` over `overId` into `parentId`: what
 * the sort call takes. Children hidden under a collapsed catalog keep their order, the moved node goes first.
 */
export function siblingOrder(
  tree: CatalogNode[],
  rows: FlatNode[],
  activeId: number,
  overId: number,
  parentId: number | null,
): number[] {
  const activeIndex = rows.findIndex((r) => r.id === activeId);
  const overIndex = rows.findIndex((r) => r.id === overId);
  const moved = arrayMove(rows, activeIndex, overIndex);
  const before = moved.slice(0, overIndex).filter((r) => r.parentId === parentId && r.id !== activeId).length;
  const siblings = (parentId === null ? tree : (findNode(tree, parentId)?.childs ?? []))
    .map((n) => n.id)
    .filter((id) => id !== activeId);
  siblings.splice(before, 0, activeId);
  return siblings;
}

/** Latin letters and digits of a name as a url segment: lower case, words joined by '-'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The folder of a url: `/growth/retention/daily` → `/growth/retention`. */
function folderOf(url: string): string {
  const at = url.lastIndexOf('/');
  return at > 0 ? url.slice(0, at) : '';
}

/**
 * A url for a new page named `name` under `parent`: the parent's url, else the folder of a sibling page's url, else
 * `/<app key>`, then a slug of the name's latin letters (or `page-<n>`), made unique among `taken`.
 */
export function suggestUrl(opts: {
  name: string;
  parent: CatalogNode | null;
  siblings: CatalogNode[];
  appKey: string;
  taken: ReadonlySet<string>;
}): string {
  const siblingUrl = opts.siblings.find((s) => isPageEntry(s) && s.url)?.url;
  const appBase = slugOf(opts.appKey) ? `/${slugOf(opts.appKey)}` : '';
  const base = opts.parent?.url || (siblingUrl ? folderOf(siblingUrl) : '') || appBase;
  const slug = slugOf(opts.name);
  if (slug) {
    let url = `${base}/${slug}`;
    for (let n = 2; opts.taken.has(url); n += 1) url = `${base}/${slug}-${n}`;
    return url;
  }
  let n = opts.siblings.filter((s) => isPageEntry(s)).length + 1;
  while (opts.taken.has(`${base}/page-${n}`)) n += 1;
  return `${base}/page-${n}`;
}

/** Every url used in the tree. */
export function takenUrls(tree: CatalogNode[]): Set<string> {
  const out = new Set<string>();
  for (const { entry } of walkMenu(tree)) if (entry.url) out.add(entry.url);
  return out;
}

/** The tree after moving `id` under `parentId` (null: the root), whose children then come in the order `ids`. */
export function moveNode(tree: CatalogNode[], id: number, parentId: number | null, ids: number[]): CatalogNode[] {
  const node = findNode(tree, id);
  if (!node) return tree;
  const without = (list: CatalogNode[]): CatalogNode[] =>
    list.filter((n) => n.id !== id).map((n) => ({ ...n, childs: without(n.childs) }));
  const ordered = (list: CatalogNode[]): CatalogNode[] => {
    const byId = new Map([...list, { ...node, parent_id: parentId }].map((n) => [n.id, n]));
    return ids.flatMap((i) => byId.get(i) ?? []);
  };
  const place = (list: CatalogNode[]): CatalogNode[] =>
    list.map((n) => (n.id === parentId ? { ...n, childs: ordered(n.childs) } : { ...n, childs: place(n.childs) }));
  const rest = without(tree);
  return parentId === null ? ordered(rest) : place(rest);
}
