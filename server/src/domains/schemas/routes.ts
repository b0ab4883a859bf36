import type { Middleware } from 'koa';
import { SCHEMA_BASE_PATH, isDslKind } from '@tessera/schema/dsl';
import type { Config } from '../../config';
import type { AppState } from '../../core/state';
import { schemaFiles } from './files';

/** Editors re-read a schema about hourly and revalidate with the ETag; it only changes with a release. */
const CACHE_CONTROL = 'public, max-age=3600';

export interface SchemaRoutes {
  /** Whether a request path is under `${basePath}schemas/`. */
  owns(path: string): boolean;
  middleware: Middleware<AppState>;
}

/**
 * `GET ${basePath}schemas/<kind>.json`: the JSON Schema of a DSL kind, public (editors and outside tools fetch it
 * without a session, from any origin), outside /api so the `$id` `/schemas/<kind>.json` names it. Unknown name →
 * 404; other methods → 405.
 */
export function schemaRoutes(config: Config): SchemaRoutes {
  const prefix = `${config.basePath}${SCHEMA_BASE_PATH.slice(1)}`;
  const files = schemaFiles();
  const middleware: Middleware<AppState> = (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.type = 'text/plain';
      ctx.body = 'Method Not Allowed';
      return;
    }
    const match = /^([a-z-]+)\.json$/.exec(ctx.path.slice(prefix.length));
    const file = match && isDslKind(match[1]) ? files.get(match[1]) : undefined;
    if (!file) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not Found';
      return;
    }
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('ETag', file.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/schema+json; charset=utf-8';
    ctx.body = file.text;
  };
  return { owns: (path) => path.startsWith(prefix), middleware };
}
