import { Op, type Transaction } from 'sequelize';
import type { FieldError } from '@tessera/schema/api';
import { isBuiltInRoute } from '@tessera/schema/rules';
import { AppError } from '../../core/errors';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';

/** 409 naming the live entry that holds `url`, when one other than `selfId` does. Urls are unique across apps. */
export async function assertUrlFree(
  store: Store,
  url: string,
  selfId: number | null,
  transaction: Transaction,
): Promise<void> {
  const holder = await store.models.Entry.findOne({
    where: { url, ...(selfId === null ? {} : { id: { [Op.ne]: selfId } }) },
    transaction,
  });
  if (holder) throw new AppError(409, 'catalog.url_taken', { url, name: holder.name });
}

/** The url must not be one of the web app's own routes (the pattern itself is checked by the contract). */
export function urlErrors(url: string): FieldError[] {
  return isBuiltInRoute(url) ? [{ field: 'url', rule: 'built_in_route' }] : [];
}

/**
 * A url just taken by a page (new, renamed or recovered) is free of anything older: grants roles still hold for
 * it belonged to a page that is gone (deleted pages carry theirs in the recycle bin), so they are dropped rather
 * than handed to this page.
 */
export async function dropStaleGrants(store: Store, url: string, transaction: Transaction): Promise<void> {
  await store.models.RoleUrl.destroy({ where: { url }, transaction });
}

/**
 * Everything keyed by a page's url follows it to its new url, in the caller's transaction: role grants (a role
 * already listing the new url keeps one row), comments made on the page, and its visits. Direct user grants are
 * keyed by entry and need nothing. (No favourites exist yet.)
 */
export async function moveUrl(store: Store, entry: EntryModel, to: string, transaction: Transaction): Promise<void> {
  const from = entry.url;
  await dropStaleGrants(store, to, transaction);
  if (!from || from === to) return;
  const { RoleUrl, Visit, ChartComment, Page, Section } = store.models;
  await RoleUrl.update({ url: to }, { where: { url: from }, transaction });
  await Visit.update({ url: to }, { where: { entry_id: entry.id, url: from }, transaction });
  const page = await Page.findOne({ where: { entry_id: entry.id }, attributes: ['id'], transaction });
  if (!page) return;
  const sections = await Section.findAll({
    where: { page_id: page.id },
    attributes: ['id'],
    paranoid: false,
    transaction,
  });
  if (sections.length === 0) return;
  await ChartComment.update({ url: to }, { where: { diagram_id: sections.map((s) => s.id), url: from }, transaction });
}
