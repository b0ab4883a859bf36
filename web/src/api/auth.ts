import type { LoginBody, LoginResult } from '@tessera/schema/api';
import { api } from './client';

/** Local accounts replace the spec's single sign-on. A wrong password must not start the 401 flow. */
export const login = (body: LoginBody) => api.post<LoginResult>('/auth/login', body, { authRedirect: false });

export const logout = () => api.post<unknown>('/auth/logout', {}, { authRedirect: false });
