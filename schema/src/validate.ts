/**
 * `@tessera/schema/validate`: everything that compiles JSON Schema with ajv (documents, defaults, requests), for
 * Node. The only entry that imports ajv's compiler, so the browser bundle, which imports the other entries and
 * `@tessera/schema/check`, never carries it.
 */
import { compileStructureValidator } from './dsl/ajv-compiler';
import { provideValidatorCompiler } from './dsl/validators';

provideValidatorCompiler(compileStructureValidator);

export * from './check';
export * from './dsl/apply-defaults';
export * from './api/validate-request';
