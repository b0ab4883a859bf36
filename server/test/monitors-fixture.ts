/**
 * Set-up shared by the monitor suites: a small SQLite data source (`mon.sqlite`, table m_facts: one row per day and
 * city), a connection and a dataset over it in an app of its own. Per day the qty sums are steady (9–11) for nine
 * days, then 30 on the last day (2024-05-10): above 20, a change of +21 (+233 %), a z-value far beyond 2.
 */
import path from 'node:path';
import knexFactory from 'knex';
import type { MonitorSaveBody } from '@tessera/schema/api';
import { data, type TestEnv } from './harness';
import { addConnection } from './report-fixture';

export const DAILY = [10, 11, 9, 10, 11, 9, 10, 11, 9, 30];
export const LAST_DAY = '2024-05-10';
export const dayOf = (i: number) => `2024-05-${String(i + 1).padStart(2, '0')}`;

/** Writes the table, each day's sum split over two cities. */
export async function writeFacts(env: TestEnv, daily: number[] = DAILY): Promise<void> {
  const knex = knexFactory({
    client: 'sqlite3',
    connection: { filename: path.join(env.config.dataSourcesDir, 'mon.sqlite') },
    useNullAsDefault: true,
  });
  try {
    await knex.schema.dropTableIfExists('m_facts');
    await knex.schema.createTable('m_facts', (t) => {
      t.string('day', 10);
      t.string('city', 20);
      t.integer('qty');
    });
    await knex('m_facts').insert(
      daily.flatMap((sum, i) => [
        { day: dayOf(i), city: 'beijing', qty: sum - 4 },
        { day: dayOf(i), city: 'shanghai', qty: 4 },
      ]),
    );
  } finally {
    await knex.destroy();
  }
}

/** The suites run without the demo (faster): an app of their own holds the dataset. */
async function monitorApp(env: TestEnv): Promise<number> {
  const res = await env.post('/backend/app/add', { app_name: '监控', app_key: 'mon' }, env.adminToken);
  if (res.status !== 200) throw new Error(`app: ${res.status} ${JSON.stringify(res.body)}`);
  return data<{ id: number }>(res).id;
}

/** The data file, its connection and the dataset (in an app of its own); returns the dataset's id. */
export async function monitorDataset(env: TestEnv): Promise<number> {
  await writeFacts(env);
  const connectionId = await addConnection(env, 'mon', { kind: 'sqlite', file: 'mon.sqlite' });
  const res = await env.post(
    '/customize/dataset/save-update',
    {
      app_id: await monitorApp(env),
      key: 'mon_facts',
      name: '监控事实',
      connection_id: connectionId,
      sql: 'SELECT day, city, qty FROM m_facts',
      columns: [
        { column_key: 'day', column_name: '日期', column_type: 0, data_type: 'date' },
        { column_key: 'city', column_name: '城市', column_type: 0, data_type: 'varchar' },
        { column_key: 'qty', column_name: '数量', column_type: 1, data_type: 'int', aggregate: 'SUM' },
      ],
    },
    env.adminToken,
  );
  if (res.status !== 200) throw new Error(`dataset: ${res.status} ${JSON.stringify(res.body)}`);
  return data<{ id: number }>(res).id;
}

/** A monitor body: qty per day above 20, every minute, with the given changes. */
export function monitorBody(datasetId: number, extra: Partial<MonitorSaveBody> = {}): Partial<MonitorSaveBody> {
  return {
    name: 'qty watch',
    dataset_id: datasetId,
    indicator: 'qty',
    time_column: 'day',
    condition_type: 'above',
    threshold: 20,
    cron: '* * * * *',
    ...extra,
  };
}
