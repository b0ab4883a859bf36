import type {
  Paged,
  RoleAddBody,
  RoleMember,
  RoleRecord,
  RoleUpdateBody,
  RoleUserListBody,
  RoleUserOneBody,
} from '@tessera/schema/api';
import { api } from './client';

export const listRoles = (appId: number) => api.get<RoleRecord[]>('/backend/role/list', { appId });

export const addRole = (body: RoleAddBody) => api.post<RoleRecord>('/backend/role/app-add', body);

export const updateRole = (body: RoleUpdateBody) => api.post<RoleRecord>('/backend/role/app-update', body);

export const deleteRole = (id: number) => api.delete<null>(`/backend/role/delete?id=${id}`);

export const roleUrls = (roleId: number) =>
  api.get<{ role_id: number; urls: string[] }>('/backend/role/permission-url', { roleId });

export const saveRoleUrls = (roleId: number, urls: string[]) =>
  api.post<{ role_id: number; urls: string[] }>('/backend/role/permission/save', { roleId, urls });

export const roleMembers = (body: Partial<RoleUserListBody> & { role_id: number }) =>
  api.post<Paged<RoleMember>>('/backend/role-user/user/list', body);

export const addOrRemoveMember = (body: RoleUserOneBody) =>
  api.post<null>('/backend/role-user/remove-or-add/one', body);
