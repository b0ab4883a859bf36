import { isPageEntry } from '@tessera/schema/rules';
import type { Transaction } from 'sequelize';
import { forbidden, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { EntriesService } from '../entries/service';
import type { EntryModel } from '../entries/models';

/**
 * Who may read a page: admins always; anyone else exactly when the app lookup says `ok` for its url (app and every
 * catalog above online, and one of his roles in the app lists the url), as the menu and the lookup decide.
 */
export class PageAccess {
  constructor(
    private readonly store: Store,
    private readonly entries: EntriesService,
  ) {}

  /** A live page entry (catalogs have no document), or 404. */
  async entry(entryId: number, transaction?: Transaction): Promise<EntryModel> {
    const entry = await this.store.models.Entry.findByPk(entryId, { transaction });
    if (!entry || !isPageEntry(entry)) throw notFound('pages.not_found');
    return entry;
  }

  async assertRead(user: CurrentUser, entry: EntryModel): Promise<void> {
    if (user.is_admin) return;
    const lookup = await this.entries.lookup(user, entry.url ?? '/');
    if (lookup.status === 'ok') return;
    throw forbidden(lookup.status === 'not-online' ? 'pages.not_online' : 'pages.not_authorised');
  }

  /** Drafts are for admins (the designer and its preview). */
  assertPreview(user: CurrentUser, preview: boolean): void {
    if (preview && !user.is_admin) throw forbidden('errors.admin_only');
  }
}
