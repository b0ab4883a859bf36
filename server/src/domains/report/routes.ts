import type Router from '@koa/router';
import { validateDocument } from '@tessera/schema/validate';
import { ReportConfigDataBody, ReportDataBatchBody, ReportSelectOptionsBody } from '@tessera/schema/api';
import { type Section } from '@tessera/schema/dsl';
import { ok } from '../../core/envelope';
import type { Logger } from '../../core/logger';
import { declareRoutes } from '../../core/routes';
import type { AppState, Ctx } from '../../core/state';
import { validBody } from '../../core/validate';
import { DbTiming } from '../../datasources/db-timing';
import { requestSignal } from '../../datasources/request-signal';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { assertNoErrors, documentErrors } from '../pages/document-errors';
import { batchQueries, streamBatch } from './batch';
import { dataRequest, editedSection, linkedSelectRequest, reportQueryOf } from './body';
import type { Answer, ReportService } from './service';

/** `X-Tessera-Cache: hit | miss | bypass` when a database was involved. */
function answer<T>(ctx: Ctx, { result, cache }: Answer<T>): void {
  if (cache) ctx.set('X-Tessera-Cache', cache);
  ok(ctx, result);
}

/**
 * Report data: rows of a section, the designer's preview, the admins' SQL, filter options and the linked select.
 * Logged-in users; what each may read is decided by prepareReport (page access, preview = admins).
 */
export function reportRoutes(
  router: Router<AppState>,
  deps: { report: ReportService; guards: AuthGuards; logger: Logger },
): void {
  const route = declareRoutes(router);
  const { report, guards } = deps;
  const base = '/customize/page-diagram';
  const user = [...guards.user, documentErrors];

  route.post(`${base}/new/data`, { document: 'report-query' }, ...user, async (ctx) => {
    const { payload, preview, explain, compact } = dataRequest(ctx);
    if (explain) return ok(ctx, await report.explain(currentUser(ctx), payload, preview));
    // The generation the auth guard read: one Redis read per request instead of two.
    const generation = ctx.state.generations === undefined ? undefined : (ctx.state.generations?.config ?? null);
    const timing = new DbTiming();
    const options = { preview, signal: requestSignal(ctx), generation, timing };
    const user = currentUser(ctx);
    if (compact) answer(ctx, await report.compactData(user, payload, options));
    else answer(ctx, await report.data(user, payload, options));
    // The database's share of the answer, as browsers' developer tools show it (none on a cache hit).
    ctx.set('Server-Timing', `db;dur=${timing.ms.toFixed(2)}`);
  });

  // A page view's sections in one round trip (NDJSON, a line per section as it finishes); new/data stays for one.
  route.post(
    `${base}/new/data/batch`,
    { body: ReportDataBatchBody, answers: 'application/x-ndjson' },
    ...user,
    (ctx) => {
      const body = validBody(ctx, ReportDataBatchBody);
      const queries = batchQueries(body);
      const generation = ctx.state.generations === undefined ? undefined : (ctx.state.generations?.config ?? null);
      const options = { preview: body.preview === 1, signal: requestSignal(ctx), generation };
      streamBatch(ctx, deps, currentUser(ctx), queries, { ...options, compact: new Set(body.compact ?? []) });
    },
  );

  route.post(
    `${base}/new/config/data`,
    { body: ReportConfigDataBody },
    ...guards.admin,
    documentErrors,
    async (ctx) => {
      const body = validBody(ctx, ReportConfigDataBody);
      const payload = reportQueryOf(body.payload, '/payload');
      // An unsaved section may not have its id yet; it takes the one it is asked under (a stored id, or its key).
      const section = { id: payload.diagram_id, ...body.section };
      assertNoErrors(validateDocument('section', section).issues, '/section');
      const signal = requestSignal(ctx);
      answer(ctx, await report.configData(currentUser(ctx), section as Section, payload, signal, body.page_id));
    },
  );

  route.post(`${base}/select-options`, { body: ReportSelectOptionsBody }, ...user, async (ctx) => {
    const body = validBody(ctx, ReportSelectOptionsBody);
    // The other filters' conditions are checked exactly like a report query's.
    const conditions = body.filter_condition
      ? reportQueryOf({ diagram_id: body.diagram_id, filter_condition: body.filter_condition }).filter_condition
      : undefined;
    const section = body.section === undefined ? undefined : editedSection(body.section, body.diagram_id);
    const input = { ...body, filter_condition: conditions, preview: body.preview === 1, section };
    answer(ctx, await report.selectOptions(currentUser(ctx), input, requestSignal(ctx)));
  });

  // The spec names both paths (section 7 "Comments and common" and "Page diagram").
  for (const path of ['/common/select/level/list', '/customize/common/select/level/list']) {
    route.post(path, { document: 'linked-select' }, ...user, async (ctx) => {
      answer(ctx, await report.linkedSelect(currentUser(ctx), linkedSelectRequest(ctx), requestSignal(ctx)));
    });
  }
}
