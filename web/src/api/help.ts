import type {
  HelpDocument,
  HelpListItem,
  HelpSaveBody,
  StoredFileInfo,
  UploadBlockReceived,
  UploadStartBody,
  UploadStarted,
} from '@tessera/schema/api';
import { api } from './client';

/** Help documents (spec section 7, Help). */
export const helpList = (appId: number, searchContent = '') =>
  api.get<HelpListItem[]>('/help/infos', { appId, searchContent });
export const helpOne = (id: number) => api.get<HelpDocument>('/help/one/info', { id });
export const helpIsOperation = (appId: number) => api.get<boolean>('/help/is-operation', { appId });
export const saveHelp = (body: HelpSaveBody) => api.post<HelpDocument>('/help/add-update', body);
export const deleteHelp = (id: number) => api.delete<null>('/help/one', { id });

/** Block uploads (spec section 7: blocks of 51,200 bytes with md5 checks); see lib/upload.ts. */
export const uploadStart = (body: UploadStartBody) => api.post<UploadStarted>('/upload/start', body);
export const uploadBlock = (body: { upload_id: string; index: number; md5: string; data: string }) =>
  api.post<UploadBlockReceived>('/upload/block', body);
export const uploadComplete = (uploadId: string) =>
  api.post<StoredFileInfo>('/upload/complete', { upload_id: uploadId });
