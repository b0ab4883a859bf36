import type Router from '@koa/router';
import type { VisitRecorded, VisitUrlBody } from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { VisitsService } from './service';

export function visitRoutes(router: Router<AppState>, deps: { visits: VisitsService; guards: AuthGuards }): void {
  const { visits, guards } = deps;

  /** The page-route report the web app sends after each navigation (production builds only). */
  router.post('/visit/page/url', ...guards.user, async (ctx) => {
    await visits.record(currentUser(ctx), validBody<VisitUrlBody>(ctx, 'visitUrl').url);
    const result: VisitRecorded = { recorded: true };
    ok(ctx, result);
  });
}
