import type Router from '@koa/router';
import type { ResetPasswordBody, SearchAllBody, SearchBody, UserAddBody, UserUpdateBody } from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { UsersService } from './service';

export function userRoutes(router: Router<AppState>, deps: { users: UsersService; guards: AuthGuards }): void {
  const { users, guards } = deps;

  router.post('/backend/user/search', ...guards.user, async (ctx) => {
    ok(ctx, await users.search(validBody<SearchBody>(ctx, 'userSearch')));
  });

  router.post('/backend/user/search/all', ...guards.user, async (ctx) => {
    ok(ctx, await users.searchAll(validBody<SearchAllBody>(ctx, 'searchAll').search_content));
  });

  router.get('/backend/user/refresh', ...guards.user, async (ctx) => {
    ok(ctx, await users.refresh());
  });

  router.post('/backend/user/add', ...guards.admin, async (ctx) => {
    ok(ctx, await users.add(validBody<UserAddBody>(ctx, 'userAdd')));
  });

  router.post('/backend/user/update', ...guards.admin, async (ctx) => {
    ok(ctx, await users.update(currentUser(ctx), validBody<UserUpdateBody>(ctx, 'userUpdate')));
  });

  router.post('/backend/user/reset-password', ...guards.admin, async (ctx) => {
    ok(
      ctx,
      await users.resetPassword(
        currentUser(ctx),
        ctx.state.sessionId,
        validBody<ResetPasswordBody>(ctx, 'resetPassword'),
      ),
    );
  });
}
