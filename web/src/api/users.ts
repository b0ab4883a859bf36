import type {
  Paged,
  ResetPasswordBody,
  SearchBody,
  UserAddBody,
  UserRecord,
  UserUpdateBody,
} from '@tessera/schema/api';
import { api } from './client';

export interface UserAddResult {
  user: UserRecord;
  /** Present only when the server generated the password. */
  password?: string;
}

export const searchUsers = (body: SearchBody) => api.post<Paged<UserRecord>>('/backend/user/search', body);

export const addUser = (body: UserAddBody) => api.post<UserAddResult>('/backend/user/add', body);

export const updateUser = (body: UserUpdateBody) => api.post<unknown>('/backend/user/update', body);

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<{ password?: string } | null>('/backend/user/reset-password', body);
