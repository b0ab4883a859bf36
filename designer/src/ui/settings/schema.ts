import { SectionSchema, pointerTokens } from '@tessera/schema/dsl';

/**
 * The section's JSON Schema, walked by JSON Pointer: what a generic field learns of the value it edits (kind,
 * enum, bounds, default, description). The schema is the published contract, so a field never restates it.
 */
export interface SchemaNode {
  type?: string | string[];
  enum?: readonly (string | number)[];
  anyOf?: readonly SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  description?: string;
  pattern?: string;
}

const ROOT = SectionSchema as unknown as SchemaNode;

/** The schema of the value at a pointer inside a section; undefined for a pointer the schema does not know. */
export function schemaAt(pointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = ROOT;
  for (const token of pointerTokens(pointer)) {
    if (!node) return undefined;
    node = /^\d+$/.test(token) && node.items ? node.items : node.properties?.[token];
  }
  return node;
}

/** What kind of control a schema node is edited with. */
export type FieldKind = 'switch' | 'flag' | 'select' | 'number' | 'text' | 'numberOrText';

const isFlag = (node: SchemaNode) =>
  node.type === 'integer' && node.enum?.length === 2 && node.enum.includes(0) && node.enum.includes(1);

export function fieldKind(node: SchemaNode): FieldKind {
  if (node.type === 'boolean') return 'switch';
  if (isFlag(node)) return 'flag';
  if (node.enum) return 'select';
  if (node.type === 'number' || node.type === 'integer')
    return node.maximum === 1 && node.minimum === 0 && node.type === 'integer' ? 'select' : 'number';
  if (node.type === 'string') return 'text';
  return 'numberOrText';
}

/** The choices of a select: the enum, or the integers between the bounds (an axis index is 0 or 1). */
export function choicesOf(node: SchemaNode): (string | number)[] {
  if (node.enum) return [...node.enum];
  const out: number[] = [];
  for (let i = node.minimum ?? 0; i <= (node.maximum ?? 0); i += 1) out.push(i);
  return out;
}

/** A field's pointer read once: every field reads its value on every change of the editor state. */
const parsedPointers = new Map<string, readonly string[]>();
function tokensOf(pointer: string): readonly string[] {
  let tokens = parsedPointers.get(pointer);
  if (!tokens) {
    tokens = pointerTokens(pointer);
    parsedPointers.set(pointer, tokens);
  }
  return tokens;
}

/** The value at a pointer inside a value (a section), undefined where the path stops. */
export function valueAt(root: unknown, pointer: string): unknown {
  let value: unknown = root;
  for (const token of tokensOf(pointer)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[token];
  }
  return value;
}

/**
 * Sets the value at a pointer inside a draft, making the objects (or arrays, before a numeric token) on the way;
 * undefined removes the key, so a field put back to empty leaves the schema's default in charge.
 */
export function setAt(root: object, pointer: string, value: unknown): void {
  const tokens = pointerTokens(pointer);
  let parent = root as Record<string, unknown>;
  tokens.slice(0, -1).forEach((token, i) => {
    const next = parent[token];
    if (next === null || typeof next !== 'object') parent[token] = /^\d+$/.test(tokens[i + 1]) ? [] : {};
    parent = parent[token] as Record<string, unknown>;
  });
  const last = tokens[tokens.length - 1];
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}
