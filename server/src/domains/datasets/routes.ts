import type Router from '@koa/router';
import {
  DatasetListBody,
  DatasetPreviewBody,
  DatasetSaveBody,
  DatasetSyncColumnsBody,
  DatasetTemplateSqlBody,
  IdQuery,
  IndicatorDetailQuery,
  type DataUpdateModeInfo,
} from '@tessera/schema/api';
import { DATA_UPDATE_MODES, type DataUpdateMode } from '@tessera/schema/dsl';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { requestSignal } from '../../datasources/request-signal';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import type { DatasetsService } from './service';

/** `/customize/dataset/*`: members of the app read; admins write, preview and sync columns. */
export function datasetRoutes(
  router: Router<AppState>,
  deps: {
    datasets: DatasetsService;
    guards: AuthGuards;
    /** The result cache's lifetime per data update mode (config.queryCache.ttlSeconds). */
    cacheTtlSeconds: Record<DataUpdateMode, number>;
  },
): void {
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

  route.post(`${base}/preview`, { body: DatasetPreviewBody }, ...guards.admin, documentErrors, async (ctx) => {
    ok(ctx, await datasets.preview(validBody(ctx, DatasetPreviewBody), requestSignal(ctx)));
  });

  route.post(`${base}/sync-columns`, { body: DatasetSyncColumnsBody }, ...guards.admin, documentErrors, async (ctx) => {
    ok(ctx, await datasets.syncColumns(validBody(ctx, DatasetSyncColumnsBody)));
  });

  route.get(`${base}/update-modes`, {}, ...guards.admin, (ctx) => {
    const modes: DataUpdateModeInfo[] = Object.values(DATA_UPDATE_MODES).map((mode) => ({
      mode,
      ttl_seconds: deps.cacheTtlSeconds[mode],
    }));
    ok(ctx, modes);
  });
}
