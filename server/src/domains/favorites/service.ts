import { Op, UniqueConstraintError } from 'sequelize';
import { isPageEntry } from '@tessera/schema/rules';
import type { FavoriteItem } from '@tessera/schema/api';
import { badRequest, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import type { PageAccess } from '../pages/access';

const toItem = (entry: EntryModel, createdAt: Date): FavoriteItem => ({
  entry_id: entry.id,
  app_id: entry.app_id,
  name: entry.name,
  name_en: entry.name_en ?? null,
  url: entry.url ?? '',
  created_at: new Date(createdAt).toISOString(),
});

/**
 * Favourite pages (spec section 7 "Favorites"). Kept by entry id: a page moved to another catalog or given a new url
 * stays a favourite. The list joins live entries only, so a page in the recycle bin drops out and comes back when it
 * is recovered; it holds only pages the user may open now (the same check as reading the page).
 */
export class FavoritesService {
  constructor(
    private readonly store: Store,
    private readonly access: PageAccess,
  ) {}

  /** His favourites he may open, in the order he starred them; only `appId`'s when given. */
  async list(user: CurrentUser, appId: number | null): Promise<FavoriteItem[]> {
    const rows = await this.store.models.Favorite.findAll({
      where: { user_id: user.id },
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    if (rows.length === 0) return [];
    const entries = await this.store.models.Entry.findAll({
      where: { id: { [Op.in]: rows.map((r) => r.entry_id) }, ...(appId ? { app_id: appId } : {}) },
    });
    const byId = new Map(entries.map((e) => [e.id, e]));
    const items = await Promise.all(
      rows.map(async (row) => {
        const entry = byId.get(row.entry_id);
        if (!entry || !isPageEntry(entry)) return null;
        const open = await this.access.assertRead(user, entry).then(
          () => true,
          () => false,
        );
        return open ? toItem(entry, row.created_at) : null;
      }),
    );
    return items.filter((i): i is FavoriteItem => i !== null);
  }

  /** Stars a page he may open (404 gone, 403 not his); starring it again changes nothing. */
  async save(user: CurrentUser, entryId: number): Promise<FavoriteItem> {
    const entry = await this.store.models.Entry.findByPk(entryId);
    if (!entry) throw notFound('pages.not_found');
    if (!isPageEntry(entry)) throw badRequest('favorites.not_a_page');
    await this.access.assertRead(user, entry);
    return toItem(entry, (await this.starred(user.id, entryId)).created_at);
  }

  /**
   * His favourite row of the page, created when missing. Not findOrCreate: on SQLite its transaction holds a
   * connection of its own, and a star clicked beside the page's other writes left the store locked.
   */
  private async starred(userId: number, entryId: number) {
    const { Favorite } = this.store.models;
    const where = { user_id: userId, entry_id: entryId };
    const found = await Favorite.findOne({ where });
    if (found) return found;
    try {
      return await Favorite.create(where);
    } catch (err) {
      // A second click raced the first: its row is the answer.
      if (!(err instanceof UniqueConstraintError)) throw err;
      return (await Favorite.findOne({ where }))!;
    }
  }

  /** Unstars a page; one that is not starred (or gone) is no error. */
  async remove(user: CurrentUser, entryId: number): Promise<{ entry_id: number }> {
    await this.store.models.Favorite.destroy({ where: { user_id: user.id, entry_id: entryId } });
    return { entry_id: entryId };
  }
}
