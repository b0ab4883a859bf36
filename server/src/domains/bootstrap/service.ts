import type { AppInfo, Bootstrap } from '@tessera/schema/api';
import type { Logger } from '../../core/logger';
import type { CurrentUser } from '../../core/state';
import type { ApprovalsService } from '../approvals/service';
import type { AnnouncementsService } from '../announcements/service';
import type { AppsService } from '../apps/service';
import { userInfoOf } from '../auth/user-info';
import type { EntriesService } from '../entries/service';
import type { FavoritesService } from '../favorites/service';

export interface BootstrapDeps {
  apps: AppsService;
  entries: EntriesService;
  approvals: ApprovalsService;
  favorites: FavoritesService;
  announcements: AnnouncementsService;
  logger: Logger;
}

/**
 * The start-up of spec section 4 in one answer. Each part comes from the same service the separate call uses, so
 * the two can never disagree; the parts after the app choice run side by side.
 */
export class BootstrapService {
  constructor(private readonly deps: BootstrapDeps) {}

  async load(user: CurrentUser, query: { url?: string; app_id?: number }): Promise<Bootstrap> {
    const { apps, entries, approvals, favorites, announcements, logger } = this.deps;
    const [lookup, list] = await Promise.all([
      query.url === undefined ? null : entries.lookup(user, query.url),
      apps.list(user, 0),
    ]);
    const preferred = lookup?.status === 'ok' && lookup.app_id ? lookup.app_id : (query.app_id ?? null);
    const current: AppInfo | null = list.find((a) => a.id === preferred) ?? list[0] ?? null;
    const [announcement, tree, permissions, approvalCount, favoriteList, notices] = await Promise.all([
      // The announcement is a courtesy: start-up goes on without it, as the separate call's failure lets it.
      current
        ? apps.getAnnouncement(user, current.id).then(
            (a) => a.announcement,
            (err: unknown) => {
              logger.warn({ err, appId: current.id }, 'bootstrap announcement');
              return null;
            },
          )
        : null,
      current ? entries.tree(user, current.id, 0) : [],
      current ? apps.permissions(user, current.id) : [],
      approvals.pendingCount(user),
      current ? favorites.list(user, current.id) : [],
      // Courtesies too: a failure shows no notice this time, and the next start-up tries again.
      announcements.unseen(user).catch((err: unknown) => {
        logger.warn({ err }, 'bootstrap notices');
        return [];
      }),
    ]);
    return {
      user: userInfoOf(user),
      lookup,
      apps: list,
      current_app_id: current?.id ?? null,
      announcement,
      entries: tree,
      permissions,
      approval_count: approvalCount,
      favorites: favoriteList,
      notices,
    };
  }
}
