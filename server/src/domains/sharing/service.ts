import type { ShareBody, ShareResult } from '@tessera/schema/api';
import { isPageEntry, type Lang } from '@tessera/schema/rules';
import { forbidden, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { t } from '../../i18n';
import type { Store } from '../../store';
import type { ApprovalsService } from '../approvals/service';
import { catalogTx } from '../catalog/tx';
import type { EntriesService } from '../entries/service';
import type { RolesService } from '../roles/service';

/** Data level whose pages are never shared directly: the share opens an access request instead. */
const GUARDED_LEVEL = 'A';

/**
 * Sharing pages to users (spec section 7). A holder of `page_can_share` in an app passes on pages of it that he may
 * open himself (online, catalogs above online too) to active users. Each page and recipient that cannot open the page
 * yet gets a share grant, recorded with the share (who, when); a level-A page gets an access request in the
 * recipient's name instead, for the page's approvers to decide. All of it in one transaction.
 */
export class SharingService {
  constructor(
    private readonly store: Store,
    private readonly roles: RolesService,
    private readonly entries: EntriesService,
    private readonly approvals: ApprovalsService,
  ) {}

  async share(user: CurrentUser, body: ShareBody, lang: Lang): Promise<{ result: ShareResult; message: string }> {
    const { Entry, Share, ShareGrant, User } = this.store.models;
    const rows = await Entry.findAll({ where: { id: body.permission_ids } });
    const pages = body.permission_ids.map((id) => rows.find((r) => r.id === id && isPageEntry(r)));
    const missing = pages.flatMap((p, i) => (p ? [] : [{ field: `permission_ids.${i}`, rule: 'not_found' }]));
    if (missing.length > 0) throw new ValidationError(missing);
    const found = pages.filter((p) => p !== undefined);
    const appId = found[0].app_id;
    const elsewhere = found.flatMap((p, i) =>
      p.app_id === appId ? [] : [{ field: `permission_ids.${i}`, rule: 'other_app' }],
    );
    if (elsewhere.length > 0) throw new ValidationError(elsewhere);

    if (!(await this.roles.accessIn(user, appId)).has('page_can_share')) throw forbidden('sharing.not_allowed');
    const shareable = await this.entries.shareable(user, appId);
    const refused = found.flatMap((p, i) =>
      shareable.has(p.id) ? [] : [{ field: `permission_ids.${i}`, rule: 'not_shareable' }],
    );
    if (refused.length > 0) throw new ValidationError(refused);

    const users = await User.findAll({ where: { username: body.add_user_set } });
    const recipients = body.add_user_set.map((name) => users.find((u) => u.username === name));
    const unknown = recipients.flatMap((u, i) =>
      u && Number(u.status) === 1 ? [] : [{ field: `add_user_set.${i}`, rule: u ? 'disabled' : 'not_found' }],
    );
    if (unknown.length > 0) throw new ValidationError(unknown);

    const result: ShareResult = { share_id: null, granted: 0, requested: 0, skipped: 0 };
    const reason = t(lang, 'sharing.request_reason', { name: user.realname || user.username, username: user.username });
    // Read before the write transaction: on SQLite it holds the store's one write lock while it runs.
    const holders = await Promise.all(
      recipients
        .filter((u) => u !== undefined)
        .map(async (recipient) => ({ recipient, access: await this.roles.accessIn(recipient, appId) })),
    );
    await catalogTx(this.store, appId, async (transaction) => {
      const grants: { entry_id: number; user_id: number }[] = [];
      for (const { recipient, access } of holders) {
        for (const page of found) {
          if (access.canOpen(page.url)) result.skipped += 1;
          else if (page.data_level !== GUARDED_LEVEL) grants.push({ entry_id: page.id, user_id: recipient.id });
          else if (await this.approvals.openFor(user, recipient.id, page, reason, transaction)) result.requested += 1;
          else result.skipped += 1;
        }
      }
      if (grants.length === 0) return;
      const share = await Share.create(
        { app_id: appId, shared_by: user.id, shared_by_username: user.username },
        { transaction },
      );
      await ShareGrant.bulkCreate(
        grants.map((g) => ({ ...g, share_id: share.id })),
        { transaction },
      );
      result.share_id = share.id;
      result.granted = grants.length;
    });
    return { result, message: t(lang, 'sharing.done', { ...result, share_id: result.share_id ?? '' }) };
  }
}
