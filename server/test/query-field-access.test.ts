/**
 * Field authority in the compiler, without a database, in the three dialects: withheld columns leave the SELECT and
 * are listed as masked in their place; a filter or sort on one is a 403 naming it; an export leaves it out; row
 * conditions carry their values as bindings only, hostile ones included.
 */
import type { FilterCondition } from '@tessera/schema/dsl';
import { AppError } from '../src/core/errors';
import { KINDS, offlineKnex } from './query-db';
import { TABLE_DATASET, compileCase, dim, ind, type QueryCase } from './query-fixture';

const HOSTILE = ["' OR 1=1 --", 'x"; DROP TABLE q_facts; --', "\\' OR '1'='1"];
const hidden = new Set(['city', 'price']);
const columns = [dim('id'), dim('city'), dim('tier'), ind('qty'), ind('price')];

describe.each(KINDS)('field authority in the compiler [%s]', (kind) => {
  const knex = offlineKnex(kind);
  const compile = (c: QueryCase) =>
    compileCase(kind, knex, { columns, ...c, extra: { hiddenColumns: hidden, ...c.extra } });
  const refusal = (c: QueryCase): AppError => {
    try {
      compile(c);
    } catch (err) {
      if (err instanceof AppError) return err;
      throw err;
    }
    throw new Error('expected an AppError');
  };

  it('drops withheld columns from the SELECT and lists them masked in their place', () => {
    const compiled = compile({ dataset: TABLE_DATASET });
    expect(compiled.columns.map((c) => c.key)).toEqual(['id', 'tier', 'qty']);
    expect(compiled.masked).toEqual([
      { key: 'city', name: 'city', role: 'dimension', position: 1 },
      { key: 'price', name: 'price', role: 'indicator', position: 4 },
    ]);
    expect(compiled.data.sql).not.toMatch(/city|price/);
  });

  it('refuses a filter or a sort on a withheld column with 403 naming it', () => {
    const filtered = refusal({ conditions: [{ key: 'city', value_type: 'string', operator: 'eq', value: 'Lyon' }] });
    expect([filtered.status, filtered.key, filtered.params]).toEqual([403, 'fieldauth.column_hidden', { key: 'city' }]);
    const sorted = refusal({ payload: { sort_key_map: { price: 'desc' } } });
    expect([sorted.status, sorted.params]).toEqual([403, { key: 'price' }]);
    const all = refusal({ columns: [dim('city')] });
    expect([all.status, all.key]).toEqual([403, 'fieldauth.all_columns_hidden']);
  });

  it('leaves withheld columns out of an export that names them', () => {
    const compiled = compile({ payload: { export_fields: { id: 'ID', price: 'P', qty: 'Q' } } });
    expect(compiled.columns.map((c) => c.key)).toEqual(['id', 'qty']);
  });

  it('binds row conditions, hostile values included, and never writes them into the SQL', () => {
    const rowFilters: FilterCondition[] = [
      { key: 'city', value_type: 'string', operator: 'eq', values: HOSTILE },
      { key: 'tier', value_type: 'string', operator: 'eq', values: ['gold'] },
    ];
    const compiled = compile({ extra: { rowFilters, hiddenColumns: new Set() } });
    for (const value of HOSTILE) expect(compiled.data.sql).not.toContain(value);
    expect(compiled.data.bindings).toEqual(expect.arrayContaining([...HOSTILE, 'gold']));
    expect(compiled.data.sql).not.toMatch(/1=1|DROP/);
  });
});
