import type {
  CategoryPeopleEditBody,
  CategoryPerson,
  CategorySaveBody,
  DatasetRowRules,
  FieldCategoryRecord,
  Paged,
  RowRuleInput,
  UserAttributes,
} from '@tessera/schema/api';
import { api } from './client';

export type PersonKind = 'manager' | 'user';

export const listCategories = (appId: number, searchContent = '') =>
  api.post<Paged<FieldCategoryRecord>>('/category/list', { appId, searchContent, page: 1, pageSize: 1000 });

export const saveCategory = (body: Partial<CategorySaveBody> & Pick<CategorySaveBody, 'app_id' | 'name'>) =>
  api.post<FieldCategoryRecord>('/category/save-or-update', body);

export const removeCategory = (id: number) => api.post<null>('/category/remove/one', { id });

export const categoryPeople = (kind: PersonKind, categoryId: number) =>
  api.post<Paged<CategoryPerson>>(`/category/category-${kind}/list`, { categoryId, page: 1, pageSize: 1000 });

export const editCategoryPeople = (kind: PersonKind, body: CategoryPeopleEditBody) =>
  api.post<null>(`/category/category-${kind}/add-or-remove`, body);

export const rowRules = (dataSetId: number) => api.get<DatasetRowRules>('/category/row-rule/list', { dataSetId });

export const saveRowRules = (dataSetId: number, rules: RowRuleInput[]) =>
  api.post<DatasetRowRules>('/category/row-rule/save', { dataSetId, rules });

export const setRowRestricted = (dataSetId: number, restricted: boolean) =>
  api.post<DatasetRowRules>('/category/row-rule/restricted', { dataSetId, restricted });

export const userAttributes = (username: string) => api.get<UserAttributes>('/backend/user/attributes', { username });

export const saveUserAttributes = (username: string, attributes: Record<string, string[]>) =>
  api.post<UserAttributes>('/backend/user/attributes/save', { username, attributes });
