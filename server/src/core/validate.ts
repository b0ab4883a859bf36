import type { Static, TSchema } from '@sinclair/typebox';
import { validateRequest, type RequestSource } from '@tessera/schema/validate';
import { type FieldError } from '@tessera/schema/api';
import { type Lang } from '@tessera/schema/rules';
import { isMessageKey, t } from '../i18n';
import { ValidationError } from './errors';
import type { Ctx } from './state';

function check<S extends TSchema>(schema: S, input: unknown, from: RequestSource): Static<S> {
  const result = validateRequest(schema, input, from);
  if (!result.ok) throw new ValidationError(result.errors.map((e) => ({ ...e, field: e.field || from })));
  return result.value;
}

/** The JSON body validated against its contract (defaults filled). Field names were normalised at the edge. */
export function validBody<S extends TSchema>(ctx: Ctx, schema: S): Static<S> {
  const body = (ctx.request as { body?: unknown }).body;
  return check(schema, body === undefined ? {} : body, 'body');
}

/** The query string validated against its contract, with type coercion. */
export function validQuery<S extends TSchema>(ctx: Ctx, schema: S): Static<S> {
  return check(schema, { ...ctx.query }, 'query');
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
