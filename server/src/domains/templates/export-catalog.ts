import { CATALOG_OR_PAGE } from '@tessera/schema/api';
import {
  DEFAULT_DATA_LEVEL,
  DSL_VERSION,
  formatDocument,
  type Page,
  type TemplateBundle,
  type TemplateCatalog,
  type TemplateCatalogChild,
} from '@tessera/schema/dsl';
import type { Store } from '../../store';
import type { ConnectionLookup } from '../datasets/connections';
import type { EntryModel } from '../entries/models';
import { datasetDefinitions, pageForBundle } from './export';
import { CATALOG_DEFAULTS, CATALOG_TEXT_KEYS, TEMPLATE_SCHEMA_URL } from './types';

/** A catalog's fields as a bundle holds them: only those that differ from the defaults an import applies. */
function catalogMeta(entry: EntryModel, key: string): Omit<TemplateCatalog, 'children'> {
  const out: Omit<TemplateCatalog, 'children'> = { key, catalog_or_page: CATALOG_OR_PAGE.CATALOG, name: entry.name };
  if (entry.url) out.url = entry.url;
  if ((entry.data_level || DEFAULT_DATA_LEVEL) !== DEFAULT_DATA_LEVEL)
    out.data_level = entry.data_level as TemplateCatalog['data_level'];
  if (Number(entry.status) !== CATALOG_DEFAULTS.status) out.status = Number(entry.status) === 1 ? 1 : 0;
  if (Number(entry.is_show) !== CATALOG_DEFAULTS.is_show) out.is_show = Number(entry.is_show) ? 1 : 0;
  if (Number(entry.is_expand) !== CATALOG_DEFAULTS.is_expand) out.is_expand = Number(entry.is_expand) ? 1 : 0;
  if (entry.name_en) out.i18n = { en: { name: entry.name_en } };
  for (const k of CATALOG_TEXT_KEYS) if (entry[k]) out[k] = entry[k];
  return out;
}

/**
 * The template bundle of a catalog: its whole tree (catalogs parents first, keyed catalog_1, catalog_2… in menu
 * order, so the same tree always gets the same keys), every page below it with its drafts, and the datasets they use
 * in order of first use. Re-importing it elsewhere and exporting again gives the same text.
 */
export async function exportCatalog(store: Store, connections: ConnectionLookup, root: EntryModel): Promise<string> {
  const catalogs: TemplateCatalog[] = [];
  const pages: Page[] = [];
  const datasetIds: number[] = [];
  const walk = async (entry: EntryModel): Promise<string> => {
    const key = `catalog_${catalogs.length + 1}`;
    const catalog: TemplateCatalog = { ...catalogMeta(entry, key), children: [] };
    catalogs.push(catalog);
    const children = await store.models.Entry.findAll({
      where: { parent_id: entry.id },
      order: [
        ['sort', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    for (const child of children) {
      let place: TemplateCatalogChild | null = null;
      if (Number(child.catalog_or_page) === CATALOG_OR_PAGE.CATALOG) place = { catalog: await walk(child) };
      else if (child.url) {
        const { doc, datasetIds: used } = await pageForBundle(store, child);
        pages.push(doc);
        for (const id of used) if (!datasetIds.includes(id)) datasetIds.push(id);
        place = { page: child.url };
      }
      if (place) catalog.children.push(place);
    }
    return key;
  };
  await walk(root);
  const datasets = await datasetDefinitions(store, connections, datasetIds);
  const bundle: TemplateBundle = {
    $schema: TEMPLATE_SCHEMA_URL,
    version: DSL_VERSION,
    name: root.name,
    catalogs,
    pages,
    ...(datasets.length > 0 ? { datasets } : {}),
  };
  return formatDocument('template', bundle);
}
