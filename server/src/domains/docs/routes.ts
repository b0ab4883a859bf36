import type Router from '@koa/router';
import { declareRoutes, declaredRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { openApiDocument } from './openapi';
import { referencePage } from './page';

/**
 * `GET /openapi.json` and `GET /docs` (public): the OpenAPI 3.1 description and a readable reference of every route
 * declared on `router`, built from the same contracts the handlers validate with. Registered last, so they see all.
 */
export function docsRoutes(
  router: Router<AppState>,
  deps: { apiPrefix: string; basePath: string; version: () => string },
): void {
  const route = declareRoutes(router);
  const { apiPrefix, basePath } = deps;

  route.get('/openapi.json', { public: true, answers: 'application/json' }, (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = openApiDocument(declaredRoutes(router), { apiPrefix, basePath, version: deps.version() });
  });

  route.get('/docs', { public: true, answers: 'text/html' }, (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = referencePage(ctx.state.lang, declaredRoutes(router), { apiPrefix, basePath });
  });
}
