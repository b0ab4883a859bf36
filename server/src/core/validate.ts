import { validateRequest, type FieldError, type Lang, type RequestSchemaName } from '@tessera/schema';
import { isMessageKey, t } from '../i18n';
import { ValidationError } from './errors';
import type { Ctx } from './state';

function check<T>(name: RequestSchemaName, input: unknown, from: 'body' | 'query'): T {
  const result = validateRequest<T>(name, input, from);
  if (!result.ok) throw new ValidationError(result.errors.map((e) => ({ ...e, field: e.field || from })));
  return result.value;
}

/** The JSON body validated against the named request schema (defaults filled). Field names were normalised at the edge. */
export function validBody<T>(ctx: Ctx, name: RequestSchemaName): T {
  const body = (ctx.request as { body?: unknown }).body;
  return check<T>(name, body === undefined ? {} : body, 'body');
}

/** The query string validated with type coercion. */
export function validQuery<T>(ctx: Ctx, name: RequestSchemaName): T {
  return check<T>(name, { ...ctx.query }, 'query');
}

/** `username: 必填；password: 必填` — one part per field. */
export function describeFieldErrors(lang: Lang, errors: FieldError[]): string {
  return errors
    .map((e) => {
      const key = `validation.${e.rule}`;
      return `${e.field}: ${t(lang, isMessageKey(key) ? key : 'validation.invalid', e.params ?? {})}`;
    })
    .join(t(lang, 'validation.separator'));
}
