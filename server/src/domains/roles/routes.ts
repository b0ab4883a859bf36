import type Router from '@koa/router';
import {
  AppIdQuery,
  IdQuery,
  RoleAddBody,
  RoleIdQuery,
  RolePermissionSaveBody,
  RoleUpdateBody,
  RoleUserListBody,
  RoleUserOneBody,
  RoleUserUpdateBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import type { AppsService } from '../apps/service';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { RoleManageService } from './manage';
import type { RolesService } from './service';

export function roleRoutes(
  router: Router<AppState>,
  deps: { manage: RoleManageService; roles: RolesService; apps: AppsService; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  const { manage, roles, apps, guards } = deps;

  route.get('/backend/role/list', { query: AppIdQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await manage.list(validQuery(ctx, AppIdQuery).app_id));
  });

  route.post('/backend/role/app-add', { body: RoleAddBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await manage.add(validBody(ctx, RoleAddBody)));
  });

  route.post('/backend/role/app-update', { body: RoleUpdateBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await manage.update(validBody(ctx, RoleUpdateBody)));
  });

  route.delete('/backend/role/delete', { query: IdQuery }, ...guards.admin, async (ctx) => {
    await manage.delete(validQuery(ctx, IdQuery).id);
    ok(ctx, null);
  });

  route.get('/backend/role/permission-url', { query: RoleIdQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await manage.urls(validQuery(ctx, RoleIdQuery).role_id));
  });

  route.post('/backend/role/permission/save', { body: RolePermissionSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await manage.saveUrls(validBody(ctx, RolePermissionSaveBody)));
  });

  route.post('/backend/role-user/user/list', { body: RoleUserListBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await manage.users(validBody(ctx, RoleUserListBody)));
  });

  route.post('/backend/role-user/remove-or-add/one', { body: RoleUserOneBody }, ...guards.admin, async (ctx) => {
    await manage.addOrRemove(validBody(ctx, RoleUserOneBody));
    ok(ctx, null);
  });

  route.post('/backend/role-user/update', { body: RoleUserUpdateBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await manage.setUsers(validBody(ctx, RoleUserUpdateBody)));
  });

  route.get('/backend/role-user/other-permission', { query: AppIdQuery }, ...guards.user, async (ctx) => {
    const appId = validQuery(ctx, AppIdQuery).app_id;
    await apps.get(appId);
    ok(ctx, await roles.otherPermissions(currentUser(ctx), appId));
  });
}
