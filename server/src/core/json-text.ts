import type { Middleware } from 'koa';

/** What Koa itself would write as JSON: plain objects and arrays (not buffers, streams, blobs or responses). */
function isJsonValue(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const proto: unknown = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}

/**
 * Turns an object body into its JSON text once, after everything below has set it. Otherwise Koa writes it twice:
 * koa-compress asks for the length (Koa's getter stringifies the object to count its bytes) and Koa's respond, or
 * the compressor, stringifies it again. On a table answer of tens of MB that is a second full serialisation and as
 * much garbage. The text keeps the JSON content type set when the object was assigned.
 */
export function jsonText(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (isJsonValue(body)) ctx.body = JSON.stringify(body);
  };
}
