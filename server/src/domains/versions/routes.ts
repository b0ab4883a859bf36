import type Router from '@koa/router';
import {
  PagePublishBody,
  PageRollbackBody,
  VersionDiffQuery,
  VersionListQuery,
  VersionQuery,
  VersionRestoreBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import type { VersionsService } from './service';

/** Page versions under `/customize/page-diagram/`: workbench calls, admins only (reads too). */
export function versionRoutes(router: Router<AppState>, deps: { versions: VersionsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { versions, guards } = deps;
  const base = '/customize/page-diagram';
  const admin = [...guards.admin, documentErrors];

  route.post(`${base}/page/online`, { body: PagePublishBody }, ...admin, async (ctx) => {
    const body = validBody(ctx, PagePublishBody);
    ok(ctx, await versions.publish(currentUser(ctx), body.page_id, body.summary, ctx.state.lang));
  });

  route.post(`${base}/page/rollback`, { body: PageRollbackBody }, ...admin, async (ctx) => {
    ok(ctx, await versions.rollback(currentUser(ctx), validBody(ctx, PageRollbackBody).page_id, ctx.state.lang));
  });

  route.get(`${base}/version/list`, { query: VersionListQuery }, ...admin, async (ctx) => {
    const q = validQuery(ctx, VersionListQuery);
    ok(ctx, await versions.list(q.page_id, q.include_drafts === 1, ctx.state.lang));
  });

  route.get(`${base}/version/one`, { query: VersionQuery }, ...admin, async (ctx) => {
    ok(ctx, await versions.one(validQuery(ctx, VersionQuery).id, ctx.state.lang));
  });

  route.get(`${base}/version/diff`, { query: VersionDiffQuery }, ...admin, async (ctx) => {
    const q = validQuery(ctx, VersionDiffQuery);
    ok(ctx, await versions.diff(q.from, q.to, ctx.state.lang));
  });

  route.post(`${base}/version/restore`, { body: VersionRestoreBody }, ...admin, async (ctx) => {
    const body = validBody(ctx, VersionRestoreBody);
    ok(ctx, await versions.restore(currentUser(ctx), body.id, body.base_revision));
  });
}
