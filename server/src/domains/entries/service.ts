import { ONLINE_STATUS, type AppLookup, type Entry } from '@tessera/schema/api';
import { isPageEntry, menuPages } from '@tessera/schema/rules';
import { forbidden, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { AppAccess, RolesService } from '../roles/service';
import { toEntry } from './mappers';
import type { EntryModel } from './models';

interface Node {
  row: EntryModel;
  children: Node[];
  /** This node and every ancestor are online. */
  online: boolean;
  /** This node and every ancestor have is_show 1. */
  shown: boolean;
}

interface ShareTreeRules {
  held: (url: string | null) => boolean;
  listed?: (url: string | null) => boolean;
  everything?: boolean;
}

const online = (e: EntryModel) => Number(e.status) === ONLINE_STATUS.ONLINE;

/** Builds the forest of an app's live entries; siblings ordered by sort, then id. Orphans go to the root. */
function forest(rows: EntryModel[]): Node[] {
  const sorted = [...rows].sort((a, b) => Number(a.sort) - Number(b.sort) || a.id - b.id);
  const byId = new Map<number, Node>(sorted.map((row) => [row.id, { row, children: [], online: true, shown: true }]));
  const roots: Node[] = [];
  for (const node of byId.values()) {
    const parent = node.row.parent_id != null ? byId.get(node.row.parent_id) : undefined;
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const mark = (nodes: Node[], parentOnline: boolean, parentShown: boolean, depth: number) => {
    if (depth > 64) return; // a corrupt parent cycle cannot recurse forever
    for (const n of nodes) {
      n.online = parentOnline && online(n.row);
      n.shown = parentShown && Number(n.row.is_show) === 1;
      mark(n.children, n.online, n.shown, depth + 1);
    }
  };
  mark(roots, true, true, 0);
  return roots;
}

export class EntriesService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
    private readonly roles: RolesService,
  ) {}

  /**
   * share=0: the menu the user sees. Members get authorised, shown, online pages (an offline or hidden
   * catalog hides what is below it) and the catalogs that contain such a page. Admins get every entry,
   * offline and hidden ones included (status/is_show tell the UI how to mark them), empty catalogs too.
   * share=1: the full tree of online entries with `authorized` per node; a catalog is authorised when it
   * has pages below and every one of them is.
   * share=1 with `shareTo` (the share modal): the caller must hold page_can_share in the app; the tree holds the
   * online pages he may open (what he can share) and the catalogs above them, and `authorized` says that every
   * named recipient may open the page already (none named: nothing is).
   * Non-admins get an empty tree for an offline app.
   */
  async tree(user: CurrentUser, appId: number, share: 0 | 1, shareTo?: string[]): Promise<Entry[]> {
    const app = await this.apps.get(appId);
    const access = await this.roles.accessIn(user, appId);
    if (!access.member) throw forbidden('apps.not_member');
    if (share === 1 && shareTo && !access.has('page_can_share')) throw forbidden('sharing.not_allowed');
    if (!access.admin && Number(app.status) !== ONLINE_STATUS.ONLINE) return [];
    const rows = await this.store.models.Entry.findAll({ where: { app_id: appId } });
    const roots = forest(rows);
    if (share === 0) return this.menuTree(roots, access);
    if (!shareTo) return this.shareTree(roots, { held: (url) => access.canOpen(url), everything: access.admin });
    const recipients = await this.accessOf(shareTo, appId);
    return this.shareTree(roots, {
      held: (url) => recipients.length > 0 && recipients.every((r) => r.canOpen(url)),
      listed: (url) => access.canOpen(url),
    });
  }

  /** Ids of the app's pages the user may share: online (catalogs above too, and the app), and his to open. */
  async shareable(user: CurrentUser, appId: number): Promise<Set<number>> {
    const app = await this.apps.get(appId);
    const access = await this.roles.accessIn(user, appId);
    if (Number(app.status) !== ONLINE_STATUS.ONLINE) return new Set();
    const ids = new Set<number>();
    const walk = (nodes: Node[]) => {
      for (const n of nodes) {
        if (!n.online) continue;
        if (isPageEntry(n.row) && access.canOpen(n.row.url)) ids.add(n.row.id);
        walk(n.children);
      }
    };
    walk(forest(await this.store.models.Entry.findAll({ where: { app_id: appId } })));
    return ids;
  }

  /** What each named user may do in the app; an unknown or disabled username is a 400 on `share_to`. */
  private async accessOf(usernames: string[], appId: number): Promise<AppAccess[]> {
    if (usernames.length === 0) return [];
    const users = await this.store.models.User.findAll({ where: { username: usernames, status: 1 } });
    const missing = usernames.filter((name) => !users.some((u) => u.username === name));
    if (missing.length > 0) throw new ValidationError([{ field: 'share_to', rule: 'not_found' }]);
    return Promise.all(users.map((u) => this.roles.accessIn(u, appId)));
  }

  private menuTree(nodes: Node[], access: AppAccess): Entry[] {
    const out: Entry[] = [];
    for (const n of nodes) {
      if (access.admin) {
        out.push(toEntry(n.row, true, this.menuTree(n.children, access)));
      } else if (isPageEntry(n.row)) {
        if (n.online && n.shown && access.canOpen(n.row.url))
          out.push(toEntry(n.row, true, this.menuTree(n.children, access)));
      } else if (n.online && n.shown) {
        const childs = this.menuTree(n.children, access);
        if (childs.length > 0) out.push(toEntry(n.row, true, childs));
      }
    }
    return out;
  }

  /**
   * Online entries: a page is `authorized` when `held` says so, and shown when `listed` does (default all, and then
   * catalogs without pages stay too); a catalog is authorised when every page below is, or `everything` is held.
   */
  private shareTree(nodes: Node[], how: ShareTreeRules): Entry[] {
    const out: Entry[] = [];
    for (const n of nodes) {
      if (!n.online) continue;
      const childs = this.shareTree(n.children, how);
      if (isPageEntry(n.row)) {
        if (!how.listed || how.listed(n.row.url)) out.push(toEntry(n.row, how.held(n.row.url), childs));
        continue;
      }
      const pages = menuPages(childs);
      if (how.listed && pages.length === 0) continue;
      out.push(toEntry(n.row, !!how.everything || (pages.length > 0 && pages.every((p) => p.authorized)), childs));
    }
    return out;
  }

  /**
   * App lookup by url (the path without the base), for a path that is not a known client route.
   * 1. No live entry has that url:
   *    - the first path segment is the app_key of a live app that is offline → `not-online` (admins: its app_id);
   *    - otherwise → `page-not-found` (admins: app_id set when the first segment names a live app).
   * 2. An entry has it (admins, `ok` and `apply`: page_name is its name):
   *    - its app is offline, or it or a catalog above it is offline → `not-online`;
   *    - the user is an admin, or one of his roles in that app lists the url → `ok`;
   *    - it is a catalog, or it or a catalog above it is hidden (is_show 0) → `not-apply`;
   *    - otherwise → `apply`, with permission_url (the url) and permission_id (the entry id).
   * Query string, hash and a trailing slash are ignored. Only admins, and `ok` and `apply` answers, carry the app
   * and page: anyone else learns the status alone, so a hidden or offline page keeps its name and id to itself.
   */
  async lookup(user: CurrentUser, rawUrl: string): Promise<AppLookup> {
    const url = rawUrl.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
    const result = (status: AppLookup['status'], rest: Partial<AppLookup> = {}): AppLookup => ({
      status,
      app_id: null,
      permission_url: null,
      permission_id: null,
      page_name: null,
      ...(user.is_admin || status === 'ok' || status === 'apply' ? rest : {}),
    });
    const { App, Entry } = this.store.models;
    const entry = await Entry.findOne({ where: { url } });
    const app = entry ? await App.findByPk(entry.app_id) : null;
    if (!entry || !app) {
      const key = url.split('/').filter(Boolean)[0];
      const named = key ? await App.findOne({ where: { app_key: key } }) : null;
      if (named && Number(named.status) !== ONLINE_STATUS.ONLINE) return result('not-online', { app_id: named.id });
      return result('page-not-found', { app_id: named ? named.id : null });
    }
    const base = { app_id: app.id, page_name: entry.name };
    const chain = await this.ancestors(entry);
    if (Number(app.status) !== ONLINE_STATUS.ONLINE || !chain.every(online)) return result('not-online', base);
    const access = await this.roles.accessIn(user, app.id);
    if (access.canOpen(entry.url)) return result('ok', base);
    if (!isPageEntry(entry) || !chain.every((e) => Number(e.is_show) === 1)) return result('not-apply', base);
    return result('apply', { ...base, permission_url: entry.url, permission_id: entry.id });
  }

  /** The entry and its live ancestors, nearest first. */
  private async ancestors(entry: EntryModel): Promise<EntryModel[]> {
    const chain = [entry];
    const seen = new Set([entry.id]);
    let current = entry;
    while (current.parent_id != null && !seen.has(current.parent_id) && chain.length < 64) {
      const parent = await this.store.models.Entry.findByPk(current.parent_id);
      if (!parent) break;
      chain.push(parent);
      seen.add(parent.id);
      current = parent;
    }
    return chain;
  }
}
