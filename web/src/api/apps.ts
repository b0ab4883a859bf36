import type { Announcement, AppInfo, AppLookup, Permission } from '@tessera/schema/api';
import { api } from './client';

/** Apps the user belongs to, in switcher order. */
export const appList = () => api.get<AppInfo[]>('/backend/app/list', { allType: 0 });

/** What to do with a path that is not a known route (sent without the base path). */
export const lookupApp = (url: string) => api.get<AppLookup>('/app/lookup', { url });

/** Personal permissions in an app. */
export const permissionList = (appId: number) => api.get<Permission[]>('/user/permission/list', { appId });

export const getAnnouncement = (appId: number) => api.get<Announcement>('/backend/app/announcement', { appId });

export const saveAnnouncement = (appId: number, announcement: string) =>
  api.post<unknown>('/backend/app/announcement', { appId, announcement });

/** Every app, online or not (admins). */
export const adminAppList = () => api.get<AppInfo[]>('/backend/app/admin/list');
