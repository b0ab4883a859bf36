import { forbidden } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';

/** The built-in screens whose data the visit calls read; a role of an app grants one by listing its url. */
export type VisitScreen = '/visitStat' | '/userFlow';

/**
 * The apps whose visits `user` may read on `screen`: null for admins (every app); otherwise the apps of the
 * caller's roles that list the screen. Nobody else sees anything here: no such role is a 403.
 */
export async function visibleApps(store: Store, user: CurrentUser, screen: VisitScreen): Promise<number[] | null> {
  if (user.is_admin) return null;
  const { Role, RoleUrl, RoleUser } = store.models;
  const memberships = await RoleUser.findAll({ where: { user_id: user.id }, attributes: ['role_id'] });
  const grants = await RoleUrl.findAll({
    where: { role_id: memberships.map((m) => m.role_id), url: screen },
    attributes: ['role_id'],
  });
  const roles = await Role.findAll({ where: { id: grants.map((g) => g.role_id) }, attributes: ['app_id'] });
  const apps = [...new Set(roles.map((r) => r.app_id))];
  if (!apps.length) throw forbidden('visits.not_granted');
  return apps;
}

/**
 * The apps a call reads: the one asked for (403 when the caller may not see it), else every visible app
 * (null: no restriction, admins).
 */
export async function appsFor(
  store: Store,
  user: CurrentUser,
  screen: VisitScreen,
  appId: number | undefined,
): Promise<number[] | null> {
  const visible = await visibleApps(store, user, screen);
  if (appId === undefined) return visible;
  if (visible && !visible.includes(appId)) throw forbidden('visits.app_not_granted');
  return [appId];
}
