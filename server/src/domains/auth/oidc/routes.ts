import type Router from '@koa/router';
import { OidcCallbackQuery, OidcLoginQuery, type LoginOptions, type SsoRefusal } from '@tessera/schema/api';
import { safeRedirect } from '@tessera/schema/rules';
import type { Config } from '../../../config';
import { ok } from '../../../core/envelope';
import type { Logger } from '../../../core/logger';
import { declareRoutes } from '../../../core/routes';
import type { AppState, Ctx } from '../../../core/state';
import { validQuery } from '../../../core/validate';
import { cookieOptions } from '../middleware';
import { TOKEN_COOKIE } from '../tokens';
import { OIDC_LOGIN_TTL_MS, SsoRefused, type OidcService } from './service';

/** Holds the state of the login under way: the callback must come back to the browser that started it. */
export const OIDC_STATE_COOKIE = 'tessera_oidc_state';

/** Where the provider sends the browser back; it must be registered at the provider as a redirect uri. */
export function callbackUrl(ctx: Ctx, basePath: string): string {
  return `${ctx.protocol}://${ctx.host}${basePath}api/auth/oidc/callback`;
}

/** The login page: the provider's logout sends the browser back there (register it as a post-logout uri). */
export function loginPageUrl(ctx: Ctx, basePath: string): string {
  return `${ctx.protocol}://${ctx.host}${basePath}login`;
}

export function oidcRoutes(
  router: Router<AppState>,
  deps: { sso: OidcService | null; config: Config; logger: Logger },
): void {
  const route = declareRoutes(router);
  const { sso, config, logger } = deps;
  const stateCookie = (ctx: Ctx, value: string, maxAge: number) =>
    ctx.cookies.set(OIDC_STATE_COOKIE, value, {
      httpOnly: true,
      // Lax: the provider brings the browser back with a top-level GET from its own site.
      sameSite: 'lax',
      path: `${config.basePath}api/auth/oidc/`,
      secure: ctx.secure,
      overwrite: true,
      maxAge,
      ...(maxAge === 0 ? { expires: new Date(0) } : {}),
    });

  /** A refused login lands on the login page, which says why (`login.ssoError.*`). */
  const refuse = (ctx: Ctx, reason: SsoRefusal, redirect?: string) => {
    const query = new URLSearchParams({ sso_error: reason });
    if (redirect && redirect !== '/index') query.set('redirect', redirect);
    ctx.redirect(`${config.basePath}login?${query.toString()}`);
  };

  /** Public. Which ways of logging in the login page offers. */
  route.get('/auth/login-options', { public: true }, (ctx) => {
    const options: LoginOptions = { sso: sso !== null, local_login: config.localLogin };
    ok(ctx, options);
  });

  /** Public. Starts a single sign-on login: redirects to the provider, with the state in a cookie. */
  route.get('/auth/oidc/login', { query: OidcLoginQuery, public: true }, async (ctx) => {
    const redirect = safeRedirect(validQuery(ctx, OidcLoginQuery).redirect);
    if (!sso) return refuse(ctx, 'not_configured', redirect);
    try {
      const { url, state } = await sso.start(callbackUrl(ctx, config.basePath), redirect);
      stateCookie(ctx, state, OIDC_LOGIN_TTL_MS);
      ctx.redirect(url);
    } catch (err) {
      if (!(err instanceof SsoRefused)) throw err;
      refuse(ctx, err.reason, redirect);
    }
  });

  /**
   * Public. The provider sends the browser back here: on success the session cookie is set and the in-app url the
   * login started from opens; else the login page says why.
   */
  route.get('/auth/oidc/callback', { query: OidcCallbackQuery, public: true }, async (ctx) => {
    validQuery(ctx, OidcCallbackQuery);
    const cookieState = ctx.cookies.get(OIDC_STATE_COOKIE) ?? null;
    stateCookie(ctx, '', 0);
    if (!sso) return refuse(ctx, 'not_configured');
    const current = new URL(callbackUrl(ctx, config.basePath));
    current.search = ctx.querystring;
    try {
      const { login, redirect } = await sso.finish(current, cookieState);
      ctx.cookies.set(TOKEN_COOKIE, login.token, cookieOptions(config, ctx));
      ctx.redirect(`${config.basePath}${redirect.slice(1)}`);
    } catch (err) {
      if (!(err instanceof SsoRefused)) throw err;
      logger.warn({ reason: err.reason, detail: err.detail.slice(0, 300), address: ctx.ip }, 'single sign-on refused');
      refuse(ctx, err.reason);
    }
  });
}
