import type Router from '@koa/router';
import type { EntriesQuery, LookupQuery } from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { EntriesService } from './service';

export function entryRoutes(router: Router<AppState>, deps: { entries: EntriesService; guards: AuthGuards }): void {
  const { entries, guards } = deps;

  router.get('/site/entries', ...guards.user, async (ctx) => {
    const q = validQuery<EntriesQuery>(ctx, 'entriesQuery');
    ok(ctx, await entries.tree(currentUser(ctx), q.app_id, q.share));
  });

  router.get('/app/lookup', ...guards.user, async (ctx) => {
    ok(ctx, await entries.lookup(currentUser(ctx), validQuery<LookupQuery>(ctx, 'lookupQuery').url));
  });
}
