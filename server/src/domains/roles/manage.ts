import { UniqueConstraintError, type Transaction } from 'sequelize';
import {
  type FieldError,
  type Paged,
  type RoleAddBody,
  type RoleMember,
  type RolePermissionSaveBody,
  type RoleRecord,
  type RoleUpdateBody,
  type RoleUserListBody,
  type RoleUserOneBody,
  type RoleUserUpdateBody,
} from '@tessera/schema/api';
import { isBuiltInRoute, isPageEntry } from '@tessera/schema/rules';
import { conflict, notFound, ValidationError } from '../../core/errors';
import { containsAny, type Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { RoleModel } from './models';
import { parsePermissionTypes } from './service';

/**
 * Role management (admins): roles of an app, their pages and their members. Nothing here is cached: access is
 * computed from these rows on every request (RolesService.accessIn), so a change holds from the member's next
 * request, with no new login.
 */
export class RoleManageService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
  ) {}

  async list(appId: number): Promise<RoleRecord[]> {
    await this.apps.get(appId);
    const { Role, RoleUrl, RoleUser } = this.store.models;
    const roles = await Role.findAll({ where: { app_id: appId }, order: [['id', 'ASC']] });
    const ids = roles.map((r) => r.id);
    const [urls, users] = ids.length
      ? await Promise.all([
          RoleUrl.findAll({ where: { role_id: ids }, attributes: ['role_id'] }),
          RoleUser.findAll({ where: { role_id: ids }, attributes: ['role_id'] }),
        ])
      : [[], []];
    const count = (rows: { role_id: number }[], id: number) => rows.filter((r) => r.role_id === id).length;
    return roles.map((r) => ({ ...toRecord(r), url_count: count(urls, r.id), user_count: count(users, r.id) }));
  }

  async add(body: RoleAddBody): Promise<RoleRecord> {
    await this.apps.get(body.app_id);
    const role = await this.unique(body.name, () =>
      this.store.models.Role.create({
        app_id: body.app_id,
        name: body.name,
        permission_types: JSON.stringify(body.permission_types),
      }),
    );
    return { ...toRecord(role), url_count: 0, user_count: 0 };
  }

  async update(body: RoleUpdateBody): Promise<RoleRecord> {
    const role = await this.get(body.id);
    if (body.name !== undefined) role.name = body.name;
    if (body.permission_types !== undefined) role.permission_types = JSON.stringify(body.permission_types);
    await this.unique(role.name, () => role.save());
    return (await this.list(role.app_id)).find((r) => r.id === role.id) as RoleRecord;
  }

  /** The role goes with its page list and memberships: its members lose what it gave them at once. */
  async delete(id: number): Promise<void> {
    const role = await this.get(id);
    const { RoleUrl, RoleUser } = this.store.models;
    await this.store.sequelize.transaction(async (transaction) => {
      await RoleUrl.destroy({ where: { role_id: id }, transaction });
      await RoleUser.destroy({ where: { role_id: id }, transaction });
      await role.destroy({ transaction });
    });
  }

  async urls(roleId: number): Promise<{ role_id: number; urls: string[] }> {
    await this.get(roleId);
    const rows = await this.store.models.RoleUrl.findAll({ where: { role_id: roleId }, order: [['url', 'ASC']] });
    return { role_id: roleId, urls: rows.map((r) => r.url) };
  }

  /**
   * Replaces the role's page list. Each url must be a page of the role's app (as the catalog tree lists it) or a
   * built-in screen route such as `/visitStat`; an unknown url is a 400 naming its place in the list.
   */
  async saveUrls(body: RolePermissionSaveBody): Promise<{ role_id: number; urls: string[] }> {
    const role = await this.get(body.role_id);
    const pages = await this.store.models.Entry.findAll({ where: { app_id: role.app_id } });
    const known = new Set(pages.filter(isPageEntry).map((e) => e.url));
    const errors: FieldError[] = [];
    body.urls.forEach((url, i) => {
      if (!known.has(url) && !isBuiltInRoute(url)) errors.push({ field: `urls.${i}`, rule: 'not_app_page' });
    });
    if (errors.length) throw new ValidationError(errors);
    const { RoleUrl } = this.store.models;
    await this.store.sequelize.transaction(async (transaction) => {
      await RoleUrl.destroy({ where: { role_id: role.id }, transaction });
      if (body.urls.length)
        await RoleUrl.bulkCreate(
          body.urls.map((url) => ({ role_id: role.id, url })),
          { transaction },
        );
    });
    return this.urls(role.id);
  }

  /** The role's members, by username, paged (10 a page unless asked) and searchable by username or realname. */
  async users(q: RoleUserListBody): Promise<Paged<RoleMember>> {
    await this.get(q.role_id);
    const { RoleUser, User } = this.store.models;
    const links = await RoleUser.findAll({ where: { role_id: q.role_id }, attributes: ['user_id'] });
    const match = q.search_content ? containsAny(this.store, ['username', 'realname'], q.search_content) : {};
    const { rows, count } = await User.findAndCountAll({
      where: { ...match, id: links.map((l) => l.user_id) },
      order: [['username', 'ASC']],
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    return {
      list: rows.map((u) => ({ username: u.username, realname: u.realname })),
      page: q.page,
      page_size: q.page_size,
      total_size: count,
    };
  }

  /** Adds or removes one member. Adding a member twice, or removing a non-member, changes nothing. */
  async addOrRemove(body: RoleUserOneBody): Promise<void> {
    const role = await this.get(body.role_id);
    const [user] = await this.usersNamed([body.username], 'username');
    const { RoleUser } = this.store.models;
    if (body.operate === 'remove') {
      await RoleUser.destroy({ where: { role_id: role.id, user_id: user.id } });
      return;
    }
    try {
      await RoleUser.findOrCreate({ where: { role_id: role.id, user_id: user.id } });
    } catch (err) {
      // Two admins adding the same member at once: the unique index kept one row, which is what both asked for.
      if (!(err instanceof UniqueConstraintError)) throw err;
    }
  }

  /** Replaces the role's whole member list. */
  async setUsers(body: RoleUserUpdateBody): Promise<{ role_id: number; user_count: number }> {
    const role = await this.get(body.role_id);
    const users = await this.usersNamed(body.usernames, 'usernames');
    const { RoleUser } = this.store.models;
    await this.store.sequelize.transaction(async (transaction: Transaction) => {
      await RoleUser.destroy({ where: { role_id: role.id }, transaction });
      if (users.length)
        await RoleUser.bulkCreate(
          users.map((u) => ({ role_id: role.id, user_id: u.id })),
          { transaction },
        );
    });
    return { role_id: role.id, user_count: users.length };
  }

  private async get(id: number): Promise<RoleModel> {
    const role = await this.store.models.Role.findByPk(id);
    if (!role) throw notFound('roles.not_found');
    return role;
  }

  /** The users of these usernames, in order; an unknown one is a 400 naming its field. */
  private async usersNamed(usernames: string[], field: string): Promise<{ id: number; username: string }[]> {
    if (usernames.length === 0) return [];
    const rows = await this.store.models.User.findAll({
      where: { username: usernames },
      attributes: ['id', 'username'],
    });
    const errors: FieldError[] = [];
    const found = usernames.map((name, i) => {
      const row = rows.find((r) => r.username === name);
      if (!row) errors.push({ field: field === 'username' ? field : `${field}.${i}`, rule: 'unknown_user' });
      return row;
    });
    if (errors.length) throw new ValidationError(errors);
    return found as { id: number; username: string }[];
  }

  private async unique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('roles.name_taken', { name });
      throw err;
    }
  }
}

function toRecord(r: RoleModel): Omit<RoleRecord, 'url_count' | 'user_count'> {
  return {
    id: r.id,
    app_id: r.app_id,
    name: r.name,
    permission_types: parsePermissionTypes(r.permission_types),
  };
}
