/**
 * The compiler without a database: every check that must fail before SQL exists (400 AppErrors naming the key),
 * which columns a section shows, relative dates computed from `now`, the admins' SQL text, and every section of
 * the shipped templates compiling in the three dialects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildFilterConditions } from '@tessera/schema/rules';
import { type Filter, type FilterCondition, type Section, type TemplateBundle } from '@tessera/schema/dsl';
import { AppError } from '../src/core/errors';
import { t } from '../src/i18n';
import { compileReportQuery } from '../src/query';
import { KINDS, offlineKnex } from './query-db';
import { FILTERS, NOW, SQL_DATASET, compileCase, dim, ind, section, type QueryCase } from './query-fixture';

const knex = offlineKnex('postgres');
const compile = (c: QueryCase) => compileCase('postgres', knex, c);

function errorOf(c: QueryCase): AppError {
  try {
    compile(c);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

const cond = (c: Partial<FilterCondition> & Pick<FilterCondition, 'key'>): FilterCondition => ({
  value_type: 'string',
  operator: 'eq',
  value: 'x',
  ...c,
});

describe('query compiler checks', () => {
  it.each<[string, QueryCase, string, Record<string, string | number>]>([
    [
      'builder column not in the dataset',
      { columns: [dim('id'), ind('revenue')] },
      'query.unknown_column',
      { key: 'revenue' },
    ],
    [
      'table column not in the dataset',
      { section: section([], { table_config: { columns: [{ column_key: 'nope', column_name: 'n' }] } }) },
      'query.unknown_column',
      { key: 'nope' },
    ],
    [
      'free-drag key not in the dataset',
      {
        section: section([dim('id')], {
          chart_config: { config_type: 1, free_chart_options: { dimension_list: ['nope'] } },
        }),
      },
      'query.unknown_column',
      { key: 'nope' },
    ],
    ['no columns at all', { section: section([]) }, 'query.no_columns', {}],
    [
      'filter key configured nowhere',
      { conditions: [cond({ key: 'tier2' })] },
      'query.unknown_filter',
      { key: 'tier2' },
    ],
    [
      'filter key configured but no column',
      {
        section: section([dim('id')], { filter_config_model_list: [...FILTERS, { name: 'x', class_en: 'ghost' }] }),
        conditions: [cond({ key: 'ghost' })],
      },
      'query.unknown_filter',
      { key: 'ghost' },
    ],
    ['dataset column without a filter', { conditions: [cond({ key: 'id' })] }, 'query.unknown_filter', { key: 'id' }],
    [
      'value type differs from the filter',
      { conditions: [cond({ key: 'qty' })] },
      'query.value_type_mismatch',
      { key: 'qty', value_type: 'string', filter_type: 'indicator' },
    ],
    [
      'operator of another value type',
      { conditions: [cond({ key: 'city', operator: 'gt' })] },
      'query.operator_not_allowed',
      { key: 'city', operator: 'gt' },
    ],
    [
      'date operator on a string',
      { conditions: [cond({ key: 'city', operator: 'today' })] },
      'query.operator_not_allowed',
      { key: 'city', operator: 'today' },
    ],
    [
      'no such operator',
      { conditions: [cond({ key: 'city', operator: 'drop' as FilterCondition['operator'] })] },
      'query.operator_not_allowed',
      { key: 'city', operator: 'drop' },
    ],
    [
      'empty list',
      { conditions: [cond({ key: 'city', value: undefined, values: [] })] },
      'query.empty_values',
      { key: 'city' },
    ],
    [
      'missing value',
      { conditions: [cond({ key: 'city', value: undefined })] },
      'query.value_required',
      { key: 'city', operator: 'eq' },
    ],
    [
      'between without bounds',
      { conditions: [{ key: 'qty', value_type: 'indicator', operator: 'between', range: { start: null, end: '' } }] },
      'query.value_required',
      { key: 'qty' },
    ],
    [
      'non-numeric indicator value',
      { conditions: [{ key: 'qty', value_type: 'indicator', operator: 'gt', value: '1 OR 1=1' }] },
      'query.not_a_number',
      { key: 'qty' },
    ],
    [
      'non-numeric between bound',
      { conditions: [{ key: 'qty', value_type: 'indicator', operator: 'between', range: { start: 1, end: 'x' } }] },
      'query.not_a_number',
      { key: 'qty' },
    ],
    [
      'not a date',
      { conditions: [{ key: 'ts', value_type: 'date', operator: 'one_day', value: '2024-02-30' }] },
      'query.not_a_date',
      { key: 'ts' },
    ],
    [
      'not a date in a range',
      {
        conditions: [
          { key: 'ts', value_type: 'date', operator: 'date_range', range: { start: "2024-01-01' OR '1", end: null } },
        ],
      },
      'query.not_a_date',
      { key: 'ts' },
    ],
    [
      'past_n_days of 0',
      { conditions: [{ key: 'ts', value_type: 'date', operator: 'past_n_days', value: 0 }] },
      'query.bad_days',
      { key: 'ts' },
    ],
    [
      'past_n_days of text',
      { conditions: [{ key: 'ts', value_type: 'date', operator: 'past_n_days', value: '7; DROP' }] },
      'query.bad_days',
      { key: 'ts' },
    ],
    ['NUL in a value', { conditions: [cond({ key: 'city', value: 'a\u0000b' })] }, 'query.bad_value', { key: 'city' }],
    [
      'a value too long',
      { conditions: [cond({ key: 'city', value: 'x'.repeat(10_001) })] },
      'query.bad_value',
      { key: 'city' },
    ],
    ['sort by a column not shown', { payload: { sort_key_map: { qty: 'asc' } } }, 'query.unknown_sort', { key: 'qty' }],
    [
      'sort order not asc/desc',
      { payload: { sort_key_map: { id: 'sideways' as 'asc' } } },
      'query.bad_sort_order',
      { key: 'id' },
    ],
    [
      'export a column not shown',
      { payload: { export_fields: { id: 'ID', qty: 'Q' } } },
      'query.unknown_export_field',
      { key: 'qty' },
    ],
    ['page 0', { payload: { page: { page: 0, page_size: 10 } } }, 'query.bad_page', { max: 1000 }],
    ['page size over 1000', { payload: { page: { page: 1, page_size: 1001 } } }, 'query.bad_page', { max: 1000 }],
    ['fractional page', { payload: { page: { page: 1.5, page_size: 10 } } }, 'query.bad_page', { max: 1000 }],
    [
      'dataset without SQL or table',
      { dataset: { sql: null, table_name: null, columns: SQL_DATASET.columns } },
      'query.no_source',
      {},
    ],
    [
      'row filter on no column',
      { extra: { rowFilters: [cond({ key: 'owner' })] } },
      'query.unknown_column',
      { key: 'owner' },
    ],
  ])('%s → 400', (_name, c, key, params) => {
    const error = errorOf(c);
    expect(error.status).toBe(400);
    expect(error.key).toBe(key);
    expect(error.params).toMatchObject(params);
    // Every key has a text in both languages.
    expect(t('en', error.key, error.params)).not.toBe(error.key);
    expect(t('zh', error.key, error.params)).not.toBe(error.key);
  });

  it('names the offending field in result_data', () => {
    expect(errorOf({ conditions: [cond({ key: 'city' }), cond({ key: 'city', operator: 'gt' })] }).data).toEqual({
      field: 'filter_condition.1.operator',
    });
    expect(errorOf({ columns: [dim('id'), ind('revenue')] }).data).toEqual({
      field: 'section.column_config_model_list.1.column_key',
    });
  });

  it('the English message of an unknown filter is "unknown filter <key>"', () => {
    const error = errorOf({ conditions: [cond({ key: 'tier2' })] });
    expect(t('en', error.key, error.params)).toBe('unknown filter tier2');
  });
});

describe('query compiler columns', () => {
  const columnsOf = (s: Section) => compile({ section: s }).columns.map((c) => [c.key, c.role, c.aggregate ?? null]);

  it('selected builder columns, in order; unselected ones are left out', () => {
    expect(
      columnsOf(section([dim('channel'), ind('qty', { selected: 0 }), ind('price', { aggregate: 'AVG' })])),
    ).toEqual([
      ['channel', 'dimension', null],
      ['price', 'indicator', 'AVG'],
    ]);
  });

  it('without builder columns, the table columns with type and aggregate from the dataset', () => {
    const s = section([], {
      table_config: {
        columns: [
          { column_key: 'tier', column_name: 'T' },
          { column_key: 'qty', column_name: 'Q' },
        ],
      },
    });
    expect(columnsOf(s)).toEqual([
      ['tier', 'dimension', null],
      ['qty', 'indicator', 'SUM'],
    ]);
  });

  it('free-drag lists join in free-drag mode only', () => {
    const chart = {
      config_type: 1 as const,
      free_chart_options: { dimension_list: ['channel'], indicator_list: ['qty', 'price'] },
    };
    const s = section([dim('tier'), ind('price', { aggregate: 'MAX', selected: 0 })], { chart_config: chart });
    expect(columnsOf(s)).toEqual([
      ['tier', 'dimension', null],
      ['channel', 'dimension', null],
      ['qty', 'indicator', 'SUM'],
      ['price', 'indicator', 'MAX'],
    ]);
    expect(columnsOf({ ...s, chart_config: { ...chart, chart_compare_type: 1 } })).toEqual([
      ['tier', 'dimension', null],
    ]);
    expect(columnsOf({ ...s, chart_config: { ...chart, have_chart: 0 } })).toEqual([['tier', 'dimension', null]]);
  });

  it('a count query only when a page is asked for', () => {
    expect(compile({}).count).toBeUndefined();
    expect(compile({ payload: { page: { page: 1, page_size: 10 } } }).count?.sql).toMatch(
      /^select COUNT\(\*\) AS total from \(/,
    );
  });
});

describe('query compiler dates', () => {
  const bindingsOf = (condition: FilterCondition, filters: Filter[] = FILTERS) =>
    compile({ conditions: [condition], section: section([dim('id')], { filter_config_model_list: filters }) }).data
      .bindings;

  it('relative operators are bound as instants computed from now', () => {
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'this_week' })).toEqual([
      '2024-05-12 23:59:59',
      '2024-05-15 23:59:59',
    ]);
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'this_quarter' })).toEqual([
      '2024-03-31 23:59:59',
      '2024-05-15 23:59:59',
    ]);
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'before_day', value: '2024-05-01' })).toEqual([
      '2024-04-30 23:59:59',
    ]);
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'after_day', value: '2024-05-01 08:00' })).toEqual([
      '2024-05-01 23:59:59',
    ]);
  });

  it("past_n_days takes N from the value, else the filter's filter_value, else 7", () => {
    const withStored = FILTERS.map((f) =>
      f.class_en === 'ts' ? { ...f, where_type: 'past_n_days' as const, filter_value: 30 } : f,
    );
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'past_n_days' }, withStored)).toEqual([
      '2024-04-14 23:59:59',
      '2024-05-14 23:59:59',
    ]);
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'past_n_days', value: 1 }, withStored)).toEqual([
      '2024-05-13 23:59:59',
      '2024-05-14 23:59:59',
    ]);
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'past_n_days' })).toEqual([
      '2024-05-07 23:59:59',
      '2024-05-14 23:59:59',
    ]);
  });

  it('a datetime range keeps its seconds; whole days are widened', () => {
    const range = { start: '2024-05-01 08:00:00', end: '2024-05-02' };
    expect(bindingsOf({ key: 'ts', value_type: 'date', operator: 'date_range', range })).toEqual([
      '2024-05-01 08:00:00',
      '2024-05-02 23:59:59',
    ]);
  });
});

describe('query compiler statements kept per shape', () => {
  const byCity = (values: string[]) =>
    compile({
      conditions: [{ key: 'city', value_type: 'string', operator: 'eq', values }],
      payload: { page: { page: 2, page_size: 10 } },
    });

  it('new filter values keep the statement text and take their own bindings, the count query too', () => {
    const first = byCity(['beijing', 'wuhan']);
    const second = byCity(['50%off', "o'brien"]);
    expect(second.data.sql).toBe(first.data.sql);
    expect(second.count?.sql).toBe(first.count?.sql);
    expect(first.data.bindings).toEqual(['beijing', 'wuhan']);
    expect(second.data.bindings).toEqual(['50%off', "o'brien"]);
    expect(second.count?.bindings).toEqual(['50%off', "o'brien"]);
    expect(second.sql_text_for_admins).toContain('"o\'brien"');
    expect(second.sql_text_for_admins).not.toContain('beijing');
  });

  it('a different number of values is another shape, with as many bindings', () => {
    const three = byCity(['a', 'b', 'c']);
    expect(three.data.sql).not.toBe(byCity(['a', 'b']).data.sql);
    expect(three.data.bindings).toEqual(['a', 'b', 'c']);
  });
});

describe('sql_text_for_admins', () => {
  it('lists the bindings after each statement, never inside it', () => {
    const out = compile({
      conditions: [cond({ key: 'city', value: "o'brien\n-- x" })],
      payload: { page: { page: 2, page_size: 5 } },
    });
    expect(out.sql_text_for_admins).toContain(out.data.sql);
    expect(out.sql_text_for_admins).toContain(out.count?.sql ?? 'missing');
    expect(out.sql_text_for_admins).toContain('--   1: "o\'brien\\n-- x"');
    expect(out.data.sql).not.toContain('brien');
  });
});

describe('shipped templates compile in every dialect', () => {
  const dir = path.resolve(__dirname, '..', '..', 'templates');
  const sections = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const bundle = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as TemplateBundle;
      return bundle.pages.flatMap((page) =>
        page.sections.map((s) => ({
          name: `${file} ${String(s.id)}`,
          section: s,
          globals: page.global_filters ?? [],
          bundle,
        })),
      );
    });

  it.each(sections.map((s) => [s.name, s] as const))('%s', (_name, { section: s, globals, bundle }) => {
    const key = s.diagram_sql_model?.data_set_id ?? s.data_set_id;
    const dataset = bundle.datasets?.find((d) => d.key === key);
    if (!dataset) throw new Error(`no dataset ${String(key)}`);
    const own = s.filter_config_model_list ?? [];
    const filters = [...own.filter((f) => !globals.some((g) => g.class_en === f.class_en)), ...globals];
    const filter_condition = buildFilterConditions(filters, {}, NOW);
    for (const kind of KINDS) {
      const out = compileReportQuery({
        section: s,
        dataset: { sql: dataset.sql ?? null, table_name: dataset.table ?? null, columns: dataset.columns },
        payload: { diagram_id: 1, filter_condition, sort_key_map: {}, page: { page: 1, page_size: 10 } },
        kind,
        knex: offlineKnex(kind),
        globalFilters: globals,
        now: NOW,
      });
      expect(out.columns.length).toBeGreaterThan(0);
    }
  });
});
