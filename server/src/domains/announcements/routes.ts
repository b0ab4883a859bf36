import type Router from '@koa/router';
import {
  AnnouncementDeleteBody,
  AnnouncementIdQuery,
  AnnouncementSaveBody,
  AnnouncementSearchBody,
  AnnouncementSeenBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { AnnouncementsService } from './service';

/**
 * Global announcements: `GET /announcement/one` and `POST /announcement/save-update` (spec section 7), search and
 * delete for admins (the /announcement screen); `current` and `seen` for everyone. The per-app announcement is
 * `/backend/app/announcement` (apps domain), unchanged.
 */
export function announcementRoutes(
  router: Router<AppState>,
  deps: { announcements: AnnouncementsService; guards: AuthGuards },
) {
  const route = declareRoutes(router);
  const { announcements, guards } = deps;

  route.get('/announcement/one', { query: AnnouncementIdQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await announcements.one(validQuery(ctx, AnnouncementIdQuery).id));
  });
  route.post('/announcement/save-update', { body: AnnouncementSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await announcements.save(currentUser(ctx), validBody(ctx, AnnouncementSaveBody)));
  });
  route.post('/announcement/search', { body: AnnouncementSearchBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await announcements.search(validBody(ctx, AnnouncementSearchBody)));
  });
  route.post('/announcement/delete', { body: AnnouncementDeleteBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await announcements.remove(validBody(ctx, AnnouncementDeleteBody).id));
  });
  route.get('/announcement/current', {}, ...guards.user, async (ctx) => {
    ok(ctx, await announcements.current(currentUser(ctx)));
  });
  route.post('/announcement/seen', { body: AnnouncementSeenBody }, ...guards.user, async (ctx) => {
    ok(ctx, await announcements.markSeen(currentUser(ctx), validBody(ctx, AnnouncementSeenBody).ids));
  });
}
