/**
 * Document versioning of the page DSL. Version 1 is the legacy camelCase shape; a migration (not here) upgrades
 * it. The current schemas accept only DSL_VERSION so an old document is never mistaken for a current one.
 */
export const DSL_VERSION = 2;

/** The JSON Schema draft of the published files: ajv's default, and the one most editors read. */
export const JSON_SCHEMA_DRAFT = 'http://json-schema.org/draft-07/schema#';

/** Path under which the server serves the published schema files; `$id` is relative so any host works. */
export const SCHEMA_BASE_PATH = '/schemas/';
