import path from 'node:path';

/**
 * The demo's data stays in examples/demo with its README: the menu (apps.json) and the table definitions
 * (schema.sql) are what people read and edit. The generator and the server's demo start read them from there.
 */
export const DEMO_EXAMPLE_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'examples', 'demo');
export const SCHEMA_SQL = path.join(DEMO_EXAMPLE_DIR, 'schema.sql');
export const APPS_JSON = path.join(DEMO_EXAMPLE_DIR, 'apps.json');
