import { create } from 'zustand';
import { DEFAULT_LANG, type Lang } from '@tessera/schema/rules';
import {
  type AppInfo,
  type Entry,
  type FavoriteItem,
  type GlobalAnnouncement,
  type Permission,
  type PermissionType,
  type UserInfo,
} from '@tessera/schema/api';

export type AuthStatus = 'uninitialised' | 'unidentified' | 'identified';

export interface AppState {
  authStatus: AuthStatus;
  token: string | null;
  user: UserInfo | null;
  apps: AppInfo[];
  currentApp: AppInfo | null;
  /** Menu tree of the current app (site entries, share=0). */
  entries: Entry[];
  /** True while the entries of a newly chosen app load (the app-switch flag). */
  appSwitching: boolean;
  /** Personal permissions in the current app. */
  permissions: Permission[];
  /** Announcement of the current app; null until loaded. */
  announcement: string | null;
  /** The user's favourite pages in the current app (the sidebar's first group). */
  favorites: FavoriteItem[];
  /** Global announcements in force he has not seen yet, to be shown once. */
  notices: GlobalAnnouncement[];
  /** Startup failed with an unknown error: the init-error screen replaces the app. */
  initError: boolean;
  /** The server serves a newer build than this page runs. */
  appOutdated: boolean;
  // The spec's global variables.
  permissionsApprovalCount: number;
  sidebarExpand: boolean;
  isFromOuterSite: boolean;
  isPreview: boolean;
  lang: Lang;
}

interface AppActions {
  set: (patch: Partial<AppState>) => void;
  setLang: (lang: Lang) => void;
  setSidebarExpand: (expand: boolean) => void;
  /** Login sets token and user. */
  setSession: (token: string | null, user: UserInfo) => void;
  /** The logged-out state: token, user, entries, app list, current app, announcement cleared. */
  clearSession: () => void;
}

export const initialState: AppState = {
  authStatus: 'uninitialised',
  token: null,
  user: null,
  apps: [],
  currentApp: null,
  entries: [],
  appSwitching: false,
  permissions: [],
  announcement: null,
  favorites: [],
  notices: [],
  initError: false,
  appOutdated: false,
  permissionsApprovalCount: 0,
  sidebarExpand: true,
  isFromOuterSite: false,
  isPreview: false,
  lang: DEFAULT_LANG,
};

export const useAppStore = create<AppState & AppActions>()((set) => ({
  ...initialState,
  set: (patch) => set(patch),
  setLang: (lang) => set({ lang }),
  setSidebarExpand: (sidebarExpand) => set({ sidebarExpand }),
  setSession: (token, user) => set({ token, user, authStatus: 'identified' }),
  clearSession: () =>
    set({
      authStatus: 'unidentified',
      token: null,
      user: null,
      entries: [],
      apps: [],
      currentApp: null,
      announcement: null,
      favorites: [],
      notices: [],
      permissions: [],
      permissionsApprovalCount: 0,
    }),
}));

/** Whether the user holds a personal permission in the current app. */
export function hasPermission(permissions: Permission[], type: PermissionType): boolean {
  return permissions.some((p) => p.permission_type === type && p.have_permission);
}
