import { COMMON_APP_KEY, type AppInfo, type AppLookup, type Entry } from '@tessera/schema/api';
import { DELAYS } from '@tessera/schema/rules';
import { getAnnouncement, permissionList } from '../api/apps';
import { bootstrap } from '../api/bootstrap';
import { siteEntries } from '../api/entries';
import { favoriteList } from '../api/social';
import { ApiError } from '../api/client';
import { t } from '../i18n';
import { feedback } from '../lib/feedback';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { loggedOut, storedToken } from '../session';
import { useAppStore } from '../store';
import { addEntryRoutes } from './instance';
import { WORKBENCH_PATHS } from '../menu/workbench';
import { MANAGE_PATHS } from '../menu/manage';

/**
 * The startup guard of spec section 4, run on the first navigation only:
 *   1 user info, 2 the app named by the url (or the stored one), 3 the app list and current app,
 *   4 site entries, 5 dynamic routes, 6 personal permissions and the approval count.
 * One call (`/bootstrap`) answers every step, so the page's own call follows after one round trip instead of six;
 * the steps are still taken in the spec's order with its answers. Later navigations get the same settled promise
 * and pass straight through.
 */

/** Paths of the built-in screens: everything else may be a page url and is looked up at startup. */
export const STATIC_PATHS = [
  '/',
  '/index',
  '/login',
  '/page-not-found',
  '/permission/no-permission',
  '/permission/apply',
  '/permission/judage',
  '/user/user',
  '/user/role',
  '/user/permission',
  '/announcement',
  '/admin/feedback',
  ...WORKBENCH_PATHS,
  ...MANAGE_PATHS,
];

let started: Promise<boolean> | null = null;
let startupLookup: { url: string; result: AppLookup } | null = null;

export function ensureStarted(path: string): Promise<boolean> {
  if (!started) started = startup(path);
  return started;
}

/** Forget the startup (after a new login, the next navigation runs it again). */
export function resetStartup(): void {
  started = null;
  startupLookup = null;
}

/** The lookup the startup already made for `url`, handed out once. */
export function takeStartupLookup(url: string): AppLookup | null {
  if (!startupLookup || startupLookup.url !== url) return null;
  const { result } = startupLookup;
  startupLookup = null;
  return result;
}

export function storedApp(): AppInfo | null {
  const app = storage.getJson<AppInfo>(STORAGE_KEYS.app);
  return app && typeof app.id === 'number' ? app : null;
}

/** Makes `app` the current app and remembers it (unless it is the common app). */
function makeCurrent(app: AppInfo | null): void {
  useAppStore.getState().set({ currentApp: app, announcement: null, permissions: [] });
  if (app && app.app_key !== COMMON_APP_KEY) storage.setJson(STORAGE_KEYS.app, app);
}

/** Makes `app` the current app: cached (unless it is the common app) and its announcement fetched. */
export function selectApp(app: AppInfo | null): void {
  const { set } = useAppStore.getState();
  makeCurrent(app);
  if (!app) return;
  getAnnouncement(app.id).then(
    (res) => {
      if (useAppStore.getState().currentApp?.id === app.id) set({ announcement: res?.announcement ?? '' });
    },
    (err: unknown) => {
      console.warn('[tessera] announcement', err);
      if (useAppStore.getState().currentApp?.id === app.id) set({ announcement: '' });
    },
  );
}

/** Personal permissions of the current app (step 6; also after an app switch). */
export function loadPermissions(app: AppInfo | null): void {
  if (!app) return;
  permissionList(app.id).then(
    (permissions) => {
      if (useAppStore.getState().currentApp?.id === app.id)
        useAppStore.getState().set({ permissions: permissions ?? [] });
    },
    (err: unknown) => console.warn('[tessera] permissions', err),
  );
}

/** The favourites of a newly chosen app; on failure the sidebar group is just empty. */
function loadFavorites(app: AppInfo): void {
  useAppStore.getState().set({ favorites: [] });
  favoriteList(app.id).then(
    (favorites) => {
      if (useAppStore.getState().currentApp?.id === app.id) useAppStore.getState().set({ favorites: favorites ?? [] });
    },
    (err: unknown) => console.warn('[tessera] favorites', err),
  );
}

/** Switches to another app: stores it, flags the switch, loads its menu and routes. Returns the menu. */
export async function switchApp(app: AppInfo): Promise<Entry[]> {
  const { set } = useAppStore.getState();
  set({ appSwitching: true });
  try {
    selectApp(app);
    const entries = (await siteEntries(app.id)) ?? [];
    if (useAppStore.getState().currentApp?.id === app.id) set({ entries });
    addEntryRoutes(entries);
    loadPermissions(app);
    loadFavorites(app);
    return entries;
  } finally {
    set({ appSwitching: false });
  }
}

/** Reads the current app's menu again (after the workbench changed it): the sidebar and the routes follow. */
export async function reloadEntries(): Promise<void> {
  const app = useAppStore.getState().currentApp;
  if (!app) return;
  const entries = (await siteEntries(app.id)) ?? [];
  if (useAppStore.getState().currentApp?.id !== app.id) return;
  useAppStore.getState().set({ entries });
  addEntryRoutes(entries);
}

function needsLookup(path: string): boolean {
  return !STATIC_PATHS.includes(path);
}

function startupFailed(err: unknown, path: string): false {
  const { set, isFromOuterSite } = useAppStore.getState();
  if (err instanceof ApiError && err.unauthorized) {
    console.warn('[tessera] invalid token at startup', { url: path, token: tokenHint() });
    feedback.message.warning(t('auth.notLoggedIn'));
    // The API client has started the logged-out flow; an outer site is told sooner.
    loggedOut(isFromOuterSite ? DELAYS.OUTER_SITE_EXPIRES_MESSAGE : DELAYS.LOGOUT_REDIRECT);
    return false;
  }
  set({ initError: true });
  feedback.notification.error({
    message: t('auth.exceptionTitle'),
    description: (err instanceof Error && err.message) || t('auth.unknownException'),
    duration: DELAYS.ERROR_NOTICE / 1000,
  });
  return false;
}

let tokenAtStart: string | null = null;
function tokenHint(): string | null {
  return tokenAtStart ? `${tokenAtStart.slice(0, 6)}…` : null;
}

async function startup(path: string): Promise<boolean> {
  const store = useAppStore.getState();
  tokenAtStart = store.token ?? storedToken();
  if (tokenAtStart && !store.token) store.set({ token: tokenAtStart });

  let answer;
  try {
    answer = await bootstrap(needsLookup(path) ? path : null, storedApp()?.id ?? null);
  } catch (err) {
    return startupFailed(err, path);
  }
  // 1. user info
  const { user } = answer;
  if (!user || typeof user.id !== 'number') {
    feedback.message.error(t('auth.userInfoFailed'));
    store.set({ initError: true });
    return false;
  }
  store.set({ user, authStatus: 'identified' });
  try {
    // 2. the app named by the url, or the stored one (the server chose it by the same rule)
    if (answer.lookup) startupLookup = { url: path, result: answer.lookup };
    // 3. app list and current app
    const current = answer.apps.find((a) => a.id === answer.current_app_id) ?? null;
    store.set({ apps: answer.apps });
    makeCurrent(current);
    if (current) store.set({ announcement: answer.announcement ?? '' });
    // 4. site entries
    store.set({ entries: answer.entries });
    // 5. dynamic routes
    addEntryRoutes(answer.entries);
    // 6. personal permissions and the approval reminder count (the count spans every app)
    store.set({ permissions: answer.permissions, permissionsApprovalCount: answer.approval_count });
    // 7. favourites (the sidebar's first group) and the global announcements not seen yet
    store.set({ favorites: answer.favorites ?? [], notices: answer.notices ?? [] });
    return true;
  } catch (err) {
    return startupFailed(err, path);
  }
}
