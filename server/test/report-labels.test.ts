/**
 * Dataset display values in the report answer: the answer's columns carry the labels, the rows keep the codes
 * (filters, sorting and paging work on them), and a filter's options from the data show the labels and are found by
 * them. On SQLite, MariaDB and PostgreSQL: the label search adds its own SQL.
 */
import type { ReportData, SelectOption } from '@tessera/schema/api';
import { createEnv, data, type TestEnv } from './harness';
import { describeEngines, scratch, type Scratch } from './datasources-scratch';
import { addTablePage, connectionBody } from './export-helpers';

const P = '/customize/page-diagram';
const COUNTRY_FILTER = {
  type: 'select',
  belonging_to: 'search',
  name: '国家',
  class_en: 'country',
  filter_type: 'string',
  where_type: 'eq',
  is_multi: 1,
  is_control_query: 1,
  get_field_value_type: 'dynamic',
};

describeEngines('display values in the report answer', (kind) => {
  let env: TestEnv;
  let source: Scratch;
  let section: number;

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    source = await scratch(kind, env.config.dataSourcesDir);
    await source.admin.raw('CREATE TABLE visits (id INTEGER NOT NULL, country VARCHAR(8) NOT NULL)');
    await source.admin('visits').insert([
      { id: 1, country: 'us' },
      { id: 2, country: 'cn' },
      { id: 3, country: 'jp' },
      { id: 4, country: 'cn' },
    ]);
    await env.handle.services.connections.save(connectionBody(source, 'visits_source'));
    [section] = await addTablePage(
      env,
      { name: '访问', key: 'visits' },
      {
        page: 'visits_page',
        url: '/visits/by-country',
        connection: 'visits_source',
        table: 'visits',
        columns: [
          { key: 'id', name: '编号', data_type: 'integer' },
          {
            key: 'country',
            name: '国家',
            data_type: 'varchar',
            display_values: [
              { value: 'cn', label: '中国' },
              { value: 'us', label: '美国' },
            ],
          },
        ],
        sections: [{ key: 'visits', title: '访问明细', exportable: 1, filters: [COUNTRY_FILTER] }],
      },
    );
  });

  afterAll(async () => {
    await env?.handle.close();
    await source?.drop();
    await env?.close();
  });

  it("carries the column's labels while the rows, the filter and the sort keep the codes", async () => {
    const res = await env.post(
      `${P}/new/data`,
      {
        diagram_id: section,
        filter_condition: [{ key: 'country', value_type: 'string', operator: 'eq', values: ['cn', 'us'] }],
        sort_key_map: { country: 'asc', id: 'asc' },
      },
      env.adminToken,
    );
    expect(res.status).toBe(200);
    const answer = data<ReportData>(res);
    expect(answer.columns.map((c) => [c.column_key, c.labels])).toEqual([
      ['id', undefined],
      ['country', { cn: '中国', us: '美国' }],
    ]);
    expect(answer.rows).toEqual([
      { id: 2, country: 'cn' },
      { id: 4, country: 'cn' },
      { id: 1, country: 'us' },
    ]);
  });

  it("names a filter's options from the data by their labels, keeping the codes as values", async () => {
    const res = await env.post(`${P}/select-options`, { diagram_id: section, field: 'country' }, env.adminToken);
    expect(res.status).toBe(200);
    expect(data<SelectOption[]>(res)).toEqual([
      { name: '中国', value: 'cn' },
      { name: 'jp', value: 'jp' },
      { name: '美国', value: 'us' },
    ]);
  });

  it('finds an option by its label as well as by its code', async () => {
    const search = async (text: string) =>
      data<SelectOption[]>(
        await env.post(`${P}/select-options`, { diagram_id: section, field: 'country', search: text }, env.adminToken),
      );
    expect(await search('中')).toEqual([{ name: '中国', value: 'cn' }]);
    expect(await search('US')).toEqual([{ name: '美国', value: 'us' }]);
    expect(await search('国')).toEqual([
      { name: '中国', value: 'cn' },
      { name: '美国', value: 'us' },
    ]);
    expect(await search('J')).toEqual([{ name: 'jp', value: 'jp' }]);
  });
});
