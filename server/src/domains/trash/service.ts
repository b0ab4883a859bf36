import { Op, type Transaction, type WhereOptions } from 'sequelize';
import {
  TRASH_KINDS,
  type Paged,
  type TrashActionBody,
  type TrashItem,
  type TrashKind,
  type TrashSearchBody,
} from '@tessera/schema/api';
import { AppError, notFound } from '../../core/errors';
import type { MessageKey } from '../../i18n';
import { containsAny, type Store } from '../../store';
import { dropStaleGrants } from '../catalog/urls';
import type { TrashItemModel } from './models';
import { purgeItem } from './purge';
import { parsePayload, type TrashPayload } from './record';
import { usesOf } from './uses';

const kindOf = (text: string): TrashKind => (TRASH_KINDS as readonly string[]).find((k) => k === text) as TrashKind;

/** The recycle bin (spec section 7, Trash): list, recover, delete for good. Admins only (routes). */
export class TrashService {
  constructor(private readonly store: Store) {}

  async search(body: TrashSearchBody): Promise<Paged<TrashItem>> {
    const where: WhereOptions[] = [];
    if (body.kind) where.push({ kind: body.kind });
    if (body.app_id) where.push({ app_id: body.app_id });
    const text = body.search_content.trim();
    if (text) where.push(containsAny(this.store, ['name', 'deleted_by'], text));
    const { rows, count } = await this.store.models.TrashItem.findAndCountAll({
      where: { [Op.and]: where },
      order: [
        ['deleted_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    const appIds = [...new Set(rows.map((r) => r.app_id).filter((id): id is number => id !== null))];
    const apps = appIds.length ? await this.store.models.App.findAll({ where: { id: appIds }, paranoid: false }) : [];
    const list = await Promise.all(
      rows.map(async (row): Promise<TrashItem> => ({
        id: row.id,
        kind: kindOf(row.kind),
        item_id: row.item_id,
        name: row.name,
        app_id: row.app_id,
        app_name: apps.find((a) => a.id === row.app_id)?.app_name ?? null,
        deleted_by: row.deleted_by,
        deleted_at: new Date(row.deleted_at).toISOString(),
        contains: parsePayload(row.payload).contains,
        used_by: await usesOf(this.store, row),
      })),
    );
    return { list, page: body.page, page_size: body.page_size, total_size: count };
  }

  async act(body: TrashActionBody): Promise<null> {
    const item = await this.store.models.TrashItem.findByPk(body.id);
    if (!item) throw notFound('trash.not_found');
    if (body.action === 'delete') {
      const uses = await usesOf(this.store, item);
      if (uses.length > 0)
        throw new AppError(
          409,
          'trash.in_use',
          { name: item.name, items: uses.map((u) => u.name).join(', ') },
          { used_by: uses },
        );
      await this.store.sequelize.transaction((t) => purgeItem(this.store, item, parsePayload(item.payload), t));
      return null;
    }
    await this.store.sequelize.transaction((t) => this.recover(item, parsePayload(item.payload), t));
    return null;
  }

  private parentGone(item: TrashItemModel, parent: 'app' | 'catalog' | 'page' | 'connection'): AppError {
    const key: MessageKey = `trash.parent_gone.${parent}`;
    return new AppError(409, key, { name: item.name });
  }

  /** Puts the item back with everything deleted with it; refuses when its parent is gone or its url/key is taken. */
  private async recover(item: TrashItemModel, payload: TrashPayload, t: Transaction): Promise<void> {
    const { App, Entry, Section, Page, Dataset, DbConnection, RoleUrl } = this.store.models;
    const kind = kindOf(item.kind);
    if (item.app_id !== null && kind !== 'app' && !(await App.findByPk(item.app_id, { transaction: t })))
      throw this.parentGone(item, 'app');
    if (kind === 'page' || kind === 'catalog' || kind === 'app') {
      if (kind === 'app') await App.restore({ where: { id: item.item_id }, transaction: t });
      const rows = await Entry.findAll({ where: { id: payload.entries }, paranoid: false, transaction: t });
      const root = rows.find((r) => r.id === item.item_id);
      if (kind !== 'app' && root?.parent_id != null && !(await Entry.findByPk(root.parent_id, { transaction: t })))
        throw this.parentGone(item, 'catalog');
      for (const row of rows) {
        if (!row.url) continue;
        const holder = await Entry.findOne({ where: { url: row.url }, transaction: t });
        if (holder) throw new AppError(409, 'trash.url_taken', { name: item.name, url: row.url, holder: holder.name });
      }
      await Entry.restore({ where: { id: rows.map((r) => r.id) }, transaction: t });
      for (const row of rows) if (row.url) await dropStaleGrants(this.store, row.url, t);
      for (const grant of payload.role_urls) await RoleUrl.create(grant, { transaction: t });
    } else if (kind === 'section') {
      const row = await Section.findByPk(item.item_id, { paranoid: false, transaction: t });
      const page = row ? await Page.findByPk(row.page_id, { transaction: t }) : null;
      if (!row || !page || !(await Entry.findByPk(page.entry_id, { transaction: t })))
        throw this.parentGone(item, 'page');
      const key = payload.sections[0]?.key ?? row.key.split('#')[0];
      if (await Section.findOne({ where: { page_id: page.id, key }, transaction: t }))
        throw new AppError(409, 'trash.key_taken', { name: item.name, key });
      await Section.update({ key, deleted_at: null }, { where: { id: row.id }, paranoid: false, transaction: t });
    } else if (kind === 'dataset') {
      const row = await Dataset.findByPk(item.item_id, { paranoid: false, transaction: t });
      if (!row || !(await DbConnection.findByPk(row.connection_id, { transaction: t })))
        throw this.parentGone(item, 'connection');
      const key = payload.key ?? row.key.split('#')[0];
      if (await Dataset.findOne({ where: { app_id: row.app_id, key }, transaction: t }))
        throw new AppError(409, 'trash.key_taken', { name: item.name, key });
      await Dataset.update({ key, deleted_at: null }, { where: { id: row.id }, paranoid: false, transaction: t });
    } else if (kind === 'connection') {
      const row = await DbConnection.findByPk(item.item_id, { paranoid: false, transaction: t });
      if (!row) throw notFound('trash.not_found');
      if (await DbConnection.findOne({ where: { name: row.name }, transaction: t }))
        throw new AppError(409, 'trash.key_taken', { name: item.name, key: row.name });
      await DbConnection.restore({ where: { id: row.id }, transaction: t });
    }
    await item.destroy({ transaction: t });
  }
}
