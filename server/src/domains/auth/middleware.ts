import type { Middleware } from 'koa';
import type { Config } from '../../config';
import { forbidden, unauthorized } from '../../core/errors';
import type { AppState, Ctx, CurrentUser } from '../../core/state';
import type { AuthService } from './service';
import { assertOwnOrigin } from './origin';
import { TOKEN_COOKIE } from './tokens';

export function cookieOptions(config: Pick<Config, 'basePath' | 'sessionTtlSeconds'>, ctx: Ctx) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: config.basePath,
    secure: ctx.secure,
    overwrite: true,
    maxAge: config.sessionTtlSeconds * 1000,
  };
}

export function clearTokenCookie(config: Pick<Config, 'basePath' | 'sessionTtlSeconds'>, ctx: Ctx): void {
  ctx.cookies.set(TOKEN_COOKIE, '', { ...cookieOptions(config, ctx), maxAge: 0, expires: new Date(0) });
}

function bearer(ctx: Ctx): string | null {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export interface AuthGuards {
  /** Needs a valid token (Authorization: Bearer, else the tessera_token cookie). */
  user: Middleware<AppState>[];
  /** Needs a valid token of an administrator. */
  admin: Middleware<AppState>[];
}

export function authGuards(
  auth: AuthService,
  config: Pick<Config, 'basePath' | 'sessionTtlSeconds' | 'embeddingHosts'>,
): AuthGuards {
  const requireUser: Middleware<AppState> = async (ctx, next) => {
    const fromHeader = bearer(ctx);
    const fromCookie = ctx.cookies.get(TOKEN_COOKIE) || null;
    // A cookie rides along on requests other sites make; a Bearer token never does.
    if (!fromHeader && fromCookie) assertOwnOrigin(ctx, config.embeddingHosts);
    const token = fromHeader ?? fromCookie;
    const found = token ? await auth.authenticate(token) : null;
    if (!found) {
      if (!fromHeader && fromCookie) clearTokenCookie(config, ctx);
      throw unauthorized();
    }
    ctx.state.user = found.user;
    ctx.state.sessionId = found.sessionId;
    ctx.state.generations = found.generations;
    await next();
  };
  const requireAdmin: Middleware<AppState> = async (ctx, next) => {
    if (!ctx.state.user?.is_admin) throw forbidden('errors.admin_only');
    await next();
  };
  return { user: [requireUser], admin: [requireUser, requireAdmin] };
}

/** The user set by the guard; a route that forgot its guard answers 401 rather than crash. */
export function currentUser(ctx: Ctx): CurrentUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}
