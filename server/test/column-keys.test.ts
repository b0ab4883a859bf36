/**
 * Column keys are data: whatever their case, they reach the query and the CSV as written. Only a request's own
 * field names are put in snake form (at the server's edge), never the keys of sort_key_map or export_fields.
 */
import type { ReportData } from '@tessera/schema/api';
import { addTablePage, connectionBody, download, parseCsv } from './export-helpers';
import { scratch, type Scratch } from './datasources-scratch';
import { createEnv, data, type TestEnv } from './harness';

const P = '/customize/page-diagram';

/** [dt, Order_Total, orderTotal]: the two totals sort the rows in opposite orders. */
const ROWS: [string, number, number][] = [
  ['2024-01-01', 30, 1],
  ['2024-01-02', 20, 2],
  ['2024-01-03', 10, 3],
];

describe('column keys through sort and export requests', () => {
  let env: TestEnv;
  let source: Scratch;
  let section: number;

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    source = await scratch('sqlite', env.config.dataSourcesDir);
    await source.admin.raw(
      'CREATE TABLE totals (dt VARCHAR(10) NOT NULL, Order_Total INTEGER NOT NULL, orderTotal INTEGER NOT NULL)',
    );
    await source.admin('totals').insert(ROWS.map(([dt, a, b]) => ({ dt, Order_Total: a, orderTotal: b })));
    await env.handle.services.connections.save(connectionBody(source, 'totals_source'));
    [section] = await addTablePage(
      env,
      { name: '键', key: 'keys' },
      {
        page: 'totals_page',
        url: '/keys/totals',
        connection: 'totals_source',
        table: 'totals',
        columns: [
          { key: 'dt', name: '日期', data_type: 'varchar' },
          { key: 'Order_Total', name: 'Order total', data_type: 'integer' },
          { key: 'orderTotal', name: 'order total', data_type: 'integer' },
        ],
        sections: [{ key: 'totals', title: 'Totals', exportable: 1 }],
      },
    );
  });

  afterAll(async () => {
    await env?.handle.close();
    await source?.drop();
    await env?.close();
  });

  const dates = (result: ReportData) => result.rows.map((row) => row.dt);

  it('sorts by each column key as written, with snake_case or camelCase field names', async () => {
    const byUpper = await env.post(
      `${P}/new/data`,
      { diagram_id: section, filter_condition: [], sort_key_map: { Order_Total: 'asc' } },
      env.adminToken,
    );
    expect(byUpper.status).toBe(200);
    expect(dates(data<ReportData>(byUpper))).toEqual(['2024-01-03', '2024-01-02', '2024-01-01']);
    expect(data<ReportData>(byUpper).rows[0]).toMatchObject({ Order_Total: 10, orderTotal: 3 });

    // An outside caller writing camelCase field names: the fields convert, the column key inside does not.
    const byCamel = await env.post(
      `${P}/new/data`,
      { diagramId: section, filterCondition: [], sortKeyMap: { orderTotal: 'desc' } },
      env.adminToken,
    );
    expect(byCamel.status).toBe(200);
    expect(dates(data<ReportData>(byCamel))).toEqual(['2024-01-03', '2024-01-02', '2024-01-01']);
  });

  it('exports the columns of export_fields under their keys as written', async () => {
    const res = await download(
      env,
      {
        diagramId: section,
        sort_key_map: { orderTotal: 'asc' },
        exportFields: { orderTotal: 'camel', Order_Total: 'upper', dt: 'day' },
      },
      env.adminToken,
    );
    expect(res.status).toBe(200);
    expect(parseCsv(res.text)).toEqual([
      ['camel', 'upper', 'day'],
      ['1', '30', '2024-01-01'],
      ['2', '20', '2024-01-02'],
      ['3', '10', '2024-01-03'],
    ]);
  });
});
