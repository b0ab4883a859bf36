import { UniqueConstraintError } from 'sequelize';
import type { PageDraft, PageVersion, PageVersionDiff, PageVersionSummary } from '@tessera/schema/api';
import type { LocalizedMessage, Page } from '@tessera/schema/dsl';
import { diffPages, type Lang } from '@tessera/schema/rules';
import { conflict, notFound, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { PageAccess } from '../pages/access';
import { saveConflict } from '../pages/conflict';
import { latestPublished, recordVersion } from '../pages/history';
import { bumpRevision, lockPage, pendingDescriptions, RevisionMovedError } from '../pages/revision';
import { loadRows } from '../pages/rows';
import { savePageDocument } from '../pages/save-page';
import type { SectionsService } from '../pages/sections';
import { readPageDocument, type PagesService } from '../pages/service';
import { datasetIndex } from '../pages/resolve';
import type { PageVersionModel } from './models';
import { keyedForRestore, putOnline } from './apply';

/**
 * The versions of a page: every publish (page, section online and rollback, import) and every draft save is a
 * version of the whole document, never rewritten and never capped. Admins read, compare, restore and roll back.
 */
export class VersionsService {
  constructor(
    private readonly store: Store,
    private readonly deps: { access: PageAccess; pages: PagesService; sections: SectionsService },
  ) {}

  private async row(id: number, field = 'id'): Promise<PageVersionModel> {
    const row = await this.store.models.PageVersion.findByPk(id);
    if (!row)
      throw field === 'id' ? notFound('versions.not_found') : new ValidationError([{ field, rule: 'not_found' }]);
    return row;
  }

  private async usernames(ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const users =
      wanted.length > 0
        ? await this.store.models.User.findAll({ where: { id: wanted }, attributes: ['id', 'username'] })
        : [];
    return new Map(users.map((u) => [u.id, u.username]));
  }

  private async summaries(rows: PageVersionModel[], lang: Lang): Promise<PageVersionSummary[]> {
    if (rows.length === 0) return [];
    const names = await this.usernames(rows.map((r) => r.created_by));
    const online = await latestPublished(this.store, rows[0].page_id);
    return rows.map((r) => ({
      id: r.id,
      page_id: r.entry_id,
      number: Number(r.number),
      source: r.source,
      published: Boolean(r.published),
      revision: Number(r.revision),
      summary: (JSON.parse(r.summary) as LocalizedMessage)[lang],
      created_by: r.created_by === null ? null : (names.get(r.created_by) ?? null),
      created_at: new Date(r.created_at).toISOString(),
      online: online?.id === r.id,
    }));
  }

  private async full(row: PageVersionModel, lang: Lang): Promise<PageVersion> {
    const [summary] = await this.summaries([row], lang);
    return { ...summary, document: JSON.parse(row.document) as Page };
  }

  /** Newest first: published versions, and the draft saves among them with include_drafts. */
  async list(entryId: number, includeDrafts: boolean, lang: Lang): Promise<PageVersionSummary[]> {
    const entry = await this.deps.access.entry(entryId);
    const rows = await this.store.models.PageVersion.findAll({
      where: includeDrafts ? { entry_id: entry.id } : { entry_id: entry.id, published: true },
      order: [['id', 'DESC']],
    });
    return this.summaries(rows, lang);
  }

  async one(id: number, lang: Lang): Promise<PageVersion> {
    return this.full(await this.row(id), lang);
  }

  /** The changes from one version to another of the same page (400 naming `to` when it is another page's). */
  async diff(fromId: number, toId: number, lang: Lang): Promise<PageVersionDiff> {
    const from = await this.row(fromId, 'from');
    const to = await this.row(toId, 'to');
    if (from.page_id !== to.page_id) throw new ValidationError([{ field: 'to', rule: 'other_page' }]);
    const [a, b] = [await this.full(from, lang), await this.full(to, lang)];
    return { from: a, to: b, changes: diffPages(a.document, b.document) };
  }

  /**
   * Publishes the whole page: every section's draft and the page document go online (checkOnline as `online`),
   * recorded as a version whose summary is the given one, else the edit descriptions since the last publish, else
   * computed from the diff against the previous published version.
   */
  async publish(
    user: CurrentUser,
    entryId: number,
    summary: string | undefined,
    lang: Lang,
  ): Promise<PageVersionSummary> {
    const entry = await this.deps.access.entry(entryId);
    const rows = await loadRows(this.store, entry);
    const pending = pendingDescriptions(rows.page).join('; ');
    const { version } = await this.deps.sections.publishDrafts(
      user,
      rows.sections.map((s) => s.id),
      entry.id,
      { source: 'publish', summary: summary?.trim() || pending || null },
    );
    return (await this.summaries([version], lang))[0];
  }

  /**
   * Puts the published version before the one online now back online (page document and every section), as a new
   * version (source rollback). Rolling back again walks further back. 409 when there is none.
   */
  async rollback(user: CurrentUser, entryId: number, lang: Lang): Promise<PageVersionSummary> {
    const entry = await this.deps.access.entry(entryId);
    const version = await this.store.sequelize.transaction(async (transaction) => {
      const page = await lockPage(this.store, entry.id, transaction);
      const target = page ? await putOnline(this.store, entry, page, user.id, transaction) : null;
      if (!target) return null;
      return recordVersion(
        this.store,
        entry,
        { source: 'rollback', userId: user.id, originId: target.id },
        transaction,
      );
    });
    if (!version) throw conflict('versions.no_previous');
    return (await this.summaries([version], lang))[0];
  }

  /**
   * The version's document becomes the draft (a new revision, based on `base_revision` like a save: 409 when the
   * draft moved on). History is not rewritten: the restore is recorded as a draft state, and publishing it makes a
   * new version.
   */
  async restore(user: CurrentUser, id: number, baseRevision: number): Promise<PageDraft> {
    const version = await this.row(id);
    const entry = await this.deps.access.entry(version.entry_id);
    const doc = JSON.parse(version.document) as Page;
    try {
      await this.store.sequelize.transaction(async (transaction) => {
        const page = await lockPage(this.store, entry.id, transaction);
        if (!page) throw new RevisionMovedError(baseRevision);
        await bumpRevision(this.store, page, user.id, transaction, baseRevision);
        const keyed = readPageDocument(await keyedForRestore(this.store, page.id, doc, transaction));
        const datasets = await datasetIndex(this.store, entry.app_id, transaction);
        await savePageDocument(
          this.store,
          { entry, doc: keyed, userId: user.id, datasets, publish: false, urlAndStatus: false },
          transaction,
        );
        const n = Number(version.number);
        const summary = { zh: `恢复版本 ${n}`, en: `restored version ${n}` };
        await recordVersion(
          this.store,
          entry,
          { source: 'restore', userId: user.id, originId: version.id, summary },
          transaction,
        );
      });
    } catch (err) {
      if (err instanceof RevisionMovedError || err instanceof UniqueConstraintError)
        throw await saveConflict(this.store, entry, doc);
      throw err;
    }
    await entry.reload();
    return this.deps.pages.draft(entry.id);
  }
}
