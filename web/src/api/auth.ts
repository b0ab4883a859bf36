import { CODE_USER_INFO_SUCCESS, type LoginBody, type LoginResult, type UserInfo } from '@tessera/schema/api';
import { api } from './client';

/** Local accounts replace the spec's single sign-on. A wrong password must not start the 401 flow. */
export const login = (body: LoginBody) => api.post<LoginResult>('/auth/login', body, { authRedirect: false });

export const logout = () => api.post<unknown>('/auth/logout', {}, { authRedirect: false });

/** Current user; this call reports success with code 0. */
export const userInfo = () => api.get<UserInfo>('/user/info', undefined, { successCode: CODE_USER_INFO_SUCCESS });
