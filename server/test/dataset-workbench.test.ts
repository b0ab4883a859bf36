/**
 * The calls behind the datasets screen, on real SQLite, MariaDB and PostgreSQL data sources: the preview of an
 * unsaved definition, `{{param}}` types and defaults (also where report queries bind them), re-reading a changed
 * SQL's columns with the sections that would break, display values and visibility stored and served with the
 * columns, and what admins and others are told about SQL the database refuses.
 */
import type { DatasetColumn, DatasetParam, TemplateBundle } from '@tessera/schema/dsl';
import type { Paged, TrashItem } from '@tessera/schema/api';
import type {
  DataUpdateModeInfo,
  DatasetColumnSync,
  DatasetDetail,
  DatasetPageUse,
  DatasetPreview,
} from '../src/domains/datasets/types';
import type { ReportData } from '../src/domains/report/types';
import { describeEngines, scratch, type Scratch } from './datasources-scratch';
import { connectionBody, importBundle, tableBundle } from './export-helpers';
import { createEnv, data, type TestEnv, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';

const D = '/customize/dataset';
const URL = '/growth/engagement/vv';
const ROWS = [
  { order_id: 1, country: 'cn', amount: 10, dt: '2024-01-01' },
  { order_id: 2, country: 'us', amount: 20, dt: '2024-01-02' },
  { order_id: 3, country: 'cn', amount: 30, dt: '2024-01-03' },
];
const MIN_AMOUNT: DatasetParam = { name: 'min_amount', type: 'number', default: 15 };

describeEngines('dataset workbench calls', (kind) => {
  let env: TestEnv;
  let source: Scratch;
  let connectionId: number;
  let growth: number;
  let viewer: TestUser;
  let section: number;
  let datasetId: number;
  const q = (name: string) => (kind === 'mysql' ? `\`${name}\`` : `"${name}"`);
  const ordersSql = `SELECT ${q('order_id')}, ${q('country')}, ${q('amount')} FROM orders WHERE ${q('amount')} >= {{min_amount}}`;

  /** A call as an admin reading English. */
  const admin = (path: string, body: unknown) =>
    env.http
      .post(env.api(path))
      .set('Authorization', `Bearer ${env.adminToken}`)
      .set('Accept-Language', 'en')
      .send(body as object);
  const definition = (fields: Record<string, unknown>) => ({
    app_id: growth,
    connection_id: connectionId,
    ...fields,
  });
  const ids = (preview: DatasetPreview) => preview.rows.map((r) => Number(r.order_id));

  beforeAll(async () => {
    env = await createEnv('sqlite');
    source = await scratch(kind, env.config.dataSourcesDir);
    await source.admin.schema.createTable('orders', (t) => {
      t.integer('order_id').notNullable();
      t.string('country', 8).notNullable();
      t.integer('amount').notNullable();
      t.string('dt', 10).notNullable();
    });
    await source.admin('orders').insert(ROWS);
    connectionId = (await env.handle.services.connections.save(connectionBody(source, 'orders_db'))).id;
    growth = await env.appId('growth');
    viewer = await env.addUser('viewer', ['增长分析-查看']);
    // A page the viewer may read, whose table section shows the three columns of a dataset with a parameter.
    const bundle = tableBundle({
      page: 'orders',
      url: URL,
      connection: 'orders_db',
      sql: ordersSql,
      columns: [
        { key: 'order_id', name: '订单', data_type: 'integer' },
        { key: 'country', name: '国家', data_type: 'varchar' },
        { key: 'amount', name: '金额', data_type: 'integer' },
      ],
      sections: [{ key: 'orders_table', title: '订单明细', exportable: 0 }],
    }) as TemplateBundle & { datasets: { params?: unknown[] }[] };
    bundle.datasets[0].params = [MIN_AMOUNT];
    const imported = await importBundle(env, growth, bundle);
    [section] = imported.pages[0].section_ids;
    datasetId = imported.datasets[0].id;
  }, 60_000);

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
    await source?.drop();
  });

  it('previews an unsaved definition: parameters bound by their type, a row cap, the engine refusing in its words', async () => {
    const base = definition({ sql: `${ordersSql} ORDER BY ${q('order_id')}`, params: [MIN_AMOUNT] });
    const byDefault = await admin(`${D}/preview`, base);
    expect(byDefault.status).toBe(200);
    const preview = data<DatasetPreview>(byDefault);
    expect(preview.columns).toEqual(['order_id', 'country', 'amount']);
    expect(ids(preview)).toEqual([2, 3]);
    expect(preview.truncated).toBe(false);

    // A value typed into the preview's form arrives as text; a number parameter binds it as a number.
    expect(ids(data<DatasetPreview>(await admin(`${D}/preview`, { ...base, values: { min_amount: '25' } })))).toEqual([
      3,
    ]);
    const capped = data<DatasetPreview>(await admin(`${D}/preview`, { ...base, limit: 1 }));
    expect({ ids: ids(capped), truncated: capped.truncated }).toEqual({ ids: [2], truncated: true });

    const noValue = await admin(`${D}/preview`, { ...base, params: [] });
    expect(noValue.status).toBe(400);
    expect(problemsOf(noValue)).toEqual([
      { pointer: '/values/min_amount', message: '{{min_amount}} needs a value or a default' },
    ]);
    const notANumber = await admin(`${D}/preview`, { ...base, values: { min_amount: 'lots' } });
    expect(problemsOf(notANumber)).toEqual([
      { pointer: '/values/min_amount', message: '{{min_amount}} is a number parameter' },
    ]);

    const refused = await admin(`${D}/preview`, definition({ sql: 'SELECT nope FROM orders' }));
    expect(refused.status).toBe(400);
    expect(problemsOf(refused)[0].pointer).toBe('/sql');
    expect(problemsOf(refused)[0].message).toMatch(/^the database refused it: .*nope/i);

    // A table dataset previews too; no empty table is needed to name the columns.
    const table = data<DatasetPreview>(await admin(`${D}/preview`, definition({ table_name: 'orders', limit: 2 })));
    expect(table.columns).toEqual(['order_id', 'country', 'amount', 'dt']);
    expect(table.rows).toHaveLength(2);
    const empty = data<DatasetPreview>(
      await admin(`${D}/preview`, definition({ sql: 'SELECT order_id, dt FROM orders WHERE 1 = 0' })),
    );
    expect(empty).toMatchObject({ columns: ['order_id', 'dt'], rows: [], truncated: false });
  });

  it('checks parameters: the SQL must use them, each once, with a default of their type', async () => {
    const res = await admin(
      `${D}/preview`,
      definition({
        sql: ordersSql,
        params: [
          { name: 'min_amount', type: 'number', default: 'ten' },
          { name: 'min_amount', type: 'number' },
          { name: 'day', type: 'date', default: '2024-01-01' },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toEqual([
      { pointer: '/params/0/default', message: 'a number parameter takes a number' },
      { pointer: '/params/1/name', message: 'parameter "min_amount" is listed twice' },
      { pointer: '/params/2/name', message: 'the SQL has no {{day}}' },
    ]);
    const onTable = await admin(`${D}/preview`, definition({ table_name: 'orders', params: [MIN_AMOUNT] }));
    expect(problemsOf(onTable)).toEqual([{ pointer: '/params', message: 'only a dataset with sql has parameters' }]);
  });

  it('binds the default in report queries when no filter gives the parameter, and carries it in templates', async () => {
    const res = await env.post('/customize/page-diagram/new/data', { diagram_id: section }, viewer.token);
    expect(res.status).toBe(200);
    expect(
      data<ReportData>(res)
        .rows.map((r) => Number(r.order_id))
        .sort(),
    ).toEqual([2, 3]);
    const stored = data<DatasetDetail>(await env.get(`${D}/one?id=${datasetId}`, viewer.token));
    expect(stored.params).toEqual([MIN_AMOUNT]);
    const page = await env.handle.store.models.Entry.findOne({ where: { url: URL } });
    const exported = await env.get(`/templates/export?page_id=${page?.id}`, env.adminToken);
    expect((JSON.parse(exported.text) as TemplateBundle).datasets?.[0].params).toEqual([MIN_AMOUNT]);
  });

  it('re-reads a changed SQL: added columns guessed, removed ones with the sections that would break; nothing saved', async () => {
    const before = data<DatasetDetail>(await env.get(`${D}/one?id=${datasetId}`, env.adminToken));
    const changed = `SELECT ${q('order_id')}, ${q('amount')}, ${q('dt')}, ${q('amount')} * 2 AS ${q('doubled')} FROM orders WHERE ${q('amount')} >= {{min_amount}}`;
    const res = await admin(
      `${D}/sync-columns`,
      definition({ id: datasetId, sql: changed, params: [MIN_AMOUNT], columns: before.columns }),
    );
    expect(res.status).toBe(200);
    const sync = data<DatasetColumnSync>(res);
    expect(sync.produced).toEqual(['order_id', 'amount', 'dt', 'doubled']);
    expect(sync.added.map((c) => [c.column_key, c.column_type])).toEqual([
      ['dt', 0],
      ['doubled', 1],
    ]);
    expect(sync.added[1]).toMatchObject({ aggregate: 'SUM', formatter: 'thousands_point' });
    expect(sync.removed).toEqual([
      {
        column: before.columns[1],
        sections: [
          {
            id: section,
            key: 'orders_table',
            title: '订单明细',
            page_id: expect.any(Number) as number,
            page_name: expect.any(String) as string,
            url: URL,
          },
        ],
      },
    ]);
    // Declared columns keep what the admin typed; the produced order wins.
    expect(sync.columns.map((c) => c.column_key)).toEqual(sync.produced);
    expect(sync.columns[0]).toEqual(before.columns[0]);
    const after = data<DatasetDetail>(await env.get(`${D}/one?id=${datasetId}`, env.adminToken));
    expect({ sql: after.sql, columns: after.columns }).toEqual({ sql: before.sql, columns: before.columns });

    // A table dataset types new columns from the table's catalog.
    const table = data<DatasetColumnSync>(
      await admin(`${D}/sync-columns`, definition({ table_name: 'orders', columns: [] })),
    );
    expect(table.added.map((c) => [c.column_key, c.column_type])).toEqual([
      ['order_id', 0],
      ['country', 0],
      ['amount', 1],
      ['dt', 0],
    ]);
    expect(table.removed).toEqual([]);
  });

  it('stores display values and visibility with the columns, and serves them wherever columns are answered', async () => {
    const before = data<DatasetDetail>(await env.get(`${D}/one?id=${datasetId}`, env.adminToken));
    const columns: DatasetColumn[] = before.columns.map((c) =>
      c.column_key === 'country'
        ? {
            ...c,
            display_values: [
              { value: 'cn', label: '中国' },
              { value: 'us', label: '美国' },
            ],
          }
        : c.column_key === 'amount'
          ? { ...c, is_show: 0, description: '含税金额' }
          : c,
    );
    const save = (cols: unknown) =>
      admin(`${D}/save-update`, {
        ...definition({ id: datasetId, key: before.key, name: before.name, sql: before.sql, params: before.params }),
        data_update_mode: 3,
        columns: cols,
      });
    const saved = await save(columns);
    expect(saved.status).toBe(200);
    expect(data<DatasetDetail>(saved).columns).toEqual(columns);
    expect(data<DatasetDetail>(await env.get(`${D}/one?id=${datasetId}`, viewer.token)).data_set_column_list).toEqual(
      columns,
    );
    const fields = await env.get(`/customize/page-diagram/fields?id=${section}`, viewer.token);
    expect(data<DatasetColumn[]>(fields)).toEqual(columns);

    const twice = columns.map((c) =>
      c.column_key === 'country'
        ? { ...c, display_values: [...(c.display_values ?? []), { value: 'cn', label: 'China' }] }
        : c,
    );
    const duplicate = await save(twice);
    expect(duplicate.status).toBe(400);
    expect(problemsOf(duplicate)).toEqual([
      { pointer: '/columns/1/display_values/2/value', message: 'the value "cn" already has a label in this column' },
    ]);
    const unlabelled = await save(
      columns.map((c) => (c.column_key === 'country' ? { ...c, display_values: [{ value: 'cn', label: '' }] } : c)),
    );
    expect(unlabelled.status).toBe(400);
    expect(problemsOf(unlabelled)[0].pointer).toBe('/columns/1/display_values/0/label');
  });

  it('says what each data update mode means for the cache', async () => {
    const res = await env.get(`${D}/update-modes`, env.adminToken);
    expect(data<DataUpdateModeInfo[]>(res)).toEqual([
      { mode: 1, ttl_seconds: 300 },
      { mode: 2, ttl_seconds: 3600 },
      { mode: 3, ttl_seconds: 86_400 },
      { mode: 4, ttl_seconds: 60 },
    ]);
  });

  it('refuses to delete a dataset while sections use it, naming them; an unused one goes to the recycle bin', async () => {
    const remove = (id: number) =>
      env.http
        .delete(env.api(`${D}/delete?id=${id}`))
        .set('Authorization', `Bearer ${env.adminToken}`)
        .set('Accept-Language', 'en');
    const refused = await remove(datasetId);
    expect(refused.status).toBe(409);
    const page = await env.handle.store.models.Entry.findOne({ where: { url: URL } });
    expect(bodyOf(refused).message).toBe(`The dataset is used by these pages and cannot be deleted: ${page?.name}`);
    expect(bodyOf<{ pages: DatasetPageUse[] }>(refused).result_data.pages).toEqual([
      {
        page_id: page?.id,
        name: page?.name,
        url: URL,
        app_id: growth,
        sections: [{ id: section, key: 'orders_table', title: '订单明细' }],
      },
    ]);
    expect((await env.get(`${D}/one?id=${datasetId}`, env.adminToken)).status).toBe(200);

    const spare = data<DatasetDetail>(
      await admin(
        `${D}/save-update`,
        definition({ key: 'spare', name: '备用订单', table_name: 'orders', columns: [] }),
      ),
    );
    expect((await remove(spare.id)).status).toBe(200);
    expect((await env.get(`${D}/one?id=${spare.id}`, env.adminToken)).status).toBe(404);
    const bin = data<Paged<TrashItem>>(await env.post('/trash/search', { kind: 'dataset' }, env.adminToken));
    expect(bin.list.map((i) => [i.item_id, i.name])).toContainEqual([spare.id, '备用订单']);
  });

  it("refuses broken SQL at save with the engine's message to admins; others learn nothing of the engine", async () => {
    const broken = { key: 'broken', name: 'broken', sql: 'SELECT nope FROM orders', columns: [] };
    const refused = await admin(`${D}/save-update`, definition(broken));
    expect(refused.status).toBe(400);
    const engine = problemsOf(refused)[0].message ?? '';
    expect(engine).toMatch(/^the database refused it: .*nope/i);
    const logged = () => env.logs.filter((line) => line.includes('dataset refused by the database')).length;
    const before = logged();
    // Staff never reach the database: the save is for admins.
    const byStaff = await env.http
      .post(env.api(`${D}/save-update`))
      .set('Authorization', `Bearer ${viewer.token}`)
      .set('Accept-Language', 'en')
      .send(definition(broken));
    expect({ status: byStaff.status, message: bodyOf(byStaff).message }).toEqual({
      status: 403,
      message: 'Only administrators can do this',
    });
    expect(logged()).toBe(before);

    // A saved dataset whose table was renamed under it: staff reading the page get the generic answer, while the
    // admin previewing the same definition reads the engine's words.
    await source.admin.schema.renameTable('orders', 'orders_before');
    const staff = await env.http
      .post(env.api('/customize/page-diagram/new/data'))
      .set('Authorization', `Bearer ${viewer.token}`)
      .set('Accept-Language', 'en')
      // A query of its own: the earlier one is still in the result cache (this dataset is refreshed manually).
      .send({ diagram_id: section, sort_key_map: { order_id: 'desc' } });
    expect({ status: staff.status, message: bodyOf(staff).message }).toEqual({
      status: 400,
      message: 'The query failed',
    });
    expect(JSON.stringify(staff.body)).not.toMatch(/orders/i);
    const preview = await admin(`${D}/preview`, definition({ sql: ordersSql, params: [MIN_AMOUNT] }));
    expect(preview.status).toBe(400);
    expect(problemsOf(preview)[0].message).toMatch(/^the database refused it: .*orders/i);
  });
});
