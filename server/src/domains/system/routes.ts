import type Router from '@koa/router';
import { ok } from '../../core/envelope';
import { AppError } from '../../core/errors';
import type { AppState } from '../../core/state';
import type { SystemService } from './service';

/** Public routes: version and health. */
export function systemRoutes(router: Router<AppState>, deps: { system: SystemService }): void {
  const { system } = deps;

  router.get('/version', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, system.versionInfo());
  });

  /** Liveness: the process answers. */
  router.get('/health', async (ctx) => {
    ok(ctx, { status: 'ok' });
  });

  /** Readiness: the store answers too; 503 otherwise. */
  router.get('/health/ready', async (ctx) => {
    if (!(await system.ready())) throw new AppError(503, 'errors.unavailable');
    ok(ctx, { status: 'ok' });
  });
}
