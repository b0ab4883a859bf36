import type Router from '@koa/router';
import { RealtimeDataQuery } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validQuery } from '../../core/validate';
import { requestSignal } from '../../datasources/request-signal';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import { realtimeReportQuery } from './query';
import type { RealtimeService } from './service';

/**
 * Spec section 7 "Real-time": the three calls of the business lines' real-time pages. Each takes a real-time
 * section's report query and answers as `new/data` does, plus the time of the read. Logged-in users; what each may
 * read is decided by the report's access step.
 */
export const REALTIME_PATHS = ['/realtime/data/list', '/new/realtime/core/data', '/new/realtime/push/data'] as const;

export function realtimeRoutes(
  router: Router<AppState>,
  deps: { realtime: RealtimeService; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  for (const path of REALTIME_PATHS) {
    route.get(path, { query: RealtimeDataQuery }, ...deps.guards.user, documentErrors, async (ctx) => {
      const query = validQuery(ctx, RealtimeDataQuery);
      const payload = realtimeReportQuery(query);
      const options = { preview: query.preview === 1, signal: requestSignal(ctx) };
      const { result, cache } = await deps.realtime.data(currentUser(ctx), payload, options);
      if (cache) ctx.set('X-Tessera-Cache', cache);
      ok(ctx, result);
    });
  }
}
