import { PERMISSION_TYPES, type PermissionType } from '@tessera/schema/api';
import { forbidden } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';

/** What a user may do in one app. Admins hold every page and permission of every app. */
export interface AppAccess {
  admin: boolean;
  /** Holds a role of the app or a direct grant to one of its pages (always true for admins). */
  member: boolean;
  /** Urls listed by his roles in the app, and the urls of the pages granted or shared to him. */
  urls: Set<string>;
  permissionTypes: Set<PermissionType>;
  canOpen(url: string | null): boolean;
  has(permission: PermissionType): boolean;
}

export function parsePermissionTypes(json: string | null | undefined): PermissionType[] {
  try {
    const value: unknown = JSON.parse(json || '[]');
    return Array.isArray(value)
      ? value.filter((v): v is PermissionType => (PERMISSION_TYPES as readonly unknown[]).includes(v))
      : [];
  } catch {
    return [];
  }
}

/**
 * Roles are how a non-admin belongs to an app: his apps are the apps where he holds a role, a page is
 * authorised when one of his roles in that app lists its url, and his personal permissions are the union of
 * his roles' permission_types. A direct grant to a page (page_user_grants) or a share of it (share_grants)
 * authorises that page and makes him a member of its app without any personal permission. Admins manage roles through RoleManageService (manage.ts).
 * Nothing here is cached, so a change to roles holds from the user's next request.
 */
export class RolesService {
  constructor(private readonly store: Store) {}

  /** Ids of the apps where the user holds a role, or a direct or shared grant to a live page. */
  async appIdsOf(userId: number): Promise<number[]> {
    const { Role, RoleUser } = this.store.models;
    const links = await RoleUser.findAll({ where: { user_id: userId }, attributes: ['role_id'] });
    const roles = links.length
      ? await Role.findAll({ where: { id: links.map((l) => l.role_id) }, attributes: ['app_id'] })
      : [];
    const granted = await this.grantedPages(userId);
    return [...new Set([...roles.map((r) => r.app_id), ...granted.map((e) => e.app_id)])];
  }

  /**
   * Live pages granted to the user himself: directly (catalog add-or-remove/permission/user, an approved request for
   * a page) or by a share.
   */
  private async grantedPages(userId: number, appId?: number): Promise<{ app_id: number; url: string | null }[]> {
    const { Entry, PageUserGrant, ShareGrant } = this.store.models;
    const [grants, shared] = await Promise.all([
      PageUserGrant.findAll({ where: { user_id: userId }, attributes: ['entry_id'] }),
      ShareGrant.findAll({ where: { user_id: userId }, attributes: ['entry_id'] }),
    ]);
    const ids = [...new Set([...grants, ...shared].map((g) => g.entry_id))];
    if (ids.length === 0) return [];
    return Entry.findAll({
      where: { id: ids, ...(appId === undefined ? {} : { app_id: appId }) },
      attributes: ['app_id', 'url'],
    });
  }

  /** The personal (non-page) permission types the user holds in the app; outsiders get 403. */
  async otherPermissions(user: CurrentUser, appId: number): Promise<PermissionType[]> {
    const access = await this.accessIn(user, appId);
    if (!access.member) throw forbidden('apps.not_member');
    return PERMISSION_TYPES.filter((p) => access.has(p));
  }

  async accessIn(user: CurrentUser, appId: number): Promise<AppAccess> {
    const urls = new Set<string>();
    const permissionTypes = new Set<PermissionType>();
    let member = false;
    if (!user.is_admin) {
      const { Role, RoleUrl, RoleUser } = this.store.models;
      const links = await RoleUser.findAll({ where: { user_id: user.id }, attributes: ['role_id'] });
      const roles = links.length
        ? await Role.findAll({ where: { id: links.map((l) => l.role_id), app_id: appId } })
        : [];
      member = roles.length > 0;
      for (const role of roles) for (const p of parsePermissionTypes(role.permission_types)) permissionTypes.add(p);
      if (member) {
        const rows = await RoleUrl.findAll({ where: { role_id: roles.map((r) => r.id) }, attributes: ['url'] });
        for (const row of rows) urls.add(row.url);
      }
      const granted = await this.grantedPages(user.id, appId);
      for (const page of granted) if (page.url) urls.add(page.url);
      if (granted.length > 0) member = true;
    }
    const admin = user.is_admin;
    return {
      admin,
      member: admin || member,
      urls,
      permissionTypes,
      canOpen: (url) => admin || (url !== null && urls.has(url)),
      has: (permission) => admin || permissionTypes.has(permission),
    };
  }
}
