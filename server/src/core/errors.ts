import type { FieldError } from '@tessera/schema/api';
import type { MessageKey, MessageParams } from '../i18n';

/** An error the client is meant to see: an HTTP status plus a message key, translated when answered. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** 400 whose message names every offending field; result_data is `{ errors }`. */
export class ValidationError extends AppError {
  constructor(readonly errors: FieldError[]) {
    super(400, 'errors.bad_request', {}, { errors });
    this.name = 'ValidationError';
  }
}

export const badRequest = (key: MessageKey = 'errors.bad_request', params?: MessageParams) =>
  new AppError(400, key, params);
export const unauthorized = (key: MessageKey = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'errors.forbidden', params?: MessageParams) =>
  new AppError(403, key, params);
export const notFound = (key: MessageKey = 'errors.not_found', params?: MessageParams) =>
  new AppError(404, key, params);
export const conflict = (key: MessageKey = 'errors.conflict', params?: MessageParams) => new AppError(409, key, params);
