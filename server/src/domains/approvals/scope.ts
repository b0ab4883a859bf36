import { Op, type WhereOptions } from 'sequelize';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import { parsePermissionTypes } from '../roles/service';
import type { AccessRequestModel } from './models';

/**
 * Whose requests a user may decide: those of the apps where one of his roles holds `can_approve_requests`, and
 * those asking for a page he is in charge of (develop or work). Admins decide every request. Nobody decides his
 * own. Computed from the rows on every call, like every other access decision, so a new approver sees his
 * requests at once.
 */
export interface ApproverScope {
  all: boolean;
  appIds: number[];
  entryIds: number[];
}

export async function approverScope(store: Store, user: CurrentUser): Promise<ApproverScope> {
  if (user.is_admin) return { all: true, appIds: [], entryIds: [] };
  const { Entry, Role, RoleUser } = store.models;
  const links = await RoleUser.findAll({ where: { user_id: user.id }, attributes: ['role_id'] });
  const roles = links.length
    ? await Role.findAll({ where: { id: links.map((l) => l.role_id) }, attributes: ['app_id', 'permission_types'] })
    : [];
  const appIds = [
    ...new Set(
      roles
        .filter((r) => parsePermissionTypes(r.permission_types).includes('can_approve_requests'))
        .map((r) => r.app_id),
    ),
  ];
  const pages = await Entry.findAll({
    where: { [Op.or]: [{ develop_charge_username: user.username }, { work_charge_username: user.username }] },
    attributes: ['id'],
  });
  return { all: false, appIds, entryIds: pages.map((p) => p.id) };
}

/** The where clause of the requests in the scope, the caller's own left out; null when the scope is empty. */
export function scopeWhere(scope: ApproverScope, user: CurrentUser): WhereOptions<AccessRequestModel> | null {
  const notOwn = { applicant_id: { [Op.ne]: user.id } };
  if (scope.all) return notOwn;
  const either: WhereOptions<AccessRequestModel>[] = [];
  if (scope.appIds.length) either.push({ app_id: scope.appIds });
  if (scope.entryIds.length) either.push({ entry_id: scope.entryIds });
  return either.length ? { ...notOwn, [Op.or]: either } : null;
}

export function inScope(scope: ApproverScope, user: CurrentUser, request: AccessRequestModel): boolean {
  if (request.applicant_id === user.id) return false;
  return (
    scope.all ||
    scope.appIds.includes(request.app_id) ||
    (request.entry_id !== null && scope.entryIds.includes(request.entry_id))
  );
}
