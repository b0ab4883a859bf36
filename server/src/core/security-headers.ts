import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { Config } from '../config';
import type { AppState } from './state';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet through koa-helmet):
 * - CSP without inline script. Styles may be inline: antd and ECharts write style elements and attributes at run
 *   time. Workers come from 'self' or blob: (the SQL editor's workers), images and fonts also from data:.
 * - frame-ancestors 'self' plus EMBEDDING_HOSTS (read per request, so a changed setting applies at once); the
 *   legacy X-Frame-Options SAMEORIGIN only when no embedding host is named (it cannot list one).
 * - nosniff, Referrer-Policy same-origin, and HSTS only when the request came over HTTPS (directly, or
 *   X-Forwarded-Proto behind the proxy): over plain HTTP it would be ignored at best.
 */
export function securityHeaders(config: Pick<Config, 'embeddingHosts'>): Middleware<AppState> {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", () => config.embeddingHosts.join(' ')],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: false,
    referrerPolicy: { policy: 'same-origin' },
  }) as Middleware<AppState>;
  return async (ctx, next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    if (config.embeddingHosts.length === 0) ctx.set('X-Frame-Options', 'SAMEORIGIN');
    await headers(ctx, next);
  };
}

/**
 * API answers are per user and never to be kept by a browser or proxy cache, unless the route says how its answer
 * may be kept (`ctx.state.cacheControl`: a stored file, immutable under its key).
 */
export function noStore(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } finally {
      if (ctx.respond !== false) ctx.set('Cache-Control', ctx.state.cacheControl ?? 'no-store');
    }
  };
}
