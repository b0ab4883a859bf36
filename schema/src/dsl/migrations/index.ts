/** Versions and migrations of page documents and template bundles. */
export * from './types';
export { MIGRATION_STEPS } from './steps';
export { migrateDocument } from './migrate-document';
export { documentVersion } from './version-of';
export { V1_KEY_EXCEPTIONS, v2Key } from './v1-to-v2/rename';
