/**
 * The core report path on every data-source engine: the demo schema with the hand-made fixture in a scratch
 * MariaDB, PostgreSQL and SQLite database (the metadata store is SQLite), the push-list and entry templates
 * imported as they ship, and the same hand-computed answers on all three — rows, totals, sorting, paging,
 * aggregates, data-driven select options, the linked select and the cache.
 */
import type { ReportData } from '../src/domains/report/types';
import { createEnv, data, type TestEnv } from './harness';
import { describeEngines, scratch, type Scratch } from './datasources-scratch';
import {
  LINKED_SECTION,
  PUSH_101_ROW,
  addConnection,
  addSection,
  importTemplate,
  loadDemoData,
  spyOnQueries,
} from './report-fixture';

const P = '/customize/page-diagram';
const MAY = {
  key: 'dt',
  value_type: 'date',
  operator: 'date_range',
  range: { start: '2024-05-01', end: '2024-05-31' },
};

describeEngines('report data on the data source', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  let push: Map<string, number>;
  let entry: Map<string, number>;
  let linked: number;
  let spy: Awaited<ReturnType<typeof spyOnQueries>>;

  const query = (diagramId: number, extra: Record<string, unknown> = {}) => ({
    diagram_id: diagramId,
    filter_condition: [MAY],
    sort_key_map: {},
    ...extra,
  });
  const newData = (body: unknown) => env.post(`${P}/new/data`, body, env.adminToken);
  const table = () => push.get('push_list_table') as number;
  // PostgreSQL hands BIGINT dimensions over as text; the ids are compared as numbers.
  const ids = (res: { body: unknown }) => data<ReportData>(res).rows.map((r) => Number(r.push_id));

  beforeAll(async () => {
    env = await createEnv('sqlite');
    db = await scratch(kind, env.config.dataSourcesDir);
    await loadDemoData(db.admin);
    const connectionId = await addConnection(env, 'demo', db.settings);
    push = await importTemplate(env, 'push-list.json');
    entry = await importTemplate(env, 'entry.json');
    linked = await addSection(env, '/push/overview/list', LINKED_SECTION);
    spy = await spyOnQueries(env, connectionId);
  }, 60_000);

  afterAll(async () => {
    spy?.restore();
    await env?.handle.close();
    await env?.close();
    await db?.drop();
  });

  beforeEach(async () => {
    await env.handle.services.report.cache.clear();
    spy.calls.length = 0;
  });

  it('pages and sorts the rows, with the total from the count query', async () => {
    const first = await newData(query(table(), { sort_key_map: { sent: 'desc' }, page: { page: 1, page_size: 2 } }));
    expect(first.status).toBe(200);
    const result = data<ReportData>(first);
    expect(result.page).toEqual({ page: 1, page_size: 2, total_size: 4 });
    expect({ ...result.rows[0], push_id: Number(result.rows[0].push_id) }).toEqual(PUSH_101_ROW);
    expect(ids(first)).toEqual([101, 103]);
    expect(
      ids(await newData(query(table(), { sort_key_map: { sent: 'desc' }, page: { page: 2, page_size: 2 } }))),
    ).toEqual([102, 104]);
    expect(ids(await newData(query(table())))).toEqual([104, 103, 102, 101]);
  });

  it('applies filters to rows and total alike', async () => {
    const operation = { key: 'push_type', value_type: 'string', operator: 'eq', value: 'operation' };
    const res = await newData(query(table(), { filter_condition: [MAY, operation], page: { page: 1, page_size: 10 } }));
    expect(ids(res)).toEqual([103, 101]);
    expect(data<ReportData>(res).page?.total_size).toBe(2);
    const title = { key: 'title', value_type: 'string', operator: 'contains', value: 'picks' };
    expect(ids(await newData(query(table(), { filter_condition: [MAY, title] })))).toEqual([102]);
  });

  it('aggregates a card section', async () => {
    const { rows } = data<ReportData>(await newData(query(push.get('push_list_kpi') as number)));
    expect(rows[0]).toMatchObject({ sent: 2500, delivered: 2260, clicked: 244 });
    expect(rows[0].click_rate as number).toBeCloseTo(0.088325, 6);
  });

  it('lists data-driven select options', async () => {
    const res = await env.post(
      `${P}/select-options`,
      { diagram_id: entry.get('entry_table'), field: 'entry' },
      env.adminToken,
    );
    expect(data(res)).toEqual([
      { name: '全部', value: 'all' },
      { name: 'home_banner', value: 'home_banner' },
      { name: 'search', value: 'search' },
    ]);
  });

  it('answers the linked select', async () => {
    const level = (field: string, value: unknown) =>
      env.post('/common/select/level/list', { diagram_id: linked, field, value }, env.adminToken);
    expect(data(await level('platform', 'us'))).toEqual([{ level_name: 'iOS', level_value: 'ios' }]);
    expect(data(await level('platform', ['cn']))).toEqual([
      { level_name: 'iOS', level_value: 'ios' },
      { level_name: 'Android', level_value: 'android' },
    ]);
    expect(data(await level('title', 'android'))).toEqual([
      { level_name: '五一特辑上线', level_value: '五一特辑上线' },
      { level_name: '版本更新提醒', level_value: '版本更新提醒' },
    ]);
  });

  it('serves a repeated call from the cache and runs concurrent identical calls once', async () => {
    const body = query(table(), { page: { page: 1, page_size: 3 } });
    const answers = await Promise.all([newData(body), newData(body), newData(body)]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(spy.calls).toHaveLength(2); // data + count, once each
    const again = await newData(body);
    expect(again.headers['x-tessera-cache']).toBe('hit');
    expect(again.body).toEqual(answers[0].body);
    expect(spy.calls).toHaveLength(2);
  });
});
