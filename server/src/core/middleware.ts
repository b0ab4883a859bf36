import type { Middleware } from 'koa';
import { snakeFieldNames, toSnakeKey, type ApiEnvelope } from '@tessera/schema/api';
import type { Lang } from '@tessera/schema/rules';
import { pickLang, t } from '../i18n';
import { AppError, ValidationError } from './errors';
import { envelope } from './envelope';
import type { Logger } from './logger';
import type { AppState } from './state';
import { describeFieldErrors } from './validate';

/** Sets ctx.state.lang from Accept-Language (zh by default). */
export function language(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.lang = pickLang(ctx.get('accept-language'));
    await next();
  };
}

/**
 * The one place where the server converts keys (spec section 7: field names travel in snake form). Outside callers
 * may write a request's own field names in camelCase (`appId`); they become `app_id` here, in the JSON body and the
 * query string. Only the top level is converted: nested keys are data (column keys, filter keys, documents).
 */
export function snakeCaseFields(): Middleware<AppState> {
  return async (ctx, next) => {
    const request = ctx.request as { body?: unknown };
    if (request.body !== undefined) request.body = snakeFieldNames(request.body);
    // ctx.query has a null prototype; rewriting it re-serialises the query string, so only when a key changes.
    const query = { ...ctx.query };
    if (Object.keys(query).some((key) => toSnakeKey(key) !== key)) ctx.query = snakeFieldNames(query);
    await next();
  };
}

/** One info line per request: method, path, status, ms. Never the query string, headers or body. */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
    }
  };
}

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
}

/** An error as the answer the client gets: HTTP status, headers and the envelope. */
export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: ApiEnvelope<unknown>;
}

/**
 * The envelope `{ code: <http status>, message, result_data }` of an error. Client errors (AppError, body-parser
 * errors) keep their status; anything else is a 500 whose details are logged but never sent (no stack, no SQL).
 * Also used where one response carries several answers (a page's sections, one line each).
 */
export function errorAnswer(
  err: unknown,
  lang: Lang,
  logger: Logger,
  where: { method: string; path: string },
): ErrorAnswer {
  if (err instanceof ValidationError)
    return {
      status: 400,
      headers: {},
      body: envelope(400, describeFieldErrors(lang, err.errors), { errors: err.errors }),
    };
  if (err instanceof AppError)
    return {
      status: err.status,
      headers: err.headers,
      body: envelope(err.status, t(lang, err.key, err.params), err.data),
    };
  const e = (err ?? {}) as HttpLikeError;
  const status = Number(e.status ?? e.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500 && e.expose !== false) {
    const badJson = e.type === 'entity.parse.failed' || (status === 400 && err instanceof SyntaxError);
    const key = badJson ? 'errors.bad_json' : status === 413 ? 'errors.too_large' : 'errors.bad_request';
    return { status, headers: {}, body: envelope(status, t(lang, key), null) };
  }
  logger.error({ err, ...where }, 'unhandled error');
  return { status: 500, headers: {}, body: envelope(500, t(lang, 'errors.internal'), null) };
}

/** Turns every error thrown below into its answer (errorAnswer). */
export function apiErrors(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const answer = errorAnswer(err, ctx.state.lang, logger, { method: ctx.method, path: ctx.path });
      ctx.set(answer.headers);
      ctx.status = answer.status;
      ctx.body = answer.body;
    }
  };
}
