import type { Middleware } from 'koa';
import send from 'koa-send';
import type { Config } from '../../config';
import { t } from '../../i18n';
import type { AppState, Ctx } from '../../core/state';
import { injectHead, type WebDist } from './dist';

const YEAR_MS = 365 * 24 * 3600 * 1000;

function wantsHtml(ctx: Ctx, rel: string): boolean {
  if (rel.startsWith('assets/')) return false;
  const accept = ctx.get('accept');
  if (accept.includes('text/html')) return true;
  const last = rel.split('/').pop() ?? '';
  return !/\.[A-Za-z0-9]+$/.test(last) && Boolean(ctx.accepts('html'));
}

function sendIndex(ctx: Ctx, html: string, config: Config, dist: WebDist): void {
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = injectHead(html, { basePath: config.basePath, build: dist.build(), variant: config.deployVariant });
}

/**
 * Serves WEB_DIST under BASE_PATH: files as they are (`assets/*` cached for a year, immutable; anything else
 * revalidated), index.html with the base and runtime config injected, and index.html again for any other GET
 * that wants HTML (history-mode routes). Without a build every such GET answers 503 with what to run.
 */
export function webStatic(config: Config, dist: WebDist): Middleware<AppState> {
  const base = config.basePath;
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not Found';
      return;
    }
    if (base !== '/' && (ctx.path === '/' || ctx.path === base.slice(0, -1))) {
      ctx.redirect(base);
      return;
    }
    if (!ctx.path.startsWith(base)) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not Found';
      return;
    }
    const html = dist.index();
    if (html === null) {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = t(ctx.state.lang, 'web.not_built');
      return;
    }
    const rel = ctx.path.slice(base.length);
    if (rel === '' || rel === 'index.html') return sendIndex(ctx, html, config, dist);
    let served = '';
    try {
      const immutable = rel.startsWith('assets/');
      served = await send(ctx, rel, { root: dist.dir, maxage: immutable ? YEAR_MS : 0, immutable, hidden: false });
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status !== 404) throw err;
    }
    if (served) return;
    if (wantsHtml(ctx, rel)) return sendIndex(ctx, html, config, dist);
    ctx.status = 404;
    ctx.type = 'text/plain';
    ctx.body = 'Not Found';
  };
}
