/**
 * Building blocks of the request contracts (not exported from the package). Each contract is a TypeBox object:
 * the JSON Schema ajv checks and OpenAPI publishes, and through `Static` the type the handler reads.
 *
 * Nullable and enumerated fields are written as plain JSON Schema (`type: ['string', 'null']`, `enum`) through
 * `Type.Unsafe` rather than TypeBox unions, so a bad value is reported by its own keyword (type, enum, max_length)
 * instead of as a failed `anyOf`.
 */
import {
  Type,
  type ObjectOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { INPUT_LIMITS } from './limits';

/**
 * An object of `properties`. A property with a `default` is optional on the wire but present in the static type,
 * because validation fills it in before the handler reads it.
 */
export function shape<P extends TProperties>(properties: P, options: ObjectOptions = {}): TObject<P> {
  const schema = Type.Object(properties, options);
  const target = schema as { required?: string[] };
  const required = (target.required ?? []).filter((key) => properties[key].default === undefined);
  if (required.length) target.required = required;
  else delete target.required;
  return schema;
}

/**
 * A request contract named `name` (its `$id`, the name OpenAPI shows). Bodies reject unknown fields by name;
 * query strings (`strict: false`) tolerate extra parameters such as cache busters.
 */
export function contract<P extends TProperties>(
  name: string,
  properties: P,
  options: { strict?: boolean; description?: string } = {},
): TObject<P> {
  return shape(properties, {
    $id: name,
    ...(options.description ? { description: options.description } : {}),
    ...(options.strict === false ? {} : { additionalProperties: false }),
  });
}

/** A query-string contract: extra parameters are tolerated, values are coerced from text. */
export const queryContract = <P extends TProperties>(name: string, properties: P): TObject<P> =>
  contract(name, properties, { strict: false });

export const id = Type.Integer({ minimum: 1 });
export const flag = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });
export const text = (maxLength: number) => Type.String({ maxLength });
/** A required text field: empty counts as missing. */
export const filled = (maxLength: number) => Type.String({ minLength: 1, maxLength });
export const withDefault = <T extends TSchema>(schema: T, value: Static<T>): T => ({ ...schema, default: value });

export const paging = (pageSize: number) => ({
  page: Type.Integer({ minimum: 1, default: PAGING.DEFAULT_PAGE }),
  page_size: Type.Integer({ minimum: 1, maximum: PAGING.MAX_PAGE_SIZE, default: pageSize }),
});
export const searchContent = withDefault(text(INPUT_LIMITS.SEARCH), '');

/** A plain-JSON-Schema field of static type T (see the note at the top). */
export const plain = <T>(schema: Record<string, unknown>): TUnsafe<T> => Type.Unsafe<T>(schema);
export const nullableInteger = (extra: Record<string, unknown> = {}) =>
  plain<number | null>({ type: ['integer', 'null'], ...extra });
export const nullableText = (maxLength: number) => plain<string | null>({ type: ['string', 'null'], maxLength });
export const oneOfText = <V extends string>(values: readonly V[]) => plain<V>({ type: 'string', enum: [...values] });

/** Dataset and section keys (the DSL's KEY_PATTERN). */
export const KEY = Type.String({
  minLength: 1,
  maxLength: INPUT_LIMITS.KEY,
  pattern: INPUT_LIMITS.KEY_PATTERN,
});
/** A DSL document or a map whose keys are data; checked by the DSL validators or the service, not here. */
export const docObject = plain<Record<string, unknown>>({ type: 'object' });
