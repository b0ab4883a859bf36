import type Router from '@koa/router';
import {
  MonitorIdBody,
  MonitorIdQuery,
  MonitorListBody,
  MonitorSaveBody,
  NoticeListQuery,
  NoticeReadBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { MonitorsService } from './service';

/**
 * Spec section 7 Monitor: the admins' data monitors (add-or-update, list, remove, one, trigger), and every user's
 * monitor notices under the navbar bell (his own only).
 */
export function monitorRoutes(router: Router<AppState>, deps: { monitors: MonitorsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { monitors, guards } = deps;

  route.post('/data-monitor/add-or-update', { body: MonitorSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await monitors.save(validBody(ctx, MonitorSaveBody)));
  });

  route.post('/data-monitor/list', { body: MonitorListBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await monitors.list(validBody(ctx, MonitorListBody)));
  });

  route.post('/data-monitor/remove', { body: MonitorIdBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await monitors.remove(validBody(ctx, MonitorIdBody)));
  });

  route.get('/data-monitor/one', { query: MonitorIdQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await monitors.one(validQuery(ctx, MonitorIdQuery).id));
  });

  route.get('/data-monitor/trigger', { query: MonitorIdQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await monitors.trigger(validQuery(ctx, MonitorIdQuery).id));
  });

  route.get('/monitor-notice/list', { query: NoticeListQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await monitors.notices(currentUser(ctx), validQuery(ctx, NoticeListQuery)));
  });

  route.post('/monitor-notice/read', { body: NoticeReadBody }, ...guards.user, async (ctx) => {
    ok(ctx, await monitors.markRead(currentUser(ctx), validBody(ctx, NoticeReadBody)));
  });
}
