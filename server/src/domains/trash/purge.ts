import type { Transaction } from 'sequelize';
import type { Store } from '../../store';
import type { TrashItemModel } from './models';
import type { TrashPayload } from './record';

/** Removes sections for good; their versions, dataset links, saved filter values and comments cascade. */
async function purgeSections(store: Store, ids: number[], t: Transaction): Promise<void> {
  if (ids.length > 0) await store.models.Section.destroy({ where: { id: ids }, force: true, transaction: t });
}

/** Removes page and catalog entries for good, with their documents and sections (visits keep a null entry). */
async function purgeEntries(store: Store, ids: number[], t: Transaction): Promise<void> {
  const { Entry, Page, Section, RoleUrl } = store.models;
  if (ids.length === 0) return;
  const rows = await Entry.findAll({ where: { id: ids }, paranoid: false, transaction: t });
  const pages = await Page.findAll({ where: { entry_id: ids }, transaction: t });
  if (pages.length > 0) {
    const sections = await Section.findAll({
      where: { page_id: pages.map((p) => p.id) },
      paranoid: false,
      attributes: ['id'],
      transaction: t,
    });
    await purgeSections(
      store,
      sections.map((s) => s.id),
      t,
    );
    await Page.destroy({ where: { id: pages.map((p) => p.id) }, transaction: t });
  }
  // Grants still naming a purged url belong to nobody (a live page with that url would have them moved).
  const urls = rows.map((r) => r.url).filter((u): u is string => !!u);
  for (const url of urls)
    if (!(await Entry.findOne({ where: { url }, transaction: t })))
      await RoleUrl.destroy({ where: { url }, transaction: t });
  await Entry.destroy({ where: { id: ids }, force: true, transaction: t });
}

/** Delete-forever of one bin item (the caller checked nothing live depends on it), in the caller's transaction. */
export async function purgeItem(
  store: Store,
  item: TrashItemModel,
  payload: TrashPayload,
  t: Transaction,
): Promise<void> {
  const { App, Role, Dataset, DbConnection, TrashItem } = store.models;
  if (item.kind === 'page' || item.kind === 'catalog') await purgeEntries(store, payload.entries, t);
  else if (item.kind === 'section') await purgeSections(store, [item.item_id], t);
  else if (item.kind === 'dataset') await Dataset.destroy({ where: { id: item.item_id }, force: true, transaction: t });
  else if (item.kind === 'connection')
    await DbConnection.destroy({ where: { id: item.item_id }, force: true, transaction: t });
  else if (item.kind === 'app') {
    const entries = await store.models.Entry.findAll({
      where: { app_id: item.item_id },
      paranoid: false,
      attributes: ['id'],
      transaction: t,
    });
    await purgeEntries(
      store,
      entries.map((e) => e.id),
      t,
    );
    await Role.destroy({ where: { app_id: item.item_id }, transaction: t });
    await TrashItem.destroy({ where: { app_id: item.item_id }, transaction: t });
    await App.destroy({ where: { id: item.item_id }, force: true, transaction: t });
  }
  await item.destroy({ transaction: t });
}
