import type Router from '@koa/router';
import { CODE_USER_INFO_SUCCESS, type LoginBody, type UserInfo } from '@tessera/schema';
import type { Config } from '../../config';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { clearTokenCookie, cookieOptions, currentUser, type AuthGuards } from './middleware';
import type { AuthService } from './service';
import { TOKEN_COOKIE } from './tokens';

export function authRoutes(
  router: Router<AppState>,
  deps: { auth: AuthService; guards: AuthGuards; config: Config },
): void {
  const { auth, guards, config } = deps;

  /** Public. Body {username, password} → LoginResult; also sets the httpOnly tessera_token cookie. */
  router.post('/auth/login', async (ctx) => {
    const body = validBody<LoginBody>(ctx, 'login');
    const result = await auth.login(body.username, body.password);
    ctx.cookies.set(TOKEN_COOKIE, result.token, cookieOptions(config, ctx));
    ok(ctx, result);
  });

  /** Ends the session of the token used and clears the cookie. */
  router.post('/auth/logout', ...guards.user, async (ctx) => {
    if (ctx.state.sessionId) await auth.logout(ctx.state.sessionId);
    clearTokenCookie(config, ctx);
    ok(ctx, null);
  });

  /** The current user; success is code 0 here (spec section 7). */
  router.get('/user/info', ...guards.user, async (ctx) => {
    const u = currentUser(ctx);
    const info: UserInfo = { id: u.id, name: u.realname, passport: u.username, is_admin: u.is_admin };
    ok(ctx, info, CODE_USER_INFO_SUCCESS);
  });
}
