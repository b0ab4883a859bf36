import type {
  PageDraft,
  PageSaveBody,
  PagePublishBody,
  PageVersion,
  PageVersionDiff,
  PageVersionSummary,
  SaveConflict,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { ApiError, api } from './client';

/** The life of a page: draft saves, publishes, versions, their diff, restore and rollback (issue 11). */
const BASE = '/customize/page-diagram';

/** The draft of a page with its revision (the base of the next save) and who saved it when. */
export const pageDraft = (pageId: number, signal?: AbortSignal) =>
  api.get<PageDraft>(`${BASE}/page/draft`, { page_id: pageId }, { signal });

/** Spec section 9: page diagram fields/setting/update/online/rollback may take 5 minutes (large pages, slow stores). */
const ADMIN_WRITE = { timeout: TIMEOUTS.PAGE_DIAGRAM_ADMIN };

/** Saves the draft (the whole-page form of update); the answer is the new draft. */
export const savePage = (body: PageSaveBody) => api.post<PageDraft>(`${BASE}/page/save`, body, ADMIN_WRITE);

export const publishPage = (body: PagePublishBody) =>
  api.post<PageVersionSummary>(`${BASE}/page/online`, body, ADMIN_WRITE);

/** The page-diagram `online` call: the named sections' drafts go online, recorded as a page version. */
export const putSectionsOnline = (pageId: number, sectionIds: number[]) =>
  api.post<{ page_id: number; diagram_id_set: number[] }>(
    `${BASE}/online`,
    { page_id: pageId, diagram_id_set: sectionIds },
    ADMIN_WRITE,
  );

export const rollbackPage = (pageId: number) =>
  api.post<PageVersionSummary>(`${BASE}/page/rollback`, { page_id: pageId }, ADMIN_WRITE);

export const listVersions = (pageId: number, includeDrafts: boolean, signal?: AbortSignal) =>
  api.get<PageVersionSummary[]>(
    `${BASE}/version/list`,
    { page_id: pageId, include_drafts: includeDrafts ? 1 : 0 },
    { signal },
  );

export const versionOne = (id: number, signal?: AbortSignal) =>
  api.get<PageVersion>(`${BASE}/version/one`, { id }, { signal });

export const versionDiff = (from: number, to: number, signal?: AbortSignal) =>
  api.get<PageVersionDiff>(`${BASE}/version/diff`, { from, to }, { signal });

/** The version becomes the new draft; base_revision guards it like a save. */
export const restoreVersion = (id: number, baseRevision: number) =>
  api.post<PageDraft>(`${BASE}/version/restore`, { id, base_revision: baseRevision });

function isConflict(data: unknown): data is SaveConflict {
  if (!data || typeof data !== 'object') return false;
  const d = data as Partial<SaveConflict>;
  return typeof d.revision === 'number' && Array.isArray(d.changes);
}

/** The conflict a failed save or restore carries: a 409 whose result_data names who saved in between. */
export function saveConflictOf(err: unknown): SaveConflict | null {
  return err instanceof ApiError && err.status === 409 && isConflict(err.data) ? err.data : null;
}
