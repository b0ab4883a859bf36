import type Router from '@koa/router';
import { CODE_USER_INFO_SUCCESS, LoginBody, LoginLockoutClearBody, type LogoutResult } from '@tessera/schema/api';
import type { Config } from '../../config';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { clearTokenCookie, cookieOptions, currentUser, type AuthGuards } from './middleware';
import { loginPageUrl } from './oidc/routes';
import type { OidcService } from './oidc/service';
import type { AuthService } from './service';
import { TOKEN_COOKIE } from './tokens';
import { userInfoOf } from './user-info';

export function authRoutes(
  router: Router<AppState>,
  deps: { auth: AuthService; sso: OidcService | null; guards: AuthGuards; config: Config },
): void {
  const route = declareRoutes(router);
  const { auth, sso, guards, config } = deps;

  /** Public. Body {username, password} → LoginResult; also sets the httpOnly tessera_token cookie. */
  route.post('/auth/login', { body: LoginBody, public: true }, async (ctx) => {
    const body = validBody(ctx, LoginBody);
    const result = await auth.login(body.username, body.password, ctx.ip);
    ctx.cookies.set(TOKEN_COOKIE, result.token, cookieOptions(config, ctx));
    ok(ctx, result);
  });

  /** Admins: ends an account's login lockout and delays; `cleared` tells whether there was anything to clear. */
  route.post('/auth/lockout/clear', { body: LoginLockoutClearBody }, ...guards.admin, async (ctx) => {
    const { username } = validBody(ctx, LoginLockoutClearBody);
    ok(ctx, { cleared: auth.throttle ? await auth.throttle.clearAccount(username) : false });
  });

  /**
   * Ends the session of the token used and clears the cookie. A single sign-on session also answers the provider's
   * end-session address, for the browser to log out there too.
   */
  route.post('/auth/logout', {}, ...guards.user, async (ctx) => {
    const idToken = ctx.state.sessionId ? await auth.logout(ctx.state.sessionId) : null;
    clearTokenCookie(config, ctx);
    const answer: LogoutResult = {
      end_session_url: idToken && sso ? await sso.endSessionUrl(idToken, loginPageUrl(ctx, config.basePath)) : null,
    };
    ok(ctx, answer);
  });

  /** The current user; success is code 0 here (spec section 7). */
  route.get('/user/info', {}, ...guards.user, (ctx) => {
    ok(ctx, userInfoOf(currentUser(ctx)), CODE_USER_INFO_SUCCESS);
  });
}
