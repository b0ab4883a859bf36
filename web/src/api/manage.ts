import type {
  AppAddBody,
  AppInfo,
  AppUpdateBody,
  PageSearchBody,
  PageSearchItem,
  Paged,
  SearchBody,
  SectionSearchBody,
  SectionSearchItem,
  WorkbenchOverview,
} from '@tessera/schema/api';
import type { DatasetColumn } from '@tessera/schema/dsl';
import { PAGING } from '@tessera/schema/rules';
import { api } from './client';

/** Apps (spec section 7, "POST /backend/app/search, add, update, delete"; admins). */
export const searchApps = (body: SearchBody) => api.post<Paged<AppInfo>>('/backend/app/search', body);
export const addApp = (body: AppAddBody) => api.post<AppInfo>('/backend/app/add', body);
export const updateApp = (body: AppUpdateBody) => api.post<AppInfo>('/backend/app/update', body);
/** Soft delete: the app goes to the recycle bin with its catalogs and pages. */
export const deleteApp = (id: number) => api.post<null>('/backend/app/delete', { id });

/** The chart query: sections of an app by dataset, chart type, status and title. */
export const searchSections = (body: SectionSearchBody) =>
  api.post<Paged<SectionSearchItem>>('/customize/page-diagram/search', body);

/** The report query: pages of an app by status, level, people in charge, last change and views. */
export const searchPages = (body: PageSearchBody) =>
  api.post<Paged<PageSearchItem>>('/customize/catalog/page/search', body);

/** The workbench home's totals and last changes. */
export const workbenchOverview = () => api.get<WorkbenchOverview>('/workbench/overview');

/** What these screens need of a dataset: a choice in a list, and its columns. */
export interface DatasetChoice {
  id: number;
  key: string;
  name: string;
}

/** The first page of an app's datasets whose name or key contains the text. */
export const datasetChoices = async (appId: number, search: string) =>
  (
    await api.post<Paged<DatasetChoice>>('/customize/dataset/list', {
      app_id: appId,
      search_content: search,
      page_model: { page: 1, page_size: PAGING.DATASET_PAGE_SIZE },
    })
  ).list;

export const datasetWithColumns = (id: number) =>
  api.get<DatasetChoice & { columns: DatasetColumn[] }>('/customize/dataset/one', { id });
