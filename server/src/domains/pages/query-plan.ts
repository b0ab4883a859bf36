import { Op, type Transaction } from 'sequelize';
import type { Section } from '@tessera/schema/dsl';
import { notFound } from '../../core/errors';
import type { Store } from '../../store';
import { toRecord } from '../datasets/mappers';
import type { PageAccess } from './access';
import { parseJson, primaryDatasetRef, type SectionBody } from './refs';
import type { SectionForQuery } from './types';
import { pageMetaView, sectionView, type ViewMode } from './views';

/** What the query engine runs for a section in one mode; `section` null when the mode has no config (not online). */
export interface SectionPlan extends Omit<SectionForQuery, 'section'> {
  section: Section | null;
  /** The page entry's url: the page access check asks about it. */
  url: string;
}

const CONFIG_COLUMN: Record<ViewMode, 'draft' | 'online'> = { draft: 'draft', online: 'online' };

/** The ids of a page's live sections that have a config in this mode (what references between sections may name). */
export async function shownSectionIds(
  store: Store,
  pageId: number,
  mode: ViewMode,
  transaction?: Transaction,
): Promise<Set<number>> {
  const column = CONFIG_COLUMN[mode];
  const shown = await store.models.Section.findAll({
    where: { page_id: pageId, [column]: { [Op.ne]: null } },
    attributes: ['id'],
    transaction,
  });
  return new Set(shown.map((s) => s.id));
}

/**
 * Reads what one section needs to run, and nothing more: the section row with the one config of the mode, its page
 * row, its entry, the ids of the page's sections shown in that mode (for references between sections) and its
 * dataset. 404 when the section, page or entry is gone.
 */
export async function loadSectionPlan(
  store: Store,
  access: PageAccess,
  diagramId: number,
  mode: ViewMode,
): Promise<SectionPlan> {
  const column = CONFIG_COLUMN[mode];
  const { Section: Sections, Page, Dataset } = store.models;
  const row = await Sections.findByPk(diagramId, { attributes: ['id', 'page_id', column] });
  const page = row
    ? await Page.findByPk(row.page_id, {
        attributes: ['id', 'entry_id', 'key', 'document', ...(mode === 'online' ? ['online_document'] : [])],
      })
    : null;
  if (!row || !page) throw notFound('sections.not_found');
  const entry = await access.entry(page.entry_id);
  const visible = await shownSectionIds(store, page.id, mode);
  const body = parseJson<SectionBody>(row[column]);
  const section = body ? sectionView(row, body, entry, page.key, visible) : null;
  const ref = section ? primaryDatasetRef(section) : undefined;
  const dataset = typeof ref === 'number' ? await Dataset.findByPk(ref) : null;
  return {
    section,
    page: pageMetaView(entry, page, mode, visible),
    entry: { id: entry.id, app_id: entry.app_id, url: entry.url ?? null },
    url: entry.url ?? '/',
    dataset: dataset ? toRecord(dataset) : null,
  };
}
