import type Router from '@koa/router';
import {
  CatalogBatchChargeBody,
  CatalogChargeBody,
  CatalogDevelopBody,
  CatalogListQuery,
  CatalogPermissionUserBody,
  CatalogSaveBody,
  CatalogSearchBody,
  CatalogSortBody,
  CatalogStatusBody,
  CatalogUserGrantBody,
  IdQuery,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { CatalogPeople } from './people';
import type { CatalogService } from './service';

/**
 * Spec section 7, Catalog: the workbench's tree of catalogs and pages, every call admins only (the tree shows
 * offline and hidden entries). Time limits of section 9 are the client's (set/batch-charge: 20 minutes); nothing
 * here runs long on the server.
 */
export function catalogRoutes(
  router: Router<AppState>,
  deps: { catalog: CatalogService; people: CatalogPeople; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  const { catalog, people } = deps;
  const admin = deps.guards.admin;
  const base = '/customize/catalog';

  route.post(`${base}/search`, { body: CatalogSearchBody }, ...admin, async (ctx) => {
    ok(ctx, await catalog.search(validBody(ctx, CatalogSearchBody)));
  });

  route.get(`${base}/list`, { query: CatalogListQuery }, ...admin, async (ctx) => {
    ok(ctx, await catalog.list(validQuery(ctx, CatalogListQuery).app_id));
  });

  route.get(`${base}/one`, { query: IdQuery }, ...admin, async (ctx) => {
    ok(ctx, await catalog.one(validQuery(ctx, IdQuery).id));
  });

  route.post(`${base}/add-or-update`, { body: CatalogSaveBody }, ...admin, async (ctx) => {
    ok(ctx, await catalog.save(currentUser(ctx), validBody(ctx, CatalogSaveBody)));
  });

  route.post(`${base}/online-offline`, { body: CatalogStatusBody }, ...admin, async (ctx) => {
    ok(ctx, await catalog.setStatus(validBody(ctx, CatalogStatusBody)));
  });

  route.post(`${base}/sort`, { body: CatalogSortBody }, ...admin, async (ctx) => {
    ok(ctx, await catalog.sort(validBody(ctx, CatalogSortBody)));
  });

  route.post(`${base}/set/charge`, { body: CatalogChargeBody }, ...admin, async (ctx) => {
    ok(ctx, await people.charge(validBody(ctx, CatalogChargeBody)));
  });

  route.post(`${base}/set/batch-charge`, { body: CatalogBatchChargeBody }, ...admin, async (ctx) => {
    ok(ctx, await people.batchCharge(validBody(ctx, CatalogBatchChargeBody)));
  });

  route.post(`${base}/permission/user`, { body: CatalogPermissionUserBody }, ...admin, async (ctx) => {
    ok(ctx, await people.viewers(validBody(ctx, CatalogPermissionUserBody)));
  });

  route.post(`${base}/add-or-remove/permission/user`, { body: CatalogUserGrantBody }, ...admin, async (ctx) => {
    ok(ctx, await people.grant(currentUser(ctx), validBody(ctx, CatalogUserGrantBody)));
  });

  route.post(`${base}/app/develop`, { body: CatalogDevelopBody }, ...admin, async (ctx) => {
    ok(ctx, await people.develop(validBody(ctx, CatalogDevelopBody).app_id));
  });

  route.delete(`${base}/delete`, { query: IdQuery }, ...admin, async (ctx) => {
    await catalog.delete(currentUser(ctx), validQuery(ctx, IdQuery).id);
    ok(ctx, null);
  });
}
