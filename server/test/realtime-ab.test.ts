/**
 * The real-time calls (new/data's answer plus the time of the read) and the A/B report (Welch's t against the
 * control group), on SQLite with the demo fixture and a table of hand-picked numbers.
 */
import type { AbReportData, RealtimeData, ReportData } from '@tessera/schema/api';
import type { TemplateBundle } from '@tessera/schema/dsl';
import type { ImportResult } from '../src/domains/templates/types';
import { summarize, twoSidedP, welch } from '../src/domains/abreport/welch';
import { data, describeOnSqlite, type TestEnv, type TestUser } from './harness';
import { addConnection, importTemplate, sqliteDemoFile, template } from './report-fixture';
import { bodyOf, problemsOf } from './support/body';

const MAY = {
  key: 'dt',
  value_type: 'date',
  operator: 'date_range',
  range: { start: '2024-05-01', end: '2024-05-31' },
};
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/;

/** Plays per day and group of one experiment: control 10, 12, 14; a 15…21; b 11…14 (Welch's t by hand below). */
const KNOWN: [string, string, number][] = [
  ['2024-05-01', 'control', 10],
  ['2024-05-02', 'control', 12],
  ['2024-05-03', 'control', 14],
  ['2024-05-01', 'variant_a', 15],
  ['2024-05-02', 'variant_a', 17],
  ['2024-05-03', 'variant_a', 19],
  ['2024-05-04', 'variant_a', 21],
  ['2024-05-01', 'variant_b', 11],
  ['2024-05-02', 'variant_b', 13],
  ['2024-05-03', 'variant_b', 12],
  ['2024-05-04', 'variant_b', 14],
];

/** The experiment template with its daily dataset reading the known numbers instead of the events. */
async function importKnownExperiment(env: TestEnv): Promise<Map<string, number>> {
  const bundle: TemplateBundle = template('experiment.json');
  bundle.datasets = (bundle.datasets ?? []).map((d) =>
    d.key === 'experiment_daily'
      ? {
          ...d,
          connection: 'demo',
          sql: "SELECT dt, 1 AS experiment_id, 'known' AS experiment_name, variant, vv, vv AS active_users, 0 AS paying_users, 0 AS revenue FROM ab_known",
        }
      : { ...d, connection: 'demo' },
  );
  const res = await env.post(
    '/templates/import',
    { app_id: await env.appId('growth'), bundle, replace: true },
    env.adminToken,
  );
  if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(res.body)}`);
  const ids = data<ImportResult>(res).pages[0].section_ids;
  return new Map(bundle.pages[0].sections.map((s, i) => [String(s.id), ids[i]]));
}

describe("Welch's t-test", () => {
  it('matches the hand-computed t, degrees of freedom and p', () => {
    // control: mean 12, s² 4, n 3; a: mean 18, s² 20/3, n 4 → se² = 4/3 + 5/3 = 3, t = 6/√3 = 3.4641,
    // ν = 3² / ((4/3)²/2 + (5/3)²/3) = 4.9592; p from the t distribution: 0.018202.
    const result = welch(summarize([10, 12, 14])!, summarize([15, 17, 19, 21])!);
    expect(result?.t).toBeCloseTo(6 / Math.sqrt(3), 10);
    expect(result?.df).toBeCloseTo(9 / (8 / 9 + 25 / 27), 10);
    expect(result?.p).toBeCloseTo(0.0182018, 6);
    // ν = 2 has a closed form: p = 1 − t/√(2 + t²).
    expect(twoSidedP(2, 2)).toBeCloseTo(1 - 2 / Math.sqrt(6), 12);
    expect(twoSidedP(0, 7)).toBeCloseTo(1, 12);
    // One observation, or no variance at all: no test.
    expect(welch(summarize([1])!, summarize([2, 3])!)).toBeNull();
    expect(welch(summarize([2, 2])!, summarize([2, 2])!)).toBeNull();
  });
});

describeOnSqlite('real-time data and the A/B report', {}, (env) => {
  let realtime: Map<string, number>;
  let experiment: Map<string, number>;
  let viewer: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    await sqliteDemoFile(env(), 'demo.sqlite', async (knex) => {
      await knex.schema.createTable('ab_known', (t) => {
        t.string('dt');
        t.string('variant');
        t.integer('vv');
      });
      await knex('ab_known').insert(KNOWN.map(([dt, variant, vv]) => ({ dt, variant, vv })));
    });
    await addConnection(env(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    realtime = await importTemplate(env(), 'realtime-core.json');
    experiment = await importKnownExperiment(env());
    viewer = await env().addUser('rtviewer', ['增长分析-运营']);
    // A member of the app whose role does not list these pages.
    outsider = await env().addUser('rtoutsider', ['增长分析-查看']);
  });

  it('answers a real-time section like new/data, with the server time of the read, on each of its three paths', async () => {
    const id = realtime.get('realtime_vv_hourly') as number;
    const query = { diagram_id: id, filter_condition: [MAY], sort_key_map: {} };
    const plain = data<ReportData>(await env().post('/customize/page-diagram/new/data', query, viewer.token));
    const params = new URLSearchParams({ diagram_id: String(id), filter_condition: JSON.stringify([MAY]) });
    for (const path of ['/realtime/data/list', '/new/realtime/core/data', '/new/realtime/push/data']) {
      const res = await env().get(`${path}?${params.toString()}`, viewer.token);
      expect(res.status).toBe(200);
      const { last_update: lastUpdate, ...rest } = data<RealtimeData>(res);
      expect(rest).toEqual(plain);
      expect(plain.rows.length).toBeGreaterThan(0);
      expect(lastUpdate.now).toMatch(WALL_CLOCK);
      expect(typeof lastUpdate.time_zone).toBe('string');
      // Read from the database every time: a refresh must see new rows.
      expect(res.headers['x-tessera-cache']).toBe('bypass');
    }
    const paged = await env().get(`/realtime/data/list?${params.toString()}&page=1&page_size=2`, viewer.token);
    expect(data<RealtimeData>(paged).page).toMatchObject({ page: 1, page_size: 2 });
  });

  it('checks access and input like new/data: 401, 403, 400 naming the field', async () => {
    const id = realtime.get('realtime_kpi') as number;
    expect((await env().get(`/realtime/data/list?diagram_id=${id}`, '')).status).toBe(401);
    expect((await env().get(`/realtime/data/list?diagram_id=${id}`, outsider.token)).status).toBe(403);
    const badJson = await env().get(`/realtime/data/list?diagram_id=${id}&filter_condition=%5Bnope`, viewer.token);
    expect(badJson.status).toBe(400);
    expect(bodyOf<{ field: string }>(badJson).result_data.field).toBe('filter_condition');
    const badOperator = await env().get(
      `/realtime/data/list?diagram_id=${id}&filter_condition=${encodeURIComponent(JSON.stringify([{ ...MAY, operator: 'nope' }]))}`,
      viewer.token,
    );
    expect(badOperator.status).toBe(400);
    expect(problemsOf(badOperator).map((p) => p.pointer)).toEqual(['/filter_condition/0/operator']);
    expect((await env().get('/realtime/data/list?diagram_id=abc', viewer.token)).status).toBe(400);
    // A section that is not real-time is refused (the calls skip the cache others rely on).
    const plainSection = experiment.get('experiment_summary_table') as number;
    const notRealtime = await env().get(`/realtime/data/list?diagram_id=${plainSection}`, viewer.token);
    expect(notRealtime.status).toBe(400);
    expect(bodyOf<{ field: string }>(notRealtime).result_data.field).toBe('diagram_id');
  });

  it('compares each group with the control by Welch t, labelled by the z-value preset', async () => {
    const id = experiment.get('experiment_ab_significance') as number;
    const body = { diagram_id: id, filter_condition: [MAY] };
    const res = await env().post('/customize/page-diagram/ab/report/index/data', body, viewer.token);
    expect(res.status).toBe(200);
    const answer = data<AbReportData>(res);
    expect(answer.defaultValues).toEqual({ dim_value: 'variant', index_value: 'vv', second_dim_value: 'dt' });
    expect(answer.chart_data.x_axis).toEqual(['2024-05-01', '2024-05-02', '2024-05-03', '2024-05-04']);
    expect(answer.chart_data.series).toEqual([
      { name: 'control', data: [10, 12, 14, null] },
      { name: 'variant_a', data: [15, 17, 19, 21] },
      { name: 'variant_b', data: [11, 13, 12, 14] },
    ]);
    const [control, a, b] = answer.chart_data.rows;
    expect(control).toMatchObject({ group: 'control', is_control: 1, n: 3, mean: 12, std: 2, t_value: null });
    // Hand-computed above (a), and b: mean 12.5, s² 5/3 → se² = 4/3 + 5/12 = 1.75, t = 0.5/√1.75 = 0.3780.
    expect(a).toMatchObject({ group: 'variant_a', n: 4, mean: 18, lift: 0.5, t_value: 3.4641, df: 4.96 });
    expect(a.p_value).toBeCloseTo(0.0182, 4);
    expect(a.significance).toBe('very_significant');
    expect(b).toMatchObject({ group: 'variant_b', mean: 12.5, t_value: 0.378, significance: 'not_significant' });
    expect(b.p_value).toBeCloseTo(0.7289, 4);
    expect(answer.columns_config.map((c) => c.column_key)).toContain('significance');
    expect(answer.filter_conditions).toEqual([MAY]);
    expect(answer.index_options.map((o) => o.value)).toEqual(['vv', 'active_users', 'paying_users']);

    // Another indicator, chosen by the reader.
    const other = await env().post(
      '/customize/page-diagram/ab/report/index/data',
      { ...body, index_value: 'paying_users' },
      viewer.token,
    );
    expect(data<AbReportData>(other).chart_data.rows.map((r) => r.t_value)).toEqual([null, null, null]);
  });

  it('refuses bad input with a 400 naming the field, and others with 401/403', async () => {
    const id = experiment.get('experiment_ab_significance') as number;
    const call = (body: unknown, token = viewer.token) =>
      env().post('/customize/page-diagram/ab/report/index/data', body, token);
    const fieldOf = (res: { body: unknown }) => bodyOf<{ field: string }>(res).result_data.field;
    const unknown = await call({ diagram_id: id, index_value: 'nope' });
    expect([unknown.status, fieldOf(unknown)]).toEqual([400, 'index_value']);
    const dimension = await call({ diagram_id: id, index_value: 'variant' });
    expect([dimension.status, fieldOf(dimension)]).toEqual([400, 'index_value']);
    const noControl = await call({ diagram_id: id, filter_condition: [MAY], dim_value: 'dt' });
    expect([noControl.status, fieldOf(noControl)]).toEqual([400, 'dim_value']);
    const badBody = await call({ diagram_id: 'x' });
    expect(badBody.status).toBe(400);
    expect(problemsOf(badBody).map((p) => p.field)).toEqual(['diagram_id']);
    const badCondition = await call({ diagram_id: id, filter_condition: [{ ...MAY, operator: 'nope' }] });
    expect(badCondition.status).toBe(400);
    expect((await call({ diagram_id: id }, '')).status).toBe(401);
    expect((await call({ diagram_id: id }, outsider.token)).status).toBe(403);
  });
});
