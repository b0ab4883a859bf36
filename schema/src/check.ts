/**
 * `@tessera/schema/check`: document validation without ajv's compiler, for the browser. The validators are handed in
 * first (`providePrecompiledValidators`); `@tessera/schema/validate` is the Node entry that compiles them itself.
 */
export * from './dsl/validate-structure';
export * from './dsl/validate-document';
export { providePrecompiledValidators } from './dsl/validators';
