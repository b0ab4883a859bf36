import type Router from '@koa/router';
import {
  ApprovalApplyBody,
  ApprovalApplyRecordsBody,
  ApprovalDecideBody,
  ApprovalIdBody,
  ApprovalIdQuery,
  ApprovalRecordsBody,
  ApprovalRolesQuery,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { ApprovalsService } from './service';

/**
 * Spec section 7, Approval. Every call is open to any logged-in user; what he sees and may do follows from the
 * rows (his own requests; the requests he approves). The 20 s limit of `apply/new` and `apply/flow` is the client's.
 * Two calls carry "remind" in their path: `GET /approval/remind` is the navbar badge's count, and
 * `POST /approval/apply/remind` sends a reminder about one request.
 */
export function approvalRoutes(
  router: Router<AppState>,
  deps: { approvals: ApprovalsService; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  const { approvals } = deps;
  const user = deps.guards.user;

  route.get('/approval/apply/roles', { query: ApprovalRolesQuery }, ...user, async (ctx) => {
    ok(ctx, await approvals.applyRoles(currentUser(ctx), validQuery(ctx, ApprovalRolesQuery)));
  });

  route.post('/approval/apply/new', { body: ApprovalApplyBody }, ...user, async (ctx) => {
    ok(ctx, await approvals.apply(currentUser(ctx), validBody(ctx, ApprovalApplyBody)));
  });

  route.post('/approval/apply/records', { body: ApprovalApplyRecordsBody }, ...user, async (ctx) => {
    ok(ctx, await approvals.mine(currentUser(ctx), validBody(ctx, ApprovalApplyRecordsBody)));
  });

  route.post('/approval/apply/flow', { body: ApprovalIdBody }, ...user, async (ctx) => {
    ok(ctx, await approvals.flow(currentUser(ctx), validBody(ctx, ApprovalIdBody).id));
  });

  route.post('/approval/apply/withdraw', { body: ApprovalIdBody }, ...user, async (ctx) => {
    ok(ctx, await approvals.withdraw(currentUser(ctx), validBody(ctx, ApprovalIdBody).id));
  });

  route.post('/approval/apply/remind', { body: ApprovalIdBody }, ...user, async (ctx) => {
    ok(ctx, await approvals.remind(currentUser(ctx), validBody(ctx, ApprovalIdBody).id));
  });

  route.post('/approval/records', { body: ApprovalRecordsBody }, ...user, async (ctx) => {
    ok(ctx, await approvals.records(currentUser(ctx), validBody(ctx, ApprovalRecordsBody)));
  });

  route.get('/approval/one/detail', { query: ApprovalIdQuery }, ...user, async (ctx) => {
    ok(ctx, await approvals.detail(currentUser(ctx), validQuery(ctx, ApprovalIdQuery).id));
  });

  route.post('/approval/pass-reject', { body: ApprovalDecideBody }, ...user, async (ctx) => {
    ok(ctx, await approvals.decide(currentUser(ctx), validBody(ctx, ApprovalDecideBody)));
  });

  route.get('/approval/remind', {}, ...user, async (ctx) => {
    ok(ctx, { count: await approvals.pendingCount(currentUser(ctx)) });
  });
}
