import { DSL_VERSION, formatDocument, type DatasetDefinition, type Page, type TemplateBundle } from '@tessera/schema/dsl';
import type { Store } from '../../store';
import type { ConnectionLookup } from '../datasets/connections';
import { toRecord } from '../datasets/mappers';
import type { EntryModel } from '../entries/models';
import { withEntryMeta } from '../pages/meta';
import { datasetRefsOf, mapPageRefs, mapSectionRefs, parseJson, type Ref } from '../pages/refs';
import { loadRows } from '../pages/rows';
import { configOf, storedPage } from '../pages/views';
import { TEMPLATE_SCHEMA_URL, type TemplateMeta } from './types';

/** A page as a bundle holds it (drafts, sections and references by KEY) and the dataset ids it uses, in order. */
export async function pageForBundle(store: Store, entry: EntryModel): Promise<{ doc: Page; datasetIds: number[] }> {
  const rows = await loadRows(store, entry);
  const pageKey = rows.page?.key ?? null;
  const keyOf = new Map(rows.sections.map((s) => [s.id, s.key]));
  const section = (ref: Ref) => (typeof ref === 'number' ? (keyOf.get(ref) ?? null) : ref);
  const page = (ref: Ref) => (ref === entry.id && pageKey ? pageKey : ref);

  const base = withEntryMeta(storedPage(entry, rows.page, 'draft'), entry);
  const drafts = rows.sections.flatMap((row) => {
    const body = configOf(row, 'draft');
    return body ? [{ id: row.key, ...body }] : [];
  });

  // Datasets in order of first use: global filters come before sections in a page document.
  const datasetIds: number[] = [];
  const use = (ref: Ref) => {
    if (typeof ref === 'number' && !datasetIds.includes(ref)) datasetIds.push(ref);
    return ref;
  };
  mapPageRefs(base, { dataset: use });
  for (const s of drafts) datasetRefsOf(s).forEach(use);
  const datasetRows = await store.models.Dataset.findAll({ where: { id: datasetIds }, paranoid: false });
  const keyOfDataset = new Map(datasetRows.map((d) => [d.id, d.key]));
  const dataset = (ref: Ref) => (typeof ref === 'number' ? (keyOfDataset.get(ref) ?? ref) : ref);

  const mappers = { section, dataset, page };
  const doc: Page = {
    ...mapPageRefs(base, mappers),
    ...(pageKey ? { id: pageKey } : {}),
    sections: drafts.map((s) => mapSectionRefs(s, mappers)),
  };
  return { doc, datasetIds: datasetIds.filter((id) => keyOfDataset.has(id)) };
}

/** The datasets of a bundle (connection by name: never a secret), in the order given. */
export async function datasetDefinitions(
  store: Store,
  connections: ConnectionLookup,
  ids: number[],
): Promise<DatasetDefinition[]> {
  const rows = await store.models.Dataset.findAll({ where: { id: ids }, paranoid: false });
  const records = ids.flatMap((id) => rows.filter((d) => d.id === id).map(toRecord));
  const names = await connections.names(records.map((r) => r.connection_id));
  return records.map((r) => ({
    key: r.key,
    name: r.name,
    connection: names.get(r.connection_id) ?? '',
    ...(r.sql !== null ? { sql: r.sql } : {}),
    ...(r.table_name !== null ? { table: r.table_name } : {}),
    data_update_mode: r.data_update_mode,
    ...(r.params.length > 0 ? { params: r.params } : {}),
    columns: r.columns,
  }));
}

/**
 * The template bundle of one page, as text (formatDocument): the page document with its section drafts, sections
 * and their references by KEY, datasets by key, and the datasets it uses (connection by name: never a secret),
 * in order of first use. Name, description and $schema come from the bundle the page was imported from, if any.
 */
export async function exportPage(store: Store, connections: ConnectionLookup, entry: EntryModel): Promise<string> {
  const { doc, datasetIds } = await pageForBundle(store, entry);
  const datasets = await datasetDefinitions(store, connections, datasetIds);
  const stored = await store.models.Page.findOne({ where: { entry_id: entry.id } });
  const meta = parseJson<TemplateMeta>(stored?.template_meta);
  const bundle: TemplateBundle = {
    ...(meta?.$schema === null ? {} : { $schema: meta?.$schema ?? TEMPLATE_SCHEMA_URL }),
    version: DSL_VERSION,
    name: meta?.name ?? entry.name,
    ...(meta?.description !== undefined ? { description: meta.description } : {}),
    pages: [doc],
    ...(datasets.length > 0 ? { datasets } : {}),
  };
  return formatDocument('template', bundle);
}
