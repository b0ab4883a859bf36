/**
 * Filters whose options come from their own SQL (`select_sql` on `sql_db_id`), on every data-source engine: the
 * admin's ORDER BY and names are kept, the statement passes the dataset-SQL checks (one read-only SELECT, allowed
 * functions) with errors naming the field, the connection must be one the page's app can use, and the
 * select-options time limit cancels a slow statement.
 */
import { createEnv, data, type TestEnv } from './harness';
import { describeEngines, scratch, type Scratch } from './datasources-scratch';
import { optionsOfRows } from '../src/domains/report/sql-options';
import { addConnection, addSection, importTemplate, loadDemoData } from './report-fixture';

const P = '/customize/page-diagram';

/** A select filter of the push list whose options are the rows of `sql`. */
const sqlFilter = (classEn: string, sql: string, connection: number | string, extra: Record<string, unknown> = {}) => ({
  type: 'select',
  name: classEn,
  class_en: classEn,
  filter_type: 'string',
  get_field_value_type: 'dynamic',
  sql_db_id: connection,
  select_sql: sql,
  ...extra,
});

describeEngines('filter options from select_sql', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  let section: number;
  let connectionId: number;

  const options = (field: string, extra: Record<string, unknown> = {}, lang = 'zh') =>
    env
      .post(`${P}/select-options`, { diagram_id: section, field, ...extra }, env.adminToken)
      .set('Accept-Language', lang);
  const pushCount = async () => Number((await db.admin('pushes').count({ n: '*' }))[0].n);

  beforeAll(async () => {
    env = await createEnv('sqlite');
    db = await scratch(kind, env.config.dataSourcesDir);
    await loadDemoData(db.admin);
    connectionId = await addConnection(env, 'demo', db.settings);
    await importTemplate(env, 'push-list.json');
    // A billion-row cross join of a thousand-row sequence: far over the limit on every engine.
    const slow =
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000) SELECT COUNT(*) AS value FROM c a, c b, c d';
    section = await addSection(env, '/push/overview/list', {
      id: 'push_sql_filters',
      title: 'SQL 筛选',
      data_set_id: 'push_list',
      column_config_model_list: [{ column_key: 'sent', column_name: '发送数', column_type: 1 }],
      filter_config_model_list: [
        sqlFilter(
          'country',
          "SELECT DISTINCT country AS value, CASE country WHEN 'cn' THEN '中国' ELSE UPPER(country) END AS name FROM pushes ORDER BY country DESC",
          connectionId,
          { is_choose_all_row: 1 },
        ),
        sqlFilter('platform', 'SELECT DISTINCT platform FROM pushes ORDER BY platform;', 'demo', {
          get_field_value_type: undefined,
          is_diy_datasource: 1,
        }),
        sqlFilter('wipe', 'DELETE FROM pushes', connectionId),
        sqlFilter('two', 'SELECT 1 AS value; SELECT 2 AS value', connectionId),
        sqlFilter('nowhere', 'SELECT 1 AS value', 9999),
        sqlFilter('slow', slow, connectionId),
        sqlFilter('typed', 'SELECT 1 AS value', connectionId, {
          get_field_value_type: 'manual',
          values: [{ name: '一', value: 1 }],
        }),
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
    await db?.drop();
  });

  it('lists the rows of the SQL in its order, names from the name column, with the all option', async () => {
    const res = await options('country');
    expect(res.status).toBe(200);
    expect(data(res)).toEqual([
      { name: '全部', value: 'all' },
      { name: 'US', value: 'us' },
      { name: 'IN', value: 'in' },
      { name: '中国', value: 'cn' },
    ]);
    expect(data(await options('country', { search: '中', limit: 5 }))).toEqual([{ name: '中国', value: 'cn' }]);
    // The limit counts the SQL's rows; the all option comes on top, as for dataset options.
    expect(data(await options('country', { limit: 2 }))).toEqual([
      { name: '全部', value: 'all' },
      { name: 'US', value: 'us' },
      { name: 'IN', value: 'in' },
    ]);
  });

  it('takes the first column as value and name, and finds the connection by name (is_diy_datasource)', async () => {
    expect(data(await options('platform'))).toEqual([
      { name: 'android', value: 'android' },
      { name: 'ios', value: 'ios' },
    ]);
  });

  it('keeps typed-in options of a manual filter even with a select_sql', async () => {
    expect(data(await options('typed'))).toEqual([{ name: '一', value: 1 }]);
  });

  it('refuses a writing or multiple statement with 400 naming select_sql, and runs nothing', async () => {
    const before = await pushCount();
    const wipe = await options('wipe', {}, 'en');
    expect(wipe.status).toBe(400);
    expect(wipe.body).toMatchObject({
      message: 'A dataset SQL must be a single SELECT query (WITH is fine)',
      result_data: { field: 'select_sql', filter: 'wipe' },
    });
    const two = await options('two');
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ result_data: { field: 'select_sql', filter: 'two' } });
    expect(await pushCount()).toBe(before);
  });

  it('refuses a connection the app cannot use with 400 naming sql_db_id', async () => {
    const res = await options('nowhere', {}, 'en');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The sql_db_id (9999) of filter nowhere is not a connection this app can use',
      result_data: { field: 'sql_db_id', filter: 'nowhere' },
    });
  });

  it('cancels a statement over the select-options time limit with 504', async () => {
    env.config.report.selectValuesTimeoutMs = 300;
    try {
      const res = await options('slow');
      expect(res.status).toBe(504);
    } finally {
      env.config.report.selectValuesTimeoutMs = 0;
    }
  });

  it("answers the designer's unsaved filters from the section as edited (admins only)", async () => {
    const edited = {
      title: 'SQL 筛选',
      data_set_id: 'push_list',
      column_config_model_list: [{ column_key: 'sent', column_name: '发送数', column_type: 1 }],
      filter_config_model_list: [
        sqlFilter('push_type', 'SELECT DISTINCT push_type AS value FROM pushes ORDER BY push_type', connectionId),
        { type: 'select', name: '平台', class_en: 'platform', is_interlock: 1, filter_key: 'push_type' },
      ],
    };
    expect(data(await options('push_type', { section: edited }))).toEqual([
      { name: 'operation', value: 'operation' },
      { name: 'recommend', value: 'recommend' },
      { name: 'system', value: 'system' },
    ]);
    const level = await env.post(
      '/common/select/level/list',
      { diagram_id: section, field: 'platform', value: 'recommend', section: edited },
      env.adminToken,
    );
    expect(data(level)).toEqual([{ level_name: 'iOS', level_value: 'ios' }]);
    // Unknown to the stored section: the edit lives in the designer only.
    expect((await options('push_type')).status).toBe(400);
    const member = await env.addUser('sql_member', ['推送运营-查看']);
    const res = await env.post(
      `${P}/select-options`,
      { diagram_id: section, field: 'push_type', section: edited },
      member.token,
    );
    expect(res.status).toBe(403);
  });

  it('is refused to a user who may not read the page', async () => {
    const outsider = await env.addUser('sql_outsider');
    const res = await env.post(`${P}/select-options`, { diagram_id: section, field: 'country' }, outsider.token);
    expect(res.status).toBe(403);
  });
});

describe('options of SQL rows', () => {
  it('reads value and name columns in any case, else the first two columns; dates as ISO text; skips null values', () => {
    expect(
      optionsOfRows([
        { NAME: '中国', Value: 'cn' },
        { NAME: 'none', Value: null },
      ]),
    ).toEqual([{ name: '中国', value: 'cn' }]);
    expect(
      optionsOfRows([
        { id: 10n, label: 'ten' },
        { id: 2 ** 70, label: 'big' },
      ]),
    ).toEqual([
      { name: 'ten', value: 10 },
      { name: 'big', value: 2 ** 70 },
    ]);
    expect(optionsOfRows([{ day: new Date('2024-05-01T00:00:00Z') }])).toEqual([
      { name: '2024-05-01T00:00:00.000Z', value: '2024-05-01T00:00:00.000Z' },
    ]);
  });
});
