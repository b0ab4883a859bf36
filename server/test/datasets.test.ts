import path from 'node:path';
import { QueryTypes, Sequelize } from 'sequelize';
import type { Paged } from '@tessera/schema/api';
import type {
  DatasetDetail,
  DatasetPageUse,
  DatasetStarter,
  DatasetSummary,
  IndicatorDetail,
} from '../src/domains/datasets/types';
import { data, describeStores, type TestEnv, type TestUser } from './harness';
import { bodyOf, problemsOf, textContaining } from './support/body';

/** A db_connections row made directly (the connections routes are another domain's). */
async function addConnection(
  env: TestEnv,
  name: string,
  kind = 'sqlite',
  appId: number | null = null,
): Promise<number> {
  const now = new Date();
  await env.handle.store.sequelize
    .getQueryInterface()
    .bulkInsert('db_connections', [
      { name, kind, file: `${name}.sqlite`, app_id: appId, created_at: now, updated_at: now },
    ]);
  const rows = await env.handle.store.sequelize.query<{ id: number }>(
    'SELECT id FROM db_connections WHERE name = :name',
    { type: QueryTypes.SELECT, replacements: { name } },
  );
  return Number(rows[0].id);
}

const COLUMNS = [
  { column_key: 'dt', column_name: '日期', column_type: 0, data_type: 'date' },
  { column_key: 'country', column_name: '国家', column_type: 0 },
  {
    column_key: 'vv',
    column_name: '播放次数',
    column_type: 1,
    data_type: 'bigint',
    aggregate: 'SUM',
    formatter: 'thousands',
  },
];

interface ErrorItem {
  pointer: string;
  message: string;
}
const pointers = (res: { body: { result_data: { errors: ErrorItem[] } } }) =>
  res.body.result_data.errors.map((e) => e.pointer);

describeStores('datasets', {}, (env) => {
  let growth: number;
  let push: number;
  let demo: number;
  let viewer: TestUser;
  let outsider: TestUser;
  const base = () => ({
    app_id: growth,
    key: 'vv_daily',
    name: '播放量',
    connection_id: demo,
    sql: 'SELECT dt, country, vv FROM t WHERE dt >= {{start_date}}',
    data_update_mode: 1,
    columns: COLUMNS,
  });
  const save = (body: unknown, token = env().adminToken) => env().post('/customize/dataset/save-update', body, token);

  beforeAll(async () => {
    growth = await env().appId('growth');
    push = await env().appId('push');
    demo = await addConnection(env(), 'demo');
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    outsider = await env().addUser('outsider');
  });

  it('creates, reads, lists and updates a dataset', async () => {
    const created = await save(base());
    expect(created.status).toBe(200);
    const ds = data<DatasetDetail>(created);
    expect(ds).toMatchObject({
      app_id: growth,
      key: 'vv_daily',
      name: '播放量',
      connection_id: demo,
      connection_name: 'demo',
      table_name: null,
      data_update_mode: 1,
    });
    expect(ds.columns).toEqual(COLUMNS);
    expect(ds.data_set_column_list).toEqual(COLUMNS);

    const one = data<DatasetDetail>(await env().get(`/customize/dataset/one?id=${ds.id}`, viewer.token));
    expect(one.data_set_column_list).toEqual(COLUMNS);
    expect(await env().handle.services.datasets.getRecord(ds.id)).toEqual({
      id: ds.id,
      app_id: growth,
      key: 'vv_daily',
      name: '播放量',
      connection_id: demo,
      sql: base().sql,
      table_name: null,
      data_update_mode: 1,
      params: [],
      columns: COLUMNS,
    });

    const updated = data<DatasetDetail>(
      await save({
        ...base(),
        id: ds.id,
        name: '播放量（表）',
        sql: null,
        table_name: 'app_events',
        data_update_mode: 2,
      }),
    );
    expect(updated).toMatchObject({
      id: ds.id,
      name: '播放量（表）',
      sql: null,
      table_name: 'app_events',
      data_update_mode: 2,
    });

    await save({ ...base(), key: 'other_set', name: '另一个' }).expect(200);
    const list = data<Paged<DatasetSummary>>(
      await env().post('/customize/dataset/list', { appId: growth }, viewer.token),
    );
    expect(list).toMatchObject({ page: 1, page_size: 20, total_size: 2 });
    expect(list.list.map((d) => d.key)).toEqual(['other_set', 'vv_daily']);
    expect(list.list[0]).toMatchObject({ column_count: 3 });
    // Where the rows come from is for admins (security/least-disclosure.test.ts).
    expect(list.list[0]).not.toHaveProperty('connection_name');
    const listed = data<Paged<DatasetSummary>>(
      await env().post('/customize/dataset/list', { appId: growth }, env().adminToken),
    );
    expect(listed.list[0]).toMatchObject({ connection_name: 'demo', column_count: 3 });
    const searched = data<Paged<DatasetSummary>>(
      await env().post(
        '/customize/dataset/list',
        { app_id: growth, search_content: 'VV_D', page_model: { page: 1, page_size: 1 } },
        viewer.token,
      ),
    );
    expect(searched.list.map((d) => d.key)).toEqual(['vv_daily']);
    expect(searched.page_size).toBe(1);
  });

  it('refuses invalid datasets, naming the fields', async () => {
    const badColumn = await save({
      ...base(),
      key: 'bad',
      columns: [
        { column_key: 'x', column_name: 'X', column_type: 5 },
        { column_name: 'Y', column_type: 0 },
      ],
    });
    expect(badColumn.status).toBe(400);
    expect(pointers(badColumn)).toEqual(['/columns/0/column_type', '/columns/1/column_key']);

    const both = await save({ ...base(), key: 'bad', table_name: 'app_events' });
    expect(pointers(both)).toEqual(['/table_name']);
    const neither = await save({ ...base(), key: 'bad', sql: '' });
    expect(pointers(neither)).toEqual(['']);

    const param = await env()
      .post(
        '/customize/dataset/save-update',
        { ...base(), key: 'bad', sql: 'SELECT * FROM t WHERE a = {{1x}} AND b = {{ ok }} AND c = {{ open' },
        env().adminToken,
      )
      .set('Accept-Language', 'en');
    expect(param.status).toBe(400);
    expect(problemsOf(param)).toEqual([
      { pointer: '/sql', message: textContaining('malformed parameter {{1x}}') },
      { pointer: '/sql', message: textContaining('malformed parameter {{ open') },
    ]);
    expect(bodyOf(param).message).toMatch(/^The document has 2 error\(s\): \/sql: malformed parameter/);

    const noConnection = await save({ ...base(), key: 'bad', connection_id: 99999 });
    expect(noConnection.status).toBe(400);
    expect(problemsOf(noConnection)).toEqual([{ field: 'connection_id', rule: 'not_found' }]);
    const privateToPush = await addConnection(env(), 'push_only', 'mysql', push);
    expect((await save({ ...base(), key: 'bad', connection_id: privateToPush })).status).toBe(400);

    const badKey = await save({ ...base(), key: '1-bad', unknown: 1 });
    expect(
      problemsOf(badKey)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['key', 'unknown']);
    const count = await env().handle.store.models.Dataset.count({ where: { key: 'bad' } });
    expect(count).toBe(0);
  });

  it('keys are unique per app (409), not across apps', async () => {
    const dup = await save({ ...base(), name: '重复' });
    expect(dup.status).toBe(409);
    expect(bodyOf(dup).message).toContain('vv_daily');
    // SQLite, a file that does not exist: a 'postgres' row without a host would reach a local server, whose
    // answer to the save's check against the database (no table t) is not what this test is about.
    const pushDemo = await addConnection(env(), 'push_demo', 'sqlite', null);
    expect((await save({ ...base(), app_id: push, connection_id: pushDemo })).status).toBe(200);
    const id = data<DatasetDetail>(
      await env().get(
        `/customize/dataset/one?id=${(await env().handle.store.models.Dataset.findOne({ where: { app_id: growth, key: 'other_set' } }))?.id}`,
        env().adminToken,
      ),
    ).id;
    expect((await save({ ...base(), id })).status).toBe(409);
    expect((await save({ ...base(), id, app_id: push })).status).toBe(400);
  });

  it('template/sql builds a starter dataset with guessed column types', async () => {
    const mysql = await addConnection(env(), 'warehouse', 'mysql');
    const res = await env().post(
      '/customize/dataset/template/sql',
      {
        connection_id: mysql,
        table_name: 'dw.app_events',
        columns: [
          { name: 'event_date', type: 'DATE' },
          { name: 'user_id', type: 'bigint(20) unsigned' },
          { name: 'duration_sec', type: 'INT' },
          { name: 'revenue', type: 'decimal(12,2)' },
          { name: 'is_new', type: 'tinyint(1)' },
          { name: 'odd`name', type: 'varchar(32)' },
        ],
      },
      env().adminToken,
    );
    expect(res.status).toBe(200);
    const starter = data<DatasetStarter>(res);
    expect(starter.sql).toBe(
      'SELECT\n  `event_date`,\n  `user_id`,\n  `duration_sec`,\n  `revenue`,\n  `is_new`,\n  `odd``name`\nFROM `dw`.`app_events`',
    );
    expect(starter.columns.map((c) => [c.column_key, c.column_type, c.data_type])).toEqual([
      ['event_date', 0, 'date'],
      ['user_id', 0, 'bigint'],
      ['duration_sec', 1, 'int'],
      ['revenue', 1, 'decimal'],
      ['is_new', 0, 'tinyint'],
      ['odd`name', 0, 'varchar'],
    ]);
    expect(starter.columns[2]).toMatchObject({ aggregate: 'SUM', formatter: 'thousands_point' });
    const pg = data<DatasetStarter>(
      await env().post(
        '/customize/dataset/template/sql',
        { connection_id: demo, table_name: 't', columns: [{ name: 'a"b', type: 'text' }] },
        env().adminToken,
      ),
    );
    expect(pg.sql).toBe('SELECT\n  "a""b"\nFROM "t"');
    // Without columns the connection itself lists them (a real SQLite file in the data-sources folder).
    const file = new Sequelize({
      dialect: 'sqlite',
      storage: path.join(env().config.dataSourcesDir, 'local.sqlite'),
      logging: false,
    });
    await file.query('CREATE TABLE plays (play_date DATE, user_id BIGINT, plays INTEGER, country VARCHAR(8))');
    await file.close();
    const local = await addConnection(env(), 'local');
    await env().handle.store.sequelize.query("UPDATE db_connections SET file = 'local.sqlite' WHERE id = :id", {
      replacements: { id: local },
    });
    const listed = data<DatasetStarter>(
      await env().post(
        '/customize/dataset/template/sql',
        { connection_id: local, table_name: 'plays' },
        env().adminToken,
      ),
    );
    expect(listed.sql).toBe('SELECT\n  "play_date",\n  "user_id",\n  "plays",\n  "country"\nFROM "plays"');
    expect(listed.columns.map((c) => c.column_type)).toEqual([0, 0, 1, 0]);
    expect(
      (
        await env().post(
          '/customize/dataset/template/sql',
          { connection_id: local, table_name: 'nope' },
          env().adminToken,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await env().post(
          '/customize/dataset/template/sql',
          { connection_id: demo, table_name: 't; drop', columns: [] },
          env().adminToken,
        )
      ).status,
    ).toBe(400);
  });

  it('usage: indicator detail, pages using it, and delete refused while used (409 naming the pages)', async () => {
    const ds = await env().handle.store.models.Dataset.findOne({ where: { app_id: growth, key: 'vv_daily' } });
    const id = ds?.id as number;
    const page = await env().handle.store.models.Entry.findOne({ where: { url: '/growth/engagement/vv' } });
    const section = {
      id: 'vv_table',
      title: '播放明细',
      diagram_sql_model: { data_set_id: 'vv_daily' },
      column_config_model_list: [{ column_key: 'vv', column_name: '播放次数', column_type: 1, selected: 1 }],
      data_set_id: id,
    };
    const added = await env().post('/customize/page-diagram/add/one', { page_id: page?.id, section }, env().adminToken);
    expect(added.status).toBe(200);
    expect(bodyOf<{ id: number; diagram_sql_model: unknown }>(added).result_data.diagram_sql_model).toEqual({
      data_set_id: id,
    });

    const detail = data<IndicatorDetail>(
      await env().get(`/customize/dataset/indicator/detail?id=${id}&column_key=vv`, viewer.token),
    );
    expect(detail.column).toEqual(COLUMNS[2]);
    expect(detail.sections).toEqual([
      {
        id: bodyOf<{ id: number; diagram_sql_model: unknown }>(added).result_data.id,
        key: 'vv_table',
        title: '播放明细',
        page_id: page?.id,
        page_name: page?.name,
        url: '/growth/engagement/vv',
      },
    ]);
    expect(
      data<IndicatorDetail>(
        await env().get(`/customize/dataset/indicator/detail?id=${id}&column_key=country`, viewer.token),
      ).sections,
    ).toEqual([]);
    expect((await env().get(`/customize/dataset/indicator/detail?id=${id}&column_key=nope`, viewer.token)).status).toBe(
      404,
    );

    const uses = data<DatasetPageUse[]>(await env().get(`/customize/dataset/use/pages?id=${id}`, viewer.token));
    expect(uses).toEqual([
      {
        page_id: page?.id,
        name: page?.name,
        url: '/growth/engagement/vv',
        app_id: growth,
        sections: [
          {
            id: bodyOf<{ id: number; diagram_sql_model: unknown }>(added).result_data.id,
            key: 'vv_table',
            title: '播放明细',
          },
        ],
      },
    ]);

    const refused = await env()
      .http.delete(env().api(`/customize/dataset/delete?id=${id}`))
      .set('Authorization', `Bearer ${env().adminToken}`);
    expect(refused.status).toBe(409);
    expect(bodyOf(refused).message).toContain(page?.name);
    expect(bodyOf<{ pages: { page_id: number }[] }>(refused).result_data.pages[0].page_id).toBe(page?.id);

    await env()
      .http.delete(
        env().api(
          `/customize/page-diagram/delete/one?id=${bodyOf<{ id: number; diagram_sql_model: unknown }>(added).result_data.id}`,
        ),
      )
      .set('Authorization', `Bearer ${env().adminToken}`)
      .expect(200);
    await env()
      .http.delete(env().api(`/customize/dataset/delete?id=${id}`))
      .set('Authorization', `Bearer ${env().adminToken}`)
      .expect(200);
    expect((await env().get(`/customize/dataset/one?id=${id}`, env().adminToken)).status).toBe(404);
    // The key is free again.
    expect((await save(base())).status).toBe(200);
  });

  it('members read, outsiders get 403, only admins write', async () => {
    expect((await env().post('/customize/dataset/list', { app_id: growth }, outsider.token)).status).toBe(403);
    const id = (await env().handle.store.models.Dataset.findOne({ where: { app_id: growth, key: 'vv_daily' } }))?.id;
    expect((await env().get(`/customize/dataset/one?id=${id}`, outsider.token)).status).toBe(403);
    expect((await env().get(`/customize/dataset/use/pages?id=${id}`, outsider.token)).status).toBe(403);
    expect((await save({ ...base(), key: 'by_viewer' }, viewer.token)).status).toBe(403);
    expect(
      (
        await env()
          .http.delete(env().api(`/customize/dataset/delete?id=${id}`))
          .set('Authorization', `Bearer ${viewer.token}`)
      ).status,
    ).toBe(403);
    expect((await env().post('/customize/dataset/list', { app_id: growth })).status).toBe(401);
  });
});
