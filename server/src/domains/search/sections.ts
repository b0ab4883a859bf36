import { Op } from 'sequelize';
import { CATALOG_OR_PAGE, type Paged, type SectionSearchBody, type SectionSearchItem } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { sectionChartType } from '@tessera/schema/rules';
import type { Store } from '../../store';
import { pageOf } from './users';

function parse(text: string): Partial<Section> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

/** The dataset a section queries: its own, else its SQL model's (as the report domain reads it). */
function datasetOf(section: Partial<Section>): number | null {
  const id = section.data_set_id ?? section.diagram_sql_model?.data_set_id;
  return typeof id === 'number' ? id : null;
}

/**
 * Every live section of the app's pages that matches, newest change first. Titles and chart types live in the
 * sections' JSON drafts, so the app's sections are read and filtered here; the dataset narrows them in SQL first
 * (section_datasets holds every dataset a draft or online config names).
 */
export async function searchSections(store: Store, q: SectionSearchBody): Promise<Paged<SectionSearchItem>> {
  const { Entry, Page, Section: SectionRows, SectionDataset, Dataset } = store.models;
  const entries = await Entry.findAll({
    where: { app_id: q.app_id, catalog_or_page: CATALOG_OR_PAGE.PAGE },
    attributes: ['id', 'name', 'url', 'status'],
  });
  const pages = entries.length
    ? await Page.findAll({ where: { entry_id: entries.map((e) => e.id) }, attributes: ['id', 'entry_id'] })
    : [];
  if (pages.length === 0) return pageOf([], q.page, q.page_size);
  const where: Record<string | symbol, unknown> = { page_id: pages.map((p) => p.id) };
  if (q.status !== undefined) where.status = q.status;
  if (q.data_set_id !== undefined) {
    const uses = await SectionDataset.findAll({ where: { dataset_id: q.data_set_id }, attributes: ['section_id'] });
    where.id = { [Op.in]: uses.map((u) => u.section_id) };
  }
  const rows = await SectionRows.findAll({
    where,
    attributes: ['id', 'page_id', 'key', 'draft', 'online', 'status', 'updated_at'],
    order: [
      ['updated_at', 'DESC'],
      ['id', 'DESC'],
    ],
  });

  const entryOfPage = new Map(pages.map((p) => [p.id, p.entry_id]));
  const entryById = new Map(entries.map((e) => [e.id, e]));
  const needle = q.search_content.trim().toLowerCase();
  const found = rows.flatMap((row) => {
    const draft = parse(row.draft);
    const title = typeof draft.title === 'string' ? draft.title : '';
    if (needle && !title.toLowerCase().includes(needle) && !row.key.toLowerCase().includes(needle)) return [];
    const chartType = sectionChartType(draft);
    if (q.chart_type !== undefined && chartType !== q.chart_type) return [];
    const entry = entryById.get(entryOfPage.get(row.page_id) ?? -1);
    if (!entry) return [];
    return [{ row, title, chartType, entry, dataset: datasetOf(draft) }];
  });

  const paged = pageOf(found, q.page, q.page_size);
  const datasetIds = [...new Set(paged.list.map((f) => f.dataset).filter((id): id is number => id !== null))];
  // A deleted dataset is still named: the section keeps pointing at it until someone fixes it.
  const datasets = datasetIds.length
    ? await Dataset.findAll({ where: { id: datasetIds }, attributes: ['id', 'name'], paranoid: false })
    : [];
  const datasetName = new Map(datasets.map((d) => [d.id, d.name]));
  return {
    ...paged,
    list: paged.list.map(({ row, title, chartType, entry, dataset }) => ({
      id: row.id,
      key: row.key,
      title,
      chart_type: chartType,
      status: Number(row.status) === 1 ? 1 : 0,
      has_unpublished_changes: row.online === null || row.online !== row.draft,
      data_set_id: dataset,
      data_set_name: dataset === null ? null : (datasetName.get(dataset) ?? null),
      entry_id: entry.id,
      page_name: entry.name,
      page_url: entry.url ?? null,
      page_status: Number(entry.status) === 1 ? 1 : 0,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
  };
}
