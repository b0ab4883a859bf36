/**
 * Writes the published JSON Schema files (schema/json/<kind>.json) from the TypeBox sources.
 * Run: npm run gen -w @tessera/schema   (or: cd schema && npx tsx scripts/gen-json.ts)
 * The drift test fails until the committed files equal what this writes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DSL_KINDS, schemaFileText } from '../src/dsl';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'json');
mkdirSync(outDir, { recursive: true });

const expected = new Set(DSL_KINDS.map((kind) => `${kind}.json`));
// A kind that was removed or renamed must not leave a stale file behind.
for (const file of readdirSync(outDir)) {
  if (file.endsWith('.json') && !expected.has(file)) rmSync(join(outDir, file));
}
for (const kind of DSL_KINDS) writeFileSync(join(outDir, `${kind}.json`), schemaFileText(kind));
console.log(`wrote ${DSL_KINDS.length} schemas to ${outDir}`);
