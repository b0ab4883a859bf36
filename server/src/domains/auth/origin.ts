import { forbidden } from '../../core/errors';
import type { Ctx } from '../../core/state';

/**
 * Whether a cookie-authenticated request comes from the product's own pages (or an embedding host). Browsers send
 * the cookie on top-level cross-site GETs (SameSite=Lax) and on any request from a same-site page, so the cookie
 * alone proves nothing about who asked. Any method is checked: a GET can change state too (spec: GET copy).
 *
 * - `Origin` present: it must be this server's origin or one of EMBEDDING_HOSTS (`null` is never ours);
 * - else `Sec-Fetch-Site`: `same-origin`, or `none` (the user typed the URL or opened a bookmark);
 * - neither header: not a browser that could be tricked into it (every current browser sends Sec-Fetch-Site).
 */
export function fromOwnOrigin(ctx: Ctx, embeddingHosts: readonly string[]): boolean {
  const origin = ctx.get('origin');
  // Built from protocol and Host (X-Forwarded-* behind the proxy): Koa 3's ctx.origin echoes the Origin header.
  if (origin) return origin === `${ctx.protocol}://${ctx.host}` || embeddingHosts.includes(origin);
  const site = ctx.get('sec-fetch-site').toLowerCase();
  if (site) return site === 'same-origin' || site === 'none';
  return true;
}

export function assertOwnOrigin(ctx: Ctx, embeddingHosts: readonly string[]): void {
  if (!fromOwnOrigin(ctx, embeddingHosts)) throw forbidden('errors.cross_site');
}
