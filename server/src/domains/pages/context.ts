import type { Transaction } from 'sequelize';
import { validateDocument } from '@tessera/schema/validate';
import { type Section } from '@tessera/schema/dsl';
import { notFound } from '../../core/errors';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import type { PageAccess } from './access';
import { missingColumnIssues } from './column-refs';
import { assertNoErrors, DocumentInvalidError } from './document-errors';
import type { PageModel, SectionModel } from './models';
import { mapSectionRefs, type Ref, type SectionBody } from './refs';
import { datasetIndex, datasetResolver, Issues, pageResolver, sectionResolver } from './resolve';
import { loadRows } from './rows';
import { shownSectionIds } from './query-plan';
import { configOf, sectionView, type ViewMode } from './views';

export interface SectionContext {
  row: SectionModel;
  page: PageModel;
  entry: EntryModel;
}

/** A live section with its page and page entry; 404 when any of them is gone. */
export async function sectionContext(
  store: Store,
  access: PageAccess,
  sectionId: number,
  transaction?: Transaction,
): Promise<SectionContext> {
  const row = await store.models.Section.findByPk(sectionId, { transaction });
  const page = row ? await store.models.Page.findByPk(row.page_id, { transaction }) : null;
  if (!row || !page) throw notFound('sections.not_found');
  return { row, page, entry: await access.entry(page.entry_id, transaction) };
}

/** The section as a view of the given mode (references to sections not in that view are cleared). 404 when the mode has no config. */
export async function viewOfSection(
  store: Store,
  ctx: SectionContext,
  mode: ViewMode,
  transaction?: Transaction,
): Promise<Section> {
  const body = configOf(ctx.row, mode);
  if (!body) throw notFound('sections.not_online');
  const visible = await shownSectionIds(store, ctx.page.id, mode, transaction);
  return sectionView(ctx.row, body, ctx.entry, ctx.page.key, visible);
}

/** The id a new section may not yet have while it is validated (the schema requires one). */
const PLACEHOLDER_ID = 'new_section';

export interface SectionInput {
  body: SectionBody;
  /** The id the client sent: a key names the section, a number is ignored for new sections. */
  id: Ref | undefined;
}

/**
 * Validates one section document (validateDocument('section'): 400 with pointers, nothing stored) and resolves its
 * references against the page (other sections by id or key) and the app (datasets by id or key).
 */
export async function prepareSection(
  store: Store,
  entry: EntryModel,
  page: PageModel | null,
  raw: Record<string, unknown>,
  transaction?: Transaction,
): Promise<SectionInput> {
  const id = raw.id as Ref | undefined;
  const doc = id === undefined ? { ...raw, id: PLACEHOLDER_ID } : raw;
  assertNoErrors(validateDocument('section', doc).issues);
  const siblings = (await loadRows(store, entry, transaction)).sections;
  const issues = new Issues();
  const datasets = await datasetIndex(store, entry.app_id, transaction);
  const mappers = {
    section: sectionResolver(new Set(siblings.map((s) => s.id)), new Map(siblings.map((s) => [s.key, s.id])), issues),
    dataset: datasetResolver(datasets, issues),
    page: pageResolver(entry, page?.key ?? null),
  };
  const { id: _id, ...body } = mapSectionRefs(doc as Section, mappers);
  issues.throwIfAny();
  const missing = missingColumnIssues(body, datasets);
  if (missing.length > 0) throw new DocumentInvalidError(missing);
  return { body, id };
}
