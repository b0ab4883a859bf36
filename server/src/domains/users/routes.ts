import type Router from '@koa/router';
import { ResetPasswordBody, SearchAllBody, UserSearchBody, UserAddBody, UserUpdateBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { UsersService } from './service';

export function userRoutes(router: Router<AppState>, deps: { users: UsersService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { users, guards } = deps;

  route.post('/backend/user/search', { body: UserSearchBody }, ...guards.user, async (ctx) => {
    ok(ctx, await users.search(currentUser(ctx), validBody(ctx, UserSearchBody)));
  });

  route.post('/backend/user/search/all', { body: SearchAllBody }, ...guards.user, async (ctx) => {
    ok(ctx, await users.searchAll(validBody(ctx, SearchAllBody).search_content));
  });

  route.get('/backend/user/refresh', {}, ...guards.user, async (ctx) => {
    ok(ctx, await users.refresh());
  });

  route.post('/backend/user/add', { body: UserAddBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await users.add(validBody(ctx, UserAddBody)));
  });

  route.post('/backend/user/update', { body: UserUpdateBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await users.update(currentUser(ctx), validBody(ctx, UserUpdateBody)));
  });

  route.post('/backend/user/reset-password', { body: ResetPasswordBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await users.resetPassword(currentUser(ctx), ctx.state.sessionId, validBody(ctx, ResetPasswordBody)));
  });
}
