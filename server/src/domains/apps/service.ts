import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import {
  ONLINE_STATUS,
  PERMISSION_TYPES,
  type Announcement,
  type AppAddBody,
  type AppInfo,
  type AppUpdateBody,
  type Paged,
  type Permission,
  type SearchBody,
} from '@tessera/schema/api';
import { conflict, forbidden, notFound } from '../../core/errors';
import { optionalText } from '../../core/optional-text';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import type { RolesService } from '../roles/service';
import { emptyPayload, recordTrash, takeRoleUrls } from '../trash/record';
import { toAppInfo } from './mappers';
import type { AppModel } from './models';

const ORDER: [string, string][] = [
  ['sort', 'ASC'],
  ['id', 'ASC'],
];

export class AppsService {
  constructor(
    private readonly store: Store,
    private readonly roles: RolesService,
  ) {}

  /** A live (not deleted) app, or 404. */
  async get(id: number): Promise<AppModel> {
    const app = await this.store.models.App.findByPk(id);
    if (!app) throw notFound('apps.not_found');
    return app;
  }

  /** A live app the user may see (member or admin): 404 when missing, 403 when not a member. */
  async getForMember(user: CurrentUser, id: number): Promise<AppModel> {
    const app = await this.get(id);
    if (!(await this.roles.accessIn(user, id)).member) throw forbidden('apps.not_member');
    return app;
  }

  /**
   * all_type 0: online apps the user belongs to (admins: every online app).
   * all_type 1: admins also get offline apps; for others it is the same as 0.
   */
  async list(user: CurrentUser, allType: 0 | 1): Promise<AppInfo[]> {
    const where: WhereOptions<AppModel> = {};
    if (!(user.is_admin && allType === 1)) where.status = ONLINE_STATUS.ONLINE;
    if (!user.is_admin) where.id = { [Op.in]: await this.roles.appIdsOf(user.id) };
    const apps = await this.store.models.App.findAll({ where, order: ORDER });
    return apps.map(toAppInfo);
  }

  async adminList(): Promise<AppInfo[]> {
    return (await this.store.models.App.findAll({ order: ORDER })).map(toAppInfo);
  }

  async info(user: CurrentUser, id: number): Promise<AppInfo> {
    return toAppInfo(await this.getForMember(user, id));
  }

  async search(q: SearchBody): Promise<Paged<AppInfo>> {
    const where = q.search_content ? containsAny(this.store, ['app_name', 'app_key'], q.search_content) : {};
    const { rows, count } = await this.store.models.App.findAndCountAll({
      where,
      order: ORDER,
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    return { list: rows.map(toAppInfo), page: q.page, page_size: q.page_size, total_size: count };
  }

  /** 409 when the key is in use, with a distinct message when a deleted app (restorable) holds it. */
  private async assertKeyFree(appKey: string, exceptId?: number): Promise<void> {
    const holder = await this.store.models.App.findOne({ where: { app_key: appKey }, paranoid: false });
    if (!holder || holder.id === exceptId) return;
    throw conflict(holder.deleted_at ? 'apps.key_taken_deleted' : 'apps.key_taken', { app_key: appKey });
  }

  private async uniqueKey<T>(appKey: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof UniqueConstraintError && appKey) throw conflict('apps.key_taken', { app_key: appKey });
      throw err;
    }
  }

  async add(body: AppAddBody): Promise<AppInfo> {
    await this.assertKeyFree(body.app_key);
    const app = await this.uniqueKey(body.app_key, () =>
      this.store.models.App.create({
        app_name: body.app_name,
        app_name_en: optionalText(body.app_name_en),
        app_key: body.app_key,
        image_url: body.image_url ?? null,
        status: body.status,
        sort: body.sort,
      }),
    );
    return toAppInfo(app);
  }

  async update(body: AppUpdateBody): Promise<AppInfo> {
    const app = await this.get(body.id);
    if (body.app_key !== undefined && body.app_key !== app.app_key) await this.assertKeyFree(body.app_key, app.id);
    if (body.app_name !== undefined) app.app_name = body.app_name;
    if (body.app_name_en !== undefined) app.app_name_en = optionalText(body.app_name_en);
    if (body.app_key !== undefined) app.app_key = body.app_key;
    if (body.image_url !== undefined) app.image_url = body.image_url;
    if (body.status !== undefined) app.status = body.status;
    if (body.sort !== undefined) app.sort = body.sort;
    await this.uniqueKey(body.app_key, () => app.save());
    return toAppInfo(app);
  }

  /**
   * Soft delete into the recycle bin: the app and its live entries get the same deleted_at, so the bin restores
   * both together. Roles stay; the grants of its pages' urls go into the bin with it (a freed url passes nothing).
   */
  async delete(id: number, deletedBy: string | null = null): Promise<void> {
    const app = await this.get(id);
    const { App, Entry } = this.store.models;
    const now = new Date();
    await this.store.sequelize.transaction(async (transaction) => {
      const entries = await Entry.findAll({ where: { app_id: id }, transaction });
      await Entry.update({ deleted_at: now }, { where: { app_id: id, deleted_at: null }, transaction });
      await App.update({ deleted_at: now }, { where: { id }, transaction });
      const urls = entries.map((e) => e.url).filter((u): u is string => !!u);
      const payload = {
        ...emptyPayload(),
        entries: entries.map((e) => e.id),
        role_urls: await takeRoleUrls(this.store, urls, transaction),
        contains: entries.map((e) => ({
          kind: e.catalog_or_page === 1 ? ('catalog' as const) : ('page' as const),
          name: e.name,
        })),
      };
      const record = { kind: 'app' as const, item_id: id, app_id: id, name: app.app_name };
      await recordTrash(this.store, { ...record, deleted_by: deletedBy, deleted_at: now, payload }, transaction);
    });
  }

  async getAnnouncement(user: CurrentUser, appId: number): Promise<Announcement> {
    const app = await this.getForMember(user, appId);
    return { app_id: app.id, announcement: app.announcement ?? '' };
  }

  /** Needs the can_edit_app_announcement permission in that app (admins have it everywhere). */
  async setAnnouncement(user: CurrentUser, appId: number, text: string): Promise<Announcement> {
    const app = await this.get(appId);
    if (!(await this.roles.accessIn(user, appId)).has('can_edit_app_announcement'))
      throw forbidden('apps.announcement_forbidden');
    app.announcement = text;
    await app.save();
    return { app_id: app.id, announcement: text };
  }

  /** Every known permission type with whether the user holds it in the app (outsiders hold none). */
  async permissions(user: CurrentUser, appId: number): Promise<Permission[]> {
    await this.get(appId);
    const access = await this.roles.accessIn(user, appId);
    return PERMISSION_TYPES.map((p) => ({ permission_type: p, have_permission: access.has(p) }));
  }
}
