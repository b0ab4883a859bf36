import type {
  AnnouncementSaveBody,
  AnnouncementSearchBody,
  CurrentAnnouncement,
  FavoriteItem,
  FeedbackListBody,
  FeedbackRecord,
  FeedbackStatus,
  GlobalAnnouncement,
  Paged,
} from '@tessera/schema/api';
import { api } from './client';

/** Favourites (spec section 7 "Favorites"): the current app's, or every app's when `appId` is null. */
export const favoriteList = (appId: number | null) => api.post<FavoriteItem[]>('/favorites/list', { app_id: appId });
export const saveFavorite = (entryId: number) => api.post<FavoriteItem>('/favorites/save/one', { entry_id: entryId });
export const deleteFavorite = (entryId: number) => api.post<unknown>('/favorites/deleted/one', { entry_id: entryId });

/** Feedback with the page it was sent from (spec section 7 `POST /api/feedback/save`). */
export const saveFeedback = (feedback: string, url: string) =>
  api.post<FeedbackRecord>('/feedback/save', { feedback, url });
export const feedbackList = (body: Partial<FeedbackListBody>) =>
  api.post<Paged<FeedbackRecord>>('/feedback/list', body);
export const setFeedbackStatus = (id: number, status: FeedbackStatus) =>
  api.post<FeedbackRecord>('/feedback/status', { id, status });

/** Global announcements; the per-app one is `getAnnouncement` / `saveAnnouncement` of api/apps. */
export const announcementOne = (id: number) => api.get<GlobalAnnouncement>('/announcement/one', { id });
export const saveGlobalAnnouncement = (body: AnnouncementSaveBody) =>
  api.post<GlobalAnnouncement>('/announcement/save-update', body);
export const searchAnnouncements = (body: Partial<AnnouncementSearchBody>) =>
  api.post<Paged<GlobalAnnouncement>>('/announcement/search', body);
export const deleteAnnouncement = (id: number) => api.post<unknown>('/announcement/delete', { id });
export const currentAnnouncements = () => api.get<CurrentAnnouncement[]>('/announcement/current');
export const markAnnouncementsSeen = (ids: number[]) => api.post<unknown>('/announcement/seen', { ids });
