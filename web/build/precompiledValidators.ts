import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { Plugin } from 'vite';

const ID = 'virtual:tessera-validators';
const RESOLVED = `\0${ID}`;
/** The kinds the browser validates (the designer: whole pages). */
const KINDS = ['page'] as const;

/**
 * `virtual:tessera-validators`: the DSL validators as ajv standalone code, compiled here at build time from the
 * published schema files (schema/json/<kind>.json) with the options validate-structure.ts uses. The browser cannot
 * compile them itself: ajv needs `new Function`, which the app's Content-Security-Policy forbids.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'tessera-precompiled-validators',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const ajv = new Ajv({
        allErrors: true,
        strict: false,
        useDefaults: false,
        verbose: true,
        code: { source: true, esm: true },
      });
      const exports: Record<string, string> = {};
      for (const kind of KINDS) {
        const file = fileURLToPath(new URL(`../../schema/json/${kind}.json`, import.meta.url));
        this.addWatchFile(file);
        const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id: string };
        ajv.addSchema(schema);
        exports[kind] = schema.$id;
      }
      return standaloneCode(ajv, exports);
    },
  };
}
