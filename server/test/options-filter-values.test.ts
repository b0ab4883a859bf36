import { QueryTypes } from 'sequelize';
import type { Section } from '@tessera/schema/dsl';
import type { FilterValuesRecord } from '../src/domains/options/types';
import { data, describeOnSqlite, type TestEnv, type TestUser } from './harness';
import { anyString, bodyOf } from './support/body';

const FV = '/customize/filter/values/get-update';
const P = '/customize/page-diagram';
const COLUMNS = [
  { column_key: 'dt', column_name: '日期', column_type: 0 },
  { column_key: 'country', column_name: '国家', column_type: 0 },
  { column_key: 'channel', column_name: '渠道', column_type: 0 },
  { column_key: 'vv', column_name: '播放', column_type: 1 },
];

const fields = (res: { body: { result_data: { errors: { field: string; rule: string }[] } } }) =>
  res.body.result_data.errors.map((e) => `${e.field}:${e.rule}`);

async function addDataset(env: TestEnv, appId: number): Promise<number> {
  const now = new Date();
  await env.handle.store.sequelize
    .getQueryInterface()
    .bulkInsert('db_connections', [
      { name: 'fv_demo', kind: 'sqlite', file: 'fv.sqlite', created_at: now, updated_at: now },
    ]);
  const [conn] = await env.handle.store.sequelize.query<{ id: number }>(
    "SELECT id FROM db_connections WHERE name = 'fv_demo'",
    { type: QueryTypes.SELECT },
  );
  const res = await env.post(
    '/customize/dataset/save-update',
    {
      app_id: appId,
      key: 'plays',
      name: '播放',
      connection_id: Number(conn.id),
      sql: 'SELECT * FROM plays',
      columns: COLUMNS,
    },
    env.adminToken,
  );
  return data<{ id: number }>(res).id;
}

describeOnSqlite('options: filter values', {}, (env) => {
  let diagram: number;
  let datasetId: number;
  let viewer: TestUser;
  let pusher: TestUser;
  const admin = () => env().adminToken;
  const filters = () => [
    {
      type: 'select',
      name: '国家',
      class_en: 'country',
      values: [
        { name: '中国', value: 'CN', data_set_id: datasetId },
        { name: '美国', value: 'US' },
      ],
      map_id: 'country',
    },
    { type: 'text', name: '渠道', class_en: 'channel' },
  ];

  beforeAll(async () => {
    const growth = await env().appId('growth');
    const daily = (await env().handle.store.models.Entry.findOne({ where: { url: '/growth/retention/daily' } }))
      ?.id as number;
    datasetId = await addDataset(env(), growth);
    const added = await env().post(
      `${P}/add/one`,
      {
        page_id: daily,
        section: { id: 'by_country', title: '按国家', data_set_id: datasetId, filter_config_model_list: filters() },
      },
      admin(),
    );
    expect(added.status).toBe(200);
    diagram = data<Section>(added).id as number;
    await env()
      .post(`${P}/online`, { diagram_id_set: [diagram] }, admin())
      .expect(200);
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    pusher = await env().addUser('pusher', ['推送运营-查看']);
  });

  it('reads nothing saved yet; outsiders of the page get 403', async () => {
    const none = data<FilterValuesRecord>(
      await env().post(FV, { diagram_id: diagram, filter_key: 'country' }, viewer.token).expect(200),
    );
    expect(none).toEqual({
      diagram_id: diagram,
      filter_key: 'country',
      values: null,
      updated_by: null,
      updated_at: null,
    });
    expect(data<FilterValuesRecord[]>(await env().post(FV, { diagramId: diagram }, viewer.token))).toEqual([]);
    expect((await env().post(FV, { diagram_id: diagram, filter_key: 'country' }, pusher.token)).status).toBe(403);
    expect((await env().post(FV, { diagram_id: 999999, filter_key: 'country' }, viewer.token)).status).toBe(404);
    expect((await env().post(FV, { diagram_id: diagram, filter_key: 'nope' }, viewer.token)).status).toBe(404);
  });

  it('admins save values and defaults; staff read them; non-admins cannot save', async () => {
    const values = [
      { name: '日本', value: 'JP' },
      { name: '美国（北美）', value: 'US' },
    ];
    expect((await env().post(FV, { diagram_id: diagram, filter_key: 'country', values }, viewer.token)).status).toBe(
      403,
    );
    const saved = data<FilterValuesRecord>(
      await env()
        .post(
          FV,
          { diagram_id: diagram, filter_key: 'country', values, default_value: 'US', default_value_list: ['all'] },
          admin(),
        )
        .expect(200),
    );
    expect(saved).toMatchObject({
      diagram_id: diagram,
      filter_key: 'country',
      values,
      default_value: 'US',
      default_value_list: ['all'],
    });
    expect(saved.updated_at).toBeTruthy();

    // MySQL DATETIME keeps whole seconds: the stored time may differ from the one answered by the save.
    const stored = { ...saved, updated_at: anyString() };
    expect(
      data<FilterValuesRecord>(await env().post(FV, { diagram_id: diagram, filter_key: 'country' }, viewer.token)),
    ).toEqual(stored);
    expect(data<FilterValuesRecord[]>(await env().post(FV, { diagram_id: diagram }, viewer.token))).toEqual([stored]);

    // A second save replaces the row (one per section and filter key).
    const again = data<FilterValuesRecord>(
      await env()
        .post(FV, { diagram_id: diagram, filter_key: 'country', values: values.slice(0, 1) }, admin())
        .expect(200),
    );
    expect(again.values).toEqual(values.slice(0, 1));
    expect(again.default_value).toBeUndefined();
    expect(await env().handle.store.models.FilterValue.count({ where: { diagram_id: diagram } })).toBe(1);
  });

  it('refuses bad input, naming the fields', async () => {
    const post = (body: object) => env().post(FV, { diagram_id: diagram, filter_key: 'country', ...body }, admin());
    expect(
      fields(
        await post({
          values: [
            { name: 'a', value: 'x' },
            { name: 'b', value: 'x' },
          ],
        }),
      ),
    ).toEqual(['values.1.value:duplicate']);
    expect(
      fields(await post({ values: [{ name: 'a', value: 'x' }], default_value: 'y', default_value_list: ['x', 'z'] })),
    ).toEqual(['default_value:not_an_option', 'default_value_list.1:not_an_option']);
    expect(fields(await post({ default_value: 'x' }))).toEqual(['values:required']);
    expect(fields(await env().post(FV, { diagram_id: diagram, values: [] }, admin()))).toEqual(['filter_key:required']);
    expect(fields(await post({ values: [{ name: 'a' }], extra: 1 })).sort()).toEqual([
      'extra:unknown_field',
      'values.0.value:required',
    ]);
    const text = await env()
      .post(FV, { diagram_id: diagram, filter_key: 'channel', values: [] }, admin())
      .set('Accept-Language', 'en');
    expect(text.status).toBe(400);
    expect(bodyOf(text).message).toBe('The filter channel is of type text, which has no options');
    expect((await env().post(FV, { diagram_id: diagram, filter_key: 'nope', values: [] }, admin())).status).toBe(404);
  });

  it('filters only in the draft are for admins until published', async () => {
    const draft = [
      ...filters(),
      { type: 'radio', name: '日期', class_en: 'dt', values: [{ name: '今天', value: 'today' }] },
    ];
    await env()
      .post(
        `${P}/update/one`,
        {
          id: diagram,
          section: { id: diagram, title: '按国家', data_set_id: datasetId, filter_config_model_list: draft },
        },
        admin(),
      )
      .expect(200);
    await env()
      .post(FV, { diagram_id: diagram, filter_key: 'dt', values: [{ name: '昨天', value: 'yesterday' }] }, admin())
      .expect(200);
    expect((await env().post(FV, { diagram_id: diagram, filter_key: 'dt' }, viewer.token)).status).toBe(404);
    expect(
      data<FilterValuesRecord[]>(await env().post(FV, { diagram_id: diagram }, viewer.token)).map((r) => r.filter_key),
    ).toEqual(['country']);
    expect(
      data<FilterValuesRecord[]>(await env().post(FV, { diagram_id: diagram }, admin())).map((r) => r.filter_key),
    ).toEqual(['country', 'dt']);
  });

  it('the published section read through applyTo shows the saved options, keeping published option extras', async () => {
    await env()
      .post(
        FV,
        {
          diagram_id: diagram,
          filter_key: 'country',
          values: [
            { name: '中国大陆', value: 'CN' },
            { name: '日本', value: 'JP' },
          ],
          default_value: 'JP',
        },
        admin(),
      )
      .expect(200);
    const { pages, options } = env().handle.services;
    const found = await pages.getSectionForQuery(diagram);
    const section = await options.filterValues.applyTo(found.section);
    const [country, channel] = section.filter_config_model_list ?? [];
    expect(country).toMatchObject({
      class_en: 'country',
      values: [
        { name: '中国大陆', value: 'CN', data_set_id: datasetId },
        { name: '日本', value: 'JP' },
      ],
      default_value: 'JP',
      get_field_value_type: 'manual',
      map_id: null,
    });
    expect(channel).toEqual(found.section.filter_config_model_list?.[1]);
  });

  it('values null removes the saved values: the published options apply again', async () => {
    const cleared = data<FilterValuesRecord>(
      await env().post(FV, { diagram_id: diagram, filter_key: 'country', values: null }, admin()).expect(200),
    );
    expect(cleared.values).toBeNull();
    expect(
      data<FilterValuesRecord>(await env().post(FV, { diagram_id: diagram, filter_key: 'country' }, viewer.token))
        .values,
    ).toBeNull();
    const { pages, options } = env().handle.services;
    const found = await pages.getSectionForQuery(diagram);
    expect(await options.filterValues.applyTo(found.section)).toEqual(found.section);
  });
});
