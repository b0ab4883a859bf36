import zlib from 'node:zlib';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import type { Config } from './config';
import { compose } from './core/compose';
import { notFound } from './core/errors';
import { inputGuard } from './core/input-guard';
import { jsonText } from './core/json-text';
import type { Logger } from './core/logger';
import { apiErrors, language, requestLog, snakeCaseFields } from './core/middleware';
import { noStore, securityHeaders } from './core/security-headers';
import type { AppState } from './core/state';
import { schemaRoutes } from './domains/schemas/routes';
import type { WebDist } from './domains/web/dist';
import { webStatic } from './domains/web/static';

/**
 * The HTTP layer around the routes: security headers, language, request log, compression and JSON text on every
 * answer; under `apiPrefix` the API's own middleware (no-store, error envelopes, JSON bodies, hostile-input guard,
 * snake-case field names) before the router; the published JSON Schemas; the web build everywhere else.
 */
export function httpApp(
  config: Config,
  parts: { router: Router<AppState>; apiPrefix: string; dist: WebDist; logger: Logger },
): Koa<AppState> {
  const { router, apiPrefix, dist, logger } = parts;
  const apiNotFound: Middleware<AppState> = (ctx) =>
    Promise.reject(notFound('errors.api_not_found', { path: ctx.path }));
  const api = compose<AppState>([
    noStore(),
    apiErrors(logger),
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: config.bodyLimit,
      jsonStrict: true,
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    }) as Middleware<AppState>,
    inputGuard(),
    snakeCaseFields(),
    router.routes() as Middleware<AppState>,
    apiNotFound,
  ]);
  const web = webStatic(config, dist);
  const schemas = schemaRoutes(config);
  const isApi = (path: string) => path === apiPrefix || path.startsWith(`${apiPrefix}/`);

  const app = new Koa<AppState>();
  app.proxy = true;
  // Only the address the nearest proxy saw: the leftmost X-Forwarded-For entries are whatever the client wrote, and
  // the per-address login limit must not be dodged by writing one.
  app.maxIpsCount = 1;
  app.silent = true;
  app.on('error', (err: unknown) => logger.error({ err }, 'response error'));
  app.use(securityHeaders(config));
  app.use(language());
  app.use(requestLog(logger));
  // Answers over 1 KB go out compressed to a client that asks (a 100,000-row table is JSON of tens of MB); streams
  // such as exports stay streams, each write flushed as it is made (the writes are large: a whole JSON answer, 64 KB
  // of CSV, a section's line), so a stream's first part never waits for the compressor's window. Brotli at quality
  // 4 compresses about as fast as gzip. The web build's files come precompressed and pass through untouched.
  app.use(
    compress({
      threshold: 1024,
      deflate: false,
      gzip: { flush: zlib.constants.Z_SYNC_FLUSH },
      br: {
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      },
    }),
  );
  // Inside the compressor, so it measures and compresses the text made here rather than stringifying on its own.
  app.use(jsonText());
  app.use(async (ctx, next) => {
    if (isApi(ctx.path)) {
      await api(ctx, next);
      return;
    }
    // Published JSON Schemas sit outside /api and before the web build, whose fallback would answer index.html.
    if (schemas.owns(ctx.path)) {
      await schemas.middleware(ctx, next);
      return;
    }
    try {
      await web(ctx, next);
    } catch (err) {
      const status = Number((err as { status?: unknown }).status);
      if (Number.isInteger(status) && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.type = 'text/plain';
        ctx.body = status === 404 ? 'Not Found' : 'Bad Request';
        return;
      }
      logger.error({ err, path: ctx.path }, 'static serving failed');
      ctx.status = 500;
      ctx.type = 'text/plain';
      ctx.body = 'Internal Server Error';
    }
  });
  return app;
}
