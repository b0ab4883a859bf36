/**
 * The demo data generator (server/src/demo/generate) on every engine: a small seeded period loads into a fresh SQLite,
 * MariaDB and PostgreSQL database; the rows obey the invariants the reports rely on (dates, precomputed columns,
 * push funnel), every template dataset shows real numbers on them, and all engines hold the same data for the seed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { DatasetDefinition, TemplateBundle } from '@tessera/schema/dsl';
import { DEMO_TABLES, countRows, generateDemoData, type DemoTable } from '../src/demo/generate';
import {
  ENGINE_KINDS,
  createScratchKnex,
  describeEach,
  reachable,
  type EngineKind,
  type ScratchKnex,
} from './support/engines';

const ROOT = path.resolve(__dirname, '..', '..');

/** 40 days so D30 retention exists; today is filled up to 14:00 for the real-time page. */
const SPEC = { users: 400, days: 40, seed: 7, today: '2024-06-15', hour: 14 } as const;
const FIRST_DAY = '2024-05-06';
const YESTERDAY = '2024-06-14';

const DATASETS: Array<{ file: string; dataset: DatasetDefinition }> = readdirSync(path.join(ROOT, 'templates'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((file) => {
    const bundle = JSON.parse(readFileSync(path.join(ROOT, 'templates', file), 'utf8')) as TemplateBundle;
    return (bundle.datasets ?? []).map((dataset) => ({ file, dataset }));
  });

// ---- scratch databases through knex, dates read back as text --------------------------------------------------

/** Dates read back as the server's text: they stay calendar dates whatever the process time zone. */
function scratchDatabase(kind: EngineKind): Promise<ScratchKnex> {
  return createScratchKnex(kind, {
    mysql: { charset: 'utf8mb4', dateStrings: true },
    postgres: { types: { getTypeParser: () => (value: string) => value } },
  });
}

type Row = Record<string, unknown>;

/** knex.raw's result differs per driver: an array (sqlite3), [rows, fields] (mysql2), { rows } (pg). */
async function select(kind: EngineKind, db: Knex, sql: string): Promise<Row[]> {
  const result: unknown = await db.raw(sql);
  if (kind === 'sqlite') return result as Row[];
  if (kind === 'mysql') return (result as [Row[], unknown])[0];
  return (result as { rows: Row[] }).rows;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const text = (v: unknown) => String(v);

/** Per engine: row counts and sums that must not depend on the engine. */
const fingerprints = new Map<EngineKind, Row>();

// ---- the suites --------------------------------------------------------------------------------------------

describeEach(
  ENGINE_KINDS,
  'demo data generator',
  scratchDatabase,
  (scratch) => scratch.drop(),
  (scratch, kind) => {
    let generated: Record<DemoTable, number> | undefined;
    const db = (): Knex => scratch().knex;
    const rows = (sql: string) => select(kind, db(), sql);

    beforeAll(async () => {
      generated = (await generateDemoData({ knex: db(), ...SPEC })).rows;
    }, 120_000);

    it('loads every table; the counts read back are the counts generated', async () => {
      const counts: Record<string, number> = {};
      for (const table of DEMO_TABLES) counts[table] = await countRows(db(), table);
      expect(counts).toEqual(generated);
      expect(counts.demo_users).toBe(SPEC.users);
      expect(counts.app_events).toBeGreaterThan(SPEC.users * 10);
      expect(counts.pushes).toBeGreaterThanOrEqual(6 * SPEC.days);
      expect(counts.pushes).toBeLessThanOrEqual(12 * SPEC.days);
      const [sums] = await rows(
        `SELECT (SELECT SUM(duration_sec) FROM app_events) AS duration, (SELECT ROUND(SUM(revenue), 2) FROM app_events) AS revenue,
          (SELECT SUM(clicked) FROM pushes) AS clicked, (SELECT SUM(duration_sec) FROM page_visits) AS visit_duration,
          (SELECT COUNT(DISTINCT variant) FROM experiment_assignments) AS variants`,
      );
      // Text too (Chinese experiment names and push titles), sorted here: the engines' collations order differently.
      const names = (
        await rows(
          'SELECT DISTINCT experiment_name AS v FROM experiment_assignments UNION SELECT DISTINCT title AS v FROM pushes',
        )
      )
        .map((r) => text(r.v))
        .sort();
      fingerprints.set(kind, {
        ...counts,
        ...Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, Number(v)])),
        names,
      });
    });

    it('has no date after yesterday except the real-time data of today (events and registrations up to the hour)', async () => {
      const [range] = await rows(
        `SELECT (SELECT MIN(event_date) FROM app_events) AS first_event, (SELECT MAX(event_date) FROM app_events) AS last_event,
          (SELECT MAX(event_hour) FROM app_events WHERE event_date = '${SPEC.today}') AS last_hour_today,
          (SELECT MAX(register_date) FROM demo_users) AS last_register, (SELECT MAX(push_date) FROM pushes) AS last_push,
          (SELECT MAX(assigned_date) FROM experiment_assignments) AS last_assigned, (SELECT MAX(visit_date) FROM page_visits) AS last_visit,
          (SELECT MIN(visit_date) FROM page_visits) AS first_visit`,
      );
      expect(
        Object.fromEntries(
          Object.entries(range).map(([k, v]) => [k, k === 'last_hour_today' ? Number(v) : text(v).slice(0, 10)]),
        ),
      ).toEqual({
        first_event: FIRST_DAY,
        last_event: SPEC.today,
        last_hour_today: SPEC.hour,
        last_register: SPEC.today,
        last_push: YESTERDAY,
        last_assigned: YESTERDAY,
        last_visit: YESTERDAY,
        first_visit: FIRST_DAY,
      });
      const [late] = await rows(
        `SELECT COUNT(*) AS n FROM app_events WHERE event_date = '${SPEC.today}' AND event_hour > ${SPEC.hour}`,
      );
      expect(Number(late.n)).toBe(0);
    });

    it('days_since_register, event_week and event_hour agree with the dates on every event', async () => {
      const users = new Map(
        (await rows('SELECT user_id, register_date, country, platform FROM demo_users')).map((u) => [
          Number(u.user_id),
          u,
        ]),
      );
      const events = await rows(
        'SELECT event_date, event_time, event_week, event_hour, user_id, event_name, entry, country, platform, revenue, days_since_register FROM app_events',
      );
      const wrong: string[] = [];
      for (const e of events) {
        const user = users.get(Number(e.user_id));
        const date = text(e.event_date).slice(0, 10);
        const time = text(e.event_time).replace('T', ' ');
        const week = text(e.event_week).slice(0, 10);
        const problems = [
          !user && 'no such user',
          user &&
            Number(e.days_since_register) !== dayNumber(date) - dayNumber(text(user.register_date).slice(0, 10)) &&
            'days_since_register',
          Number(e.days_since_register) < 0 && 'negative days_since_register',
          (new Date(`${week}T00:00:00Z`).getUTCDay() !== 1 ||
            dayNumber(date) - dayNumber(week) > 6 ||
            dayNumber(date) < dayNumber(week)) &&
            'event_week',
          time.slice(0, 10) !== date && 'event_time date',
          Number(time.slice(11, 13)) !== Number(e.event_hour) && 'event_hour',
          Number(e.revenue) > 0 !== (e.event_name === 'purchase') && 'revenue',
          (e.entry !== null) !== (e.event_name === 'entry_click') && 'entry',
          user && (user.country !== e.country || user.platform !== e.platform) && "not the user's country/platform",
        ].filter(Boolean);
        if (problems.length > 0 && wrong.length < 5) wrong.push(`${JSON.stringify(e)}: ${problems.join(', ')}`);
      }
      expect(wrong).toEqual([]);
      expect(events.length).toBe(generated?.app_events);
    });

    it('push funnel: sent >= delivered >= opened >= clicked on every push, none empty', async () => {
      const pushes = await rows('SELECT push_id, sent, delivered, opened, clicked FROM pushes');
      const broken = pushes.filter(
        (p) =>
          !(
            Number(p.sent) >= Number(p.delivered) &&
            Number(p.delivered) >= Number(p.opened) &&
            Number(p.opened) >= Number(p.clicked) &&
            Number(p.clicked) > 0
          ),
      );
      expect(broken).toEqual([]);
    });

    it('experiments: two or three variants each, control included', async () => {
      const variants = await rows(
        'SELECT experiment_id, variant, COUNT(*) AS n FROM experiment_assignments GROUP BY experiment_id, variant',
      );
      const byExperiment = new Map<number, string[]>();
      for (const v of variants)
        byExperiment.set(Number(v.experiment_id), [
          ...(byExperiment.get(Number(v.experiment_id)) ?? []),
          text(v.variant),
        ]);
      expect(byExperiment.size).toBe(3);
      for (const names of byExperiment.values()) {
        expect(names).toContain('control');
        expect(names.length === 2 || names.length === 3).toBe(true);
      }
    });

    it('retention decays: D1 > D7 > D30 > 0 over the cohorts old enough', async () => {
      const [r] = await rows(
        `SELECT COUNT(DISTINCT u.user_id) AS users,
          COUNT(DISTINCT CASE WHEN e.days_since_register = 1 THEN e.user_id END) AS d1,
          COUNT(DISTINCT CASE WHEN e.days_since_register = 7 THEN e.user_id END) AS d7,
          COUNT(DISTINCT CASE WHEN e.days_since_register = 30 THEN e.user_id END) AS d30
        FROM demo_users u LEFT JOIN app_events e ON e.user_id = u.user_id AND e.days_since_register IN (1, 7, 30)
        WHERE u.register_date <= '2024-05-14'`,
      );
      const [users, d1, d7, d30] = [r.users, r.d1, r.d7, r.d30].map(Number);
      expect(d1 / users).toBeGreaterThan(0.3);
      expect(d1 / users).toBeLessThan(0.55);
      expect(d1).toBeGreaterThan(d7);
      expect(d7).toBeGreaterThan(d30);
      expect(d30).toBeGreaterThan(0);
    });

    it.each(DATASETS.map((d) => [d.file, d.dataset.key, d.dataset] as const))(
      '%s: dataset %s shows real numbers (rows, every indicator non-zero somewhere)',
      async (_file, _key, dataset) => {
        const result = await rows(dataset.sql ?? '');
        expect(result.length).toBeGreaterThan(0);
        const indicators = dataset.columns.filter((c) => c.column_type === 1).map((c) => c.column_key);
        const allZero = indicators.filter((key) => result.every((row) => !Number(row[key])));
        expect(allZero).toEqual([]);
      },
    );
  },
  { timeout: 120_000 },
);

describe('demo data is the same on every engine for the same seed', () => {
  it('row counts and sums agree', () => {
    expect(fingerprints.size).toBe(ENGINE_KINDS.filter(reachable).length);
    const [first, ...others] = [...fingerprints.entries()];
    for (const [kind, fingerprint] of others) expect([kind, fingerprint]).toEqual([kind, first[1]]);
  });
});

// How fast the first start loads its demo data is measured by `npm run bench` (tests/bench/demo.ts), not here.
describe('demo data retention [sqlite]', () => {
  it('retention differs by channel: referral above organic above tiktok', async () => {
    const scratch = await scratchDatabase('sqlite');
    try {
      await generateDemoData({
        knex: scratch.knex,
        users: 2000,
        days: 10,
        seed: 42,
        today: '2024-06-15',
        hour: 14,
      });

      const d1 = await select(
        'sqlite',
        scratch.knex,
        `SELECT u.channel, 1.0 * COUNT(DISTINCT e.user_id) / COUNT(DISTINCT u.user_id) AS d1
        FROM demo_users u LEFT JOIN app_events e ON e.user_id = u.user_id AND e.days_since_register = 1
        WHERE u.register_date < '2024-06-14' GROUP BY u.channel`,
      );
      const rate = Object.fromEntries(d1.map((r) => [text(r.channel), Number(r.d1)]));
      expect(rate.referral).toBeGreaterThan(rate.organic);
      expect(rate.organic).toBeGreaterThan(rate.tiktok);
    } finally {
      await scratch.drop();
    }
  }, 30_000);
});
