import type { LoginBody, LoginOptions, LoginResult, LogoutResult } from '@tessera/schema/api';
import { api, apiUrl, toQuery } from './client';

/** Local accounts, beside single sign-on. A wrong password must not start the 401 flow. */
export const login = (body: LoginBody) => api.post<LoginResult>('/auth/login', body, { authRedirect: false });

/** Which ways of logging in the login page offers (single sign-on, local accounts). */
export const loginOptions = () => api.get<LoginOptions>('/auth/login-options', undefined, { authRedirect: false });

/** The address that starts a single sign-on login (a full-page navigation: the provider's form is on its site). */
export const ssoLoginUrl = (redirect: string | null) =>
  `${apiUrl('/auth/oidc/login')}${toQuery({ redirect: redirect ?? undefined })}`;

/** Ends the session; a single sign-on session answers the provider's logout address to open next. */
export const logout = () => api.post<LogoutResult | null>('/auth/logout', {}, { authRedirect: false });
