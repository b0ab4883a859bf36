import { ONLINE_STATUS } from '@tessera/schema/api';

/** The viewer: the page's url; drafts (an offline page, an unpublished section) through the admin's preview. */
export function viewerUrl(url: string, draft: boolean): string {
  return draft ? `${url}?preview=1` : url;
}

/** The page in the catalog screen, where its draft, JSON and versions are edited. */
export function editorUrl(entryId: number): string {
  return `/admin/config?entry=${entryId}`;
}

export const isOnline = (status: number) => status === ONLINE_STATUS.ONLINE;
