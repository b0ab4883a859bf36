import type Router from '@koa/router';
import { TrashActionBody, TrashSearchBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import type { AuthGuards } from '../auth/middleware';
import type { TrashService } from './service';

/** Spec section 7, Trash: the recycle bin of /admin/recycleBin, admins only. */
export function trashRoutes(router: Router<AppState>, deps: { trash: TrashService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { trash, guards } = deps;

  route.post('/trash/search', { body: TrashSearchBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await trash.search(validBody(ctx, TrashSearchBody)));
  });

  route.post('/trash/delete-or-recover', { body: TrashActionBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await trash.act(validBody(ctx, TrashActionBody)));
  });
}
