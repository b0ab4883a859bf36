import type Router from '@koa/router';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import { AppError } from '../../core/errors';
import type { AppState } from '../../core/state';
import type { SystemService } from './service';

/** Public routes: version and health. */
export function systemRoutes(router: Router<AppState>, deps: { system: SystemService }): void {
  const route = declareRoutes(router);
  const { system } = deps;

  route.get('/version', { public: true }, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, system.versionInfo());
  });

  /** Liveness: the process answers. */
  route.get('/health', { public: true }, (ctx) => {
    ok(ctx, { status: 'ok' });
  });

  /** Readiness: the store answers too; 503 otherwise. */
  route.get('/health/ready', { public: true }, async (ctx) => {
    if (!(await system.ready())) throw new AppError(503, 'errors.unavailable');
    ok(ctx, { status: 'ok' });
  });
}
