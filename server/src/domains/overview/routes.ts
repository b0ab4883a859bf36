import type Router from '@koa/router';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import type { AuthGuards } from '../auth/middleware';
import type { OverviewService } from './service';

/** The workbench home's figures (`/config`), admins only. */
export function overviewRoutes(
  router: Router<AppState>,
  deps: { overview: OverviewService; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  route.get('/workbench/overview', {}, ...deps.guards.admin, async (ctx) => {
    ok(ctx, await deps.overview.overview(ctx.state.lang));
  });
}
