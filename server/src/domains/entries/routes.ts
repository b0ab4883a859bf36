import type Router from '@koa/router';
import { EntriesQuery, LookupQuery } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { EntriesService } from './service';

export function entryRoutes(router: Router<AppState>, deps: { entries: EntriesService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { entries, guards } = deps;

  route.get('/site/entries', { query: EntriesQuery }, ...guards.user, async (ctx) => {
    const q = validQuery(ctx, EntriesQuery);
    const shareTo = q.share_to
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    ok(ctx, await entries.tree(currentUser(ctx), q.app_id, q.share, shareTo));
  });

  route.get('/app/lookup', { query: LookupQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await entries.lookup(currentUser(ctx), validQuery(ctx, LookupQuery).url));
  });
}
