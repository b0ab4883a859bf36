import Ajv from 'ajv';
import { toJsonSchema } from './json-schema';
import type { DslKind } from './kinds';

/**
 * useDefaults stays off: validation must never change the caller's document (applyDefaults has its own instance).
 * verbose gives each error its schema and value, which the messages need (allowed keys, the value given). The web
 * build compiles the browser's validators with these same options (web/build/precompiledValidators.ts).
 */
const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false, verbose: true });

export const compileStructureValidator = (kind: DslKind) => ajv.compile(toJsonSchema(kind));
