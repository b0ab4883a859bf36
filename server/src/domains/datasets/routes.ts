import type Router from '@koa/router';
import type {
  DatasetListBody,
  DatasetSaveBody,
  DatasetTemplateSqlBody,
  IdQuery,
  IndicatorDetailQuery,
} from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import type { DatasetsService } from './service';

/** `/customize/dataset/*`: members of the app read, admins write. */
export function datasetRoutes(router: Router<AppState>, deps: { datasets: DatasetsService; guards: AuthGuards }): void {
  const { datasets, guards } = deps;
  const base = '/customize/dataset';

  router.post(`${base}/list`, ...guards.user, async (ctx) => {
    ok(ctx, await datasets.list(currentUser(ctx), validBody<DatasetListBody>(ctx, 'datasetList')));
  });

  router.post(`${base}/save-update`, ...guards.admin, documentErrors, async (ctx) => {
    ok(ctx, await datasets.save(currentUser(ctx), validBody<DatasetSaveBody>(ctx, 'datasetSave')));
  });

  router.get(`${base}/one`, ...guards.user, async (ctx) => {
    ok(ctx, await datasets.one(currentUser(ctx), validQuery<IdQuery>(ctx, 'idQuery').id));
  });

  router.delete(`${base}/delete`, ...guards.admin, async (ctx) => {
    await datasets.delete(validQuery<IdQuery>(ctx, 'idQuery').id);
    ok(ctx, null);
  });

  router.post(`${base}/template/sql`, ...guards.admin, async (ctx) => {
    ok(ctx, await datasets.templateSql(validBody<DatasetTemplateSqlBody>(ctx, 'datasetTemplateSql')));
  });

  router.get(`${base}/indicator/detail`, ...guards.user, async (ctx) => {
    const q = validQuery<IndicatorDetailQuery>(ctx, 'indicatorDetailQuery');
    ok(ctx, await datasets.indicatorDetail(currentUser(ctx), q.id, q.column_key));
  });

  router.get(`${base}/use/pages`, ...guards.user, async (ctx) => {
    ok(ctx, await datasets.usePages(currentUser(ctx), validQuery<IdQuery>(ctx, 'idQuery').id));
  });
}
