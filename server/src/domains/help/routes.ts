import type Router from '@koa/router';
import { HelpDeleteBody, HelpListQuery, HelpOneQuery, HelpOperationQuery, HelpSaveBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { HelpService } from './service';

/** Help documents (spec section 7, Help); logged-in users, app membership and the operation permission checked inside. */
export function helpRoutes(router: Router<AppState>, deps: { help: HelpService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { help, guards } = deps;

  route.get('/help/infos', { query: HelpListQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await help.list(currentUser(ctx), validQuery(ctx, HelpListQuery)));
  });
  route.get('/help/one/info', { query: HelpOneQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await help.one(currentUser(ctx), validQuery(ctx, HelpOneQuery).id));
  });
  route.get('/help/is-operation', { query: HelpOperationQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await help.isOperation(currentUser(ctx), validQuery(ctx, HelpOperationQuery).app_id));
  });
  route.post('/help/add-update', { body: HelpSaveBody }, ...guards.user, async (ctx) => {
    ok(ctx, await help.save(currentUser(ctx), validBody(ctx, HelpSaveBody)));
  });
  route.delete('/help/one', { body: HelpDeleteBody }, ...guards.user, async (ctx) => {
    await help.remove(currentUser(ctx), validBody(ctx, HelpDeleteBody).id);
    ok(ctx, null);
  });
}
