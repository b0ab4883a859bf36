import { isPageEntry } from '@tessera/schema/rules';
import type { Transaction } from 'sequelize';
import { GenerationMemo } from '../../cache/memo';
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
  /** Granted (user, url) pairs under the config generation they were decided in; refusals are always decided afresh. */
  private readonly granted = new GenerationMemo<{ ok: true }>(50_000);

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

  async assertRead(user: CurrentUser, entry: Pick<EntryModel, 'url'>, generation: string | null = null): Promise<void> {
    if (user.is_admin) return;
    const url = entry.url ?? '/';
    await this.granted.get(`${user.id}\n${url}`, generation, async () => {
      const lookup = await this.entries.lookup(user, url);
      if (lookup.status === 'ok') return { ok: true };
      throw forbidden(lookup.status === 'not-online' ? 'pages.not_online' : 'pages.not_authorised');
    });
  }

  /** Drafts are for admins (the designer and its preview). */
  assertPreview(user: CurrentUser, preview: boolean): void {
    if (preview && !user.is_admin) throw forbidden('errors.admin_only');
  }
}
