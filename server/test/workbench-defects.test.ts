/**
 * Defects found by running a public sample database (an invoice table in CamelCase, a utf8mb3 column on MariaDB,
 * BIGINT ids) through the data calls, on real SQLite, MariaDB and PostgreSQL data sources: four-byte characters in
 * filters, case-insensitive option search, id columns guessed as dimensions, BIGINT dimensions as numbers, and the
 * export's column order with numeric-looking keys.
 */
import type { ReportData, SelectOption } from '../src/domains/report/types';
import type { DatasetStarter } from '../src/domains/datasets/types';
import { createEnv, data, type TestEnv } from './harness';
import { describeEngines, scratch, type Scratch } from './datasources-scratch';
import { DOWNLOAD, addTablePage, connectionBody, parseCsv, type FixtureColumn } from './export-helpers';

const P = '/customize/page-diagram';
const COLUMNS: FixtureColumn[] = [
  { key: 'InvoiceId', name: '发票', data_type: 'integer' },
  { key: 'CustomerId', name: '客户', data_type: 'integer' },
  { key: 'BillingCountry', name: '国家', data_type: 'varchar' },
  { key: 'account_id', name: '账户', data_type: 'bigint' },
  { key: '2024', name: '二〇二四', data_type: 'integer' },
  { key: '10', name: '十', data_type: 'integer' },
];
/** Beyond 2^32 (so a 32-bit path would show it) and exact as a JavaScript number. */
const BIG = 9_007_199_254_740_000;
const ROWS = [
  { InvoiceId: 1, CustomerId: 10, BillingCountry: 'USA', account_id: BIG, '2024': 7, '10': 8 },
  { InvoiceId: 2, CustomerId: 11, BillingCountry: 'Canada', account_id: 2, '2024': 5, '10': 6 },
  { InvoiceId: 3, CustomerId: 10, BillingCountry: 'Germany', account_id: 3, '2024': 3, '10': 4 },
];
const COUNTRY_FILTER = {
  type: 'select',
  belonging_to: 'search',
  name: '国家',
  class_en: 'BillingCountry',
  filter_type: 'string',
  get_field_value_type: 'dynamic',
};

/** The sample's shape: CamelCase names, a utf8mb3 text column on MariaDB (as older schemas have), BIGINT ids. */
async function createInvoices(s: Scratch): Promise<void> {
  const q = s.kind === 'mysql' ? '`' : '"';
  const country = s.kind === 'mysql' ? 'VARCHAR(40) CHARACTER SET utf8mb3 COLLATE utf8mb3_general_ci' : 'VARCHAR(40)';
  await s.admin.raw(
    `CREATE TABLE invoice (${q}InvoiceId${q} INTEGER NOT NULL PRIMARY KEY, ${q}CustomerId${q} INTEGER NOT NULL, ` +
      `${q}BillingCountry${q} ${country} NOT NULL, account_id BIGINT NOT NULL, ${q}2024${q} INTEGER, ${q}10${q} INTEGER)`,
  );
  await s.admin('invoice').insert(ROWS);
}

describeEngines('workbench defects', (kind) => {
  let env: TestEnv;
  let source: Scratch;
  let section: number;
  let connectionId: number;

  const newData = (body: Record<string, unknown>) =>
    env.post(`${P}/new/data`, { diagram_id: section, sort_key_map: { InvoiceId: 'asc' }, ...body }, env.adminToken);
  const country = (operator: string, value: string) => ({
    filter_condition: [{ key: 'BillingCountry', value_type: 'string', operator, value }],
  });
  const search = (text: string) =>
    env.post(`${P}/select-options`, { diagram_id: section, field: 'BillingCountry', search: text }, env.adminToken);

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    source = await scratch(kind, env.config.dataSourcesDir);
    await createInvoices(source);
    connectionId = (await env.handle.services.connections.save(connectionBody(source, 'sample'))).id;
    [section] = await addTablePage(
      env,
      { name: '样例', key: 'sample' },
      {
        page: 'invoices',
        url: '/sample/invoices',
        connection: 'sample',
        table: 'invoice',
        columns: COLUMNS,
        sections: [{ key: 'invoice_table', title: '发票', exportable: 1, filters: [COUNTRY_FILTER] }],
      },
    );
  }, 60_000);

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
    await source?.drop();
  });

  it('compares a filter value with four-byte characters: no match, not an error', async () => {
    for (const operator of ['eq', 'contains', 'ne']) {
      const res = await newData(country(operator, 'US😀'));
      expect({ operator, status: res.status }).toEqual({ operator, status: 200 });
      const ids = data<ReportData>(res).rows.map((r) => r.InvoiceId);
      expect({ operator, ids }).toEqual({ operator, ids: operator === 'ne' ? [1, 2, 3] : [] });
    }
    const options = await search('😀');
    expect(options.status).toBe(200);
    expect(data<SelectOption[]>(options)).toEqual([]);
  });

  it('searches select options ignoring case', async () => {
    expect(data<SelectOption[]>(await search('usa'))).toEqual([{ name: 'USA', value: 'USA' }]);
    expect(data<SelectOption[]>(await search('ANA'))).toEqual([{ name: 'Canada', value: 'Canada' }]);
    // LIKE wildcards in the search are text.
    expect(data<SelectOption[]>(await search('%'))).toEqual([]);
  });

  it('guesses id columns as dimensions in any naming style', async () => {
    const res = await env.post(
      '/customize/dataset/template/sql',
      { connection_id: connectionId, table_name: 'invoice' },
      env.adminToken,
    );
    expect(res.status).toBe(200);
    const types = Object.fromEntries(data<DatasetStarter>(res).columns.map((c) => [c.column_key, c.column_type]));
    expect(types).toEqual({ InvoiceId: 0, CustomerId: 0, BillingCountry: 0, account_id: 0, '2024': 1, '10': 1 });
  });

  it('gives BIGINT dimensions as numbers, as every engine stores them', async () => {
    const { rows } = data<ReportData>(await newData({}));
    expect(rows.map((r) => r.account_id)).toEqual([BIG, 2, 3]);
  });

  it('exports columns in the order of export_fields, numeric-looking keys included', async () => {
    // Written as text: a JavaScript object would already put "10" and "2024" first before it is sent.
    const body =
      `{"diagram_id": ${section}, "filter_condition": [], "sort_key_map": {"InvoiceId": "asc"}, ` +
      '"export_fields": {"BillingCountry": "国家", "2024": "Y2024", "InvoiceId": "发票", "10": "Ten"}}';
    const res = await env.http
      .post(env.api(DOWNLOAD))
      .set('Authorization', `Bearer ${env.adminToken}`)
      .set('Content-Type', 'application/json')
      .send(body);
    const file = { status: res.status, text: res.text.replace(/^\uFEFF/, '') };
    expect(file.status).toBe(200);
    expect(parseCsv(file.text).slice(0, 2)).toEqual([
      ['国家', 'Y2024', '发票', 'Ten'],
      ['USA', '7', '1', '8'],
    ]);
  });

  describe('sections naming a column their dataset lacks', () => {
    const TYPO = 'BillingCntry';
    const errorsOf = (res: { body: unknown }) => data<{ errors: { pointer: string; message: string }[] }>(res).errors;
    const sectionDoc = (columnKey: string) => ({
      title: '发票',
      show_type: 'table',
      data_set_id: 'invoices',
      table_config: {
        basic: { table_is_pagination: 1, table_is_export: 0, backend_handle_page: 1, have_table: 1 },
        columns: [
          { column_key: 'InvoiceId', column_name: '发票' },
          { column_key: columnKey, column_name: '国家' },
        ],
      },
    });
    const pageId = async () =>
      (await env.handle.store.models.Entry.findOne({ where: { url: '/sample/invoices' } }))?.id as number;

    it('refuses them at add/one and update/one, pointing at the key and naming the dataset', async () => {
      const added = await env.post(
        `${P}/add/one`,
        { page_id: await pageId(), section: sectionDoc(TYPO) },
        env.adminToken,
      );
      expect(added.status).toBe(400);
      expect(errorsOf(added)).toEqual([
        { pointer: '/table_config/columns/1/column_key', message: '数据集 "invoices" 没有列 "BillingCntry"' },
      ]);
      const updated = await env.http
        .post(env.api(`${P}/update/one`))
        .set('Authorization', `Bearer ${env.adminToken}`)
        .set('Accept-Language', 'en')
        .send({ id: section, section: sectionDoc(TYPO) });
      expect(updated.status).toBe(400);
      expect(errorsOf(updated)).toEqual([
        { pointer: '/table_config/columns/1/column_key', message: 'dataset "invoices" has no column "BillingCntry"' },
      ]);
      const good = await env.post(
        `${P}/add/one`,
        { page_id: await pageId(), section: sectionDoc('BillingCountry') },
        env.adminToken,
      );
      expect(good.status).toBe(200);
    });

    it('refuses them at page/save', async () => {
      const id = await pageId();
      const draft = await env.get(`${P}/page/draft?page_id=${id}`, env.adminToken);
      const { revision } = data<{ revision: number }>(draft);
      const res = await env.post(
        `${P}/page/save`,
        {
          page_id: id,
          base_revision: revision,
          document: { version: 2, name: 'invoices', sections: [{ id: 'typo', ...sectionDoc(TYPO) }] },
        },
        env.adminToken,
      );
      expect(res.status).toBe(400);
      expect(errorsOf(res).map((e) => e.pointer)).toEqual(['/sections/0/table_config/columns/1/column_key']);
    });

    it('refuses to put online a draft that names one', async () => {
      // A draft stored before the check existed.
      const row = await env.handle.store.models.Section.findByPk(section);
      if (!row) throw new Error('no section');
      const original = row.draft;
      row.draft = original.replace('"column_key":"BillingCountry"', `"column_key":"${TYPO}"`);
      expect(row.draft).not.toBe(original);
      await row.save();
      try {
        const res = await env.post(`${P}/online`, { diagram_id_set: [section] }, env.adminToken);
        expect(res.status).toBe(400);
        expect(errorsOf(res)[0]?.message).toContain(TYPO);
        expect(errorsOf(res)[0]?.pointer).toMatch(/^\/0\/.*\/column_key$/);
      } finally {
        row.draft = original;
        await row.save();
      }
    });
  });

  describe('dataset save checks the SQL on the database', () => {
    const q = (name: string) => (kind === 'mysql' ? `\`${name}\`` : `"${name}"`);
    const col = (key: string, type: 0 | 1 = 0) => ({ column_key: key, column_name: key, column_type: type });
    const save = async (fields: Record<string, unknown>, lang = 'en') =>
      env.http
        .post(env.api('/customize/dataset/save-update'))
        .set('Authorization', `Bearer ${env.adminToken}`)
        .set('Accept-Language', lang)
        .send({
          app_id: await env.appId('sample'),
          key: 'checked',
          name: 'checked',
          connection_id: connectionId,
          columns: [col('InvoiceId')],
          ...fields,
        });
    const errorsOf = (res: { body: unknown }) => data<{ errors: { pointer: string; message: string }[] }>(res).errors;

    it("refuses SQL the database cannot run, with the engine's message", async () => {
      // What no parser can read never reaches the database (the statement policy refuses it, naming the field).
      const garbled = await save({ sql: 'SELEC nothing' });
      expect(garbled.status).toBe(400);
      expect((garbled.body as { message: string }).message).toMatch(/^The SQL could not be parsed/);
      expect(data<{ field: string }>(garbled).field).toBe('sql');
      const unknown = await save({ sql: 'SELECT nope FROM invoice' });
      expect(unknown.status).toBe(400);
      expect(errorsOf(unknown)[0].message).toMatch(/^the database refused it: .*nope/i);
      // The log keeps the same engine text the admin was shown.
      const engine = errorsOf(unknown)[0]
        .message.replace(/^the database refused it: /, '')
        .replace(/ \(at character \d+\)$/, '');
      const logged = env.logs.filter((line) => line.includes('dataset refused by the database'));
      expect(logged.some((line) => (JSON.parse(line) as { engine: string }).engine === engine)).toBe(true);
      // PostgreSQL says where; the position is in the admin's SQL, not in the wrapper around it.
      if (kind === 'postgres') expect(errorsOf(unknown)[0].message).toContain('(at character 8)');
    });

    it('names the declared columns the SQL does not produce', async () => {
      const res = await save({
        sql: `SELECT ${q('InvoiceId')}, ${q('BillingCountry')} FROM invoice`,
        columns: [col('InvoiceId'), col('BillingCountry'), col('Total', 1), col('Missing')],
      });
      expect(res.status).toBe(400);
      expect(errorsOf(res).map((e) => e.pointer)).toEqual(['/columns/2/column_key', '/columns/3/column_key']);
      expect(errorsOf(res)[0].message).toBe(
        'the SQL produces no column "Total" (it produces: InvoiceId, BillingCountry)',
      );
      const table = await save({ table_name: 'invoice', columns: [col('InvoiceId'), col('BillingCntry')] }, 'zh');
      expect(table.status).toBe(400);
      expect(errorsOf(table).map((e) => e.pointer)).toEqual(['/columns/1/column_key']);
      const message = errorsOf(table)[0].message;
      expect(message).toMatch(/^该 SQL 没有产生列 "BillingCntry"（产生的列：/);
      for (const column of COLUMNS) expect(message).toContain(column.key);
    });

    it('refuses a statement that is not a query', async () => {
      const res = await save({ sql: 'DELETE FROM invoice' });
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toBe(
        'A dataset SQL must be a single SELECT query (WITH is fine)',
      );
      expect(data<{ field: string }>(res).field).toBe('sql');
      expect(await source.admin('invoice').count({ n: '*' })).toEqual([{ n: kind === 'postgres' ? '3' : 3 }]);
    });

    it('saves a query that runs, {{param}} placeholders included', async () => {
      const res = await save({
        sql: `SELECT ${q('InvoiceId')}, ${q('BillingCountry')} FROM invoice WHERE ${q('BillingCountry')} = {{country}} AND ${q('InvoiceId')} > 0`,
        columns: [col('InvoiceId'), col('BillingCountry')],
      });
      expect(res.status).toBe(200);
    });
  });
});
