/**
 * The one module that validates requests against their contracts with ajv. Bodies are validated strictly; query
 * strings with type coercion (everything in a URL is text). Defaults are filled in, so handlers read complete values.
 * The web app never imports this module, so ajv stays out of the browser bundle.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FieldError } from './envelope';

export type RequestSource = 'body' | 'query';

const compilers: Record<RequestSource, Ajv> = {
  body: new Ajv({ allErrors: true, useDefaults: true, strict: false }),
  query: new Ajv({ allErrors: true, useDefaults: true, coerceTypes: true, strict: false }),
};
const compiled: Record<RequestSource, WeakMap<TSchema, ValidateFunction>> = {
  body: new WeakMap(),
  query: new WeakMap(),
};

function validatorFor(schema: TSchema, from: RequestSource): ValidateFunction {
  let fn = compiled[from].get(schema);
  if (!fn) {
    fn = compilers[from].compile(schema);
    compiled[from].set(schema, fn);
  }
  return fn;
}

function toFieldError(e: ErrorObject): FieldError {
  const path = e.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  switch (e.keyword) {
    case 'required':
      return {
        field: [path, (e.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.'),
        rule: 'required',
      };
    case 'additionalProperties':
      return {
        field: [path, (e.params as { additionalProperty: string }).additionalProperty].filter(Boolean).join('.'),
        rule: 'unknown_field',
      };
    case 'minLength':
      return (e.params as { limit: number }).limit === 1
        ? { field: path, rule: 'required' }
        : { field: path, rule: 'min_length', params: { limit: (e.params as { limit: number }).limit } };
    // A list that must hold something, as a text that must: empty counts as missing.
    case 'minItems':
      return (e.params as { limit: number }).limit === 1
        ? { field: path, rule: 'required' }
        : { field: path, rule: 'invalid' };
    case 'maxLength':
      return { field: path, rule: 'max_length', params: { limit: (e.params as { limit: number }).limit } };
    case 'minimum':
    case 'maximum':
      return { field: path, rule: e.keyword, params: { limit: (e.params as { limit: number }).limit } };
    case 'enum':
      return {
        field: path,
        rule: 'enum',
        params: { values: (e.params as { allowedValues: unknown[] }).allowedValues.join(', ') },
      };
    case 'pattern':
      return { field: path, rule: 'pattern' };
    case 'type':
      return { field: path, rule: 'type', params: { type: String((e.params as { type: string | string[] }).type) } };
    default:
      return { field: path, rule: 'invalid' };
  }
}

/**
 * Validates (and fills defaults into) a copy of `input` against a request contract. Returns the typed value or the
 * list of field errors, one per offending field.
 */
export function validateRequest<S extends TSchema>(
  schema: S,
  input: unknown,
  from: RequestSource = 'body',
): { ok: true; value: Static<S> } | { ok: false; errors: FieldError[] } {
  // Request input is parsed JSON, so a JSON copy is exact; defaults go into the copy, never the caller's object.
  const value: unknown = input && typeof input === 'object' ? JSON.parse(JSON.stringify(input)) : (input ?? {});
  const fn = validatorFor(schema, from);
  if (fn(value)) return { ok: true, value: value as Static<S> };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const e of fn.errors ?? []) {
    const fe = toFieldError(e);
    if (seen.has(fe.field)) continue;
    seen.add(fe.field);
    errors.push(fe);
  }
  return { ok: false, errors };
}
