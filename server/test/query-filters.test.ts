/**
 * Every filter operator of spec section 5, compiled and run on SQLite, MariaDB and PostgreSQL with the same
 * hand-derived expectations (ids of query-fixture.ts rows; `now` = Wednesday 2024-05-15 10:30).
 */
import type { FilterCondition } from '@tessera/schema/dsl';
import { normalizeRows } from '../src/query';
import { describeEngines, type Engine } from './query-db';
import { TABLE_DATASET, compileCase, idsExcept, type QueryCase } from './query-fixture';

async function ids(
  engine: Engine,
  conditions: FilterCondition[],
  c: Omit<QueryCase, 'conditions'> = {},
): Promise<number[]> {
  const compiled = compileCase(engine.kind, engine.knex, { conditions, ...c });
  const rows = normalizeRows(await engine.run(compiled.data), compiled.columns);
  return rows.map((r) => Number(r.id));
}

const date = (
  key: string,
  operator: FilterCondition['operator'],
  rest: Partial<FilterCondition> = {},
): FilterCondition => ({ key, value_type: 'date', operator, ...rest });
const text = (operator: FilterCondition['operator'], rest: Partial<FilterCondition> = {}): FilterCondition => ({
  key: 'city',
  value_type: 'string',
  operator,
  ...rest,
});
const num = (operator: FilterCondition['operator'], rest: Partial<FilterCondition> = {}): FilterCondition => ({
  key: 'qty',
  value_type: 'indicator',
  operator,
  ...rest,
});

type Case = [string, FilterCondition[], number[]];

/** Date cases, run on the DATETIME column ts and on the DATE column day: whole days select the same rows. */
const DATE_CASES: [string, (key: string) => FilterCondition, number[]][] = [
  ['today', (k) => date(k, 'today'), [1, 2]],
  ['yesterday', (k) => date(k, 'yesterday'), [3, 4]],
  ['this_week (from Monday)', (k) => date(k, 'this_week'), [1, 2, 3, 4, 5]],
  ['this_month', (k) => date(k, 'this_month'), [1, 2, 3, 4, 5, 6, 7, 8, 9, 25, 26, 27, 28, 29, 30]],
  [
    'this_quarter',
    (k) => date(k, 'this_quarter'),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30],
  ],
  ['this_year', (k) => date(k, 'this_year'), idsExcept(14, 15, 16)],
  ['past_n_days default 7 (05-08 … 05-14)', (k) => date(k, 'past_n_days'), [3, 4, 5, 6, 7, 27, 28, 29, 30]],
  ['past_n_days 3 (05-12 … 05-14)', (k) => date(k, 'past_n_days', { value: 3 }), [3, 4, 5, 6, 30]],
  [
    'past_n_days ignores a sent range',
    (k) => date(k, 'past_n_days', { value: '3', range: { start: '2020-01-01', end: '2030-01-01' } }),
    [3, 4, 5, 6, 30],
  ],
  ['one_day value', (k) => date(k, 'one_day', { value: '2024-05-14' }), [3, 4]],
  [
    'one_day range as the browser sends it',
    (k) => date(k, 'one_day', { range: { start: '2024-05-13 23:59:59', end: '2024-05-14 23:59:59' } }),
    [3, 4],
  ],
  [
    'date_range of whole days',
    (k) => date(k, 'date_range', { range: { start: '2024-05-01', end: '2024-05-03' } }),
    [9, 25, 26],
  ],
  [
    'date_range as the browser sends it',
    (k) => date(k, 'date_range', { range: { start: '2024-04-30 23:59:59', end: '2024-05-03 23:59:59' } }),
    [9, 25, 26],
  ],
  ['date_range open start', (k) => date(k, 'date_range', { range: { start: null, end: '2024-01-01' } }), [13, 14, 15]],
  ['date_range open end', (k) => date(k, 'date_range', { range: { start: '2024-05-15', end: null } }), [1, 2, 16]],
  ['date_range of picked days', (k) => date(k, 'date_range', { values: ['2024-05-14', '2024-03-05'] }), [3, 4, 19, 20]],
  ['before_day', (k) => date(k, 'before_day', { value: '2024-01-01' }), [14, 15]],
  [
    'before_day of a range: before its first day',
    (k) => date(k, 'before_day', { range: { start: '2023-12-31 23:59:59', end: '2024-01-01 23:59:59' } }),
    [14, 15],
  ],
  ['after_day', (k) => date(k, 'after_day', { value: '2024-05-14' }), [1, 2, 16]],
  [
    'after_day of a range: after its last day',
    (k) => date(k, 'after_day', { range: { start: '2024-05-13 23:59:59', end: '2024-05-14 23:59:59' } }),
    [1, 2, 16],
  ],
];

const notNullCity = idsExcept(4);

const STRING_CASES: Case[] = [
  ['eq', [text('eq', { value: 'beijing' })], [1, 3, 15, 21, 22]],
  ['eq a list → IN', [text('eq', { values: ['beijing', 'wuhan'] })], [1, 3, 15, 21, 22, 26, 27]],
  [
    'ne leaves NULL out',
    [text('ne', { value: 'beijing' })],
    notNullCity.filter((id) => ![1, 3, 15, 21, 22].includes(id)),
  ],
  [
    'ne a list → NOT IN',
    [text('ne', { values: ['beijing', 'shanghai', 'wuhan'] })],
    [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 19, 20, 23, 24, 25, 28, 29],
  ],
  ['manual_eq with a quote', [text('manual_eq', { value: "o'brien" })], [10]],
  ['manual_ne', [text('manual_ne', { value: "o'brien" })], notNullCity.filter((id) => id !== 10)],
  ['contains a literal %', [text('contains', { value: '%' })], [7, 25]],
  ['contains a literal _', [text('contains', { value: '_' })], [8, 25]],
  ['contains the escape character !', [text('contains', { value: '!' })], [14]],
  ['contains a backslash', [text('contains', { value: '\\' })], [11]],
  ['contains a quote', [text('contains', { value: "'" })], [10]],
  ['contains non-ASCII', [text('contains', { value: '北' })], [12]],
  ['contains any of a list', [text('contains', { values: ['zhou', 'du'] })], [17, 18, 23, 24, 28, 29]],
  [
    'not_contains',
    [text('not_contains', { value: 'an' })],
    [1, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 19, 20, 21, 22, 25, 28, 29],
  ],
  ['not_contains any of a list', [text('not_contains', { values: ['a', 'e'] })], [5, 6, 7, 8, 9, 12, 25]],
  ['starts_with: _ is no wildcard', [text('starts_with', { value: '50_' })], [8]],
  ['starts_with', [text('starts_with', { value: '50' })], [7, 8, 9]],
  [
    'not_starts_with',
    [text('not_starts_with', { value: 'sh' })],
    notNullCity.filter((id) => ![2, 14, 16, 19, 20, 30].includes(id)),
  ],
  ['ends_with', [text('ends_with', { value: 'off' })], [7, 8, 9]],
  ['not_ends_with', [text('not_ends_with', { value: 'off' })], notNullCity.filter((id) => ![7, 8, 9].includes(id))],
  ['is_null', [text('is_null')], [4]],
  ['not_null', [text('not_null')], notNullCity],
  ['is_blank: NULL, empty or spaces', [text('is_blank')], [4, 5, 6]],
  ['not_blank', [text('not_blank')], idsExcept(4, 5, 6)],
  ['two conditions are ANDed', [text('eq', { value: 'beijing' }), num('gt', { value: 2 })], [1, 22]],
];

const INDICATOR_CASES: Case[] = [
  ['gt', [num('gt', { value: 5 })], [1, 4, 9, 10, 12, 14, 16, 18, 19, 30]],
  [
    'gt a fraction on an integer column',
    [num('gt', { value: 2.5 })],
    [1, 2, 4, 7, 9, 10, 12, 13, 14, 16, 18, 19, 22, 24, 27, 28, 30],
  ],
  ['gte', [num('gte', { value: '5' })], [1, 2, 4, 9, 10, 12, 14, 16, 18, 19, 24, 30]],
  ['lt (negatives)', [num('lt', { value: 0 })], [3, 11, 17, 29]],
  ['lte', [num('lte', { value: 0 })], [3, 5, 11, 17, 20, 29]],
  ['eq', [num('eq', { value: 3 })], [13, 22, 27]],
  ['eq a list → IN', [num('eq', { values: [3, '2'] })], [6, 13, 21, 22, 26, 27]],
  ['ne leaves NULL out', [num('ne', { value: 3 })], idsExcept(8, 23, 13, 22, 27)],
  [
    'ne a list → NOT IN',
    [num('ne', { values: [0, 1, 2, 3] })],
    [1, 2, 3, 4, 7, 9, 10, 11, 12, 14, 16, 17, 18, 19, 24, 28, 29, 30],
  ],
  ['between is inclusive', [num('between', { range: { start: 2, end: 5 } })], [2, 6, 7, 13, 21, 22, 24, 26, 27, 28]],
  [
    'between with text bounds',
    [num('between', { range: { start: '2', end: '5' } })],
    [2, 6, 7, 13, 21, 22, 24, 26, 27, 28],
  ],
  ['between without end', [num('between', { range: { start: 10, end: null } })], [1, 12, 16, 18, 19]],
  ['between without start', [num('between', { range: { start: null, end: -1 } })], [3, 11, 17, 29]],
  ['not_between', [num('not_between', { range: { start: 0, end: 10 } })], [3, 11, 12, 16, 17, 18, 19, 29]],
  ['not_between without end', [num('not_between', { range: { start: 0, end: null } })], [3, 11, 17, 29]],
  ['is_null', [num('is_null')], [8, 23]],
  ['not_null', [num('not_null')], idsExcept(8, 23)],
  [
    'decimal column',
    [{ key: 'price', value_type: 'indicator', operator: 'gte', value: 2.25 }],
    [2, 5, 7, 11, 12, 16, 17, 19, 22, 24, 27, 28, 30],
  ],
];

describeEngines('query filters', (engine) => {
  describe.each(['ts', 'day'])('date operators on %s', (key) => {
    it.each(DATE_CASES)('%s', async (_name, condition, expected) => {
      expect(await ids(engine(), [condition(key)])).toEqual(expected);
    });
  });

  it.each(STRING_CASES)('string %s', async (_name, conditions, expected) => {
    expect(await ids(engine(), conditions)).toEqual(expected);
  });

  it.each(INDICATOR_CASES)('indicator %s', async (_name, conditions, expected) => {
    expect(await ids(engine(), conditions)).toEqual(expected);
  });

  it('reads a table dataset the same way as a SQL dataset', async () => {
    const conditions = [text('contains', { value: '%' }), date('ts', 'this_month')];
    expect(await ids(engine(), conditions, { dataset: TABLE_DATASET })).toEqual([7, 25]);
    expect(await ids(engine(), [], { dataset: TABLE_DATASET })).toEqual(idsExcept());
  });

  it('a page global filter of another value type: a string filter on a DATE column compares its text', async () => {
    const globalFilters = [{ name: 'Day text', class_en: 'day', filter_type: 'string' as const }];
    const condition: FilterCondition = { key: 'day', value_type: 'string', operator: 'eq', value: '2024-05-14' };
    expect(await ids(engine(), [condition], { extra: { globalFilters } })).toEqual([3, 4]);
    const prefix: FilterCondition = { key: 'ts', value_type: 'string', operator: 'starts_with', value: '2024-05-14' };
    const tsText = [{ name: 'Time text', class_en: 'ts', filter_type: 'string' as const }];
    expect(await ids(engine(), [prefix], { extra: { globalFilters: tsText } })).toEqual([3, 4]);
  });

  it('row filters are ANDed like conditions, without a configured filter', async () => {
    const rowFilters: FilterCondition[] = [{ key: 'tier', value_type: 'string', operator: 'eq', value: 'gold' }];
    expect(await ids(engine(), [text('eq', { value: 'beijing' })], { extra: { rowFilters } })).toEqual([1, 3, 15, 21]);
  });
});
