import { UniqueConstraintError } from 'sequelize';
import type { PageDraft, PageSaveBody } from '@tessera/schema/api';
import { DslMigrationError, migrateDocument, type DatasetColumn, type Page, type Section } from '@tessera/schema/dsl';
import { validateDocument } from '@tessera/schema/validate';
import { notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import { writeTx } from '../../store/write-tx';
import { toRecord } from '../datasets/mappers';
import type { PageAccess } from './access';
import type { EntryModel } from '../entries/models';
import { saveConflict, usernameOf } from './conflict';
import { sectionContext, viewOfSection, type SectionContext } from './context';
import { pageFor, pageMetaFor, sectionFor } from './disclosure';
import { assertNoErrors, invalidAt } from './document-errors';
import { primaryDatasetRef } from './refs';
import { datasetIndex } from './resolve';
import { recordVersion } from './history';
import { bumpRevision, lockPage, pendingDescriptions, RevisionMovedError } from './revision';
import { ensurePage, loadRows } from './rows';
import { loadSectionPlan, type SectionPlan } from './query-plan';
import { deepFreeze } from '../../core/freeze';
import { GenerationMemo } from '../../cache/memo';
import { savePageDocument } from './save-page';
import type { PageSettings, SectionForQuery, SectionSettingDetail } from './types';
import { configOf, pageMetaView, pageView, sectionSetting, sectionSettingDetail, type ViewMode } from './views';

const modeOf = (preview: boolean): ViewMode => (preview ? 'draft' : 'online');

/** A page document as the current DSL (older versions migrated) and valid, or 400 with pointers. */
export function readPageDocument(raw: unknown): Page {
  let doc: unknown;
  try {
    doc = migrateDocument('page', raw).doc;
  } catch (err) {
    if (err instanceof DslMigrationError) throw invalidAt(err.pointer, err.localized);
    throw err;
  }
  assertNoErrors(validateDocument('page', doc).issues);
  return doc as Page;
}

/**
 * Page documents and their sections as readers see them: staff get what is online, without the SQL and connections
 * of filters (disclosure.ts); admins asking for a preview get the drafts. Reading needs the page authorised
 * (PageAccess); the page-level save is for admins (routes).
 */
export class PagesService {
  /**
   * What the query engine reads per section and mode, under the config generation it was read in: a cached answer
   * then touches the store not at all. Frozen, since every caller shares it.
   */
  private readonly plans = new GenerationMemo<SectionPlan>(10_000);

  constructor(
    private readonly store: Store,
    private readonly access: PageAccess,
  ) {}

  private async readableSection(user: CurrentUser, sectionId: number, preview: boolean): Promise<SectionContext> {
    this.access.assertPreview(user, preview);
    const ctx = await sectionContext(this.store, this.access, sectionId);
    await this.access.assertRead(user, ctx.entry);
    return ctx;
  }

  /** The page document with its sections (ids = diagram ids): online configs, or the drafts with preview. */
  async listWithPage(user: CurrentUser, entryId: number, preview: boolean): Promise<Page> {
    this.access.assertPreview(user, preview);
    const entry = await this.access.entry(entryId);
    await this.access.assertRead(user, entry);
    return pageFor(user, pageView(await loadRows(this.store, entry), modeOf(preview)));
  }

  async one(user: CurrentUser, sectionId: number, preview: boolean): Promise<Section> {
    const ctx = await this.readableSection(user, sectionId, preview);
    return sectionFor(user, await viewOfSection(this.store, ctx, modeOf(preview)));
  }

  /** The columns of the dataset the section queries ([] when it names none). */
  async fields(user: CurrentUser, sectionId: number, preview: boolean): Promise<DatasetColumn[]> {
    const ctx = await this.readableSection(user, sectionId, preview);
    const body = configOf(ctx.row, modeOf(preview));
    if (!body) throw notFound('sections.not_online');
    const ref = primaryDatasetRef(body);
    const dataset = typeof ref === 'number' ? await this.store.models.Dataset.findByPk(ref) : null;
    return dataset ? toRecord(dataset).columns : [];
  }

  /** The page-level document (meta, display, global filters, layout) and where each section is in its life. */
  async settingList(user: CurrentUser, entryId: number, preview: boolean): Promise<PageSettings> {
    this.access.assertPreview(user, preview);
    const entry = await this.access.entry(entryId);
    await this.access.assertRead(user, entry);
    const rows = await loadRows(this.store, entry);
    const mode = modeOf(preview);
    const shown = rows.sections.flatMap((row) => {
      const body = configOf(row, mode);
      return body ? [sectionSetting(row, body)] : [];
    });
    const page = pageMetaView(entry, rows.page, mode, new Set(shown.map((s) => s.id)));
    return { page: pageMetaFor(user, page), sections: shown };
  }

  async settingOne(user: CurrentUser, sectionId: number, preview: boolean): Promise<SectionSettingDetail> {
    const ctx = await this.readableSection(user, sectionId, preview);
    const body = configOf(ctx.row, modeOf(preview));
    if (!body) throw notFound('sections.not_online');
    return sectionSettingDetail(ctx.row, body);
  }

  /** The draft with the revision the next save is based on (one read, so the two always belong together). */
  async draft(entryId: number): Promise<PageDraft> {
    const entry = await this.access.entry(entryId);
    return this.draftOf(entry);
  }

  private async draftOf(entry: EntryModel): Promise<PageDraft> {
    const rows = await loadRows(this.store, entry);
    return {
      page: pageView(rows, 'draft'),
      revision: Number(rows.page?.revision ?? 0),
      saved_by: await usernameOf(this.store, rows.page?.revised_by),
      saved_at: rows.page?.revised_at ? new Date(rows.page.revised_at).toISOString() : null,
    };
  }

  /**
   * The designer's save: a whole page document (older versions are migrated first), validated with
   * validateDocument('page'), replaces the draft page and section drafts in one transaction, keyed by section key.
   * Only when the draft is still at `base_revision`: else 409 with a SaveConflict (who, when, what changed), and
   * saving on top is a new save based on the revision it names. Every save raises the revision and is kept in the
   * history as a draft version; its edit descriptions wait for the next publish's summary.
   */
  async savePage(user: CurrentUser, body: PageSaveBody): Promise<PageDraft> {
    const entry = await this.access.entry(body.page_id);
    const doc = readPageDocument(body.document);
    const descriptions = (body.descriptions ?? []).map((d) => d.trim()).filter(Boolean);
    try {
      // IMMEDIATE on SQLite (writeTx): a save reads before it writes, and a deferred transaction could not take the
      // write lock once another request (a page visit being recorded) had written meanwhile: SQLITE_BUSY, a 500.
      await writeTx(this.store, async (transaction) => {
        const page =
          (await lockPage(this.store, entry.id, transaction)) ??
          (await ensurePage(this.store, entry, user.id, transaction));
        const before = pageView(await loadRows(this.store, entry, transaction), 'draft');
        await bumpRevision(this.store, page, user.id, transaction, body.base_revision);
        const datasets = await datasetIndex(this.store, entry.app_id, transaction);
        const saved = await savePageDocument(
          this.store,
          { entry, doc, userId: user.id, datasets, publish: false, urlAndStatus: false },
          transaction,
        );
        if (descriptions.length > 0) {
          saved.page.pending_descriptions = JSON.stringify([...pendingDescriptions(saved.page), ...descriptions]);
          await saved.page.save({ transaction });
        }
        const summary = descriptions.join('; ');
        await recordVersion(
          this.store,
          entry,
          { source: 'save', userId: user.id, summary, compareWith: before },
          transaction,
        );
      });
    } catch (err) {
      if (err instanceof RevisionMovedError || err instanceof UniqueConstraintError)
        throw await saveConflict(this.store, entry, doc);
      throw err;
    }
    await entry.reload();
    return this.draftOf(entry);
  }

  /**
   * For the query engine: the section to run (online config, or the draft with preview) with its id, the page
   * document without sections, the entry and the dataset the section queries. With a user, his right to read the
   * page (and, for a preview, to see drafts) is checked too. 404 when the section is gone or not online.
   */
  /**
   * The page a section not yet stored is previewed in (the designer, admins): the same page checks as a stored
   * section's, with the drafts, but no section; the caller compiles the config it was sent.
   */
  async getPageForPreview(entryId: number, user: CurrentUser): Promise<Omit<SectionForQuery, 'section' | 'dataset'>> {
    this.access.assertPreview(user, true);
    const entry = await this.access.entry(entryId);
    await this.access.assertRead(user, entry);
    const rows = await loadRows(this.store, entry);
    const visible = new Set(rows.sections.filter((s) => configOf(s, 'draft') !== null).map((s) => s.id));
    return {
      page: pageMetaView(entry, rows.page, 'draft', visible),
      entry: { id: entry.id, app_id: entry.app_id, url: entry.url ?? null },
    };
  }

  async getSectionForQuery(
    diagramId: number,
    options: { preview?: boolean; user?: CurrentUser; generation?: string | null } = {},
  ): Promise<SectionForQuery> {
    const preview = options.preview === true;
    const mode = modeOf(preview);
    const generation = options.generation ?? null;
    if (options.user) this.access.assertPreview(options.user, preview);
    const plan = await this.plans.get(`${diagramId}:${mode}`, generation, async () =>
      deepFreeze(await loadSectionPlan(this.store, this.access, diagramId, mode)),
    );
    if (options.user) await this.access.assertRead(options.user, plan, generation);
    if (!plan.section) throw notFound('sections.not_online');
    return { section: plan.section, page: plan.page, entry: plan.entry, dataset: plan.dataset };
  }
}
