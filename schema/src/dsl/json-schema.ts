import { DSL_SCHEMAS, DSL_TITLES, type DslKind } from './kinds';
import { JSON_SCHEMA_DRAFT, SCHEMA_BASE_PATH } from './version';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonSchemaObject = { [key: string]: JsonValue };

export function schemaId(kind: DslKind): string {
  return `${SCHEMA_BASE_PATH}${kind}.json`;
}

/**
 * The published JSON Schema of a kind: the TypeBox object without its symbol markers, every shared part inlined
 * (so each file stands alone), headed by `$schema` draft-07 and a relative `$id`. Validators compile exactly this,
 * so what the files promise is what validation checks.
 */
export function toJsonSchema(kind: DslKind): JsonSchemaObject {
  const body = JSON.parse(JSON.stringify(DSL_SCHEMAS[kind])) as JsonSchemaObject;
  return { $schema: JSON_SCHEMA_DRAFT, $id: schemaId(kind), title: DSL_TITLES[kind], ...body };
}

/** The exact text of `schema/json/<kind>.json` (the drift test compares against it). */
export function schemaFileText(kind: DslKind): string {
  return `${JSON.stringify(toJsonSchema(kind), null, 2)}\n`;
}
