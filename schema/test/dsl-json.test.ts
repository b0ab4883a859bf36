import Ajv from 'ajv';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { toSnakeKey } from '../src/api/case';
import { DSL_KINDS, JSON_SCHEMA_DRAFT, schemaFileText, schemaId, toJsonSchema } from '../src/dsl';

const jsonDir = join(__dirname, '..', 'json');
const FIX = 'npm run gen -w @tessera/schema   (from the repository root)';

type Node = { [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `properties` entry of a schema, with its JSON Pointer. */
function* properties(schema: unknown, pointer = ''): Generator<[string, string, Node]> {
  if (Array.isArray(schema)) {
    for (const [i, item] of schema.entries()) yield* properties(item, `${pointer}/${i}`);
    return;
  }
  if (!isNode(schema)) return;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isNode(value)) {
      for (const [name, prop] of Object.entries(value)) {
        if (isNode(prop)) yield [name, `${pointer}/properties/${name}`, prop];
      }
    }
    yield* properties(value, `${pointer}/${key}`);
  }
}

describe('published JSON Schema files', () => {
  it('match what the generator writes (drift)', () => {
    const stale = DSL_KINDS.filter((kind) => {
      const file = join(jsonDir, `${kind}.json`);
      return !existsSync(file) || readFileSync(file, 'utf8') !== schemaFileText(kind);
    });
    const extra = readdirSync(jsonDir).filter(
      (f) => f.endsWith('.json') && !DSL_KINDS.includes(f.replace(/\.json$/, '') as never),
    );
    if (stale.length || extra.length) {
      throw new Error(
        `schema/json is out of date (stale: ${stale.join(', ') || 'none'}; not generated: ${extra.join(', ') || 'none'}).\nFix: ${FIX}`,
      );
    }
  });

  it.each(DSL_KINDS)('%s: draft-07, relative $id, stands alone', (kind) => {
    const schema = toJsonSchema(kind);
    expect(schema.$schema).toBe(JSON_SCHEMA_DRAFT);
    expect(schema.$id).toBe(`/schemas/${kind}.json`);
    expect(schemaId(kind)).toBe(schema.$id);
    expect(JSON.stringify(schema)).not.toContain('"$ref"');
    // A fresh ajv with nothing else registered compiles it: no outside references.
    expect(() => new Ajv({ strict: false }).compile(schema)).not.toThrow();
  });

  it.each(DSL_KINDS)('%s: every property has a description and a snake_case key', (kind) => {
    const missing: string[] = [];
    const notSnake: string[] = [];
    for (const [name, pointer, prop] of properties(toJsonSchema(kind))) {
      if (typeof prop.description !== 'string' || prop.description.length === 0) missing.push(pointer);
      if (name !== '$schema' && toSnakeKey(name) !== name) notSnake.push(pointer);
    }
    expect(missing).toEqual([]);
    expect(notSnake).toEqual([]);
  });

  it('page and template documents accept $schema and require the current version', () => {
    for (const kind of ['page', 'template'] as const) {
      const schema = toJsonSchema(kind) as { properties: Record<string, Node>; required: string[] };
      expect(schema.properties.$schema.type).toBe('string');
      expect(schema.properties.version.const).toBe(2);
      expect(schema.required).toContain('version');
    }
  });
});
