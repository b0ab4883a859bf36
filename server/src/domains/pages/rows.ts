import { Op, type Transaction } from 'sequelize';
import { DSL_VERSION } from '@tessera/schema/dsl';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import type { PageModel, SectionModel } from './models';
import { datasetRefsOf, parseJson, type SectionBody } from './refs';

/** A page entry with its stored document (null before the first save) and its live sections in order. */
export interface PageRows {
  entry: EntryModel;
  page: PageModel | null;
  sections: SectionModel[];
}

const SECTION_ORDER: [string, string][] = [
  ['sort', 'ASC'],
  ['id', 'ASC'],
];

export async function loadRows(store: Store, entry: EntryModel, transaction?: Transaction): Promise<PageRows> {
  const page = await store.models.Page.findOne({ where: { entry_id: entry.id }, transaction });
  const sections = page
    ? await store.models.Section.findAll({ where: { page_id: page.id }, order: SECTION_ORDER, transaction })
    : [];
  return { entry, page, sections };
}

/** The page row of an entry, created with a minimal document on first write. */
export async function ensurePage(
  store: Store,
  entry: EntryModel,
  userId: number | null,
  transaction?: Transaction,
): Promise<PageModel> {
  const found = await store.models.Page.findOne({ where: { entry_id: entry.id }, transaction });
  if (found) return found;
  const document = JSON.stringify({ version: DSL_VERSION, name: entry.name });
  return store.models.Page.create({ entry_id: entry.id, key: null, document, updated_by: userId }, { transaction });
}

function sectionBody(text: string | null | undefined): SectionBody | null {
  return parseJson<SectionBody>(text);
}

/** `key`, or `key_2`, `key_3`, … — the first one no live section of the page holds. */
export function freeKey(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (!taken.has(`${wanted}_${n}`)) return `${wanted}_${n}`;
}

export async function liveKeys(store: Store, pageId: number, transaction?: Transaction): Promise<Set<string>> {
  const rows = await store.models.Section.findAll({ where: { page_id: pageId }, attributes: ['key'], transaction });
  return new Set(rows.map((r) => r.key));
}

export async function nextSort(store: Store, pageId: number, transaction?: Transaction): Promise<number> {
  const max = await store.models.Section.max<number | null, SectionModel>('sort', {
    where: { page_id: pageId },
    transaction,
  });
  return max === null || max === undefined ? 0 : Number(max) + 1;
}

/**
 * Soft delete. The key becomes `key#id` ('#' is not allowed in keys), so the key is free again for a new section
 * while the row can still be restored (its key is the part before '#').
 */
export async function softDeleteSections(store: Store, rows: SectionModel[], transaction: Transaction): Promise<void> {
  const now = new Date();
  for (const row of rows) {
    await store.models.Section.update(
      { key: `${row.key}#${row.id}`, deleted_at: now },
      { where: { id: row.id }, transaction },
    );
  }
}

/** Rewrites the section_datasets rows of a section from its draft and online configs. */
export async function syncSectionDatasets(store: Store, row: SectionModel, transaction?: Transaction): Promise<void> {
  const ids = new Set<number>();
  for (const text of [row.draft, row.online]) {
    const body = sectionBody(text);
    if (body) for (const ref of datasetRefsOf(body)) if (typeof ref === 'number') ids.add(ref);
  }
  const { SectionDataset, Dataset } = store.models;
  await SectionDataset.destroy({ where: { section_id: row.id }, transaction });
  if (ids.size === 0) return;
  // Only existing datasets (a stale id in an old config must not break the save on the foreign key).
  const existing = await Dataset.findAll({
    where: { id: { [Op.in]: [...ids] } },
    attributes: ['id'],
    paranoid: false,
    transaction,
  });
  if (existing.length > 0)
    await SectionDataset.bulkCreate(
      existing.map((d) => ({ section_id: row.id, dataset_id: d.id })),
      { transaction },
    );
}
