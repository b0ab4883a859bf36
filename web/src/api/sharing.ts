import type {
  Entry,
  Paged,
  PermissionListDownloadBody,
  PermissionListSearchBody,
  ShareBody,
  ShareResult,
  UserPermissionRow,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { api, download, requestWithMessage } from './client';

/**
 * The share modal's tree (site entries, share=1) for these recipients: the pages the caller may share, each
 * `authorized` when every recipient holds it already.
 */
export const shareTree = (appId: number, usernames: string[]) =>
  api.get<Entry[]>('/site/entries', { appId, share: 1, shareTo: usernames.join(',') });

/** Share pages to users (spec section 3, "Share query"); the answer's message is the server's, shown as it is. */
export const sharePages = (body: ShareBody) => requestWithMessage<ShareResult>('POST', '/share/pages', body);

/** Who holds which page, through which role or share (admins). */
export const permissionList = (body: Partial<PermissionListSearchBody>) =>
  api.post<Paged<UserPermissionRow>>('/user/permission/list/search', body);

export const downloadPermissionList = (body: Partial<PermissionListDownloadBody>) =>
  download('/user/permission/list/search/download', body, { timeout: TIMEOUTS.EXPORT });
