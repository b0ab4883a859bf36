import type Router from '@koa/router';
import {
  LookerDataBody,
  LookerDeleteQuery,
  LookerDetailQuery,
  LookerDownloadBody,
  LookerListQuery,
  LookerPositionBody,
  LookerSaveBody,
  LookerSearchBody,
  ViewerFilterValuesBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import type { Logger } from '../../core/logger';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { requestSignal } from '../../datasources';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { memberKeyOrder } from '../export/key-order';
import { sendCsv } from '../export/routes';
import { documentErrors } from '../pages/document-errors';
import type { LookerService } from './service';

/**
 * The Looker group (spec section 7 "Looker") and a viewer's saved filter values. Logged-in users; membership of the
 * dataset's app, authorship and (save to page) admin rights are checked by the service, and every answer with data
 * passes the report access step (column and row rules).
 */
export function lookerRoutes(
  router: Router<AppState>,
  deps: { looker: LookerService; guards: AuthGuards; logger: Logger },
): void {
  const route = declareRoutes(router);
  const { looker, guards, logger } = deps;
  const user = [...guards.user, documentErrors];

  route.post('/looker/config/search', { body: LookerSearchBody }, ...user, async (ctx) => {
    ok(ctx, await looker.search(currentUser(ctx), validBody(ctx, LookerSearchBody)));
  });
  route.post('/looker/config/data', { body: LookerDataBody }, ...user, async (ctx) => {
    const body = validBody(ctx, LookerDataBody);
    ok(ctx, await looker.data(currentUser(ctx), body.config, body.sort_key_map, requestSignal(ctx)));
  });
  route.post('/looker/config/save-or-update', { body: LookerSaveBody }, ...user, async (ctx) => {
    ok(ctx, await looker.save(currentUser(ctx), validBody(ctx, LookerSaveBody)));
  });
  route.post('/looker/config/download', { body: LookerDownloadBody, answers: 'text/csv' }, ...user, async (ctx) => {
    const body = validBody(ctx, LookerDownloadBody);
    const text = (ctx.request as { rawBody?: unknown }).rawBody;
    // The file's column order as the body wrote export_fields (a parsed object lists "2024"-like keys first).
    const order = (typeof text === 'string' && memberKeyOrder(text, ['export_fields', 'exportFields'])) || [];
    const signal = requestSignal(ctx);
    const job = await looker.download(currentUser(ctx), body, order, signal);
    await sendCsv(ctx, job, signal, logger, { looker_id: body.config.looker_id });
  });
  route.post('/looker/page/update/position', { body: LookerPositionBody }, ...user, async (ctx) => {
    ok(ctx, await looker.position(currentUser(ctx), validBody(ctx, LookerPositionBody)));
  });
  route.get('/looker/page/list', { query: LookerListQuery }, ...user, async (ctx) => {
    ok(ctx, await looker.list(currentUser(ctx), validQuery(ctx, LookerListQuery).app_id));
  });
  route.get('/looker/config/looker-detail', { query: LookerDetailQuery }, ...user, async (ctx) => {
    ok(ctx, await looker.one(currentUser(ctx), validQuery(ctx, LookerDetailQuery).looker_id));
  });
  route.delete('/looker/page/config', { query: LookerDeleteQuery }, ...user, async (ctx) => {
    ok(ctx, await looker.remove(currentUser(ctx), validQuery(ctx, LookerDeleteQuery).id));
  });
  route.post('/viewer/filter/value/get-or-update', { body: ViewerFilterValuesBody }, ...user, async (ctx) => {
    ok(ctx, await looker.filterValues(currentUser(ctx), validBody(ctx, ViewerFilterValuesBody)));
  });
}
