/**
 * Dataset SQL with `{{name}}` parameters: how the compiler reads the SQL (literals, quoting, comments, `?`,
 * statements) in each dialect, and bound parameters running on the three engines.
 */
import type { Filter, FilterCondition } from '@tessera/schema/dsl';
import { AppError } from '../src/core/errors';
import type { DataSourceKind } from '../src/datasources/types';
import { normalizeRows, type QueryDataset } from '../src/query';
import { KINDS, describeEngines, offlineKnex } from './query-db';
import { COLUMNS, FILTERS, compileCase, dim, section, type QueryCase } from './query-fixture';

const PARAM_FILTERS: Filter[] = [
  ...FILTERS,
  { name: 'Minimum quantity', class_en: 'min_qty', type: 'input', filter_type: 'indicator' },
];

const PARAM_DATASET: QueryDataset = {
  sql: [
    '/* report {{ignored}} ? */',
    "SELECT id, ts, day, city, channel, tier, qty, price, 'what? {{no}}' AS note",
    'FROM q_facts',
    'WHERE channel IN ({{channel}})',
    '  AND ts > {{ ts_start }} AND ts <= {{ts_end}}',
    '  AND qty >= {{min_qty}} -- min_qty is no column: it only feeds this',
    ';',
  ].join('\n'),
  table_name: null,
  columns: [...COLUMNS, { column_key: 'note', column_name: 'Note', column_type: 0, data_type: 'varchar' }],
};

const PARAM_CONDITIONS: FilterCondition[] = [
  { key: 'channel', value_type: 'string', operator: 'eq', values: ['app', 'mini'] },
  { key: 'ts', value_type: 'date', operator: 'date_range', range: { start: '2024-05-01', end: '2024-05-15' } },
  { key: 'min_qty', value_type: 'indicator', operator: 'gte', value: 2 },
];

const paramCase = (conditions: FilterCondition[] = PARAM_CONDITIONS): QueryCase => ({
  section: section([dim('id'), dim('note')], { filter_config_model_list: PARAM_FILTERS }),
  dataset: PARAM_DATASET,
  conditions,
});

function compileSql(kind: DataSourceKind, sql: string, c: QueryCase = {}) {
  return compileCase(kind, offlineKnex(kind), { dataset: { sql, table_name: null, columns: COLUMNS }, ...c });
}

function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}

describeEngines('query parameters', (engine) => {
  it('binds {{list}}, {{key_start}}/{{key_end}} and a parameter that is no column', async () => {
    const compiled = compileCase(engine().kind, engine().knex, paramCase());
    const rows = normalizeRows(await engine().run(compiled.data), compiled.columns);
    expect(rows).toEqual([1, 4, 6, 9, 27].map((id) => ({ id, note: 'what? {{no}}' })));
    expect(compiled.data.bindings).toEqual(
      expect.arrayContaining(['what? {{no}}', 'app', 'mini', '2024-04-30 23:59:59', '2024-05-15 23:59:59', 2]),
    );
  });

  it('relative dates feed {{key_start}}/{{key_end}} too', async () => {
    const conditions = [
      PARAM_CONDITIONS[0],
      { key: 'ts', value_type: 'date' as const, operator: 'yesterday' as const },
      PARAM_CONDITIONS[2],
    ];
    const compiled = compileCase(engine().kind, engine().knex, paramCase(conditions));
    const rows = normalizeRows(await engine().run(compiled.data), compiled.columns);
    expect(rows.map((r) => r.id)).toEqual([4]);
  });
});

describe.each(KINDS)('dataset SQL reading [%s]', (kind) => {
  it('a missing value or an unknown placeholder is a 400 naming it', () => {
    const missing = errorOf(() =>
      compileCase(kind, offlineKnex(kind), paramCase(PARAM_CONDITIONS.slice(0, 1).concat(PARAM_CONDITIONS[2]))),
    );
    expect(missing).toMatchObject({
      status: 400,
      key: 'query.sql_missing_value',
      params: { placeholder: '{{ ts_start }}' },
    });
    const unknown = errorOf(() => compileSql(kind, 'SELECT * FROM q_facts WHERE city = {{town}}'));
    expect(unknown).toMatchObject({
      status: 400,
      key: 'query.sql_unknown_placeholder',
      params: { placeholder: '{{town}}' },
    });
    const malformed = errorOf(() => compileSql(kind, 'SELECT * FROM q_facts WHERE city = {{ town-name }}'));
    expect(malformed).toMatchObject({ status: 400, key: 'query.sql_bad_placeholder' });
  });

  it('{{…}} inside literals, quoted names and comments is text', () => {
    const sql = [
      'SELECT \'{{city}}\' AS a, "{{city}}" AS b',
      kind === 'postgres' ? '' : ', `{{city}}` AS c',
      kind === 'postgres'
        ? ', $tag${{city}}$tag$ AS d, $${{city}}$$ AS e /* outer /* nested {{city}} */ still {{city}} */'
        : '',
      kind === 'mysql' ? '# {{city}}' : '',
      '-- {{city}}',
      'FROM q_facts /* {{city}} */',
    ].join('\n');
    const compiled = compileSql(kind, sql);
    expect(compiled.data.bindings).toEqual([]);
    expect(compiled.data.sql).toContain("'{{city}}'");
    expect(compiled.data.sql).not.toContain('outer');
  });

  it('a single-quoted literal holding ? becomes a binding of the same text; any other ? is refused', () => {
    const lifted = compileSql(kind, "SELECT id FROM q_facts WHERE city <> 'a?b' AND city <> 'it''s?'");
    expect(lifted.data.bindings).toEqual(['a?b', "it's?"]);
    expect(lifted.data.sql).not.toContain('a?b');
    for (const sql of [
      'SELECT id FROM q_facts WHERE id = ?',
      'SELECT "a?" FROM q_facts',
      "SELECT N'a?' FROM q_facts",
    ]) {
      expect(errorOf(() => compileSql(kind, sql))).toMatchObject({ status: 400, key: 'query.sql_question_mark' });
    }
  });

  it('one statement only; a trailing ; and comment are fine', () => {
    expect(() => compileSql(kind, 'SELECT id FROM q_facts;  -- done\n')).not.toThrow();
    for (const sql of ['SELECT 1; SELECT 2', 'SELECT 1; DROP TABLE q_facts', 'SELECT 1;;{{city}}']) {
      expect(errorOf(() => compileSql(kind, sql))).toMatchObject({ status: 400, key: 'query.sql_multiple_statements' });
    }
    for (const sql of ["SELECT 'open", 'SELECT 1 /* open', 'SELECT "open']) {
      expect(errorOf(() => compileSql(kind, sql))).toMatchObject({ status: 400, key: 'query.sql_unterminated' });
    }
  });
});

describe('dataset SQL reading per dialect', () => {
  it('MySQL: backslash escapes in literals; -- needs a space to start a comment', () => {
    const compiled = compileSql('mysql', "SELECT id FROM q_facts WHERE city <> 'it\\'s? \\\\ \\n' AND id > 1--1\n");
    expect(compiled.data.bindings).toEqual(["it's? \\ \n"]);
    expect(compiled.data.sql).toContain('1--1');
    expect(compileSql('mysql', 'SELECT id FROM q_facts WHERE 1 = 1 /*!50000 AND 2 = 2 */').data.sql).toContain(
      '/*!50000 AND 2 = 2 */',
    );
  });

  it('PostgreSQL: positional $1 and E-strings holding ? are refused; dollar quotes holding ? are lifted', () => {
    expect(errorOf(() => compileSql('postgres', 'SELECT id FROM q_facts WHERE id = $1'))).toMatchObject({
      key: 'query.sql_positional_parameter',
    });
    expect(errorOf(() => compileSql('postgres', "SELECT E'a\\'?' FROM q_facts"))).toMatchObject({
      key: 'query.sql_question_mark',
    });
    expect(compileSql('postgres', 'SELECT $q$a?b$q$ AS x FROM q_facts').data.bindings).toEqual(['a?b']);
  });

  it('SQLite: [bracketed] names are quoting; :name, @name and $name parameters are refused', () => {
    expect(compileSql('sqlite', 'SELECT [{{city}}] FROM q_facts').data.bindings).toEqual([]);
    for (const sql of [
      'SELECT id FROM q_facts WHERE city = :city',
      'SELECT @x FROM q_facts',
      'SELECT id FROM q_facts WHERE id > $n',
    ]) {
      expect(errorOf(() => compileSql('sqlite', sql))).toMatchObject({ key: 'query.sql_positional_parameter' });
    }
    expect(() => compileSql('sqlite', "SELECT id, 'a:b @c $d' AS x FROM q_facts")).not.toThrow();
  });
});
