import { UniqueConstraintError, type Transaction } from 'sequelize';
import { DSL_VERSION, checkOnline, type Page, type Section } from '@tessera/schema/dsl';
import { validateDocument } from '@tessera/schema/validate';
import { type SectionUpdateBody, type VersionSource } from '@tessera/schema/api';
import { badRequest, conflict } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import { writeTx } from '../../store/write-tx';
import type { EntryModel } from '../entries/models';
import { emptyPayload, recordTrash } from '../trash/record';
import type { PageVersionModel } from '../versions/models';
import type { PageAccess } from './access';
import { prepareSection, sectionContext, viewOfSection } from './context';
import { DocumentInvalidError, type LocalizedIssue } from './document-errors';
import { publishSection, rollbackSection } from './publish';
import { recordVersion } from './history';
import { bumpRevision, lockPage } from './revision';
import { mapPageRefs, mapSectionRefs, type SectionBody } from './refs';
import { missingColumnIssues } from './column-refs';
import { datasetIndex, Issues, type DatasetIndex } from './resolve';
import { ensurePage, freeKey, liveKeys, loadRows, nextSort, softDeleteSections, syncSectionDatasets } from './rows';
import type { OnlineResult } from './types';
import { configOf, pageView } from './views';

/** Section writes (admins, checked by the routes): add, update, delete, copy, sort, online and rollback. */
export class SectionsService {
  constructor(
    private readonly store: Store,
    private readonly access: PageAccess,
  ) {}

  /** A write transaction (writeTx: on SQLite it takes the write lock at once, so a concurrent write queues it). */
  private tx<T>(work: (t: Transaction) => Promise<T>): Promise<T> {
    return writeTx(this.store, work);
  }

  private async keyTaken<T>(key: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('sections.key_taken', { key });
      throw err;
    }
  }

  /** A new draft section at the end of the page. Its key: the id when it is a key (409 when taken), else generated. */
  async add(user: CurrentUser, entryId: number, raw: Record<string, unknown>): Promise<Section> {
    const entry = await this.access.entry(entryId);
    const existing = await this.store.models.Page.findOne({ where: { entry_id: entry.id } });
    const input = await prepareSection(this.store, entry, existing, raw);
    const row = await this.tx(async (transaction) => {
      const page = await ensurePage(this.store, entry, user.id, transaction);
      await bumpRevision(this.store, page, user.id, transaction);
      const taken = await liveKeys(this.store, page.id, transaction);
      if (typeof input.id === 'string' && taken.has(input.id)) throw conflict('sections.key_taken', { key: input.id });
      const key = typeof input.id === 'string' ? input.id : freeKey(`section_${taken.size + 1}`, taken);
      const sort = await nextSort(this.store, page.id, transaction);
      const created = await this.keyTaken(key, () =>
        this.store.models.Section.create(
          { page_id: page.id, key, sort, draft: JSON.stringify(input.body), status: 0, updated_by: user.id },
          { transaction },
        ),
      );
      await syncSectionDatasets(this.store, created, transaction);
      return created;
    });
    return viewOfSection(this.store, await sectionContext(this.store, this.access, row.id), 'draft');
  }

  /**
   * Replaces the draft (the stored one is untouched when the document is invalid). `new_config2` (the original
   * client always sends true: the body is the whole new config) changes nothing here, every update replaces the
   * draft whole; `template_key` renames the section's key (409 when another section of the page holds it).
   */
  async update(user: CurrentUser, body: SectionUpdateBody): Promise<Section> {
    const ctx = await sectionContext(this.store, this.access, body.id);
    const input = await prepareSection(this.store, ctx.entry, ctx.page, body.section);
    const key = body.template_key ?? ctx.row.key;
    await this.tx(async (transaction) => {
      if (key !== ctx.row.key && (await liveKeys(this.store, ctx.page.id, transaction)).has(key))
        throw conflict('sections.key_taken', { key });
      await bumpRevision(this.store, ctx.page, user.id, transaction);
      ctx.row.key = key;
      ctx.row.draft = JSON.stringify(input.body);
      ctx.row.updated_by = user.id;
      await this.keyTaken(key, () => ctx.row.save({ transaction }));
      await syncSectionDatasets(this.store, ctx.row, transaction);
    });
    return viewOfSection(this.store, ctx, 'draft');
  }

  /** Soft delete; the page's layout items for it go too, and options that switched to it switch no more. */
  async remove(user: CurrentUser, sectionId: number): Promise<void> {
    const ctx = await sectionContext(this.store, this.access, sectionId);
    const drop = { section: (ref: string | number) => (ref === sectionId ? null : ref) };
    await this.tx(async (transaction) => {
      await bumpRevision(this.store, ctx.page, user.id, transaction);
      await softDeleteSections(this.store, [ctx.row], transaction);
      const title = configOf(ctx.row, 'draft')?.title;
      await recordTrash(
        this.store,
        {
          kind: 'section',
          item_id: ctx.row.id,
          app_id: ctx.entry.app_id,
          name: typeof title === 'string' && title ? title : ctx.row.key,
          deleted_by: user.username,
          deleted_at: new Date(),
          payload: { ...emptyPayload(), sections: [{ id: ctx.row.id, key: ctx.row.key }] },
        },
        transaction,
      );
      const page = ctx.page;
      page.document = JSON.stringify(mapPageRefs(JSON.parse(page.document) as Partial<Page>, drop));
      if (page.online_document)
        page.online_document = JSON.stringify(mapPageRefs(JSON.parse(page.online_document) as Partial<Page>, drop));
      await page.save({ transaction });
    });
  }

  /** Copies a section's draft to the end of a page: its own page (key `key_copy`…) or another page of the same app. */
  async copy(user: CurrentUser, sectionId: number, targetEntryId?: number): Promise<Section> {
    const source = await sectionContext(this.store, this.access, sectionId);
    const target = targetEntryId === undefined ? source.entry : await this.access.entry(targetEntryId);
    const samePage = target.id === source.entry.id;
    const draft = configOf(source.row, 'draft') as SectionBody;
    const issues = new Issues();
    const body = samePage
      ? draft
      : mapSectionRefs(draft, {
          // Other sections of the source page do not exist on the target; the page reference follows the copy.
          section: () => null,
          page: (ref) => (ref === source.entry.id ? target.id : ref),
          dataset: (ref, pointer) => {
            if (target.app_id !== source.entry.app_id) {
              issues.add(pointer, {
                en: `dataset ${ref} belongs to another app than the target page`,
                zh: `数据集 ${ref} 属于与目标页面不同的应用`,
              });
            }
            return ref;
          },
        });
    issues.throwIfAny();
    const row = await this.tx(async (transaction) => {
      const page = samePage ? source.page : await ensurePage(this.store, target, user.id, transaction);
      await bumpRevision(this.store, page, user.id, transaction);
      const key = freeKey(
        samePage ? `${source.row.key}_copy` : source.row.key,
        await liveKeys(this.store, page.id, transaction),
      );
      const sort = await nextSort(this.store, page.id, transaction);
      const created = await this.store.models.Section.create(
        { page_id: page.id, key, sort, draft: JSON.stringify(body), status: 0, updated_by: user.id },
        { transaction },
      );
      await syncSectionDatasets(this.store, created, transaction);
      return created;
    });
    return viewOfSection(this.store, await sectionContext(this.store, this.access, row.id), 'draft');
  }

  /** Orders the page's sections: the given ids first, in that order, then the others as they were. */
  async sort(user: CurrentUser, entryId: number, ids: number[]): Promise<number[]> {
    const entry = await this.access.entry(entryId);
    const { page, sections: rows } = await loadRows(this.store, entry);
    const known = new Set(rows.map((r) => r.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest('sections.not_on_page', { ids: unknown.join(', ') });
    const order = [...ids, ...rows.map((r) => r.id).filter((id) => !ids.includes(id))];
    await this.tx(async (transaction) => {
      if (page) await bumpRevision(this.store, page, user.id, transaction);
      for (const [sort, id] of order.entries())
        await this.store.models.Section.update({ sort }, { where: { id }, transaction });
    });
    return order;
  }

  /**
   * Publishes drafts: checkOnline on the page's sections (400 naming each bad id), every draft still valid, then in
   * one transaction online := draft (a new version), the page document goes online with them and the entry becomes
   * online (status 1).
   */
  async online(user: CurrentUser, ids: unknown[], entryId?: number): Promise<OnlineResult> {
    return (await this.publishDrafts(user, ids, entryId, { source: 'section-online' })).result;
  }

  /**
   * online, recording the page as published afterwards as a version of the given source in the same transaction
   * (page/online publishes every section with source `publish` and its summary, and empties the pending edit
   * descriptions).
   */
  async publishDrafts(
    user: CurrentUser,
    ids: unknown[],
    entryId: number | undefined,
    record: { source: VersionSource; summary?: string | null },
  ): Promise<{ result: OnlineResult; version: PageVersionModel }> {
    const entry = await this.onlineEntry(ids, entryId);
    const rows = entry ? await loadRows(this.store, entry) : null;
    const issues = rows
      ? this.onlineIssues(pageView(rows, 'draft'), ids, entry ? await datasetIndex(this.store, entry.app_id) : null)
      : missingSections(ids);
    if (issues.length > 0 || !entry || !rows?.page) throw new DocumentInvalidError(issues);
    const page = rows.page;
    const publish = rows.sections.filter((r) => ids.includes(r.id));
    const version = await this.tx(async (transaction) => {
      await lockPage(this.store, entry.id, transaction);
      const now = new Date();
      for (const row of publish) await publishSection(this.store, row, user.id, now, transaction);
      page.online_document = page.document;
      if (record.source === 'publish') page.pending_descriptions = null;
      await page.save({ transaction });
      await entry.update({ status: 1 }, { transaction });
      return recordVersion(this.store, entry, { ...record, userId: user.id }, transaction);
    });
    return { result: { page_id: entry.id, diagram_id_set: publish.map((r) => r.id) }, version };
  }

  /** The page named by page_id, else the page of the first id that is a live section; null when there is none. */
  private async onlineEntry(ids: unknown[], entryId?: number): Promise<EntryModel | null> {
    if (entryId !== undefined) return this.access.entry(entryId);
    const numeric = ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
    const first =
      numeric.length > 0
        ? await this.store.models.Section.findOne({ where: { id: numeric }, order: [['id', 'ASC']] })
        : null;
    const page = first ? await this.store.models.Page.findByPk(first.page_id) : null;
    return page ? this.access.entry(page.entry_id).catch(() => null) : null;
  }

  /** checkOnline, then each requested draft must still be a valid section (pointers: /<index in ids>/…). */
  private onlineIssues(view: Page, ids: unknown[], datasets: DatasetIndex | null): LocalizedIssue[] {
    const checked = checkOnline(view, ids);
    if (checked.length > 0) return checked.map((i) => ({ pointer: i.pointer, message: i.message }));
    return ids.flatMap((id, i) => {
      const section = view.sections.find((s) => s.id === id);
      const problems = section ? validateDocument('section', section).issues.filter((x) => x.severity === 'error') : [];
      const invalid = problems.map((p) => ({ pointer: `/${i}${p.pointer}`, message: p.message }));
      // Drafts saved before the column check existed may still name columns their dataset lacks.
      if (invalid.length > 0 || !section || !datasets) return invalid;
      return missingColumnIssues(section, datasets, `/${i}`);
    });
  }

  /** Restores the previously published config (409 when there is none); returns the section as staff now see it. */
  async rollback(user: CurrentUser, sectionId: number): Promise<Section> {
    const ctx = await sectionContext(this.store, this.access, sectionId);
    await this.tx(async (transaction) => {
      await lockPage(this.store, ctx.entry.id, transaction);
      await rollbackSection(this.store, ctx.row, user.id, transaction);
      await recordVersion(this.store, ctx.entry, { source: 'section-rollback', userId: user.id }, transaction);
    });
    return viewOfSection(this.store, ctx, 'online');
  }
}

/** No page could be found for the ids: each is either malformed (checkOnline's message) or not a live section. */
function missingSections(ids: unknown[]): LocalizedIssue[] {
  const nowhere: Page = { version: DSL_VERSION, name: '', sections: [] };
  if (ids.length === 0) return checkOnline(nowhere, ids).map((i) => ({ pointer: i.pointer, message: i.message }));
  return ids.flatMap((id, i): LocalizedIssue[] => {
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) {
      return [{ pointer: `/${i}`, message: { en: `section ${id} does not exist`, zh: `区块 ${id} 不存在` } }];
    }
    return checkOnline(nowhere, [id]).map((x) => ({ pointer: `/${i}`, message: x.message }));
  });
}
