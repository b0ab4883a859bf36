import type Router from '@koa/router';
import type {
  AnnouncementBody,
  AppAddBody,
  AppIdQuery,
  AppListQuery,
  AppUpdateBody,
  IdBody,
  IdQuery,
  SearchBody,
} from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { AppsService } from './service';

export function appRoutes(router: Router<AppState>, deps: { apps: AppsService; guards: AuthGuards }): void {
  const { apps, guards } = deps;

  router.get('/backend/app/list', ...guards.user, async (ctx) => {
    ok(ctx, await apps.list(currentUser(ctx), validQuery<AppListQuery>(ctx, 'appListQuery').all_type));
  });

  router.get('/backend/app/admin/list', ...guards.admin, async (ctx) => {
    ok(ctx, await apps.adminList());
  });

  router.get('/backend/app/info', ...guards.user, async (ctx) => {
    ok(ctx, await apps.info(currentUser(ctx), validQuery<IdQuery>(ctx, 'idQuery').id));
  });

  router.post('/backend/app/search', ...guards.admin, async (ctx) => {
    ok(ctx, await apps.search(validBody<SearchBody>(ctx, 'appSearch')));
  });

  router.post('/backend/app/add', ...guards.admin, async (ctx) => {
    ok(ctx, await apps.add(validBody<AppAddBody>(ctx, 'appAdd')));
  });

  router.post('/backend/app/update', ...guards.admin, async (ctx) => {
    ok(ctx, await apps.update(validBody<AppUpdateBody>(ctx, 'appUpdate')));
  });

  router.post('/backend/app/delete', ...guards.admin, async (ctx) => {
    await apps.delete(validBody<IdBody>(ctx, 'idBody').id);
    ok(ctx, null);
  });

  router.get('/backend/app/announcement', ...guards.user, async (ctx) => {
    ok(ctx, await apps.getAnnouncement(currentUser(ctx), validQuery<AppIdQuery>(ctx, 'appIdQuery').app_id));
  });

  router.post('/backend/app/announcement', ...guards.user, async (ctx) => {
    const body = validBody<AnnouncementBody>(ctx, 'announcement');
    ok(ctx, await apps.setAnnouncement(currentUser(ctx), body.app_id, body.announcement));
  });

  router.get('/user/permission/list', ...guards.user, async (ctx) => {
    ok(ctx, await apps.permissions(currentUser(ctx), validQuery<AppIdQuery>(ctx, 'appIdQuery').app_id));
  });
}
