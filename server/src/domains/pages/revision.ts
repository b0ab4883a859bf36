import { literal, type Transaction } from 'sequelize';
import type { Store } from '../../store';
import type { PageModel } from './models';

/** The draft moved on since the revision a save was based on (turned into a 409 with a SaveConflict). */
export class RevisionMovedError extends Error {
  constructor(readonly base: number) {
    super(`revision moved past ${base}`);
    this.name = 'RevisionMovedError';
  }
}

/**
 * Raises the draft revision of a page by one, as one conditional UPDATE: the row stays locked until the transaction
 * ends, so two saves of the same page never both pass. With `base`, the update only happens when the stored revision
 * is still `base`, else RevisionMovedError. Every draft change calls it (page save, section edits, sort, restore,
 * import). Returns the new revision, also set on `page`.
 */
export async function bumpRevision(
  store: Store,
  page: PageModel,
  userId: number | null,
  transaction: Transaction,
  base?: number,
): Promise<number> {
  const now = new Date();
  const [count] = await store.models.Page.update(
    { revision: literal('revision + 1'), revised_by: userId, revised_at: now },
    { where: base === undefined ? { id: page.id } : { id: page.id, revision: base }, transaction, silent: true },
  );
  if (count === 0) throw new RevisionMovedError(base ?? -1);
  const fresh = await store.models.Page.findByPk(page.id, { attributes: ['revision'], transaction });
  page.revision = Number(fresh?.revision ?? 0);
  page.revised_by = userId;
  page.revised_at = now;
  page.changed('revision', false);
  page.changed('revised_by', false);
  page.changed('revised_at', false);
  return page.revision;
}

/** The edit descriptions saved since the last publish. */
export function pendingDescriptions(page: PageModel | null): string[] {
  if (!page?.pending_descriptions) return [];
  const parsed = JSON.parse(page.pending_descriptions) as unknown;
  return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [];
}

/**
 * Locks the page row until the transaction ends (FOR UPDATE on MariaDB and PostgreSQL; SQLite runs one writer at a
 * time anyway). Called first in every transaction that records a version, before any other read, so the version
 * number and the revision it reads are the latest committed ones.
 */
export async function lockPage(store: Store, entryId: number, transaction: Transaction): Promise<PageModel | null> {
  return store.models.Page.findOne({ where: { entry_id: entryId }, lock: transaction.LOCK.UPDATE, transaction });
}
