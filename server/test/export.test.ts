/**
 * CSV export (POST /customize/page-diagram/data/download) on real SQLite, MariaDB and PostgreSQL data sources: a
 * scratch table with awkward cells, a page imported as a template bundle, and the file checked byte by byte —
 * header from export_fields in their order, RFC 4180 quoting, CRLF, BOM, Chinese, OWASP neutralisation, the row
 * cap with its headers and final line, and the refusals (export disabled, no export_fields, outsider).
 */
import type { Section } from '@tessera/schema/dsl';
import { createEnv, data, type TestEnv, type TestUser } from './harness';
import { describeEngines, scratch, type Scratch } from './datasources-scratch';
import { addTablePage, connectionBody, download, parseCsv, type FixtureColumn, READER_OF } from './export-helpers';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const COLUMNS: FixtureColumn[] = [
  { key: 'id', name: '编号', data_type: 'integer' },
  { key: 'dt', name: '日期', data_type: 'date' },
  {
    key: 'name',
    name: '名称',
    data_type: 'varchar',
    // A label is text like any other: one that starts like a formula is neutralised too.
    display_values: [
      { value: 'plain', label: '普通' },
      { value: '@cmd', label: '=命令' },
    ],
  },
  { key: 'note', name: '备注', data_type: 'varchar' },
  { key: 'amount', name: '金额', data_type: 'decimal', formatter: 'thousands_point' },
  { key: 'qty', name: '数量', data_type: 'integer', formatter: 'percent' },
];

/** [id, dt, name, note, amount, qty] */
const ROWS: [number, string, string, string, number, number][] = [
  [1, '2024-01-01', 'plain', 'a,b', 10.5, -5],
  [2, '2024-01-02', '中文名称', 'say "hi"', -1.5, 3],
  [3, '2024-01-03', 'multi\nline', '=1+1', 0, 0],
  [4, '2024-01-04', '@cmd', '+x', 2, 1],
  [5, '2024-01-05', '-x', '\tx', 3, 2],
  [6, '2024-01-06', '\rx', '-1.5', 4, 3],
  [7, '2024-01-07', '-1.5e3', '-5', -12345.5, 4],
];

const NAME_FILTER = {
  type: 'select',
  belonging_to: 'search',
  name: '名称',
  class_en: 'name',
  filter_type: 'string',
  where_type: 'eq',
  is_multi: 1,
  is_control_query: 1,
};
const nameIs = (...values: string[]) => [{ key: 'name', value_type: 'string', operator: 'eq', values }];

async function createTable(s: Scratch): Promise<void> {
  await s.admin.raw(
    'CREATE TABLE export_cells (id INTEGER NOT NULL, dt DATE NOT NULL, name VARCHAR(50) NOT NULL, note VARCHAR(50) NOT NULL, amount DECIMAL(12,2) NOT NULL, qty INTEGER NOT NULL)',
  );
  await s
    .admin('export_cells')
    .insert(ROWS.map(([id, dt, name, note, amount, qty]) => ({ id, dt, name, note, amount, qty })));
}

describeEngines('CSV export', (kind) => {
  let env: TestEnv;
  let source: Scratch;
  let exportable: number;
  let locked: number;
  let outsider: TestUser;

  const query = (extra: Record<string, unknown> = {}) => ({
    diagram_id: exportable,
    filter_condition: [],
    sort_key_map: { id: 'asc' },
    export_fields: { id: '编号', name: '名称', note: '备注, "说明"', qty: '数量' },
    ...extra,
  });

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    source = await scratch(kind, env.config.dataSourcesDir);
    await createTable(source);
    await env.handle.services.connections.save(connectionBody(source, 'export_source'));
    [exportable, locked] = await addTablePage(
      env,
      { name: '导出', key: 'exports' },
      {
        page: 'export_page',
        url: '/exports/cells',
        connection: 'export_source',
        table: 'export_cells',
        columns: COLUMNS,
        sections: [
          { key: 'cells', title: '导出明细', exportable: 1, filters: [NAME_FILTER] },
          { key: 'locked', title: 'Locked', exportable: 0 },
        ],
      },
    );
    outsider = await env.addUser('outsider');
  });

  afterAll(async () => {
    await env?.handle.close();
    await source?.drop();
    await env?.close();
  });

  it('streams the columns of export_fields in their order: RFC 4180, CRLF, BOM, Chinese, neutralised formulas', async () => {
    const res = await download(env, query(), env.adminToken);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);
    expect(res.headers['x-tessera-total-rows']).toBe('7');
    expect(res.headers['x-tessera-truncated']).toBe('false');
    expect(res.headers['x-tessera-row-cap']).toBe('1000000');
    expect(res.text).toBe(
      [
        '编号,名称,"备注, ""说明""",数量',
        '1,普通,"a,b",-500.00%',
        '2,中文名称,"say ""hi""",300.00%',
        '3,"multi\nline",\'=1+1,0.00%',
        "4,'=命令,'+x,100.00%",
        "5,'-x,'\tx,200.00%",
        '6,"\'\rx",-1.5,300.00%',
        '7,-1.5e3,-5,400.00%',
        '',
      ].join('\r\n'),
    );
    expect(parseCsv(res.text)).toEqual([
      ['编号', '名称', '备注, "说明"', '数量'],
      ['1', '普通', 'a,b', '-500.00%'],
      ['2', '中文名称', 'say "hi"', '300.00%'],
      ['3', 'multi\nline', "'=1+1", '0.00%'],
      ['4', "'=命令", "'+x", '100.00%'],
      ['5', "'-x", "'\tx", '200.00%'],
      ['6', "'\rx", '-1.5', '300.00%'],
      ['7', '-1.5e3', '-5', '400.00%'],
    ]);
  });

  it('writes raw cells alike on every engine, PostgreSQL through COPY: quoting, CRLF, neutralised formulas, the cap', async () => {
    // Every name, and one with a quote and a backslash: COPY takes no parameters, so these are inlined literals there.
    const fields = {
      export_fields: { id: '编号', name: '名称', note: '备注, "说明"', dt: 'day' },
      export_values: 'raw',
      filter_condition: nameIs(...ROWS.map((r) => r[2]), "o'k\\"),
    };
    const res = await download(env, query(fields), env.adminToken);
    expect(res.status).toBe(200);
    expect(res.headers['x-tessera-export-reader']).toBe(READER_OF[kind]);
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);
    const records = [
      '编号,名称,"备注, ""说明""",day',
      '1,plain,"a,b",2024-01-01',
      '2,中文名称,"say ""hi""",2024-01-02',
      '3,"multi\nline",\'=1+1,2024-01-03',
      "4,'@cmd,'+x,2024-01-04",
      "5,'-x,'\tx,2024-01-05",
      '6,"\'\rx",-1.5,2024-01-06',
      '7,-1.5e3,-5,2024-01-07',
    ];
    expect(res.text).toBe([...records, ''].join('\r\n'));
    env.config.exportMaxRows = 4;
    try {
      const capped = await download(env, query(fields), env.adminToken);
      expect(capped.headers['x-tessera-truncated']).toBe('true');
      const trailer = '"# 已截断：共 7 行，仅导出前 4 行 / truncated: 7 rows, first 4 exported"';
      expect(capped.text).toBe([...records.slice(0, 5), trailer, ''].join('\r\n'));
    } finally {
      env.config.exportMaxRows = 1_000_000;
    }
  });

  it('names the file after the section title and the date (RFC 5987 for Chinese, export.csv as the ASCII fallback)', async () => {
    const res = await download(env, query(), env.adminToken);
    const disposition = res.headers['content-disposition'];
    expect(disposition).toMatch(/^attachment; filename="export\.csv"; filename\*=UTF-8''(.+)$/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toMatch(/^导出明细_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('writes cells as the table shows them by default: formatted numbers, percent as shown', async () => {
    const res = await download(
      env,
      query({ export_fields: { id: 'id', amount: 'amount', qty: 'qty' }, sort_key_map: { id: 'asc' } }),
      env.adminToken,
    );
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['id', 'amount', 'qty']);
    // A shown negative number keeps its sign unquoted: digits and separators cannot start a formula.
    expect(rows).toEqual([
      ['1', '10.50', '-500.00%'],
      ['2', '-1.50', '300.00%'],
      ['3', '0.00', '0.00%'],
      ['4', '2.00', '100.00%'],
      ['5', '3.00', '200.00%'],
      ['6', '4.00', '300.00%'],
      ['7', '-12,345.50', '400.00%'],
    ]);
    const explicit = await download(
      env,
      query({ export_fields: { id: 'id', amount: 'amount', qty: 'qty' }, export_values: 'shown' }),
      env.adminToken,
    );
    expect(explicit.text).toBe(res.text);
  });

  it('writes raw values on request, and dates as the database returns them, in the sort asked for', async () => {
    const res = await download(
      env,
      query({ export_fields: { dt: 'day', amount: 'amount' }, sort_key_map: { id: 'desc' }, export_values: 'raw' }),
      env.adminToken,
    );
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['day', 'amount']);
    expect(rows.map((r) => r[0])).toEqual(ROWS.map((r) => r[1]).reverse());
    expect(rows.map((r) => Number(r[1]))).toEqual(ROWS.map((r) => r[4]).reverse());
    expect(rows.every((r) => /^-?\d+(\.\d+)?$/.test(r[1]))).toBe(true);
  });

  it('writes display values as shown (labels) and codes raw; the filter still takes the codes', async () => {
    const fields = { export_fields: { id: 'id', name: 'name' }, filter_condition: nameIs('plain', '@cmd', '中文名称') };
    const shown = await download(env, query(fields), env.adminToken);
    expect(parseCsv(shown.text)).toEqual([
      ['id', 'name'],
      ['1', '普通'],
      ['2', '中文名称'],
      ['4', "'=命令"],
    ]);
    const raw = await download(env, query({ ...fields, export_values: 'raw' }), env.adminToken);
    expect(parseCsv(raw.text)).toEqual([
      ['id', 'name'],
      ['1', 'plain'],
      ['2', '中文名称'],
      ['4', "'@cmd"],
    ]);
  });

  it('filters like the report: only matching rows, sorted as asked', async () => {
    const res = await download(
      env,
      query({
        filter_condition: nameIs('plain', '@cmd', '中文名称'),
        export_fields: { id: 'id' },
        sort_key_map: { qty: 'desc' },
      }),
      env.adminToken,
    );
    expect(res.headers['x-tessera-total-rows']).toBe('3');
    expect(parseCsv(res.text)).toEqual([['id'], ['2'], ['4'], ['1']]);
  });

  it('caps the rows: headers say so and the file ends with a line saying so', async () => {
    env.config.exportMaxRows = 4;
    try {
      const res = await download(env, query({ export_fields: { id: 'id', name: 'name' } }), env.adminToken);
      expect(res.status).toBe(200);
      expect(res.headers['x-tessera-total-rows']).toBe('7');
      expect(res.headers['x-tessera-row-cap']).toBe('4');
      expect(res.headers['x-tessera-truncated']).toBe('true');
      const records = parseCsv(res.text);
      expect(records).toHaveLength(1 + 4 + 1);
      expect(records.slice(1, 5).map((r) => r[0])).toEqual(['1', '2', '3', '4']);
      expect(records[5]).toEqual(['# 已截断：共 7 行，仅导出前 4 行 / truncated: 7 rows, first 4 exported']);
    } finally {
      env.config.exportMaxRows = 1_000_000;
    }
  });

  it('writes the BOM and the header row alone when no row matches', async () => {
    const res = await download(
      env,
      query({ filter_condition: nameIs('nobody'), export_fields: { id: '编号', name: '名称' } }),
      env.adminToken,
    );
    expect(res.status).toBe(200);
    expect(res.headers['x-tessera-total-rows']).toBe('0');
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);
    expect(res.text).toBe('编号,名称\r\n');
  });

  it('refuses: export disabled → 403; export_fields missing or empty → 400 naming it; an unknown field → 400', async () => {
    const disabled = await download(env, query({ diagram_id: locked }), env.adminToken, 'en');
    expect(disabled.status).toBe(403);
    expect(disabled.body?.message).toBe('Export is not enabled for this section');

    const { export_fields: _omit, ...without } = query();
    for (const payload of [without, query({ export_fields: {} })]) {
      const res = await download(env, payload, env.adminToken, 'en');
      expect(res.status).toBe(400);
      expect(res.body?.message).toContain('export_fields');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const unknown = await download(env, query({ export_fields: { nope: 'x' } }), env.adminToken, 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body?.message).toContain('nope');
    const how = await download(env, query({ export_values: 'formatted' }), env.adminToken, 'en');
    expect(how.status).toBe(400);
    expect(how.body?.message).toContain('export_values');
  });

  it('exports the draft an admin previews (preview: 1), as new/data shows it', async () => {
    const P = '/customize/page-diagram';
    const draft = data<Section>(await env.get(`${P}/one?id=${exportable}&preview=1`, env.adminToken));
    const table = draft.table_config ?? {};
    const columns = (table.columns ?? []).map((c) =>
      c.column_key === 'qty' ? { ...c, props: { ...c.props, formatter: 'round' as const } } : c,
    );
    const saved = await env.post(
      `${P}/update/one`,
      { id: exportable, section: { ...draft, table_config: { ...table, columns } } },
      env.adminToken,
    );
    expect(saved.status).toBe(200);
    const fields = { export_fields: { id: 'id', qty: 'qty' } };
    const online = parseCsv((await download(env, query(fields), env.adminToken)).text);
    const previewed = parseCsv((await download(env, { ...query(fields), preview: 1 }, env.adminToken)).text);
    expect([online[1], previewed[1]]).toEqual([
      ['1', '-500.00%'],
      ['1', '-5'],
    ]);
    const badFlag = await download(env, { ...query(fields), preview: 'yes' }, env.adminToken, 'en');
    expect(badFlag.status).toBe(400);
    expect(badFlag.body?.message).toContain('preview');
  });

  it('checks access like every data call: not logged in → 401, outsider → 403', async () => {
    const anonymous = await env.http.post(env.api('/customize/page-diagram/data/download')).send(query());
    expect(anonymous.status).toBe(401);
    const res = await download(env, query(), outsider.token);
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
