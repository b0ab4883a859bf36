/**
 * `@tessera/schema/validate`: everything that compiles JSON Schema with ajv (documents, defaults, requests). The only
 * entry that imports ajv, so the browser bundle, which imports the other entries, never carries it.
 */
export * from './dsl/validate-structure';
export * from './dsl/apply-defaults';
export * from './dsl/validate-document';
export * from './api/validate-request';
