import { CATALOG_OR_PAGE } from '@tessera/schema/api';
import { isBuiltInRoute } from '@tessera/schema/rules';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';

export class VisitsService {
  constructor(private readonly store: Store) {}

  /**
   * Records one navigation of `user` to `url` (a path without the base). The page with exactly that url is
   * looked up among live entries only; deleting an app deletes its entries, so its app is live too. Any
   * other url (built-in screens, unknown or deleted pages) is still recorded, with null ids. Built-in screens
   * stay unattributed even where the workbench lists them as entries: visit statistics are about report pages.
   */
  async record(user: CurrentUser, url: string): Promise<void> {
    const { Entry, Visit } = this.store.models;
    const page = isBuiltInRoute(url)
      ? null
      : await Entry.findOne({ where: { url, catalog_or_page: CATALOG_OR_PAGE.PAGE }, attributes: ['id', 'app_id'] });
    await Visit.create({
      user_id: user.id,
      app_id: page?.app_id ?? null,
      entry_id: page?.id ?? null,
      url,
      visited_at: new Date(),
    });
  }
}
