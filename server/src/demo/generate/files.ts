import path from 'node:path';
import { findRepoRoot } from '../../core/repo-root';

/**
 * The demo's data stays in examples/demo with its README: the menu (apps.json) and the table definitions
 * (schema.sql) are what people read and edit. The generator and the server's demo start read them from there.
 * Found from the repository root, so the sources under tsx and the bundle in server/dist agree.
 */
export const DEMO_EXAMPLE_DIR = path.join(findRepoRoot(__dirname), 'examples', 'demo');
export const SCHEMA_SQL = path.join(DEMO_EXAMPLE_DIR, 'schema.sql');
export const APPS_JSON = path.join(DEMO_EXAMPLE_DIR, 'apps.json');
