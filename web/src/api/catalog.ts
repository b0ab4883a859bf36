import type {
  CatalogBatchChargeBody,
  CatalogChargeBody,
  CatalogEntry,
  CatalogSaveBody,
  CatalogSortBody,
  CatalogStatusBody,
  CatalogUserGrantBody,
  PageViewer,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { api } from './client';

/** The catalog calls of spec section 7: an app's catalogs and pages as the workbench edits them. */
const CATALOG = '/customize/catalog';

/** The app's whole tree: catalogs with their `childs`, in sort order. */
export const catalogList = (appId: number) => api.get<CatalogEntry[]>(`${CATALOG}/list`, { app_id: appId });

export const catalogSearch = (appId: number, searchContent: string) =>
  api.post<CatalogEntry[]>(`${CATALOG}/search`, { app_id: appId, search_content: searchContent });

export const catalogOne = (id: number) => api.get<CatalogEntry>(`${CATALOG}/one`, { id });

/** Creates (no id) or updates (id) a catalog or a page; fields left out keep their value. */
export const saveCatalogEntry = (body: CatalogSaveBody) => api.post<CatalogEntry>(`${CATALOG}/add-or-update`, body);

export const setCatalogStatus = (body: CatalogStatusBody) => api.post<unknown>(`${CATALOG}/online-offline`, body);

/** The full new order of one parent's children; an id from elsewhere moves under that parent. */
export const sortCatalog = (body: CatalogSortBody) => api.post<unknown>(`${CATALOG}/sort`, body);

/** Moves the entry, and everything below it, to the recycle bin. */
export const deleteCatalogEntry = (id: number) => api.delete<unknown>(`${CATALOG}/delete?id=${id}`);

export const setCharge = (body: CatalogChargeBody) => api.post<unknown>(`${CATALOG}/set/charge`, body);

export const setBatchCharge = (body: CatalogBatchChargeBody) =>
  api.post<unknown>(`${CATALOG}/set/batch-charge`, body, { timeout: TIMEOUTS.BATCH_SET_PAGE_USERS });

/** Who can see a page, and why. */
export const pageViewers = (id: number, searchContent = '') =>
  api.post<PageViewer[]>(`${CATALOG}/permission/user`, { id, search_content: searchContent });

export const grantPageUser = (body: CatalogUserGrantBody) =>
  api.post<unknown>(`${CATALOG}/add-or-remove/permission/user`, body);
