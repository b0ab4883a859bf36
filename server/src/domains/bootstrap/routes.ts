import type Router from '@koa/router';
import { BootstrapQuery } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { BootstrapService } from './service';

export function bootstrapRoutes(router: Router<AppState>, deps: { bootstrap: BootstrapService; guards: AuthGuards }) {
  const route = declareRoutes(router);
  route.get('/bootstrap', { query: BootstrapQuery }, ...deps.guards.user, async (ctx) => {
    ok(ctx, await deps.bootstrap.load(currentUser(ctx), validQuery(ctx, BootstrapQuery)));
  });
}
