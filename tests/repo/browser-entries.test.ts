import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Ajv's compiler is about 37 KB of gzip script and cannot run under the app's Content-Security-Policy, so only the
 * Node entry `@tessera/schema/validate` may import it. This walks every other entry's relative imports and fails on
 * a value import of ajv (the browser bundle once carried it into the designer route through `/validate`).
 */
const SCHEMA = path.resolve(__dirname, '..', '..', 'schema');
const pkg = JSON.parse(readFileSync(path.join(SCHEMA, 'package.json'), 'utf8')) as { exports: Record<string, string> };
const browserEntries = Object.entries(pkg.exports).filter(([entry]) => entry !== './validate');

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm;

function resolve(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const hit = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file));
  if (!hit) throw new Error(`${from}: cannot resolve ${spec}`);
  return hit;
}

/** The path of files from the entry to one that imports ajv as a value, or null. */
function ajvPath(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    for (const [, , typeOnly, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly) continue;
      if (spec === 'ajv' || spec.startsWith('ajv/dist/core') || spec.startsWith('ajv/dist/compile')) {
        return [...trail, file];
      }
      if (spec.startsWith('.')) {
        const found = walk(resolve(file, spec), [...trail, file]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(path.join(SCHEMA, entry), []);
}

describe('browser entries of @tessera/schema', () => {
  it('include /check, the designer validation entry', () => {
    expect(browserEntries.map(([entry]) => entry)).toContain('./check');
  });

  it.each(browserEntries)('%s never imports ajv', (_entry, file) => {
    expect(ajvPath(file)?.map((f) => path.relative(SCHEMA, f))).toBeUndefined();
  });

  it('the walk finds ajv where it is', () => {
    expect(ajvPath(pkg.exports['./validate'])).not.toBeNull();
  });
});
