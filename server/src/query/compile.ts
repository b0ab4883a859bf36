import type { Knex } from 'knex';
import type { DatasetColumn, Filter } from '@tessera/schema/dsl';
import { AppError } from '../core/errors';
import type { CompiledSql } from '../datasources/types';
import { aggregateSql } from './aggregates';
import { sectionColumns, type QueryColumn } from './columns';
import { compileCondition, type ParamSet } from './conditions';
import { scanDatasetSql, type SqlPiece } from './dataset-sql';
import { dialectOf, type Dialect } from './dialect';
import { queryError } from './errors';
import { checkConditions, checkRowFilters, type CheckedCondition } from './filters';
import { exportColumns, orderBySql, pageWindow, sortKeys } from './order';
import { paramDefaults } from './param-defaults';
import { checkPlaceholders, sourceFragment } from './source';
import { sqlTextForAdmins } from './sql-text';
import type { Catalog, CompileInput, CompiledReportQuery, Fragment, QueryDataset, ResultColumn } from './types';

const RESULT_ALIAS = 'r';

function catalogOf(dataset: QueryDataset): Catalog {
  const catalog = new Map<string, DatasetColumn>();
  for (const column of dataset.columns) if (!catalog.has(column.column_key)) catalog.set(column.column_key, column);
  return catalog;
}

function scan(dataset: QueryDataset, input: CompileInput): SqlPiece[] | null {
  if (dataset.sql) return scanDatasetSql(dataset.sql, input.kind);
  if (dataset.table_name) return null;
  throw queryError('query.no_source', {}, 'dataset');
}

interface Conditions {
  wheres: Fragment[];
  /** The first condition of each key feeds that key's `{{name}}` placeholders. */
  params: Map<string, ParamSet>;
}

function compileConditions(
  checked: readonly CheckedCondition[],
  rowFilters: readonly CheckedCondition[],
  dialect: Dialect,
  now: Date,
): Conditions {
  const wheres: Fragment[] = [];
  const params = new Map<string, ParamSet>();
  const all = [...checked.map((c) => ({ c, row: false })), ...rowFilters.map((c) => ({ c, row: true }))];
  for (const { c, row } of all) {
    const { condition, column, filter, field } = c;
    const quoted = column ? dialect.id(condition.key, `${field}.key`) : '';
    const compiled = compileCondition({ condition, column, quoted, filter, dialect, now, field });
    if (column) wheres.push(compiled.where);
    // Row permissions constrain rows; they never stand in for a filter value in the dataset SQL.
    if (!row && !params.has(condition.key)) params.set(condition.key, compiled.params);
  }
  return { wheres, params };
}

/** SELECT dimensions and aggregated indicators FROM the source WHERE … GROUP BY dimensions (no ORDER, no LIMIT). */
function innerQuery(
  knex: Knex,
  source: Fragment,
  columns: readonly QueryColumn[],
  wheres: readonly Fragment[],
  dialect: Dialect,
): Knex.QueryBuilder {
  const builder = knex.queryBuilder().from(knex.raw(source.sql, source.bindings));
  const dimensions = columns.filter((c) => c.role === 'dimension');
  for (const column of columns) {
    const quoted = dialect.id(column.key, column.field);
    const expression =
      column.role === 'indicator' && column.aggregate ? aggregateSql(column.aggregate, quoted, dialect.kind) : quoted;
    builder.select(knex.raw(expression === quoted ? quoted : `${expression} AS ${quoted}`));
  }
  for (const where of wheres) builder.whereRaw(where.sql, where.bindings);
  const grouped = columns.some((c) => c.role === 'indicator');
  if (grouped && dimensions.length > 0)
    builder.groupByRaw(dimensions.map((c) => dialect.id(c.key, c.field)).join(', '));
  return builder;
}

const native = (builder: Knex.QueryBuilder): CompiledSql => {
  const { sql, bindings } = builder.toSQL().toNative();
  return { sql, bindings: [...bindings] };
};

/** A filter or sort on a withheld column is refused (403 naming it): its answer would tell what the column holds. */
function refuseHidden(payload: CompileInput['payload'], hidden: ReadonlySet<string>): void {
  if (hidden.size === 0) return;
  const conditions: unknown = payload.filter_condition;
  (Array.isArray(conditions) ? (conditions as { key?: unknown }[]) : []).forEach((condition, i) => {
    const key = condition?.key;
    if (typeof key === 'string' && hidden.has(key))
      throw new AppError(403, 'fieldauth.column_hidden', { key }, { field: `filter_condition.${i}.key` });
  });
  for (const key of Object.keys(payload.sort_key_map ?? {}))
    if (hidden.has(key)) throw new AppError(403, 'fieldauth.column_hidden', { key }, { field: `sort_key_map.${key}` });
}

/** An export leaves withheld columns out (the file has the shape the caller's table has). */
function visibleFields(
  fields: Readonly<Record<string, string>> | undefined,
  hidden: ReadonlySet<string>,
): Readonly<Record<string, string>> | undefined {
  if (!fields || hidden.size === 0) return fields;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !hidden.has(key)));
}

/**
 * Compiles a report query payload against the section's stored configuration and its dataset. Pure: no I/O.
 * Every column key, filter key, operator, sort key and export field is checked before any SQL exists; every
 * value ends up a binding. Throws 400 AppErrors (i18n keys `query.*`) naming the offending key.
 */
export function compileReportQuery(input: CompileInput): CompiledReportQuery {
  const { section, dataset, payload, knex } = input;
  const dialect = dialectOf(input.kind, knex);
  const catalog = catalogOf(dataset);
  const pieces = scan(dataset, input);
  const filters: Filter[] = [...(section.filter_config_model_list ?? []), ...(input.globalFilters ?? [])];
  const filterKeys = new Set(filters.map((f) => f.class_en));
  const defaults = paramDefaults(dataset.params);
  const placeholderKeys = pieces ? checkPlaceholders(pieces, filterKeys, defaults) : new Set<string>();

  const hidden = input.hiddenColumns ?? new Set<string>();
  const all = sectionColumns(section, catalog);
  const columns = all.filter((c) => !hidden.has(c.key));
  if (columns.length === 0) throw new AppError(403, 'fieldauth.all_columns_hidden', {}, { field: 'section' });
  refuseHidden(payload, hidden);
  const checked = checkConditions(payload.filter_condition ?? [], filters, catalog, placeholderKeys);
  const rowFilters = checkRowFilters(input.rowFilters ?? [], catalog);
  const sort = sortKeys(payload.sort_key_map, columns);
  const window = pageWindow(payload.page);
  const output = exportColumns(visibleFields(payload.export_fields, hidden), columns) ?? columns;

  const { wheres, params } = compileConditions(checked, rowFilters, dialect, input.now ?? new Date());
  const source = sourceFragment(dataset, pieces, params, filterKeys, dialect, defaults);
  const inner = () => innerQuery(knex, source, columns, wheres, dialect).as(RESULT_ALIAS);

  const data = knex
    .queryBuilder()
    .select(output.map((c) => knex.raw(dialect.id(c.key, c.field))))
    .from(inner());
  if (sort.length > 0) data.orderByRaw(orderBySql(sort, dialect));
  // Validated integers, inlined: prepared statements of some MySQL versions refuse a bound LIMIT.
  if (window) data.limit(window.limit, { skipBinding: true }).offset(window.offset, { skipBinding: true });
  const count = window ? knex.queryBuilder().select(knex.raw('COUNT(*) AS total')).from(inner()) : null;

  const compiledData = native(data);
  const compiledCount = count ? native(count) : undefined;
  const resultColumns: ResultColumn[] = output.map(({ key, name, role, aggregate }) => ({
    key,
    name,
    role,
    ...(aggregate ? { aggregate } : {}),
  }));
  const masked = all.flatMap((c, position) =>
    hidden.has(c.key) ? [{ key: c.key, name: c.name, role: c.role, position }] : [],
  );
  return {
    data: compiledData,
    masked,
    ...(compiledCount ? { count: compiledCount } : {}),
    columns: resultColumns,
    sql_text_for_admins: sqlTextForAdmins(compiledData, compiledCount),
  };
}
