import type Router from '@koa/router';
import type { CommentAddBody, CommentListBody, CommentUpdateBody } from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { bodyWithDocuments } from '../pages/body';
import type { CommentsService } from './service';

// Their keys are data (filter keys, the point's field), not request fields: kept as sent, not snake_cased.
const DATA_FIELDS = ['conditions', 'field_value'] as const;

/** `/comment/get|add|update` (spec section 7 "Comments and common"); logged-in users, page access checked inside. */
export function commentRoutes(router: Router<AppState>, deps: { comments: CommentsService; guards: AuthGuards }): void {
  const { comments, guards } = deps;

  router.post('/comment/get', ...guards.user, async (ctx) => {
    ok(ctx, await comments.list(currentUser(ctx), validBody<CommentListBody>(ctx, 'commentList')));
  });
  router.post('/comment/add', ...guards.user, async (ctx) => {
    ok(ctx, await comments.add(currentUser(ctx), bodyWithDocuments<CommentAddBody>(ctx, 'commentAdd', DATA_FIELDS)));
  });
  router.post('/comment/update', ...guards.user, async (ctx) => {
    ok(ctx, await comments.update(currentUser(ctx), validBody<CommentUpdateBody>(ctx, 'commentUpdate')));
  });
}
