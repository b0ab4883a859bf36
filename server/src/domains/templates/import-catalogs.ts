import { optionalText } from '../../core/optional-text';
import type { Transaction } from 'sequelize';
import { CATALOG_OR_PAGE } from '@tessera/schema/api';
import { DEFAULT_DATA_LEVEL, type TemplateCatalog } from '@tessera/schema/dsl';
import { conflict } from '../../core/errors';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import { CATALOG_DEFAULTS, CATALOG_TEXT_KEYS, type ImportedCatalog, type ImportInput } from './types';

/** Where the bundle's tree puts a page: its catalog's entry and its position there (1-based, as menu sorts are). */
export interface Place {
  parentId: number;
  sort: number;
}

/** After the last sibling under `parentId` (null: the app's top level). */
export async function nextSort(
  store: Store,
  appId: number,
  parentId: number | null,
  transaction: Transaction,
): Promise<number> {
  const max = await store.models.Entry.max<number | null, EntryModel>('sort', {
    where: { app_id: appId, parent_id: parentId },
    transaction,
  });
  return max === null || max === undefined ? 1 : Number(max) + 1;
}

/**
 * Creates the catalogs of a bundle inside the import's transaction, keeping their tree and order: catalogs that are
 * nobody's child go under parent_id (else the app's top level) after what is there, the others inside their parent in
 * the order its children list. A catalog whose url is already a catalog of the app is reused where it is (its
 * children still go into it); a url held by anything else is a 409. Returns the catalogs and where each page goes.
 * The bundle's tree was checked by validateDocument('template') (keys, children, no cycles).
 */
export async function importCatalogs(
  store: Store,
  input: ImportInput,
  catalogs: readonly TemplateCatalog[],
  transaction: Transaction,
): Promise<{ catalogs: ImportedCatalog[]; places: Map<string, Place> }> {
  const byKey = new Map(catalogs.map((c) => [c.key, c]));
  const children = new Set(catalogs.flatMap((c) => c.children.flatMap((x) => ('catalog' in x ? [x.catalog] : []))));
  const imported: ImportedCatalog[] = [];
  const places = new Map<string, Place>();

  const create = async (catalog: TemplateCatalog, parentId: number | null, sort: number): Promise<void> => {
    const entry = await catalogEntry(store, input.app_id, catalog, parentId, sort, transaction);
    imported.push({ id: entry.row.id, key: catalog.key, name: catalog.name, created: entry.created });
    for (const [i, child] of catalog.children.entries()) {
      if ('page' in child) places.set(child.page, { parentId: entry.row.id, sort: i + 1 });
      else await create(byKey.get(child.catalog) as TemplateCatalog, entry.row.id, i + 1);
    }
  };
  const top = input.parent_id ?? null;
  for (const catalog of catalogs.filter((c) => !children.has(c.key)))
    await create(catalog, top, await nextSort(store, input.app_id, top, transaction));
  return { catalogs: imported, places };
}

async function catalogEntry(
  store: Store,
  appId: number,
  catalog: TemplateCatalog,
  parentId: number | null,
  sort: number,
  transaction: Transaction,
): Promise<{ row: EntryModel; created: boolean }> {
  const { Entry } = store.models;
  if (catalog.url) {
    const found = await Entry.findOne({ where: { url: catalog.url }, paranoid: false, transaction });
    if (found) {
      const reusable =
        !found.deleted_at && found.app_id === appId && Number(found.catalog_or_page) === CATALOG_OR_PAGE.CATALOG;
      if (!reusable) throw conflict('templates.url_taken', { url: catalog.url });
      return { row: found, created: false };
    }
  }
  const row = await Entry.create(
    {
      app_id: appId,
      parent_id: parentId,
      name: catalog.name,
      name_en: optionalText(catalog.i18n?.en?.name),
      url: catalog.url ?? null,
      catalog_or_page: CATALOG_OR_PAGE.CATALOG,
      sort,
      data_level: catalog.data_level ?? DEFAULT_DATA_LEVEL,
      status: catalog.status ?? CATALOG_DEFAULTS.status,
      is_show: catalog.is_show ?? CATALOG_DEFAULTS.is_show,
      is_expand: catalog.is_expand ?? CATALOG_DEFAULTS.is_expand,
      ...Object.fromEntries(CATALOG_TEXT_KEYS.map((k) => [k, catalog[k] ?? null])),
      router_config: null,
    },
    { transaction },
  );
  return { row, created: true };
}
