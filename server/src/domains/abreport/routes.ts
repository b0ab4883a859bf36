import type Router from '@koa/router';
import { AbReportBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { requestSignal } from '../../datasources/request-signal';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import { reportQueryOf } from '../report/body';
import type { AbReportService } from './service';

/** Spec section 7 "Page diagram": the A/B report of an experiment section. Logged-in users, the report's access step. */
export function abReportRoutes(
  router: Router<AppState>,
  deps: { abReport: AbReportService; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  route.post(
    '/customize/page-diagram/ab/report/index/data',
    { body: AbReportBody },
    ...deps.guards.user,
    documentErrors,
    async (ctx) => {
      const body = validBody(ctx, AbReportBody);
      const { dim_value, index_value, second_dim_value, preview, ...query } = body;
      const input = { payload: reportQueryOf(query), dim_value, index_value, second_dim_value, preview: preview === 1 };
      const { result, cache } = await deps.abReport.report(currentUser(ctx), input, requestSignal(ctx));
      if (cache) ctx.set('X-Tessera-Cache', cache);
      ok(ctx, result);
    },
  );
}
