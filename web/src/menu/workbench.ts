import { COMMON_APP_KEY, type AppInfo, type Entry } from '@tessera/schema/api';
import { findInMenu, isCatalogEntry } from '@tessera/schema/rules';

/** Spec section 6: "Admin workbench entries come from the /config entry" of the common app's menu. */
export const WORKBENCH_ROOT_URL = '/config';
export const DATABASE_CONFIG_URL = '/admin/database/config';
export const INDEX_URL = '/index';

/** The screens whose sidebar is the workbench sidebar (spec section 2) and that only admins open. */
export const WORKBENCH_PATHS = [WORKBENCH_ROOT_URL, '/admin/config', DATABASE_CONFIG_URL, '/admin/recycleBin'];

export function commonApp(apps: AppInfo[]): AppInfo | null {
  return apps.find((a) => a.app_key === COMMON_APP_KEY) ?? null;
}

/** The children of the /config entry, shown ones only; null when the menu has no /config entry. */
export function workbenchEntries(menu: Entry[]): Entry[] | null {
  const root = findInMenu(menu, (e) => e.url === WORKBENCH_ROOT_URL);
  if (!root) return null;
  return (root.entry.childs ?? []).filter((e) => e.is_show !== 0 && !isCatalogEntry(e) && !!e.url);
}

/** The entry whose url is the current path, or the one whose url is its longest prefix (a sub-screen). */
export function activeWorkbenchEntry<T extends { url: string | null }>(entries: T[], pathname: string): T | null {
  let best: T | null = null;
  for (const e of entries) {
    if (!e.url) continue;
    const hit = pathname === e.url || pathname.startsWith(`${e.url}/`);
    if (hit && (!best || e.url.length > (best.url?.length ?? 0))) best = e;
  }
  return best;
}

/**
 * Spec section 2: "Jumping to /admin/database/config from a non-index page goes to the first page of the workbench
 * entries instead." `from` is the path the navigation leaves (null on the first load of the app, which is not the
 * index either). Returns where to go instead, or null to stay.
 */
export function databaseConfigRedirect(from: string | null, entries: { url: string | null }[]): string | null {
  if (from === INDEX_URL || from === DATABASE_CONFIG_URL) return null;
  const first = entries.find((e) => e.url && e.url !== DATABASE_CONFIG_URL);
  return first?.url ?? WORKBENCH_ROOT_URL;
}
