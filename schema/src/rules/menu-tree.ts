import { CATALOG_OR_PAGE } from '../api/entities';

/** What the menu rules read of an entry: the server's entry rows and the client's Entry both fit. */
export interface MenuNode {
  readonly catalog_or_page: number;
}

/** A menu node with its children, as the tree the server builds and the client receives. */
export type MenuTreeNode<T> = MenuNode & { readonly childs?: readonly T[] };

export const isCatalogEntry = (entry: MenuNode): boolean => entry.catalog_or_page === CATALOG_OR_PAGE.CATALOG;
export const isPageEntry = (entry: MenuNode): boolean => entry.catalog_or_page === CATALOG_OR_PAGE.PAGE;

/** A node of the tree with the catalogs above it, outermost first. */
export interface MenuVisit<T> {
  entry: T;
  ancestors: readonly T[];
}

/** Every node of the tree, depth first in menu order, each with its ancestors. */
export function* walkMenu<T extends MenuTreeNode<T>>(
  entries: readonly T[],
  ancestors: readonly T[] = [],
): Generator<MenuVisit<T>> {
  for (const entry of entries) {
    yield { entry, ancestors };
    if (entry.childs?.length) yield* walkMenu(entry.childs, [...ancestors, entry]);
  }
}

/** Every page of the tree, depth first, in menu order. */
export function menuPages<T extends MenuTreeNode<T>>(entries: readonly T[]): T[] {
  const pages: T[] = [];
  for (const { entry } of walkMenu(entries)) if (isPageEntry(entry)) pages.push(entry);
  return pages;
}

/** The first node (depth first) that matches, with its ancestors, or null. */
export function findInMenu<T extends MenuTreeNode<T>>(
  entries: readonly T[],
  matches: (entry: T) => boolean,
): MenuVisit<T> | null {
  for (const visit of walkMenu(entries)) if (matches(visit.entry)) return visit;
  return null;
}
