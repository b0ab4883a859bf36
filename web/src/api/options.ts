import type {
  GlobalColumnRecord,
  GlobalColumnSaveBody,
  GlobalSelectOptionRecord,
  GlobalSelectSaveBody,
  OptionListQuery,
  Paged,
  SelectDiyConfigSaveBody,
  SelectDiyListQuery,
  SelectDiyRecord,
} from '@tessera/schema/api';
import { api } from './client';

/** Spec section 7, "Global columns and select-diy" and "Global select options". */

export const listGlobalColumns = (q: OptionListQuery) =>
  api.get<Paged<GlobalColumnRecord>>('/customize/global-column/list', q);

export const saveGlobalColumn = (body: GlobalColumnSaveBody) =>
  api.post<GlobalColumnRecord>('/customize/global-column/add-update', body);

export const deleteGlobalColumn = (id: number) => api.delete<null>('/customize/global-column/delete', { id });

export const listGlobalSelects = (body: OptionListQuery) =>
  api.post<Paged<GlobalSelectOptionRecord>>('/customize/common/global-select-config/list', body);

export const saveGlobalSelect = (body: GlobalSelectSaveBody) =>
  api.post<GlobalSelectOptionRecord>('/customize/common/global-select-config/add-or-update', body);

export const deleteGlobalSelect = (id: number) =>
  api.post<null>('/customize/common/global-select-config/delete/one', { id });

export const listSelectDiy = (q: SelectDiyListQuery) => api.get<SelectDiyRecord[]>('/select-diy/select/list', q);

export const saveSelectDiy = (body: SelectDiyConfigSaveBody) =>
  api.post<SelectDiyRecord>('/select-diy/config/save', body);

export const deleteSelectDiy = (id: number) => api.delete<null>('/select-diy/delete', { id });
