import type Router from '@koa/router';
import {
  DatasetListBody,
  DatasetSaveBody,
  DatasetTemplateSqlBody,
  IdQuery,
  IndicatorDetailQuery,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import type { DatasetsService } from './service';

/** `/customize/dataset/*`: members of the app read, admins write. */
export function datasetRoutes(router: Router<AppState>, deps: { datasets: DatasetsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { datasets, guards } = deps;
  const base = '/customize/dataset';

  route.post(`${base}/list`, { body: DatasetListBody }, ...guards.user, async (ctx) => {
    ok(ctx, await datasets.list(currentUser(ctx), validBody(ctx, DatasetListBody)));
  });

  route.post(`${base}/save-update`, { body: DatasetSaveBody }, ...guards.admin, documentErrors, async (ctx) => {
    ok(ctx, await datasets.save(currentUser(ctx), validBody(ctx, DatasetSaveBody)));
  });

  route.get(`${base}/one`, { query: IdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await datasets.one(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });

  route.delete(`${base}/delete`, { query: IdQuery }, ...guards.admin, async (ctx) => {
    await datasets.delete(validQuery(ctx, IdQuery).id, currentUser(ctx).username);
    ok(ctx, null);
  });

  route.post(`${base}/template/sql`, { body: DatasetTemplateSqlBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await datasets.templateSql(validBody(ctx, DatasetTemplateSqlBody)));
  });

  route.get(`${base}/indicator/detail`, { query: IndicatorDetailQuery }, ...guards.user, async (ctx) => {
    const q = validQuery(ctx, IndicatorDetailQuery);
    ok(ctx, await datasets.indicatorDetail(currentUser(ctx), q.id, q.column_key));
  });

  route.get(`${base}/use/pages`, { query: IdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await datasets.usePages(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });
}
