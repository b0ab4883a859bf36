/**
 * Hostile input against the report query compiler, on SQLite, MariaDB and PostgreSQL: filter values, list
 * values, dataset SQL parameters, sort keys, column keys, export fields and filter keys carrying quotes, comments,
 * statement separators, wildcards, backslashes, NUL, homoglyphs and very long text.
 *
 * What must hold: a value only ever travels as a binding (the SQL text is the same as for a harmless value and
 * never contains it); the rows are exactly those a literal comparison selects (no extra rows); a key that is no
 * dataset column is a 400 before any SQL exists; everything else runs without a database error (the only errors
 * are typed 400 AppErrors); and the table is still there at the end.
 */
import type { FilterCondition } from '@tessera/schema/dsl';
import { AppError } from '../src/core/errors';
import { clientOf } from '../src/datasources/knex-internals';
import { normalizeRows, type CompiledReportQuery } from '../src/query';
import { describeEngines, type Engine } from './query-db';
import { ALL_IDS, COLUMNS, FACT_ROWS, FILTERS, compileCase, dim, ind, section, type QueryCase } from './query-fixture';

const HOSTILE: string[] = [
  "'",
  "''",
  '"',
  '`',
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "x') OR ('1'='1",
  "'; DROP TABLE q_facts; --",
  '1; DROP TABLE q_facts',
  "beijing' --",
  "beijing'/*",
  '/* */ OR 1=1 /*',
  '*/ OR 1=1 --',
  '-- ',
  '#',
  '%',
  '_',
  '%%',
  'b_ijing',
  '%beijing%',
  '\\',
  "\\'",
  "\\'; DROP TABLE q_facts; --",
  '\\%',
  "' UNION SELECT id FROM q_facts --",
  '?',
  '??',
  '$1',
  ':city',
  '{{city}}',
  '\r\n',
  'bеijing', // Cyrillic е
  'ѕhanghai', // Cyrillic ѕ
  '＇ OR 1=1 --', // fullwidth apostrophe
  'ʼ OR 1=1 --', // modifier letter apostrophe
  '\u202ebeijing',
  "😀'); DROP TABLE q_facts; --",
  'x'.repeat(10_000),
  "' OR 1=1 --".repeat(900),
];
/** Refused before any SQL: NUL (PostgreSQL rejects it in text) and text over 10 000 characters. */
const REFUSED: string[] = ['\u0000', "beijing\u0000' OR 1=1 --", 'x'.repeat(10_001)];

const label = (value: string) => JSON.stringify(value.length > 30 ? `${value.slice(0, 30)}…(${value.length})` : value);
const SAFE = 'zzz-harmless';
/** Characters outside the BMP: on MariaDB a utf8mb3 column is compared through utf8mb4 for them (a SQL of its own). */
const FOUR_BYTE = /[\u{10000}-\u{10FFFF}]/u;

const cities = FACT_ROWS.map((r) => ({ id: r.id, city: r.city }));
const idsWhere = (test: (city: string) => boolean) =>
  cities.filter((r) => r.city !== null && test(r.city)).map((r) => r.id);

/** Parameters that are no column: they only feed the dataset SQL. */
const PARAM_DATASET = {
  sql: 'SELECT id, city FROM q_facts WHERE city = {{needle}} OR city IN ({{needles}})',
  table_name: null,
  columns: COLUMNS.slice(0, 1),
};
const PARAM_FILTERS = [
  ...FILTERS,
  { name: 'needle', class_en: 'needle' },
  { name: 'needles', class_en: 'needles', is_multi: 1 as const },
];

interface Probe {
  name: string;
  build: (value: string) => QueryCase;
  expected: (value: string) => number[];
}

const text = (operator: FilterCondition['operator'], value: string): FilterCondition => ({
  key: 'city',
  value_type: 'string',
  operator,
  value,
});

const PROBES: Probe[] = [
  { name: 'eq', build: (v) => ({ conditions: [text('eq', v)] }), expected: (v) => idsWhere((c) => c === v) },
  {
    name: 'contains',
    build: (v) => ({ conditions: [text('contains', v)] }),
    expected: (v) => idsWhere((c) => c.includes(v)),
  },
  {
    name: 'starts_with',
    build: (v) => ({ conditions: [text('starts_with', v)] }),
    expected: (v) => idsWhere((c) => c.startsWith(v)),
  },
  {
    name: 'not_ends_with',
    build: (v) => ({ conditions: [text('not_ends_with', v)] }),
    expected: (v) => idsWhere((c) => !c.endsWith(v)),
  },
  {
    name: 'IN list',
    build: (v) => ({
      conditions: [{ key: 'city', value_type: 'string', operator: 'eq', values: [v, "o'brien", 'nowhere'] }],
    }),
    expected: (v) => idsWhere((c) => c === v || c === "o'brien"),
  },
  {
    name: 'dataset SQL parameters',
    build: (v) => ({
      dataset: PARAM_DATASET,
      section: section([dim('id')], { filter_config_model_list: PARAM_FILTERS }),
      conditions: [
        { key: 'needle', value_type: 'string', operator: 'eq', value: v },
        { key: 'needles', value_type: 'string', operator: 'eq', values: [v, 'beijing'] },
      ],
    }),
    expected: (v) => idsWhere((c) => c === v || c === 'beijing'),
  },
  {
    name: 'row filter',
    build: (v) => ({ extra: { rowFilters: [text('ne', v)] } }),
    expected: (v) => idsWhere((c) => c !== v),
  },
];

async function run(engine: Engine, compiled: CompiledReportQuery): Promise<number[]> {
  const rows = normalizeRows(await engine.run(compiled.data), compiled.columns);
  return rows.map((r) => Number(r.id));
}

function compileOrError(engine: Engine, c: QueryCase): CompiledReportQuery | AppError {
  try {
    return compileCase(engine.kind, engine.knex, c);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describeEngines('hostile input', (engine) => {
  describe.each(PROBES)('filter values: $name', (probe) => {
    it.each(HOSTILE.map((v) => [label(v), v]))(
      '%s is bound, not in the SQL, and selects no extra row',
      async (_label, value) => {
        const compiled = compileCase(engine().kind, engine().knex, probe.build(value));
        const harmless = compileCase(
          engine().kind,
          engine().knex,
          probe.build(FOUR_BYTE.test(value) ? `${SAFE}😀` : SAFE),
        );
        expect(compiled.data.sql).toBe(harmless.data.sql);
        if (value.length >= 3) expect(compiled.data.sql).not.toContain(value);
        const escaped = value.replace(/[!%_]/g, (ch) => `!${ch}`);
        expect(compiled.data.bindings.some((b) => b === value || (typeof b === 'string' && b.includes(escaped)))).toBe(
          true,
        );
        expect(await run(engine(), compiled)).toEqual(probe.expected(value));
      },
    );

    it.each(REFUSED.map((v) => [label(v), v]))('%s is a 400 before any SQL', (_label, value) => {
      const result = compileOrError(engine(), probe.build(value));
      expect(result).toBeInstanceOf(AppError);
      expect(result).toMatchObject({ status: 400, key: 'query.bad_value' });
    });
  });

  it.each(HOSTILE.map((v) => [label(v), v]))('indicator, date and day-count values %s are 400s', (_label, value) => {
    const cases: [FilterCondition, string][] = [
      [{ key: 'qty', value_type: 'indicator', operator: 'gt', value }, 'query.not_a_number'],
      [{ key: 'qty', value_type: 'indicator', operator: 'eq', values: [1, value] }, 'query.not_a_number'],
      [
        { key: 'qty', value_type: 'indicator', operator: 'between', range: { start: 1, end: value } },
        'query.not_a_number',
      ],
      [{ key: 'ts', value_type: 'date', operator: 'one_day', value }, 'query.not_a_date'],
      [
        { key: 'ts', value_type: 'date', operator: 'date_range', range: { start: value, end: '2024-05-01' } },
        'query.not_a_date',
      ],
      [{ key: 'ts', value_type: 'date', operator: 'past_n_days', value }, 'query.bad_days'],
    ];
    for (const [condition, key] of cases) {
      expect(compileOrError(engine(), { conditions: [condition] })).toMatchObject({ status: 400, key });
    }
  });

  it.each(
    [...HOSTILE, ...REFUSED, 'City', 'city ', 'q_facts.city', '__proto__', 'constructor', 'toString'].map((v) => [
      label(v),
      v,
    ]),
  )('key %s that is no dataset column is a 400 before any SQL', (_label, key) => {
    const shown = [dim('id'), dim('city')];
    const cases: [QueryCase, string][] = [
      [{ columns: [dim('id'), dim(key)] }, 'query.unknown_column'],
      [{ columns: [dim('id'), ind(key)] }, 'query.unknown_column'],
      [
        { section: section([], { table_config: { columns: [{ column_key: key, column_name: 'x' }] } }) },
        'query.unknown_column',
      ],
      [
        {
          section: section([dim('id')], {
            chart_config: { config_type: 1, free_chart_options: { indicator_list: [key] } },
          }),
        },
        'query.unknown_column',
      ],
      [{ columns: shown, payload: { sort_key_map: { [key]: 'asc' } } }, 'query.unknown_sort'],
      [{ columns: shown, payload: { export_fields: { id: 'ID', [key]: 'x' } } }, 'query.unknown_export_field'],
      [{ conditions: [{ key, value_type: 'string', operator: 'eq', value: 'beijing' }] }, 'query.unknown_filter'],
      [
        {
          section: section([dim('id')], { filter_config_model_list: [...FILTERS, { name: 'x', class_en: key }] }),
          conditions: [{ key, value_type: 'string', operator: 'eq', value: 'x' }],
        },
        'query.unknown_filter',
      ],
      [{ extra: { rowFilters: [{ key, value_type: 'string', operator: 'eq', value: 'x' }] } }, 'query.unknown_column'],
    ];
    for (const [c, errorKey] of cases) {
      const result = compileOrError(engine(), c);
      expect(result).toBeInstanceOf(AppError);
      expect(result).toMatchObject({ status: 400, key: errorKey });
    }
  });

  it.each(['asc; DROP TABLE q_facts', 'ASC', 'desc nulls first', "' OR 1=1 --", ''])(
    'sort order %j is a 400',
    (order) => {
      const result = compileOrError(engine(), { payload: { sort_key_map: { id: order as 'asc' } } });
      expect(result).toMatchObject({ status: 400, key: 'query.bad_sort_order' });
    },
  );

  it.each(["value_type' OR 1=1", 'date; DROP'])('value type %j is a 400', (valueType) => {
    const condition = { key: 'city', value_type: valueType, operator: 'eq', value: 'x' } as unknown as FilterCondition;
    expect(compileOrError(engine(), { conditions: [condition] })).toMatchObject({
      status: 400,
      key: 'query.value_type_mismatch',
    });
  });

  it.each(["eq' OR 1=1 --", 'eq; DROP TABLE q_facts', 'LIKE'])('operator %j is a 400', (operator) => {
    const condition = { key: 'city', value_type: 'string', operator, value: 'x' } as unknown as FilterCondition;
    expect(compileOrError(engine(), { conditions: [condition] })).toMatchObject({
      status: 400,
      key: 'query.operator_not_allowed',
    });
  });

  it.each([
    { page: '1; DROP TABLE q_facts', page_size: 10 },
    { page: 1, page_size: -1 },
    { page: 1, page_size: 1e9 },
  ])('page %j is a 400', (page) => {
    const result = compileOrError(engine(), {
      payload: { page: page as unknown as { page: number; page_size: number } },
    });
    expect(result).toMatchObject({ status: 400, key: 'query.bad_page' });
  });

  it.each([{ toString: () => "' OR 1=1 --" }, ['beijing'], true])('a value of the wrong type %j is a 400', (value) => {
    const condition = { key: 'city', value_type: 'string', operator: 'eq', value } as unknown as FilterCondition;
    expect(compileOrError(engine(), { conditions: [condition] })).toMatchObject({
      status: 400,
      key: 'query.bad_value',
    });
  });

  it('export headers never reach the SQL', async () => {
    const header = "'; DROP TABLE q_facts; --";
    const compiled = compileCase(engine().kind, engine().knex, {
      columns: [dim('id'), dim('city')],
      payload: { export_fields: { city: header, id: header } },
    });
    expect(compiled.data.sql).not.toContain(header);
    expect(compiled.columns.map((c) => c.name)).toEqual([header, header]);
    expect((await engine().run(compiled.data)).length).toBe(30);
  });

  it('odd admin-made column keys are quoted, not spliced', async () => {
    const key = 'we"ird`col\'';
    const quoted = clientOf(engine().knex).wrapIdentifier(key, undefined) as string;
    const dataset = {
      sql: `SELECT id, city AS ${quoted} FROM q_facts`,
      table_name: null,
      columns: [COLUMNS[0], { column_key: key, column_name: 'odd', column_type: 0 as const }],
    };
    const filters = [{ name: 'odd', class_en: key }];
    const compiled = compileCase(engine().kind, engine().knex, {
      dataset,
      section: section([dim('id'), dim(key)], { filter_config_model_list: filters }),
      conditions: [{ key, value_type: 'string', operator: 'eq', value: 'beijing' }],
      payload: { sort_key_map: { [key]: 'desc' } },
    });
    expect(await run(engine(), compiled)).toEqual([1, 3, 15, 21, 22]);
    const withMark = compileOrError(engine(), {
      dataset: { ...dataset, columns: [...dataset.columns, { column_key: 'a?b', column_name: 'q', column_type: 0 }] },
      columns: [dim('a?b')],
    });
    expect(withMark).toMatchObject({ status: 400, key: 'query.unsupported_key' });
  });

  it('the table is still there, with all its rows', async () => {
    const rows = await engine().run({ sql: 'SELECT COUNT(*) AS n FROM q_facts', bindings: [] });
    expect(Number(rows[0].n)).toBe(ALL_IDS.length);
  });
});
