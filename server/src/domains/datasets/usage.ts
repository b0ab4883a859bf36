import type { Store } from '../../store';
import { parseJson } from '../pages/refs';
import type { DatasetPageUse, DatasetUse } from './types';

/** Keys whose value (or list of values) is a dataset column key somewhere in a section config. */
const COLUMN_REF_KEYS = new Set([
  'column_key',
  'field',
  'name_field',
  'class_en',
  'filter_key',
  'field_list',
  'dimension_list',
  'indicator_list',
  'selected_columns',
]);
/** Maps keyed by column key (series and column filters, card values). */
const COLUMN_MAPS = new Set(['filters', 'values_map']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a section config names the column anywhere a column key goes. */
function mentionsColumn(value: unknown, columnKey: string, depth = 0): boolean {
  if (depth > 32) return false;
  if (Array.isArray(value)) return value.some((v) => mentionsColumn(v, columnKey, depth + 1));
  if (!isObject(value)) return false;
  return Object.entries(value).some(([k, v]) => {
    if (COLUMN_REF_KEYS.has(k) && (v === columnKey || (Array.isArray(v) && v.includes(columnKey)))) return true;
    if (COLUMN_MAPS.has(k) && isObject(v) && Object.prototype.hasOwnProperty.call(v, columnKey)) return true;
    return mentionsColumn(v, columnKey, depth + 1);
  });
}

interface UseRow extends DatasetUse {
  configs: unknown[];
  app_id: number;
  sort: number;
}

/** Live sections (of live pages) whose draft or online config names the dataset, by page name then section order. */
async function useRows(store: Store, datasetId: number): Promise<UseRow[]> {
  const { SectionDataset, Section, Page, Entry } = store.models;
  const links = await SectionDataset.findAll({ where: { dataset_id: datasetId }, attributes: ['section_id'] });
  if (links.length === 0) return [];
  const sections = await Section.findAll({ where: { id: links.map((l) => l.section_id) } });
  const pages = await Page.findAll({ where: { id: [...new Set(sections.map((s) => s.page_id))] } });
  const entries = await Entry.findAll({ where: { id: pages.map((p) => p.entry_id) } });
  const entryOfPage = new Map(pages.map((p) => [p.id, entries.find((e) => e.id === p.entry_id)]));
  const rows = sections.flatMap((s): UseRow[] => {
    const entry = entryOfPage.get(s.page_id);
    if (!entry) return [];
    const configs = [parseJson<unknown>(s.draft), parseJson<unknown>(s.online)].filter((c) => c !== null);
    const first: unknown = configs[0];
    const title = typeof first === 'object' && first !== null && 'title' in first ? first.title : undefined;
    const name = typeof title === 'string' ? title : s.key;
    return [
      {
        id: s.id,
        key: s.key,
        title: name,
        page_id: entry.id,
        page_name: entry.name,
        url: entry.url ?? null,
        configs,
        app_id: entry.app_id,
        sort: Number(s.sort),
      },
    ];
  });
  return rows.sort(
    (a, b) => a.page_name.localeCompare(b.page_name) || a.page_id - b.page_id || a.sort - b.sort || a.id - b.id,
  );
}

const plain = ({ id, key, title, page_id, page_name, url }: UseRow): DatasetUse => ({
  id,
  key,
  title,
  page_id,
  page_name,
  url,
});

export async function columnUses(store: Store, datasetId: number, columnKey: string): Promise<DatasetUse[]> {
  return (await useRows(store, datasetId))
    .filter((r) => r.configs.some((c) => mentionsColumn(c, columnKey)))
    .map(plain);
}

export async function pageUses(store: Store, datasetId: number): Promise<DatasetPageUse[]> {
  const pages = new Map<number, DatasetPageUse>();
  for (const r of await useRows(store, datasetId)) {
    const page = pages.get(r.page_id) ?? {
      page_id: r.page_id,
      name: r.page_name,
      url: r.url,
      app_id: r.app_id,
      sections: [],
    };
    page.sections.push({ id: r.id, key: r.key, title: r.title });
    pages.set(r.page_id, page);
  }
  return [...pages.values()];
}
