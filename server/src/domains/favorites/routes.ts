import type Router from '@koa/router';
import { FavoriteBody, FavoritesListBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { FavoritesService } from './service';

/** `/favorites/list|save/one|deleted/one` (spec section 7 "Favorites"): each user his own. */
export function favoriteRoutes(router: Router<AppState>, deps: { favorites: FavoritesService; guards: AuthGuards }) {
  const route = declareRoutes(router);
  const { favorites, guards } = deps;

  route.post('/favorites/list', { body: FavoritesListBody }, ...guards.user, async (ctx) => {
    ok(ctx, await favorites.list(currentUser(ctx), validBody(ctx, FavoritesListBody).app_id));
  });
  route.post('/favorites/save/one', { body: FavoriteBody }, ...guards.user, async (ctx) => {
    ok(ctx, await favorites.save(currentUser(ctx), validBody(ctx, FavoriteBody).entry_id));
  });
  route.post('/favorites/deleted/one', { body: FavoriteBody }, ...guards.user, async (ctx) => {
    ok(ctx, await favorites.remove(currentUser(ctx), validBody(ctx, FavoriteBody).entry_id));
  });
}
