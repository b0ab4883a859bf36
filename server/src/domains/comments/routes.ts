import type Router from '@koa/router';
import { CommentAddBody, CommentDeleteBody, CommentListBody, CommentUpdateBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { CommentsService } from './service';

/** `/comment/get|add|update|delete` (spec section 7 "Comments and common"); logged-in users, page access checked inside. */
export function commentRoutes(router: Router<AppState>, deps: { comments: CommentsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { comments, guards } = deps;

  route.post('/comment/get', { body: CommentListBody }, ...guards.user, async (ctx) => {
    ok(ctx, await comments.list(currentUser(ctx), validBody(ctx, CommentListBody)));
  });
  route.post('/comment/add', { body: CommentAddBody }, ...guards.user, async (ctx) => {
    ok(ctx, await comments.add(currentUser(ctx), validBody(ctx, CommentAddBody)));
  });
  route.post('/comment/update', { body: CommentUpdateBody }, ...guards.user, async (ctx) => {
    ok(ctx, await comments.update(currentUser(ctx), validBody(ctx, CommentUpdateBody)));
  });
  route.post('/comment/delete', { body: CommentDeleteBody }, ...guards.user, async (ctx) => {
    ok(ctx, await comments.remove(currentUser(ctx), validBody(ctx, CommentDeleteBody)));
  });
}
