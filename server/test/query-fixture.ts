/**
 * The hand-made table of the query compiler's suites, small enough to check every number by hand. `now` is
 * Wednesday 2024-05-15 10:30 (local time): this week starts Monday 05-13, this quarter 04-01. Timestamps sit on
 * the boundaries of today, yesterday, this week, the past 7 days, this month, quarter and year; cities carry NULL,
 * '', blanks, %, _, the LIKE escape '!', a quote, a backslash and non-ASCII text (all lower case, so collations
 * that ignore case change nothing); qty and price carry negatives and NULLs (prices are exact binary fractions,
 * so SQLite's floating sums equal the DECIMAL sums). tier is 'gold' for odd ids, 'silver' for even ones.
 */
import type { Knex } from 'knex';
import type { BuilderColumn, DatasetColumn, Filter, FilterCondition, ReportQuery, Section } from '@tessera/schema/dsl';
import { compileReportQuery, type CompileInput, type CompiledReportQuery, type QueryDataset } from '../src/query';
import { reportStatementParts } from '../src/query/compile';
import { buildStatements, statementsOf } from '../src/query/statements';
import type { Engine } from './query-db';

export const NOW = new Date(2024, 4, 15, 10, 30, 0);

type Fact = [
  id: number,
  ts: string,
  city: string | null,
  channel: string | null,
  qty: number | null,
  price: number | null,
];

const FACTS: Fact[] = [
  [1, '2024-05-15 00:00:00', 'beijing', 'app', 10, 1.5],
  [2, '2024-05-15 09:00:00', 'shanghai', 'web', 5, 2.25],
  [3, '2024-05-14 23:59:59', 'beijing', 'web', -3, 0.5],
  [4, '2024-05-14 00:00:00', null, 'app', 7, null],
  [5, '2024-05-13 12:00:00', '', 'app', 0, 4],
  [6, '2024-05-12 23:00:00', '   ', 'mini', 2, 1],
  [7, '2024-05-08 00:00:00', '50%off', 'web', 4, 3.5],
  [8, '2024-05-07 23:59:59', '50_off', 'web', null, 2],
  [9, '2024-05-01 00:00:00', '50xoff', 'app', 6, 1.25],
  [10, '2024-04-30 23:59:59', "o'brien", 'mini', 8, 0],
  [11, '2024-04-01 08:00:00', 'a\\b', 'app', -1, 5],
  [12, '2024-03-31 22:00:00', '北京', 'web', 12, 2.5],
  [13, '2024-01-01 00:00:00', 'ünïcode', null, 3, 1.75],
  [14, '2023-12-31 23:59:59', 'shen!zhen', 'app', 9, -0.5],
  [15, '2023-06-15 12:00:00', 'beijing', 'mini', 1, 0.25],
  [16, '2024-05-16 01:00:00', 'shanghai', 'app', 20, 10],
  [17, '2024-02-10 10:00:00', 'guangzhou', 'web', -7, 3],
  [18, '2024-02-20 10:00:00', 'guangzhou', 'app', 11, null],
  [19, '2024-03-05 10:00:00', 'shenzhen', 'web', 15, 6.5],
  [20, '2024-03-05 18:00:00', 'shenzhen', 'app', 0, 0],
  [21, '2024-04-15 10:00:00', 'beijing', 'app', 2, 1.5],
  [22, '2024-04-15 11:00:00', 'beijing', 'app', 3, 2.5],
  [23, '2024-04-20 10:00:00', 'hangzhou', 'mini', null, null],
  [24, '2024-04-25 10:00:00', 'hangzhou', 'web', 5, 4.5],
  [25, '2024-05-02 10:00:00', 'x%y_z', 'web', 1, 1],
  [26, '2024-05-03 10:00:00', 'wuhan', null, 2, 2],
  [27, '2024-05-09 10:00:00', 'wuhan', 'app', 3, 3],
  [28, '2024-05-10 10:00:00', 'chengdu', 'web', 4, 4],
  [29, '2024-05-11 10:00:00', 'chengdu', 'mini', -2, 0.75],
  [30, '2024-05-12 10:00:00', 'shanghai', 'web', 6, 5.5],
];

export const FACT_ROWS = FACTS.map(([id, ts, city, channel, qty, price]) => ({
  id,
  ts,
  day: ts.slice(0, 10),
  city,
  channel,
  tier: id % 2 === 1 ? 'gold' : 'silver',
  qty,
  price,
}));

export const ALL_IDS = FACT_ROWS.map((r) => r.id);
/** Every id but the listed ones, in order. */
export const idsExcept = (...excluded: number[]) => ALL_IDS.filter((id) => !excluded.includes(id));

export async function createFactTable(knex: Knex): Promise<void> {
  await knex.schema.createTable('q_facts', (t) => {
    t.integer('id').primary();
    t.datetime('ts', { useTz: false });
    t.date('day');
    t.string('city', 100).nullable();
    t.string('channel', 20).nullable();
    t.string('tier', 20);
    t.integer('qty').nullable();
    t.decimal('price', 10, 2).nullable();
  });
}

export const COLUMNS: DatasetColumn[] = [
  { column_key: 'id', column_name: 'ID', column_type: 0, data_type: 'int' },
  { column_key: 'ts', column_name: 'Time', column_type: 0, data_type: 'datetime' },
  { column_key: 'day', column_name: 'Day', column_type: 0, data_type: 'date' },
  { column_key: 'city', column_name: 'City', column_type: 0, data_type: 'varchar' },
  { column_key: 'channel', column_name: 'Channel', column_type: 0, data_type: 'varchar' },
  { column_key: 'tier', column_name: 'Tier', column_type: 0, data_type: 'varchar' },
  { column_key: 'qty', column_name: 'Quantity', column_type: 1, data_type: 'int', aggregate: 'SUM' },
  { column_key: 'price', column_name: 'Price', column_type: 1, data_type: 'decimal', aggregate: 'SUM' },
];

/** The table itself; SQL_DATASET reads it through a query whose trailing comment has no newline. */
export const TABLE_DATASET: QueryDataset = { sql: null, table_name: 'q_facts', columns: COLUMNS };
export const SQL_DATASET: QueryDataset = {
  sql: 'SELECT id, ts, day, city, channel, tier, qty, price FROM q_facts -- every row; {{not_a_param}} ?',
  table_name: null,
  columns: COLUMNS,
};

export const FILTERS: Filter[] = [
  { name: 'Time', class_en: 'ts', type: 'datepicker' },
  { name: 'Day', class_en: 'day', type: 'datepicker', filter_type: 'date' },
  { name: 'City', class_en: 'city', type: 'select', filter_type: 'string' },
  { name: 'Channel', class_en: 'channel' },
  { name: 'Tier', class_en: 'tier', type: 'radio' },
  { name: 'Quantity', class_en: 'qty', type: 'between' },
  { name: 'Price', class_en: 'price', type: 'input', filter_type: 'indicator' },
];

export const dim = (key: string, extra: Partial<BuilderColumn> = {}): BuilderColumn => ({
  column_key: key,
  column_name: key,
  column_type: 0,
  ...extra,
});
export const ind = (key: string, extra: Partial<BuilderColumn> = {}): BuilderColumn => ({
  column_key: key,
  column_name: key,
  column_type: 1,
  ...extra,
});

export function section(columns: BuilderColumn[], extra: Partial<Section> = {}): Section {
  return { id: 1, title: 'facts', filter_config_model_list: FILTERS, column_config_model_list: columns, ...extra };
}

export interface QueryCase {
  columns?: BuilderColumn[];
  section?: Section;
  dataset?: QueryDataset;
  conditions?: FilterCondition[];
  payload?: Partial<ReportQuery>;
  extra?: Partial<CompileInput>;
}

/**
 * Compiles a case as the server does. Every case of every suite also checks the statements kept per shape: filled
 * with this case's values, they must be exactly what the query builder gives for them (the suites' cases share
 * shapes with other values, so most of them fill a statement another case's values built).
 */
export function compileCase(kind: Engine['kind'], knex: Knex, c: QueryCase): CompiledReportQuery {
  const input: CompileInput = {
    section: c.section ?? section(c.columns ?? [dim('id')]),
    dataset: c.dataset ?? SQL_DATASET,
    payload: { diagram_id: 1, filter_condition: c.conditions ?? [], sort_key_map: {}, ...c.payload },
    kind,
    knex,
    now: NOW,
    ...c.extra,
  };
  const compiled = compileReportQuery(input);
  const { parts } = reportStatementParts(input);
  const built = buildStatements(parts);
  expect(statementsOf(parts)).toEqual(built);
  expect({ data: compiled.data, ...(compiled.count ? { count: compiled.count } : {}) }).toEqual(built);
  return compiled;
}
