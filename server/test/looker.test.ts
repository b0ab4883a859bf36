/**
 * The Looker group (spec section 7 "Looker") and a viewer's saved filter values, on SQLite: exploring the push list
 * dataset with and without aggregation, conditions and sorting, the CSV download, saving, listing, ordering,
 * reading and deleting configs, saving a view to a page as a section draft, and the column and row rules of field
 * authority on every answer. Good and bad input for each call.
 */
import type { LookerDetail, LookerSummary, Paged, ViewerFilterValues } from '@tessera/schema/api';
import { data, describeOnSqlite, type TestUser } from './harness';
import { TIMEOUTS } from '@tessera/schema/rules';
import { addConnection, importTemplate, spyOnQueries, sqliteDemoFile } from './report-fixture';
import { bodyOf, problemsOf } from './support/body';
import { PUSHES } from './templates-sql.fixture';

interface LookerAnswer {
  columns: { column_key: string; role: string; masked?: boolean }[];
  rows: Record<string, unknown>[];
  truncated: boolean;
}

const fields = (res: { body: unknown }) => problemsOf(res).map((p) => `${p.field}:${p.rule}`);
const pointers = (res: { body: unknown }) => problemsOf(res).map((p) => (p as { pointer?: string }).pointer);

describeOnSqlite('looker', {}, (env) => {
  let app: number;
  let dataset: number;
  let member: TestUser;
  let stranger: TestUser;
  let connectionId: number;
  const admin = () => env().adminToken;
  const post = (path: string, body: unknown, token = admin()) => env().post(path, body, token);
  const columns = [
    { column_key: 'country', column_name: '国家', column_type: 0 },
    { column_key: 'sent', column_name: '发送数', column_type: 1, aggregate: 'SUM' },
    { column_key: 'clicked', column_name: '点击数', column_type: 1, aggregate: 'SUM' },
  ];
  const config = (extra: Record<string, unknown> = {}) => ({
    title: '按国家',
    data_set_id: dataset,
    selected_columns: columns,
    has_aggregate: 1,
    ...extra,
  });
  const countries = [...new Set(PUSHES.map((p) => String(p.country)))].sort();
  const sum = (country: string, key: 'sent' | 'clicked') =>
    PUSHES.filter((p) => p.country === country).reduce((total, p) => total + Number(p[key]), 0);

  beforeAll(async () => {
    await sqliteDemoFile(env());
    connectionId = await addConnection(env(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    await importTemplate(env(), 'push-list.json');
    app = await env().appId('push');
    dataset = (await env().handle.store.models.Dataset.findOne({ where: { key: 'push_list' } }))!.id;
    member = await env().addUser('looker-member', ['推送运营-查看']);
    stranger = await env().addUser('looker-stranger');
  });

  it('answers the view aggregated or row by row, with conditions and sorting; refuses bad configs', async () => {
    // Read under the looker's own limit (spec section 9: looker data 60 s), not a report page's 120 s.
    const spy = await spyOnQueries(env(), connectionId);
    let grouped;
    try {
      grouped = await post('/looker/config/data', { config: config(), sort_key_map: { country: 'asc' } });
    } finally {
      spy.restore();
    }
    expect(spy.calls.map((c) => c.options.timeoutMs)).toEqual([TIMEOUTS.LOOKER_DATA]);
    expect(TIMEOUTS.LOOKER_DATA).toBe(60_000);
    expect(grouped.status).toBe(200);
    const answer = data<LookerAnswer>(grouped);
    expect(answer.columns.map((c) => [c.column_key, c.role])).toEqual([
      ['country', 'dimension'],
      ['sent', 'indicator'],
      ['clicked', 'indicator'],
    ]);
    expect(answer.rows).toEqual(
      countries.map((country) => ({ country, sent: sum(country, 'sent'), clicked: sum(country, 'clicked') })),
    );
    expect(answer.truncated).toBe(false);

    // Aggregation off: one row per dataset row, the indicator still typed as one.
    const filters = [{ key: 'country', value_type: 'string', operator: 'eq', value: 'cn' }];
    const raw = data<LookerAnswer>(
      await post('/looker/config/data', {
        config: config({ has_aggregate: 0, filters }),
        sort_key_map: { sent: 'desc' },
      }),
    );
    const cn = PUSHES.filter((p) => p.country === 'cn').map((p) => Number(p.sent));
    expect(raw.rows.map((r) => r.sent)).toEqual([...cn].sort((a, b) => b - a));
    expect(raw.columns.find((c) => c.column_key === 'sent')?.role).toBe('indicator');
    // Any operator of the value type: a range on an indicator.
    const between = [{ key: 'sent', value_type: 'indicator', operator: 'between', range: { start: 0, end: 600 } }];
    const small = data<LookerAnswer>(
      await post('/looker/config/data', {
        config: config({ has_aggregate: 0, filters: between }),
        sort_key_map: { sent: 'asc' },
      }),
    );
    expect(small.rows.map((r) => r.sent)).toEqual(
      PUSHES.map((p) => Number(p.sent))
        .filter((n) => n <= 600)
        .sort((a, b) => a - b),
    );

    const unknown = await post('/looker/config/data', {
      config: config({ selected_columns: [{ column_key: 'nope', column_name: 'x', column_type: 0 }] }),
    });
    expect(unknown.status).toBe(400);
    expect(bodyOf(unknown).message).toContain('nope');
    const badOperator = await post('/looker/config/data', {
      config: config({ filters: [{ key: 'country', value_type: 'string', operator: 'between' }] }),
    });
    expect(badOperator.status).toBe(400);
    const noColumns = await post('/looker/config/data', { config: config({ selected_columns: [] }) });
    expect(fields(noColumns)).toEqual(['config.selected_columns:required']);
    const missingDataset = await post('/looker/config/data', { config: config({ data_set_id: 99999 }) });
    expect(fields(missingDataset)).toEqual(['config.data_set_id:not_found']);
    const otherApp = await post('/looker/config/data', { config: config({ app_id: app + 100 }) });
    expect(fields(otherApp)).toEqual(['config.data_set_id:not_in_app']);
    const notADocument = await post('/looker/config/data', { config: { data_set_id: dataset, has_aggregate: 5 } });
    expect(notADocument.status).toBe(400);
    expect(pointers(notADocument)).toContain('/config/has_aggregate');
    // Not a member of the dataset's app.
    expect((await post('/looker/config/data', { config: config() }, stranger.token)).status).toBe(403);
    expect((await post('/looker/config/data', { config: config() }, member.token)).status).toBe(200);
  });

  it('downloads the view as CSV in the order of export_fields', async () => {
    const res = await post('/looker/config/download', {
      config: config(),
      sort_key_map: { country: 'asc' },
      export_fields: { sent: '发送', country: '国家' },
      export_values: 'raw',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['发送,国家', ...countries.map((c) => `${sum(c, 'sent')},${c}`)]);
    const none = await post('/looker/config/download', { config: config(), export_fields: {} });
    expect(none.status).toBe(400);
    expect(
      (await post('/looker/config/download', { config: config(), export_fields: { sent: 's' } }, stranger.token))
        .status,
    ).toBe(403);
  });

  it('saves, lists, searches, orders, reads and deletes configs; authors and admins edit them', async () => {
    const first = data<LookerDetail>(
      await post(
        '/looker/config/save-or-update',
        { config: config({ description: '国家分布', remark: 'r1' }) },
        member.token,
      ),
    );
    expect(first).toMatchObject({
      app_id: app,
      title: '按国家',
      description: '国家分布',
      remark: 'r1',
      can_edit: true,
    });
    expect(first.config.looker_id).toBe(first.id);
    const second = data<LookerDetail>(
      await post('/looker/config/save-or-update', {
        config: config({
          title: '点击趋势',
          visual_config: { charts_value: 2, dim_value: 'country', index_value: ['clicked'] },
        }),
      }),
    );
    expect(second.position).toBeGreaterThan(first.position);

    const untitled = await post('/looker/config/save-or-update', { config: config({ title: undefined }) });
    expect(untitled.status).toBe(400);
    expect(pointers(untitled)).toEqual(['/config/title']);
    const missing = await post('/looker/config/save-or-update', { config: config({ looker_id: 99999 }) });
    expect(missing.status).toBe(404);
    // The member may not change the admin's config; the admin may change the member's.
    const foreign = await post(
      '/looker/config/save-or-update',
      { config: { ...second.config, title: 'x' } },
      member.token,
    );
    expect(foreign.status).toBe(403);
    const renamed = data<LookerDetail>(
      await post('/looker/config/save-or-update', { config: { ...first.config, title: '按国家（改）' } }),
    );
    expect(renamed).toMatchObject({ id: first.id, title: '按国家（改）', created_by: member.username });

    const searched = data<Paged<LookerSummary>>(
      await post('/looker/config/search', { app_id: app, search_content: '趋势' }),
    );
    expect(searched.list.map((l) => l.id)).toEqual([second.id]);
    expect(searched.total_size).toBe(1);
    expect((await post('/looker/config/search', { app_id: app }, stranger.token)).status).toBe(403);
    expect(fields(await post('/looker/config/search', {}))).toEqual(['app_id:required']);

    const reordered = data<LookerSummary[]>(
      await post('/looker/page/update/position', { app_id: app, ids: [second.id] }, member.token),
    );
    expect(reordered.map((l) => l.id)).toEqual([second.id, first.id]);
    const listed = data<LookerSummary[]>(await env().get(`/looker/page/list?app_id=${app}`, member.token));
    expect(listed.map((l) => [l.id, l.can_edit])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect(fields(await post('/looker/page/update/position', { app_id: app, ids: [99999] }))).toEqual([
      'ids.0:not_in_app',
    ]);
    expect((await env().get(`/looker/page/list?app_id=${app}`, stranger.token)).status).toBe(403);

    const detail = data<LookerDetail>(
      await env().get(`/looker/config/looker-detail?looker_id=${second.id}`, member.token),
    );
    expect(detail.config.visual_config).toEqual({ charts_value: 2, dim_value: 'country', index_value: ['clicked'] });
    expect((await env().get('/looker/config/looker-detail?looker_id=99999', admin())).status).toBe(404);
    expect((await env().get(`/looker/config/looker-detail?looker_id=${second.id}`, stranger.token)).status).toBe(403);

    const del = (id: number, token = admin()) =>
      env()
        .http.delete(env().api(`/looker/page/config?id=${id}`))
        .set('Authorization', `Bearer ${token}`);
    expect((await del(second.id, member.token)).status).toBe(403);
    expect((await del(first.id, member.token)).status).toBe(200);
    expect((await del(first.id)).status).toBe(404);
  });

  it('saves a view to an existing page or a new one as a section draft (admins)', async () => {
    const page = await env().handle.store.models.Entry.findOne({ where: { url: '/push/overview/list' } });
    const visual = { charts_value: 2, dim_value: 'country', index_value: ['sent'], is_dynamic_scale: 1 };
    const saved = data<LookerDetail>(
      await post('/looker/config/save-or-update', {
        config: config({ title: '发送对比', visual_config: visual }),
        save_to_page: { page_id: page!.id, show: 'chart' },
      }),
    );
    expect(saved.save_reports).toEqual([{ id: page!.id, url: '/push/overview/list', name: page!.name }]);
    const draft = await env().get(`/customize/page-diagram/list-with-page?page_id=${page!.id}&preview=1`, admin());
    const section = data<{ sections: { id: number; title: string; chart_config?: { free_chart_type?: number } }[] }>(
      draft,
    ).sections.find((s) => s.title === '发送对比');
    expect(section).toMatchObject({ title: '发送对比', chart_config: { free_chart_type: 2 } });

    const fresh = data<LookerDetail>(
      await post('/looker/config/save-or-update', {
        config: { ...saved.config, title: '发送表' },
        save_to_page: { new_page: { name: '看数', url: '/push/looker-view' }, show: 'table' },
      }),
    );
    expect(fresh.save_reports.map((r) => r.url)).toEqual(['/push/overview/list', '/push/looker-view']);

    const staff = await post(
      '/looker/config/save-or-update',
      { config: config(), save_to_page: { page_id: page!.id } },
      member.token,
    );
    expect(staff.status).toBe(403);
    const elsewhere = await post('/looker/config/save-or-update', {
      config: config(),
      save_to_page: { page_id: 99999 },
    });
    expect(fields(elsewhere)).toEqual(['save_to_page.page_id:not_found']);
    const nowhere = await post('/looker/config/save-or-update', { config: config(), save_to_page: {} });
    expect(fields(nowhere)).toEqual(['save_to_page.page_id:required']);
  });

  it('applies the column and row rules of field authority to every answer', async () => {
    const category = await post('/category/save-or-update', {
      app_id: app,
      name: '点击保密',
      columns: [{ data_set_id: dataset, column_key: 'clicked' }],
    });
    expect(category.status).toBe(200);
    const rules = await post('/category/row-rule/save', {
      data_set_id: dataset,
      rules: [
        { kind: 'regular', column_key: 'country', source: 'values', values: ['us'], usernames: [member.username] },
      ],
    });
    expect(rules.status).toBe(200);

    const seen = data<LookerAnswer>(await post('/looker/config/data', { config: config() }, member.token));
    expect(seen.columns.find((c) => c.column_key === 'clicked')?.masked).toBe(true);
    expect(seen.rows).toEqual([{ country: 'us', sent: sum('us', 'sent') }]);
    const filtered = await post(
      '/looker/config/data',
      { config: config({ filters: [{ key: 'clicked', value_type: 'indicator', operator: 'gt', value: 1 }] }) },
      member.token,
    );
    expect(filtered.status).toBe(403);
    const file = await post(
      '/looker/config/download',
      { config: config(), export_fields: { country: 'c', clicked: 'k' }, export_values: 'raw' },
      member.token,
    );
    expect(
      file.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['c', 'us']);
    // The admin is held to neither layer.
    expect(data<LookerAnswer>(await post('/looker/config/data', { config: config() })).rows).toHaveLength(
      countries.length,
    );
  });

  it("keeps each viewer's own filter values per url", async () => {
    const url = '/push/overview/list';
    const call = (body: unknown, token: string) => post('/viewer/filter/value/get-or-update', body, token);
    expect(data<ViewerFilterValues>(await call({ url }, member.token)).values).toBeNull();
    const values = { country: ['cn'], dt: ['2024-05-01', '2024-05-02'] };
    expect(data<ViewerFilterValues>(await call({ url, values }, member.token)).values).toEqual(values);
    expect(data<ViewerFilterValues>(await call({ url }, member.token)).values).toEqual(values);
    // Another viewer has his own.
    expect(data<ViewerFilterValues>(await call({ url }, stranger.token)).values).toBeNull();
    expect(data<ViewerFilterValues>(await call({ url, values: null }, member.token)).values).toBeNull();
    expect(data<ViewerFilterValues>(await call({ url }, member.token)).values).toBeNull();
    expect(fields(await call({ url: 'no-slash' }, member.token))).toEqual(['url:pattern']);
    expect(fields(await call({ url, values: [1] }, member.token))).toEqual(['values:type']);
  });
});
