import type { DatasetColumn, Filter } from '@tessera/schema/dsl';
import { AppError } from '../core/errors';
import { sectionColumns, type QueryColumn } from './columns';
import { compileCondition, type ParamSet } from './conditions';
import { scanDatasetSql, type SqlPiece } from './dataset-sql';
import { dialectOf, type Dialect } from './dialect';
import { queryError } from './errors';
import { checkConditions, checkRowFilters, type CheckedCondition } from './filters';
import { exportColumns, pageWindow, sortKeys } from './order';
import { paramDefaults } from './param-defaults';
import { checkPlaceholders, sourceFragment } from './source';
import { sqlTextForAdmins } from './sql-text';
import { statementsOf, type StatementParts } from './statements';
import type { Catalog, CompileInput, CompiledReportQuery, Fragment, QueryDataset, ResultColumn } from './types';

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
 * Everything a report query's statements are built from, each key and value checked (see compileReportQuery), with
 * the section's columns and those withheld from the caller.
 */
export function reportStatementParts(input: CompileInput): {
  parts: StatementParts;
  all: readonly QueryColumn[];
  hidden: ReadonlySet<string>;
} {
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
  return { parts: { knex, dialect, source, columns, wheres, output, sort, window }, all, hidden };
}

/**
 * Compiles a report query payload against the section's stored configuration and its dataset. Pure: no I/O.
 * Every column key, filter key, operator, sort key and export field is checked before any SQL exists; every
 * value ends up a binding. Throws 400 AppErrors (i18n keys `query.*`) naming the offending key.
 */
export function compileReportQuery(input: CompileInput): CompiledReportQuery {
  const { parts, all, hidden } = reportStatementParts(input);
  const { data: compiledData, count: compiledCount } = statementsOf(parts);
  const resultColumns: ResultColumn[] = parts.output.map(({ key, name, role, aggregate }) => ({
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
