/** Per-navigation rules: the tab title and the query flags of spec section 2. */
import { DEFAULT_LANG, textOrEnglish, type Lang } from '@tessera/schema/rules';

export interface RouteHandle {
  /** A fixed title (entry name of a dynamic route). */
  title?: string;
  /** The fixed title in English mode (the entry's English name), when there is one. */
  titleEn?: string | null;
  /** i18n key of a screen title. */
  titleKey?:
    | 'home.title'
    | 'notFound.title'
    | 'noPermission.title'
    | 'users.title'
    | 'login.title'
    | 'workbench.title'
    | 'workbench.configTitle'
    | 'workbench.databaseTitle'
    | 'workbench.binTitle'
    | 'pageEdit.title'
    | 'manage.titles.fields'
    | 'manage.titles.fieldValues'
    | 'manage.titles.options'
    | 'manage.titles.apps'
    | 'manage.titles.chartQuery'
    | 'manage.titles.reportQuery'
    | 'datasets.title'
    | 'designerScreen.title'
    | 'designerScreen.codeTitle'
    | 'roles.title'
    | 'approvals.applyTitle'
    | 'approvals.judgeTitle'
    | 'fieldauth.title'
    | 'permissionList.title'
    | 'helpDocs.title'
    | 'looker.title'
    | 'monitor.title'
    | 'announcements.title'
    | 'feedback.listTitle'
    | 'visits.statTitle'
    | 'visits.flowTitle';
  /** Whether the screen has the left sidebar: the staff menu (true) or the admin workbench's. */
  sidebar?: boolean | 'workbench';
  /** Id of the menu entry a dynamic route renders. */
  entryId?: number;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object';
}

/** Title of the deepest route that has one; the default title otherwise. */
export function resolveTitle(
  handles: unknown[],
  translate: (key: NonNullable<RouteHandle['titleKey']>) => string,
  fallback: string,
  lang: Lang = DEFAULT_LANG,
): string {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i];
    if (!isRouteHandle(handle)) continue;
    if (handle.title) return textOrEnglish(handle.title, handle.titleEn, lang);
    if (handle.titleKey) return translate(handle.titleKey);
  }
  return fallback;
}

export type SidebarKind = 'staff' | 'workbench' | 'none';

/** The sidebar the deepest route that says so wants. */
export function sidebarOf(handles: unknown[]): SidebarKind {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const handle = handles[i];
    if (!isRouteHandle(handle) || handle.sidebar === undefined) continue;
    if (handle.sidebar === 'workbench') return 'workbench';
    return handle.sidebar ? 'staff' : 'none';
  }
  return 'none';
}

/** Whether the deepest route that says so wants a sidebar. */
export function wantsSidebar(handles: unknown[]): boolean {
  return sidebarOf(handles) !== 'none';
}

export interface NavigationFlags {
  isFromOuterSite: boolean;
  isPreview: boolean;
}

const truthy = (value: string | null) =>
  value !== null && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

/**
 * Query flags read on every navigation. `from` marks a session opened from an outer site and stays set
 * for the rest of the session (later in-app links do not carry it); `preview` follows the current url.
 */
export function readFlags(search: string, previous: NavigationFlags): NavigationFlags {
  const query = new URLSearchParams(search);
  return {
    isFromOuterSite: previous.isFromOuterSite || truthy(query.get('from')),
    isPreview: truthy(query.get('preview')),
  };
}
