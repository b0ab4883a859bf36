import type { ParameterizedContext } from 'koa';
import type { Lang } from '@tessera/schema/rules';
import type { Generations } from '../cache/generations';

/**
 * The logged-in user as the auth middleware found him: as the store holds him now (memoised until a session ends or
 * a user changes, see cache/generations.ts). Shared between requests: never changed.
 */
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
  /** The memo generations the auth guard read before anything else (cache/generations.ts); null when unknown. */
  generations?: Generations | null;
  /** The Cache-Control of an answer that may be kept (a stored file); every other API answer is `no-store`. */
  cacheControl?: string;
}

export type Ctx = ParameterizedContext<AppState>;
