import {
  Type,
  type SchemaOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';
import { KEY_PATTERN } from './patterns';

/**
 * Building blocks of the DSL schemas. Enumerations are emitted as `enum` (not TypeBox's anyOf of literals) so the
 * published JSON stays readable for editors and a wrong value yields one "must be one of …" error.
 */

export { KEY_PATTERN, HEIGHT_PATTERN, MAX_DATE_PATTERN, URL_PATH_PATTERN } from './patterns';

/** Gives a reused schema its own description where it is used as a property (outside editors show that one). */
export function describe<T extends TSchema>(schema: T, description: string, extra?: SchemaOptions): T {
  return { ...schema, ...extra, description };
}

export function StringEnum<const V extends readonly string[]>(values: V, options: SchemaOptions): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/** An integer code taken from one of the code maps of codes.ts ({ NAME: code }). */
export function CodeEnum<const C extends Record<string, number>>(
  codes: C,
  options: SchemaOptions,
): TUnsafe<C[keyof C]> {
  return Type.Unsafe<C[keyof C]>({ type: 'integer', enum: Object.values(codes), ...options });
}

/** Flags are 0/1 integers, as the data service stores them. */
export function Flag(description: string, def?: 0 | 1): TUnsafe<0 | 1> {
  return Type.Unsafe<0 | 1>({
    type: 'integer',
    enum: [0, 1],
    description,
    ...(def === undefined ? {} : { default: def }),
  });
}

export function Text(description: string, options?: SchemaOptions) {
  return Type.String({ ...options, description });
}

export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions) {
  return Type.Union([schema, Type.Null()], options);
}

/** A section (diagram) reference: the stored integer id, or a string key in documents not yet imported. */
export function DiagramRef(description: string) {
  return Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: KEY_PATTERN })], { description });
}

/** A dataset reference: the stored integer id, or the local key of a dataset definition in a template bundle. */
export function DatasetRef(description: string) {
  return Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: KEY_PATTERN })], { description });
}

/** One value a filter or condition can hold. */
export function Scalar(description: string, options?: SchemaOptions) {
  return Type.Union([Type.String(), Type.Number(), Type.Null()], { ...options, description });
}

export function ValueList(description: string, options?: SchemaOptions) {
  return Type.Array(Type.Union([Type.String(), Type.Number()]), { ...options, description });
}

/** A scalar or a list of values (multi-select). */
export function FilterValue(description: string) {
  return Type.Union(
    [Type.String(), Type.Number(), Type.Null(), Type.Array(Type.Union([Type.String(), Type.Number()]))],
    {
      description,
    },
  );
}

/**
 * Column key → value(s) pairs that restrict rows (series filters, column radio/tab filters, card values). Keys
 * are dataset column keys, so they cannot be enumerated here; the semantic rules check them against the dataset.
 */
export function ValueMap(description: string) {
  return Type.Record(
    Type.String(),
    Type.Union([Type.String(), Type.Number(), Type.Null(), Type.Array(Type.Union([Type.String(), Type.Number()]))]),
    { description },
  );
}

/** Column keys of a dataset. */
export function ColumnKeyList(description: string) {
  return Type.Array(Type.String({ minLength: 1 }), { description });
}

/**
 * An object whose shape the spec leaves open: the known keys are documented and typed, other keys pass through
 * (the TS type carries an index signature so callers can set them too).
 */
export function OpenObject<P extends TProperties>(
  properties: P,
  options: SchemaOptions,
): TUnsafe<Static<TObject<P>> & { [key: string]: unknown }> {
  const object = Type.Object(properties, { ...options, additionalProperties: true });
  return Type.Unsafe<Static<TObject<P>> & { [key: string]: unknown }>(object);
}

/** An object that rejects unknown keys, so a misspelt key is an error naming it. */
export function StrictObject<P extends TProperties>(properties: P, options: SchemaOptions) {
  return Type.Object(properties, { ...options, additionalProperties: false });
}
