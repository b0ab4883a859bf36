import type { ParameterizedContext } from 'koa';
import type { Lang } from '@tessera/schema/rules';

/** The logged-in user as the auth middleware found him (fresh from the store on every request). */
export interface CurrentUser {
  id: number;
  username: string;
  realname: string;
  is_admin: boolean;
  status: number;
}

export interface AppState {
  lang: Lang;
  user?: CurrentUser;
  sessionId?: string;
}

export type Ctx = ParameterizedContext<AppState>;
