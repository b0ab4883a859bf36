import type Router from '@koa/router';
import { VisitRecorded, VisitUrlBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { VisitsService } from './service';

export function visitRoutes(router: Router<AppState>, deps: { visits: VisitsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { visits, guards } = deps;

  /** The page-route report the web app sends after each navigation (production builds only). */
  route.post('/visit/page/url', { body: VisitUrlBody }, ...guards.user, async (ctx) => {
    await visits.record(currentUser(ctx), validBody(ctx, VisitUrlBody).url);
    const result: VisitRecorded = { recorded: true };
    ok(ctx, result);
  });
}
