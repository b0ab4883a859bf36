import { toJsonSchema, type JsonSchemaObject } from './json-schema';
import type { DslKind } from './kinds';

type Schema = JsonSchemaObject | undefined;
type Entry = [key: string, value: unknown];

const schemas = new Map<DslKind, JsonSchemaObject>();

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asSchema(value: unknown): Schema {
  return isObject(value) ? (value as JsonSchemaObject) : undefined;
}

/** The branch of a union (anyOf) that describes a value of this shape: an object branch for objects, etc. */
function branchFor(schema: Schema, value: unknown): Schema {
  if (!schema || !Array.isArray(schema.anyOf)) return schema;
  const wanted = Array.isArray(value) ? 'array' : 'object';
  return schema.anyOf
    .map(asSchema)
    .find((s) => s?.type === wanted || (wanted === 'object' && s?.properties !== undefined));
}

/** The schema of a key that the object schema does not list: additionalProperties, or a matching pattern. */
function extraSchema(schema: Schema, key: string): Schema {
  const patterns = asSchema(schema?.patternProperties);
  if (patterns) {
    const match = Object.keys(patterns).find((p) => new RegExp(p).test(key));
    if (match) return asSchema(patterns[match]);
  }
  return asSchema(schema?.additionalProperties);
}

/**
 * A value as ordered entries: listed keys in the schema's property order, then every other key (free-form objects,
 * maps keyed by data, typos) in code-unit order. Own serialisation keeps that order even for keys such as "10" and
 * "2" that JSON.stringify would move to the front.
 */
type Ordered =
  | { kind: 'object'; entries: [string, Ordered][] }
  | { kind: 'array'; items: Ordered[] }
  | { kind: 'scalar'; value: unknown };

function order(value: unknown, schema: Schema): Ordered {
  const own = branchFor(schema, value);
  if (Array.isArray(value)) {
    const items = asSchema(own?.items);
    return { kind: 'array', items: value.map((item) => order(item === undefined ? null : item, items)) };
  }
  if (!isObject(value)) return { kind: 'scalar', value };
  const properties = asSchema(own?.properties) ?? {};
  const listed = Object.keys(properties).filter((k) => Object.prototype.hasOwnProperty.call(value, k));
  const others = Object.keys(value)
    .filter((k) => !Object.prototype.hasOwnProperty.call(properties, k))
    .sort();
  const entries: Entry[] = [...listed, ...others].map((k) => [k, value[k]]);
  return {
    kind: 'object',
    entries: entries
      .filter(([, v]) => v !== undefined && typeof v !== 'function')
      .map(([k, v]) => [
        k,
        order(v, Object.prototype.hasOwnProperty.call(properties, k) ? asSchema(properties[k]) : extraSchema(own, k)),
      ]),
  };
}

/** `$schema` then `version` lead a document whatever its kind, so a reader sees what it is at once. */
function headFirst(node: Ordered): Ordered {
  if (node.kind !== 'object') return node;
  const head = ['$schema', 'version'];
  const first = head.flatMap((k) => node.entries.filter(([key]) => key === k));
  return { kind: 'object', entries: [...first, ...node.entries.filter(([key]) => !head.includes(key))] };
}

function scalarText(value: unknown): string {
  // JSON.stringify gives the canonical spelling of strings and numbers (NaN/Infinity become null, as in JSON).
  const text = JSON.stringify(value);
  return text === undefined ? 'null' : text;
}

function write(node: Ordered, indent: string): string {
  const inner = `${indent}  `;
  if (node.kind === 'scalar') return scalarText(node.value);
  if (node.kind === 'array') {
    if (node.items.length === 0) return '[]';
    return `[\n${node.items.map((item) => `${inner}${write(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (node.entries.length === 0) return '{}';
  return `{\n${node.entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${write(v, inner)}`).join(',\n')}\n${indent}}`;
}

/**
 * The canonical text of a document: keys in the order of the kind's schema (recursively: list items follow the
 * item schema, unions the branch of the value's type), unknown and free-form keys sorted, `$schema` and
 * `version` first, 2-space indentation, a trailing newline. Same document, same bytes: export, import and
 * `tessera fmt` all write this, and parse → format → parse → format is byte-identical. Content is not changed
 * (no defaults, no migration).
 */
export function formatDocument(kind: DslKind, doc: unknown): string {
  let schema = schemas.get(kind);
  if (!schema) {
    schema = toJsonSchema(kind);
    schemas.set(kind, schema);
  }
  return `${write(headFirst(order(doc, schema)), '')}\n`;
}
