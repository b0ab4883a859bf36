import type { Entry } from '@tessera/schema/api';
import { CATALOG_OR_PAGE } from '@tessera/schema/api';

/** A catalog as a tree-select node: its sub-catalogs below it, pages left out. */
export interface CatalogOption {
  value: number;
  title: string;
  children: CatalogOption[];
}

/** The catalogs of a menu tree, nested as they are, for picking where an import goes. */
export function catalogOptions(entries: readonly Entry[]): CatalogOption[] {
  return entries
    .filter((e) => e.catalog_or_page === CATALOG_OR_PAGE.CATALOG)
    .map((e) => ({ value: e.id, title: e.name, children: catalogOptions(e.childs ?? []) }));
}

/** Every page of a menu tree with the path of catalog names above it, for a page picker. */
export function pageOptions(entries: readonly Entry[], trail: string[] = []): { value: number; label: string; url: string }[] {
  return entries.flatMap((e) =>
    e.catalog_or_page === CATALOG_OR_PAGE.CATALOG
      ? pageOptions(e.childs ?? [], [...trail, e.name])
      : [{ value: e.id, label: [...trail, e.name].join(' / '), url: e.url ?? '' }],
  );
}
