/** Favourites (spec section 7 "Favorites": `/favorites/list`, `save/one`, `deleted/one`). */
import { type Static } from '@sinclair/typebox';
import { contract, id, nullableInteger, withDefault } from './primitives';

export const FavoritesListBody = contract('FavoritesListBody', {
  /** Only this app's favourites; null: every app's. */
  app_id: withDefault(nullableInteger({ minimum: 1 }), null),
});
export type FavoritesListBody = Static<typeof FavoritesListBody>;

/** A page entry: the id the menu carries (the spec's permission id). */
export const FavoriteBody = contract('FavoriteBody', { entry_id: id });
export type FavoriteBody = Static<typeof FavoriteBody>;
