/**
 * Aggregates, grouping, plain rows, pagination with total_size, sorting with ties and NULLs, and export fields,
 * on SQLite, MariaDB and PostgreSQL with the same hand-computed numbers (query-fixture.ts).
 *
 * qty by channel — app: 10 7 0 6 -1 9 20 11 0 2 3 3 (sum 70, 12 values, 10 distinct, squares 810);
 * web: 5 -3 4 · 12 -7 15 5 1 4 6 (sum 42, 10 values, 8 distinct, squares 546); mini: 2 8 1 · -2 (sum 9,
 * 4 values, squares 73); no channel: 3 2. '·' is NULL.
 */
import type { Aggregate } from '@tessera/schema/dsl';
import type { Row } from '../src/datasources/types';
import { normalizeRows, totalOf } from '../src/query';
import { describeEngines, type Engine } from './query-db';
import { TABLE_DATASET, compileCase, dim, ind, section, type QueryCase } from './query-fixture';

async function rowsOf(engine: Engine, c: QueryCase): Promise<{ rows: Row[]; total?: number; sql: string }> {
  const compiled = compileCase(engine.kind, engine.knex, c);
  const rows = normalizeRows(await engine.run(compiled.data), compiled.columns);
  const total = compiled.count ? totalOf(await engine.run(compiled.count)) : undefined;
  return { rows, total, sql: compiled.data.sql };
}

const byChannel = (rows: Row[]) => Object.fromEntries(rows.map((r) => [String(r.channel), r]));
const std = (sumSquares: number, sum: number, n: number) => Math.sqrt(sumSquares / n - (sum / n) ** 2);

const EXPECTED: [Aggregate, Record<string, number>][] = [
  ['SUM', { app: 70, web: 42, mini: 9, null: 5 }],
  ['COUNT', { app: 12, web: 10, mini: 4, null: 2 }],
  ['AVG', { app: 70 / 12, web: 4.2, mini: 2.25, null: 2.5 }],
  ['MAX', { app: 20, web: 15, mini: 8, null: 3 }],
  ['MIN', { app: -1, web: -7, mini: -2, null: 2 }],
  ['COUNT_DISTINCT', { app: 10, web: 8, mini: 4, null: 2 }],
  ['STD', { app: std(810, 70, 12), web: std(546, 42, 10), mini: std(73, 9, 4), null: 0.5 }],
];

/** SUM(qty) by channel and tier; NULL channel first, then channels and tiers ascending. */
const BY_CHANNEL_TIER = [
  [null, 'gold', 3],
  [null, 'silver', 2],
  ['app', 'gold', 20],
  ['app', 'silver', 50],
  ['mini', 'gold', -1],
  ['mini', 'silver', 10],
  ['web', 'gold', 10],
  ['web', 'silver', 32],
];
const triples = (rows: Row[]) => rows.map((r) => [r.channel, r.tier, r.qty]);
const twoDims = [dim('channel'), dim('tier'), ind('qty')];

describeEngines('query aggregates', (engine) => {
  it.each(EXPECTED)('%s of qty grouped by channel', async (aggregate, expected) => {
    const { rows } = await rowsOf(engine(), { columns: [dim('channel'), ind('qty', { aggregate })] });
    const got = byChannel(rows);
    expect(Object.keys(got)).toEqual(['null', 'app', 'mini', 'web']);
    for (const [channel, value] of Object.entries(expected)) expect(got[channel].qty).toBeCloseTo(value, 9);
  });

  it('STD of a single value is 0 and of only NULLs is NULL', async () => {
    const one = await rowsOf(engine(), {
      columns: [ind('qty', { aggregate: 'STD' })],
      conditions: [{ key: 'city', value_type: 'string', operator: 'eq', value: "o'brien" }],
    });
    expect(one.rows).toEqual([{ qty: 0 }]);
    const none = await rowsOf(engine(), {
      columns: [ind('qty', { aggregate: 'STD' })],
      conditions: [{ key: 'qty', value_type: 'indicator', operator: 'is_null' }],
    });
    expect(none.rows).toEqual([{ qty: null }]);
  });

  it('GROUP_CONCAT joins values in ascending order, skipping NULLs', async () => {
    const columns = [
      dim('channel'),
      ind('qty', { aggregate: 'GROUP_CONCAT' }),
      ind('city', { aggregate: 'GROUP_CONCAT' }),
    ];
    const { rows } = await rowsOf(engine(), { columns });
    const got = byChannel(rows);
    expect(got.mini).toEqual({ channel: 'mini', qty: '-2,1,2,8', city: "   ,beijing,chengdu,hangzhou,o'brien" });
    expect(got.app.qty).toBe('-1,0,0,2,3,3,6,7,9,10,11,20');
    expect(got.null.qty).toBe('2,3');
  });

  it('SUM and AVG of a DECIMAL column', async () => {
    const { rows } = await rowsOf(engine(), {
      columns: [dim('channel'), ind('price'), ind('qty', { aggregate: 'AVG' })],
      conditions: [{ key: 'channel', value_type: 'string', operator: 'eq', value: 'mini' }],
    });
    // mini prices: 1, 0, 0.25, NULL, 0.75
    expect(rows).toEqual([{ channel: 'mini', price: 2, qty: 2.25 }]);
  });

  it("aggregate: the builder column's, else the dataset column's, else SUM", async () => {
    const columns = [
      ...TABLE_DATASET.columns.filter((c) => c.column_key !== 'qty'),
      { ...TABLE_DATASET.columns[6], aggregate: 'MAX' as const },
    ];
    const dataset = { ...TABLE_DATASET, columns };
    const tableSection = section([], {
      table_config: {
        columns: [
          { column_key: 'channel', column_name: 'Channel' },
          { column_key: 'qty', column_name: 'Max qty' },
        ],
      },
    });
    const { rows } = await rowsOf(engine(), { section: tableSection, dataset });
    expect(rows.map((r) => [r.channel, r.qty])).toEqual([
      [null, 3],
      ['app', 20],
      ['mini', 8],
      ['web', 15],
    ]);
    const builder = await rowsOf(engine(), { columns: [dim('channel'), ind('qty', { aggregate: 'MIN' })], dataset });
    expect(builder.rows.map((r) => r.qty)).toEqual([2, -1, -2, -7]);
  });

  it('indicators without dimensions: one row', async () => {
    const { rows, total } = await rowsOf(engine(), {
      columns: [ind('qty'), ind('price', { aggregate: 'COUNT' })],
      payload: { page: { page: 1, page_size: 10 } },
    });
    expect(rows).toEqual([{ qty: 126, price: 27 }]);
    expect(total).toBe(1);
  });

  it('groups by two dimensions', async () => {
    const { rows, sql } = await rowsOf(engine(), { columns: twoDims });
    expect(triples(rows)).toEqual(BY_CHANNEL_TIER);
    expect(sql.toLowerCase()).toContain('group by');
  });

  it('no indicators: plain rows, no GROUP BY, ordered by the dimensions', async () => {
    const { rows, total, sql } = await rowsOf(engine(), {
      columns: [dim('channel'), dim('tier')],
      payload: { page: { page: 1, page_size: 5 } },
    });
    expect(sql.toLowerCase()).not.toContain('group by');
    expect(total).toBe(30);
    expect(rows).toEqual([
      { channel: null, tier: 'gold' },
      { channel: null, tier: 'silver' },
      { channel: 'app', tier: 'gold' },
      { channel: 'app', tier: 'gold' },
      { channel: 'app', tier: 'gold' },
    ]);
  });

  it('pages with total_size', async () => {
    const page2 = await rowsOf(engine(), { columns: twoDims, payload: { page: { page: 2, page_size: 3 } } });
    expect(triples(page2.rows)).toEqual(BY_CHANNEL_TIER.slice(3, 6));
    expect(page2.total).toBe(8);
    const last = await rowsOf(engine(), { columns: twoDims, payload: { page: { page: 3, page_size: 3 } } });
    expect(triples(last.rows)).toEqual(BY_CHANNEL_TIER.slice(6));
    const beyond = await rowsOf(engine(), { columns: twoDims, payload: { page: { page: 9, page_size: 3 } } });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(8);
    const filtered = await rowsOf(engine(), {
      columns: twoDims,
      payload: { page: { page: 1, page_size: 3 } },
      conditions: [{ key: 'channel', value_type: 'string', operator: 'eq', value: 'web' }],
    });
    expect(filtered.total).toBe(2);
  });

  it('sorts desc and asc; ties fall back to the dimensions', async () => {
    const desc = await rowsOf(engine(), { columns: twoDims, payload: { sort_key_map: { qty: 'desc' } } });
    expect(triples(desc.rows)).toEqual([
      ['app', 'silver', 50],
      ['web', 'silver', 32],
      ['app', 'gold', 20],
      ['mini', 'silver', 10],
      ['web', 'gold', 10],
      [null, 'gold', 3],
      [null, 'silver', 2],
      ['mini', 'gold', -1],
    ]);
    const asc = await rowsOf(engine(), { columns: twoDims, payload: { sort_key_map: { qty: 'asc' } } });
    expect(triples(asc.rows)).toEqual([
      ['mini', 'gold', -1],
      [null, 'silver', 2],
      [null, 'gold', 3],
      ['mini', 'silver', 10],
      ['web', 'gold', 10],
      ['app', 'gold', 20],
      ['web', 'silver', 32],
      ['app', 'silver', 50],
    ]);
    const tierFirst = await rowsOf(engine(), {
      columns: twoDims,
      payload: { sort_key_map: { tier: 'desc', channel: 'desc' } },
    });
    expect(triples(tierFirst.rows).slice(0, 4)).toEqual([
      ['web', 'silver', 32],
      ['mini', 'silver', 10],
      ['app', 'silver', 50],
      [null, 'silver', 2],
    ]);
  });

  it('NULL sorts as the smallest value: first ascending, last descending', async () => {
    const columns = [dim('id'), dim('price')];
    const asc = await rowsOf(engine(), { columns, payload: { sort_key_map: { price: 'asc' } } });
    expect(asc.rows.slice(0, 6).map((r) => r.id)).toEqual([4, 18, 23, 14, 10, 20]);
    const desc = await rowsOf(engine(), { columns, payload: { sort_key_map: { price: 'desc' } } });
    expect(desc.rows.slice(0, 7).map((r) => r.id)).toEqual([16, 19, 30, 11, 24, 5, 28]);
    expect(desc.rows.slice(-3).map((r) => r.id)).toEqual([4, 18, 23]);
  });

  it('default sorts of the builder columns apply when the payload sorts nothing', async () => {
    const { rows } = await rowsOf(engine(), {
      columns: [dim('channel'), dim('tier'), ind('qty', { default_sort: 2 })],
    });
    expect(rows[0]).toEqual({ channel: 'app', tier: 'silver', qty: 50 });
  });

  it('export_fields: exactly those columns, in that order, with their headers', async () => {
    const c: QueryCase = {
      columns: twoDims,
      payload: { export_fields: { qty: 'Total', tier: 'Tier', channel: 'Channel' } },
    };
    const compiled = compileCase(engine().kind, engine().knex, c);
    expect(compiled.columns.map((col) => [col.key, col.name])).toEqual([
      ['qty', 'Total'],
      ['tier', 'Tier'],
      ['channel', 'Channel'],
    ]);
    const { rows } = await rowsOf(engine(), c);
    expect(rows.map((r) => Object.keys(r))).toEqual(rows.map(() => ['qty', 'tier', 'channel']));
    expect(rows.map((r) => [r.channel, r.tier, r.qty])).toEqual(BY_CHANNEL_TIER);
    const raw = await engine().run(compiled.data);
    expect(Object.keys(raw[0])).toEqual(['qty', 'tier', 'channel']);
  });
});
