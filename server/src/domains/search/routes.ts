import type Router from '@koa/router';
import { PageSearchBody, SectionSearchBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import type { AuthGuards } from '../auth/middleware';
import type { SearchService } from './service';

/** /admin/query/page searches sections, /admin/management pages: "which reports use this dataset?". Admins only. */
export function searchRoutes(router: Router<AppState>, deps: { search: SearchService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { search, guards } = deps;

  route.post('/customize/page-diagram/search', { body: SectionSearchBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await search.sections(validBody(ctx, SectionSearchBody)));
  });

  route.post('/customize/catalog/page/search', { body: PageSearchBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await search.pages(validBody(ctx, PageSearchBody)));
  });
}
