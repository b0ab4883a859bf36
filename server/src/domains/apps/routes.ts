import type Router from '@koa/router';
import {
  AnnouncementBody,
  AppAddBody,
  AppIdQuery,
  AppListQuery,
  AppUpdateBody,
  IdBody,
  IdQuery,
  AppSearchBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { AppsService } from './service';

export function appRoutes(router: Router<AppState>, deps: { apps: AppsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { apps, guards } = deps;

  route.get('/backend/app/list', { query: AppListQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await apps.list(currentUser(ctx), validQuery(ctx, AppListQuery).all_type));
  });

  route.get('/backend/app/admin/list', {}, ...guards.admin, async (ctx) => {
    ok(ctx, await apps.adminList());
  });

  route.get('/backend/app/info', { query: IdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await apps.info(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });

  route.post('/backend/app/search', { body: AppSearchBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await apps.search(validBody(ctx, AppSearchBody)));
  });

  route.post('/backend/app/add', { body: AppAddBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await apps.add(validBody(ctx, AppAddBody)));
  });

  route.post('/backend/app/update', { body: AppUpdateBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await apps.update(validBody(ctx, AppUpdateBody)));
  });

  route.post('/backend/app/delete', { body: IdBody }, ...guards.admin, async (ctx) => {
    await apps.delete(validBody(ctx, IdBody).id, currentUser(ctx).username);
    ok(ctx, null);
  });

  route.get('/backend/app/announcement', { query: AppIdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await apps.getAnnouncement(currentUser(ctx), validQuery(ctx, AppIdQuery).app_id));
  });

  route.post('/backend/app/announcement', { body: AnnouncementBody }, ...guards.user, async (ctx) => {
    const body = validBody(ctx, AnnouncementBody);
    ok(ctx, await apps.setAnnouncement(currentUser(ctx), body.app_id, body.announcement));
  });

  route.get('/user/permission/list', { query: AppIdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await apps.permissions(currentUser(ctx), validQuery(ctx, AppIdQuery).app_id));
  });
}
