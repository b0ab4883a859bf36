/**
 * The demo tables from examples/demo/schema.sql. Missing tables are created before the load and their indexes after
 * it (filling an unindexed table and indexing once is several times faster than maintaining four indexes per row).
 */
import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import { SCHEMA_SQL } from './files';

export { SCHEMA_SQL };

export const DEMO_TABLES = ['demo_users', 'app_events', 'pushes', 'experiment_assignments', 'page_visits'] as const;
export type DemoTable = (typeof DEMO_TABLES)[number];

/** Insert column order; the row arrays of the generators follow it. */
export const COLUMNS: Record<DemoTable, readonly string[]> = {
  demo_users: [
    'user_id',
    'register_date',
    'country',
    'channel',
    'user_type',
    'app_version',
    'platform',
    'complete_days',
  ],
  app_events: [
    'event_date',
    'event_time',
    'event_week',
    'event_hour',
    'user_id',
    'event_name',
    'entry',
    'app_version',
    'country',
    'platform',
    'duration_sec',
    'revenue',
    'days_since_register',
  ],
  pushes: [
    'push_id',
    'push_date',
    'push_week',
    'sent_at',
    'push_type',
    'title',
    'country',
    'platform',
    'sent',
    'delivered',
    'opened',
    'clicked',
  ],
  experiment_assignments: ['experiment_id', 'experiment_name', 'variant', 'user_id', 'assigned_date'],
  page_visits: ['visit_date', 'visit_time', 'user_id', 'page_url', 'page_name', 'duration_sec'],
};

/**
 * schema.sql as statements: comment lines dropped first (Sequelize's SQLite dialect silently skips a query that
 * starts with "-- ", so every loader strips them the same way), then split on a semicolon that ends a line.
 */
export function schemaStatements(file: string = SCHEMA_SQL): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function tableOf(statement: string): { table: string; index: boolean } {
  const m = /^CREATE\s+(TABLE|INDEX\s+\w+\s+ON)\s+(\w+)/i.exec(statement);
  if (!m) throw new Error(`unexpected statement in schema.sql: ${statement.slice(0, 60)}`);
  return { table: m[2], index: !m[1].toUpperCase().startsWith('TABLE') };
}

export async function countRows(knex: Knex, table: string): Promise<number> {
  const [row] = await knex(table).count({ n: '*' });
  return Number(row.n);
}

/**
 * Drops the demo tables when `reset`, creates the missing ones and returns the CREATE INDEX statements to run after
 * the load. Refuses to add a second copy of the demo to tables that already hold rows.
 */
export async function prepareTables(knex: Knex, reset: boolean): Promise<string[]> {
  if (reset) for (const table of [...DEMO_TABLES].reverse()) await knex.schema.dropTableIfExists(table);
  const statements = schemaStatements();
  const deferred: string[] = [];
  for (const table of DEMO_TABLES) {
    const own = statements.filter((s) => tableOf(s).table === table);
    if (await knex.schema.hasTable(table)) {
      if ((await countRows(knex, table)) > 0)
        throw new Error(`${table} already holds rows: load with reset (--reset) to replace the demo data`);
      continue;
    }
    for (const s of own.filter((x) => !tableOf(x).index)) await knex.raw(s);
    deferred.push(...own.filter((x) => tableOf(x).index));
  }
  return deferred;
}
