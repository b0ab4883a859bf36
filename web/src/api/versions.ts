import type { Page } from '@tessera/schema/dsl';
import type {
  CatalogEntry,
  PageSaveBody,
  PagePublishBody,
  PageVersion,
  PageVersionDiff,
  PageVersionSummary,
  SaveConflict,
} from '@tessera/schema/api';
import { ApiError, api } from './client';

/** The life of a page: draft saves, publishes, versions, their diff, restore and rollback (issue 11). */
const BASE = '/customize/page-diagram';

/** What a draft save answers: at least the new draft revision (the base of the next save). */
export interface SavedDraft {
  revision: number;
}

export const savePage = (body: PageSaveBody) => api.post<SavedDraft>(`${BASE}/page/save`, body);

export const publishPage = (body: PagePublishBody) => api.post<PageVersionSummary>(`${BASE}/page/online`, body);

export const rollbackPage = (pageId: number) =>
  api.post<PageVersionSummary>(`${BASE}/page/rollback`, { page_id: pageId });

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
  api.post<SavedDraft>(`${BASE}/version/restore`, { id, base_revision: baseRevision });

/** The page's catalog entry: its draft revision is the base of the next save. */
export const catalogEntry = (id: number, signal?: AbortSignal) =>
  api.get<CatalogEntry>('/customize/catalog/one', { id }, { signal });

/** The draft document of a page, as the designer edits it. */
export const draftDocument = (pageId: number, signal?: AbortSignal) =>
  api.get<Page>(`${BASE}/list-with-page`, { pageId, preview: 1 }, { signal });

function isConflict(data: unknown): data is SaveConflict {
  if (!data || typeof data !== 'object') return false;
  const d = data as Partial<SaveConflict>;
  return typeof d.revision === 'number' && Array.isArray(d.changes);
}

/** The conflict a failed save or restore carries: a 409 whose result_data names who saved in between. */
export function saveConflictOf(err: unknown): SaveConflict | null {
  return err instanceof ApiError && err.status === 409 && isConflict(err.data) ? err.data : null;
}
