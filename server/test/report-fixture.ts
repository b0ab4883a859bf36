/**
 * Shared set-up of the report suites: the demo schema (examples/demo/schema.sql) with the hand-made fixture of
 * templates-sql.fixture.ts in a data source, a `demo` connection to it, templates imported onto the demo apps,
 * and a spy that wraps the real data source's query (calls go through; the spy only records them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { TemplateBundle } from '@tessera/schema/dsl';
import { schemaStatements } from '../src/demo/generate';
import type { CompiledSql, DataSource, QueryOptions, Row } from '../src/datasources/types';
import type { ConnectionSettings } from '../src/datasources/settings';
import type { ImportResult } from '../src/domains/templates/types';
import { data, type TestEnv } from './harness';
import { FIXTURE } from './templates-sql.fixture';

const ROOT = path.resolve(__dirname, '..', '..');

/** The demo tables with the fixture rows, through a writable knex of the data source. */
export async function loadDemoData(knex: Knex): Promise<void> {
  for (const statement of schemaStatements()) await knex.raw(statement);
  for (const [table, rows] of FIXTURE)
    await knex.batchInsert(
      table,
      rows.map((r) => ({ ...r })),
      50,
    );
}

/** `DATA_SOURCES_DIR/<file>` as an SQLite data source holding the demo fixture. */
export async function sqliteDemoFile(
  env: TestEnv,
  file = 'demo.sqlite',
  extra?: (knex: Knex) => Promise<void>,
): Promise<void> {
  const knex = knexFactory({
    client: 'sqlite3',
    connection: { filename: path.join(env.config.dataSourcesDir, file) },
    useNullAsDefault: true,
  });
  try {
    await loadDemoData(knex);
    await extra?.(knex);
  } finally {
    await knex.destroy();
  }
}

/** A stored connection (admin call); returns its id. */
export async function addConnection(
  env: TestEnv,
  name: string,
  settings: Partial<ConnectionSettings>,
): Promise<number> {
  const body = Object.fromEntries(
    Object.entries({ name, ...settings, options: undefined }).filter(([, v]) => v !== null && v !== undefined),
  );
  const res = await env.post('/customize/db-info/one', body, env.adminToken);
  if (res.status !== 200) throw new Error(`connection ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return data<{ id: number }>(res).id;
}

export function template(file: string): TemplateBundle {
  return JSON.parse(readFileSync(path.join(ROOT, 'templates', file), 'utf8')) as TemplateBundle;
}

/** Imports a template into its app (the first url segment names the app); returns section ids by key. */
export async function importTemplate(env: TestEnv, file: string, connection = 'demo'): Promise<Map<string, number>> {
  const bundle = template(file);
  bundle.datasets = (bundle.datasets ?? []).map((d) => ({ ...d, connection }));
  const appKey = String(bundle.pages[0].url).split('/')[1];
  const res = await env.post(
    '/templates/import',
    { app_id: await env.appId(appKey), bundle, replace: true },
    env.adminToken,
  );
  if (res.status !== 200) throw new Error(`import ${file}: ${res.status} ${JSON.stringify(res.body)}`);
  const ids = data<ImportResult>(res).pages[0].section_ids;
  return new Map(bundle.pages[0].sections.map((s, i) => [String(s.id), ids[i]]));
}

/** One recorded call of DataSource.query and how it ended. */
export interface QueryCall {
  sql: CompiledSql;
  options: QueryOptions;
  settled: Promise<{ ok: true; rows: Row[] } | { ok: false; error: unknown }>;
}

/**
 * Wraps the registry's real source of a connection: every query still runs on it; the spy records the statement,
 * its options (signal, limit) and its outcome. The registry hands out one pooled source per connection.
 */
export async function spyOnQueries(
  env: TestEnv,
  connectionId: number,
): Promise<{ calls: QueryCall[]; source: DataSource; restore(): void }> {
  const source = await env.handle.services.dataSources.get(connectionId);
  const calls: QueryCall[] = [];
  const original = source.query.bind(source);
  const spy = jest.spyOn(source, 'query').mockImplementation((sql, options) => {
    const running = original(sql, options);
    calls.push({
      sql,
      options,
      settled: running.then(
        (rows) => ({ ok: true as const, rows }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    });
    return running;
  });
  return { calls, source, restore: () => spy.mockRestore() };
}

/** The push table section's row for push 101 as new/data answers it (rates computed by hand from the fixture). */
export const PUSH_101_ROW = {
  push_id: 101,
  sent_at: '2024-05-01 09:00:00',
  push_type: 'operation',
  title: '五一特辑上线',
  country: 'cn',
  platform: 'android',
  sent: 1000,
  delivered: 900,
  opened: 300,
  clicked: 120,
  delivery_rate: 0.9,
  open_rate: 0.3333,
  click_rate: 0.1333,
};

/**
 * A section of the push-list page with linked selects: platform follows country (filter_key), title follows platform
 * (the filter before it); push_type takes its options from the global select option `push_types`.
 */
export const LINKED_SECTION: Record<string, unknown> = {
  id: 'push_linked',
  title: '联动筛选',
  data_set_id: 'push_list',
  column_config_model_list: [
    { column_key: 'title', column_name: '标题', column_type: 0 },
    { column_key: 'sent', column_name: '发送数', column_type: 1 },
  ],
  filter_config_model_list: [
    {
      type: 'select',
      name: '国家',
      class_en: 'country',
      filter_type: 'string',
      get_field_value_type: 'manual',
      values: [
        { name: '中国', value: 'cn' },
        { name: '美国', value: 'us' },
        { name: '印度', value: 'in' },
      ],
    },
    {
      type: 'select',
      name: '平台',
      class_en: 'platform',
      filter_type: 'string',
      is_interlock: 1,
      filter_key: 'country',
      get_field_value_type: 'manual',
      values: [
        { name: 'iOS', value: 'ios' },
        { name: 'Android', value: 'android' },
      ],
    },
    {
      type: 'select',
      name: '标题',
      class_en: 'title',
      filter_type: 'string',
      is_interlock: 1,
      get_field_value_type: 'dynamic',
    },
    // Options from a global select option (by key), when one exists; else from the data.
    {
      type: 'select',
      name: '类型',
      class_en: 'push_type',
      filter_type: 'string',
      map_id: 'push_types',
      is_choose_all_row: 1,
    },
  ],
};

/** Adds a section to the page at `url` and publishes it (admin calls); returns its id. */
export async function addSection(env: TestEnv, url: string, section: Record<string, unknown>): Promise<number> {
  const page = await env.handle.store.models.Entry.findOne({ where: { url } });
  const added = await env.post('/customize/page-diagram/add/one', { page_id: page?.id, section }, env.adminToken);
  if (added.status !== 200) throw new Error(`add section: ${added.status} ${JSON.stringify(added.body)}`);
  const id = data<{ id: number }>(added).id;
  const online = await env.post('/customize/page-diagram/online', { diagram_id_set: [id] }, env.adminToken);
  if (online.status !== 200) throw new Error(`online: ${online.status} ${JSON.stringify(online.body)}`);
  return id;
}
