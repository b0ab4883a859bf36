import type Router from '@koa/router';
import { FeedbackListBody, FeedbackSaveBody, FeedbackStatusBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { FeedbackService } from './service';

/** `POST /api/feedback/save` (spec section 7) for everyone; the list and its status for admins (the workbench). */
export function feedbackRoutes(router: Router<AppState>, deps: { feedback: FeedbackService; guards: AuthGuards }) {
  const route = declareRoutes(router);
  const { feedback, guards } = deps;

  route.post('/feedback/save', { body: FeedbackSaveBody }, ...guards.user, async (ctx) => {
    ok(ctx, await feedback.save(currentUser(ctx), validBody(ctx, FeedbackSaveBody)));
  });
  route.post('/feedback/list', { body: FeedbackListBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await feedback.list(validBody(ctx, FeedbackListBody)));
  });
  route.post('/feedback/status', { body: FeedbackStatusBody }, ...guards.admin, async (ctx) => {
    const body = validBody(ctx, FeedbackStatusBody);
    ok(ctx, await feedback.setStatus(body.id, body.status));
  });
}
