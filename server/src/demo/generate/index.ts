/**
 * The demo data generator: fills the five tables of examples/demo/schema.sql with a deterministic, realistic
 * period of app usage (see examples/demo/README.md). Same seed, size and `today` → the same rows on every engine.
 */
import type { Knex } from 'knex';
import { BulkLoader } from './bulk';
import { DEMO_DEFAULTS } from './defaults';
import { localNow, makeCalendar } from './calendar';
import { generateUserEvents, type Row } from './events';
import { makeExperiments } from './experiments';
import { generatePushes } from './pushes';
import { makeReleases } from './releases';
import { COLUMNS, DEMO_TABLES, prepareTables, type DemoTable } from './schema';
import { generateUsers, userRow } from './users';
import { generateVisits } from './visits';

export { BulkLoader, engineOf, type Engine } from './bulk';
export { COLUMNS, DEMO_TABLES, countRows, schemaStatements, type DemoTable } from './schema';
export { knexFromUrl } from './connect';
export { DEMO_DEFAULTS };

export interface DemoOptions {
  knex: Knex;
  /** Users registering over the period (today's partial day included). */
  users: number;
  /** Complete days ending yesterday; today is added up to `hour`. */
  days: number;
  seed?: number;
  /** YYYY-MM-DD; default the machine's local date. Fix it (and `hour`) for repeatable output. */
  today?: string;
  /** Last hour of today with data, 0–23; default the current local hour, or 12 when `today` is given. */
  hour?: number;
  /** Drop the demo tables first; without it, tables that already hold rows are an error. */
  reset?: boolean;
  onProgress?: (progress: DemoProgress) => void;
}

export interface DemoProgress {
  phase: 'load' | 'index' | 'done';
  /** Rows inserted so far per table. */
  rows: Record<DemoTable, number>;
  /** Users whose events have been generated, of `users`. */
  usersDone: number;
  users: number;
  elapsedMs: number;
}

export interface DemoResult {
  rows: Record<DemoTable, number>;
  today: string;
  hour: number;
  elapsedMs: number;
}

export async function generateDemoData(options: DemoOptions): Promise<DemoResult> {
  const started = Date.now();
  const now = options.today === undefined ? localNow() : { today: options.today, hour: 12 };
  const hour = options.hour ?? now.hour;
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  if (!Number.isInteger(options.users) || options.users < 1)
    throw new Error(`users must be a positive integer, got ${options.users}`);
  const cal = makeCalendar(now.today, options.days, hour);
  const releases = makeReleases(cal.today);
  const experiments = makeExperiments(cal);
  const users = generateUsers(cal, options.users, seed, releases);

  const rows = Object.fromEntries(DEMO_TABLES.map((t) => [t, 0])) as Record<DemoTable, number>;
  let usersDone = 0;
  const report = (phase: DemoProgress['phase']) =>
    options.onProgress?.({ phase, rows: { ...rows }, usersDone, users: users.length, elapsedMs: Date.now() - started });

  const indexes = await prepareTables(options.knex, options.reset ?? false);
  const loader = await BulkLoader.open(options.knex, {
    onRows: (table, n) => {
      rows[table as DemoTable] += n;
      report('load');
    },
  });
  try {
    const writer = (table: DemoTable) => loader.writer(table, COLUMNS[table]);
    const userWriter = await writer('demo_users');
    for (const u of users) {
      userWriter.add(userRow(cal, releases, u));
      if (userWriter.full) await userWriter.drain();
    }
    await userWriter.end();

    const events = await writer('app_events');
    const assignments: Row[] = [];
    const ctx = { cal, releases, experiments, seed };
    const addEvent = (row: Row) => events.add(row);
    const addAssignment = (row: Row) => assignments.push(row);
    for (const u of users) {
      generateUserEvents(ctx, u, addEvent, addAssignment);
      usersDone++;
      if (events.full) await events.drain();
    }
    await events.end();

    const assigned = await writer('experiment_assignments');
    for (const row of assignments) assigned.add(row);
    await assigned.end();

    const pushes = await writer('pushes');
    generatePushes(cal, seed, (row) => pushes.add(row));
    await pushes.end();

    const visits = await writer('page_visits');
    generateVisits(cal, seed, (row) => visits.add(row));
    await visits.end();

    await loader.finish();
  } catch (error) {
    await loader.abort();
    throw error;
  }

  report('index');
  for (const statement of indexes) await options.knex.raw(statement);
  report('done');
  return { rows, today: now.today, hour, elapsedMs: Date.now() - started };
}
