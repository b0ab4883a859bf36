/**
 * The shipped templates against the demo schema on every engine: examples/demo/schema.sql loads unchanged into a
 * fresh SQLite, MariaDB and PostgreSQL database, a hand-made fixture goes in, and every dataset SQL of every
 * template runs (as written and wrapped as a derived table, as the query engine runs it) and returns exactly its
 * declared columns. A few datasets are checked against numbers computed by hand from the fixture; the same
 * expectations hold on all three engines, so the SQL is portable in results as well as in syntax.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { QueryTypes, Sequelize } from 'sequelize';
import type { DatasetDefinition, TemplateBundle } from '@tessera/schema/dsl';
import { ENGINE_KINDS, createScratchDatabase, describeEach, type EngineKind } from './support/engines';
import { schemaStatements } from '../src/demo/generate';
import { FIXTURE, type Row } from './templates-sql.fixture';

const ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATES_DIR = path.join(ROOT, 'templates');

// ---- templates ---------------------------------------------------------------------------------------------

interface TemplateDataset {
  file: string;
  dataset: DatasetDefinition;
}

const DATASETS: TemplateDataset[] = readdirSync(TEMPLATES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((file) => {
    const bundle = JSON.parse(readFileSync(path.join(TEMPLATES_DIR, file), 'utf8')) as TemplateBundle;
    return (bundle.datasets ?? []).map((dataset) => ({ file, dataset }));
  });

function datasetOf(file: string, key: string): DatasetDefinition {
  const found = DATASETS.find((d) => d.file === file && d.dataset.key === key);
  if (!found) throw new Error(`no dataset ${key} in templates/${file}`);
  return found.dataset;
}

// ---- a scratch database per engine --------------------------------------------------------------------------

interface Scratch {
  db: Sequelize;
  drop(): Promise<void>;
}

async function scratchDatabase(kind: EngineKind): Promise<Scratch> {
  const scratch = await createScratchDatabase(kind);
  const db =
    kind === 'sqlite'
      ? new Sequelize({ dialect: 'sqlite', storage: scratch.name, logging: false })
      : new Sequelize(scratch.url, {
          dialect: kind,
          logging: false,
          pool: { max: 2 },
          ...(kind === 'mysql' ? { dialectOptions: { charset: 'utf8mb4' } } : {}),
        });
  return {
    db,
    drop: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}

// ---- values as the report shows them, whatever the driver returned --------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** DATE/TIMESTAMP values: drivers return strings (SQLite) or Date objects (mysql2, pg); both become text. */
function dateText(value: unknown, withTime: boolean): string {
  if (value instanceof Date) {
    // Date-only values arrive as local midnight (pg) or UTC midnight (mysql2 through Sequelize); pick the one
    // that is a midnight. Timestamps were written and read in the same session time zone.
    const utc = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0;
    const parts =
      utc || withTime
        ? [
            value.getUTCFullYear(),
            value.getUTCMonth() + 1,
            value.getUTCDate(),
            value.getUTCHours(),
            value.getUTCMinutes(),
            value.getUTCSeconds(),
          ]
        : [value.getFullYear(), value.getMonth() + 1, value.getDate(), 0, 0, 0];
    const day = `${parts[0]}-${pad(parts[1])}-${pad(parts[2])}`;
    return withTime ? `${day} ${pad(parts[3])}:${pad(parts[4])}:${pad(parts[5])}` : day;
  }
  const text = String(value).replace('T', ' ');
  return withTime ? text.slice(0, 19) : text.slice(0, 10);
}

function normalise(dataset: DatasetDefinition, row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const column of dataset.columns) {
    const value = row[column.column_key];
    const type = (column.data_type ?? '').toLowerCase();
    if (value === null || value === undefined) out[column.column_key] = null;
    else if (type === 'date') out[column.column_key] = dateText(value, false);
    else if (type === 'timestamp') out[column.column_key] = dateText(value, true);
    else if (column.column_type === 1 || ['bigint', 'integer', 'decimal'].includes(type))
      out[column.column_key] = Number(value);
    else
      out[column.column_key] =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
          ? String(value)
          : JSON.stringify(value);
  }
  return out;
}

/** Sorted by the dataset's dimensions so every engine lists rows in the same order. */
function sortRows(dataset: DatasetDefinition, rows: Row[]): Row[] {
  const dims = dataset.columns.filter((c) => c.column_type === 0).map((c) => c.column_key);
  return [...rows].sort((a, b) => {
    for (const key of dims) {
      const x = a[key];
      const y = b[key];
      if (x === y) continue;
      if (x === null) return -1;
      if (y === null) return 1;
      return x < y ? -1 : 1;
    }
    return 0;
  });
}

/** Only the listed keys of each row, so an expectation names what was computed by hand. */
function pick(rows: Row[], keys: string[]): Row[] {
  return rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));
}

// ---- the suites --------------------------------------------------------------------------------------------

describeEach(
  ENGINE_KINDS,
  'templates on the demo schema',
  scratchDatabase,
  (scratch) => scratch.drop(),
  (scratch) => {
    const db = (): Sequelize => scratch().db;

    async function select(sql: string): Promise<Record<string, unknown>[]> {
      return db().query<Record<string, unknown>>(sql, { type: QueryTypes.SELECT });
    }

    async function rowsOf(file: string, key: string): Promise<Row[]> {
      const dataset = datasetOf(file, key);
      const rows = await select(dataset.sql ?? `SELECT * FROM ${dataset.table}`);
      return sortRows(
        dataset,
        rows.map((r) => normalise(dataset, r)),
      );
    }

    beforeAll(async () => {
      for (const statement of schemaStatements()) await db().query(statement);
      const qi = db().getQueryInterface();
      for (const [table, rows] of FIXTURE)
        await qi.bulkInsert(
          table,
          rows.map((r) => ({ ...r })),
        );
    }, 60_000);

    it('loads schema.sql unchanged: five tables holding the fixture', async () => {
      for (const [table, rows] of FIXTURE) {
        const [{ n }] = await select(`SELECT COUNT(*) AS n FROM ${table}`);
        expect([table, Number(n)]).toEqual([table, rows.length]);
      }
    });

    it('has datasets to run', () => {
      expect(DATASETS.length).toBeGreaterThanOrEqual(10);
    });

    it.each(DATASETS.map((d) => [d.file, d.dataset.key, d] as const))(
      '%s: dataset %s runs and returns its declared columns',
      async (_file, _key, { dataset }) => {
        expect(dataset.connection).toBe('demo');
        expect(dataset.sql).toBeDefined();
        const sql = dataset.sql ?? '';
        const declared = dataset.columns.map((c) => c.column_key).sort();

        const rows = await select(sql);
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(Object.keys(row).sort()).toEqual(declared);

        // The query engine filters, groups and pages a dataset by wrapping it as a derived table.
        const wrapped = await select(`SELECT * FROM (${sql}) tessera_ds`);
        expect(wrapped.length).toBe(rows.length);
        expect(Object.keys(wrapped[0]).sort()).toEqual(declared);
      },
    );

    // The data ends on 2024-05-08: D7 of the 2024-05-02 cohort and every D30 cannot exist yet. They are null, not a
    // false 0 that would drag averages down, and the renderer shows them as '-'.
    it('retention: D1/D7/D30 of each cohort, null while a cohort is younger than the window (D1 of 05-01 = 2/4)', async () => {
      const rows = await rowsOf('retention-daily.json', 'retention_trend');
      expect(rows).toEqual([
        {
          dt: '2024-05-01',
          new_users: 4,
          d1_users: 2,
          d7_users: 1,
          d30_users: null,
          d1_rate: 0.5,
          d7_rate: 0.25,
          d30_rate: null,
        },
        {
          dt: '2024-05-02',
          new_users: 2,
          d1_users: 1,
          d7_users: null,
          d30_users: null,
          d1_rate: 0.5,
          d7_rate: null,
          d30_rate: null,
        },
      ]);
      // Averages leave the missing windows out (the cards' and tables' AVG of a rate).
      const [averages] = await select(
        `SELECT AVG(d7_rate) AS d7, AVG(d30_rate) AS d30 FROM (${datasetOf('retention-daily.json', 'retention_trend').sql}) t`,
      );
      expect([Number(averages.d7), averages.d30]).toEqual([0.25, null]);
      const byChannel = await rowsOf('retention-compare.json', 'retention_channel');
      expect(pick(byChannel, ['dt', 'channel', 'new_users', 'd1_rate', 'd7_rate', 'd30_rate'])).toEqual([
        { dt: '2024-05-01', channel: 'google_ads', new_users: 1, d1_rate: 1, d7_rate: 0, d30_rate: null },
        { dt: '2024-05-01', channel: 'organic', new_users: 2, d1_rate: 0.5, d7_rate: 0.5, d30_rate: null },
        { dt: '2024-05-01', channel: 'tiktok', new_users: 1, d1_rate: 0, d7_rate: 0, d30_rate: null },
        { dt: '2024-05-02', channel: 'facebook', new_users: 1, d1_rate: 0, d7_rate: null, d30_rate: null },
        { dt: '2024-05-02', channel: 'organic', new_users: 1, d1_rate: 1, d7_rate: null, d30_rate: null },
      ]);
    });

    it('push funnel: sent → delivered → opened → clicked per day, rates over delivered', async () => {
      const daily = await rowsOf('push-funnel.json', 'push_daily');
      expect(daily).toEqual([
        {
          dt: '2024-05-01',
          pushes: 2,
          sent: 1500,
          delivered: 1350,
          opened: 390,
          clicked: 165,
          delivery_rate: 0.9,
          open_rate: 0.2889,
          click_rate: 0.1222,
        },
        {
          dt: '2024-05-02',
          pushes: 2,
          sent: 1000,
          delivered: 910,
          opened: 220,
          clicked: 79,
          delivery_rate: 0.91,
          open_rate: 0.2418,
          click_rate: 0.0868,
        },
      ]);
      const detail = await rowsOf('push-funnel.json', 'push_funnel_daily');
      const totals = ['sent', 'delivered', 'opened', 'clicked'].map((k) =>
        detail.reduce((sum, r) => sum + Number(r[k]), 0),
      );
      expect(totals).toEqual([2500, 2260, 610, 244]);
      // 周推送复盘: both days fall in the week of Monday 2024-04-29, one row for the four pushes.
      const weekly = await rowsOf('push-weekly.json', 'push_weekly_total');
      expect(pick(weekly, ['dt', 'pushes', 'sent', 'clicked', 'click_rate'])).toEqual([
        { dt: '2024-04-29', pushes: 4, sent: 2500, clicked: 244, click_rate: 0.108 },
      ]);
      const list = await rowsOf('push-list.json', 'push_list');
      expect(pick(list, ['push_id', 'dt', 'sent_at', 'delivery_rate', 'open_rate', 'click_rate'])[0]).toEqual({
        push_id: 101,
        dt: '2024-05-01',
        sent_at: '2024-05-01 09:00:00',
        delivery_rate: 0.9,
        open_rate: 0.3333,
        click_rate: 0.1333,
      });
    });

    it('page views: PV, UV and stay per day and per page', async () => {
      expect(await rowsOf('page-views.json', 'pv_daily')).toEqual([
        { dt: '2024-05-01', pv: 5, uv: 2, pv_per_uv: 2.5, avg_duration_sec: 60 },
        { dt: '2024-05-02', pv: 2, uv: 1, pv_per_uv: 2, avg_duration_sec: 30 },
      ]);
      expect(await rowsOf('page-views.json', 'pv_by_page')).toEqual([
        {
          dt: '2024-05-01',
          page_url: '/growth/retention/daily',
          page_name: '留存日报',
          pv: 4,
          uv: 2,
          duration_sec: 240,
          avg_duration_sec: 60,
        },
        {
          dt: '2024-05-01',
          page_url: '/push/overview/list',
          page_name: '推送列表',
          pv: 1,
          uv: 1,
          duration_sec: 60,
          avg_duration_sec: 60,
        },
        {
          dt: '2024-05-02',
          page_url: '/push/overview/funnel',
          page_name: '推送漏斗',
          pv: 2,
          uv: 1,
          duration_sec: 60,
          avg_duration_sec: 30,
        },
      ]);
      expect(pick(await rowsOf('page-views.json', 'pv_by_user'), ['dt', 'user_id', 'pv', 'pages'])).toEqual([
        { dt: '2024-05-01', user_id: 101, pv: 3, pages: 1 },
        { dt: '2024-05-01', user_id: 102, pv: 2, pages: 2 },
        { dt: '2024-05-02', user_id: 103, pv: 2, pages: 1 },
      ]);
    });

    it('experiment: conversion and lift against the control group', async () => {
      const rows = await rowsOf('experiment.json', 'experiment_summary');
      expect(
        pick(rows, [
          'experiment_id',
          'variant',
          'assigned_users',
          'paying_users',
          'vv',
          'revenue',
          'conversion_rate',
          'arpu',
          'conversion_lift',
        ]),
      ).toEqual([
        {
          experiment_id: 1,
          variant: 'control',
          assigned_users: 2,
          paying_users: 1,
          vv: 3,
          revenue: 2,
          conversion_rate: 0.5,
          arpu: 1,
          conversion_lift: 0,
        },
        {
          experiment_id: 1,
          variant: 'treatment',
          assigned_users: 2,
          paying_users: 2,
          vv: 1,
          revenue: 10,
          conversion_rate: 1,
          arpu: 5,
          conversion_lift: 1,
        },
        {
          experiment_id: 2,
          variant: 'control',
          assigned_users: 1,
          paying_users: 1,
          vv: 1,
          revenue: 3.5,
          conversion_rate: 1,
          arpu: 3.5,
          conversion_lift: 0,
        },
        {
          experiment_id: 2,
          variant: 'treatment',
          assigned_users: 1,
          paying_users: 0,
          vv: 0,
          revenue: 0,
          conversion_rate: 0,
          arpu: 0,
          conversion_lift: -1,
        },
      ]);
    });

    it('DAU value ratio: paying, engaged (>= 10 min) and normal users of a day', async () => {
      const [first] = await rowsOf('dau-value-ratio.json', 'dau_value_trend');
      expect(first).toEqual({
        dt: '2024-05-01',
        dau: 4,
        paying_dau: 1,
        engaged_dau: 1,
        normal_dau: 2,
        revenue: 6,
        value_ratio: 0.5,
        paying_ratio: 0.25,
        arpdau: 1.5,
      });
    });

    it('weekly and real-time: precomputed week and hour columns group without date functions', async () => {
      expect(
        pick(await rowsOf('weekly.json', 'weekly_core'), ['week_start', 'wau', 'new_users', 'paying_users', 'revenue']),
      ).toEqual([
        { week_start: '2024-04-29', wau: 6, new_users: 6, paying_users: 4, revenue: 15.5 },
        { week_start: '2024-05-06', wau: 1, new_users: 0, paying_users: 0, revenue: 0 },
      ]);
      const hourly = await rowsOf('realtime-core.json', 'realtime_hourly');
      expect(
        pick(
          hourly.filter((r) => r.dt === '2024-05-01'),
          ['event_hour', 'active_users', 'app_opens', 'vv', 'revenue'],
        ),
      ).toEqual([
        { event_hour: 9, active_users: 1, app_opens: 1, vv: 1, revenue: 0 },
        { event_hour: 10, active_users: 1, app_opens: 1, vv: 1, revenue: 6 },
        { event_hour: 20, active_users: 1, app_opens: 1, vv: 0, revenue: 0 },
        { event_hour: 21, active_users: 1, app_opens: 1, vv: 0, revenue: 0 },
      ]);
    });
  },
  { timeout: 60_000 },
);
