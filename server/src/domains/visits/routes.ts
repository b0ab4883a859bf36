import type Router from '@koa/router';
import {
  VisitFlowQuery,
  VisitPagedQuery,
  VisitRangeQuery,
  VisitRecorded,
  VisitReportOptionsBody,
  VisitReportPageQuery,
  VisitUrlBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import { dataRequest } from '../report/body';
import type { VisitFlowService } from './flow';
import type { VisitReportService } from './report';
import type { VisitsService } from './service';
import type { VisitStatsService } from './stats';

export interface VisitRouteDeps {
  visits: VisitsService;
  stats: VisitStatsService;
  flows: VisitFlowService;
  reports: VisitReportService;
  guards: AuthGuards;
}

/**
 * Visit statistics (spec section 7) and the built-in usage report pages. Every reading call is for admins and for
 * members of a role granting `/visitStat` (user flow: `/userFlow`), who read their role's apps only: the services
 * decide (visibleApps), so the routes only need a logged-in user.
 */
export function visitRoutes(router: Router<AppState>, deps: VisitRouteDeps): void {
  const route = declareRoutes(router);
  const { visits, stats, flows, reports, guards } = deps;

  /** The page-route report the web app sends after each navigation (production builds only). */
  route.post('/visit/page/url', { body: VisitUrlBody }, ...guards.user, async (ctx) => {
    await visits.record(currentUser(ctx), validBody(ctx, VisitUrlBody).url);
    const result: VisitRecorded = { recorded: true };
    ok(ctx, result);
  });

  route.get('/visit/pv-uv/day/list', { query: VisitRangeQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await stats.days(currentUser(ctx), validQuery(ctx, VisitRangeQuery)));
  });
  route.get('/visit/week/list', { query: VisitRangeQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await stats.weeks(currentUser(ctx), validQuery(ctx, VisitRangeQuery)));
  });
  route.get('/visit/page/pv/list', { query: VisitPagedQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await stats.pages(currentUser(ctx), validQuery(ctx, VisitPagedQuery)));
  });
  route.get('/visit/user/pv/list', { query: VisitPagedQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await stats.users(currentUser(ctx), validQuery(ctx, VisitPagedQuery)));
  });
  route.get('/visit/statistics', { query: VisitRangeQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await stats.statistics(currentUser(ctx), validQuery(ctx, VisitRangeQuery)));
  });
  route.get('/visit/user/pv/addOrLoss', { query: VisitRangeQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await stats.addOrLoss(currentUser(ctx), validQuery(ctx, VisitRangeQuery)));
  });
  route.get('/visit/user/flow', { query: VisitFlowQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await flows.flow(currentUser(ctx), validQuery(ctx, VisitFlowQuery), ctx.state.lang));
  });

  // The usage report pages (`/visitStat`, `/userFlow`): their documents, section data and filter options.
  route.get('/visit/report/page', { query: VisitReportPageQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await reports.page(currentUser(ctx), validQuery(ctx, VisitReportPageQuery).name));
  });
  route.post('/visit/report/data', { document: 'report-query' }, ...guards.user, documentErrors, async (ctx) => {
    ok(ctx, await reports.data(currentUser(ctx), dataRequest(ctx).payload, ctx.state.lang));
  });
  route.post('/visit/report/select-options', { body: VisitReportOptionsBody }, ...guards.user, async (ctx) => {
    ok(ctx, await reports.options(currentUser(ctx), validBody(ctx, VisitReportOptionsBody)));
  });
}
