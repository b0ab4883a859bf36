import type {
  DataUpdateModeInfo,
  DatasetColumnSync,
  DatasetDetail,
  DatasetListBody,
  DatasetPageUse,
  DatasetPreview,
  DatasetPreviewBody,
  DatasetSaveBody,
  DatasetStarter,
  DatasetSummary,
  DatasetSyncColumnsBody,
  DatasetTemplateSqlBody,
  IndicatorDetail,
  Paged,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { api } from './client';

/** Datasets (spec section 7, Datasets) and the connection pickers the datasets screen needs. */
const D = '/customize/dataset';

export const listDatasets = (body: DatasetListBody) => api.post<Paged<DatasetSummary>>(`${D}/list`, body);

export const getDataset = (id: number) => api.get<DatasetDetail>(`${D}/one`, { id });

/** Save runs the SQL's shape check on the database: up to the default timeout on the server's side too. */
export const saveDataset = (body: DatasetSaveBody) => api.post<DatasetDetail>(`${D}/save-update`, body);

/** To the recycle bin; refused (409, `result_data.pages`) while sections use it. */
export const deleteDataset = (id: number) => api.delete<null>(`${D}/delete?id=${id}`);

export const templateSql = (body: DatasetTemplateSqlBody) => api.post<DatasetStarter>(`${D}/template/sql`, body);

export const previewDataset = (
  body: Omit<DatasetPreviewBody, 'limit'> & Partial<Pick<DatasetPreviewBody, 'limit'>>,
  signal?: AbortSignal,
) => api.post<DatasetPreview>(`${D}/preview`, body, { timeout: TIMEOUTS.PAGE_DATA, signal });

export const syncColumns = (body: DatasetSyncColumnsBody) =>
  api.post<DatasetColumnSync>(`${D}/sync-columns`, body, { timeout: TIMEOUTS.PAGE_DATA });

export const indicatorDetail = (id: number, columnKey: string) =>
  api.get<IndicatorDetail>(`${D}/indicator/detail`, { id, column_key: columnKey });

export const datasetUses = (id: number) => api.get<DatasetPageUse[]>(`${D}/use/pages`, { id });

export const updateModes = () => api.get<DataUpdateModeInfo[]>(`${D}/update-modes`);

/** What the pickers need of a stored connection (never its secrets). */
export interface ConnectionChoice {
  id: number;
  name: string;
  kind: 'mysql' | 'postgres' | 'sqlite';
  database_name: string | null;
}

export interface TableChoice {
  name: string;
  type: 'table' | 'view';
  comment: string | null;
}

/** The app's connections and the shared ones. */
export const connectionChoices = (appId: number) => api.get<ConnectionChoice[]>('/customize/db-info/list', { appId });

export const databaseChoices = (connectionId: number) =>
  api.get<string[]>('/customize/sql/db-name/list', { connectionId });

export const tableChoices = (connectionId: number, database?: string) =>
  api.get<TableChoice[]>('/customize/sql/db-tables', { connectionId, database });
