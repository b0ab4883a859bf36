import type { Filter } from '@tessera/schema/dsl';
import { isFlagOn } from '@tessera/schema/rules';
import { AppError } from '../../core/errors';
import type { DataSource, Row } from '../../datasources/types';
import { checkReadOnlySql } from '../../datasources/sql-guard';
import type { MessageKey } from '../../i18n';
import type { SelectOption } from './types';

/** Finds the connection a filter's sql_db_id names (id, or name in a template) among the app's and the shared ones. */
export type OptionConnectionLookup = (appId: number, ref: number | string) => Promise<number | null>;

/**
 * Whether the filter's options come from its own SQL: select_sql is written and the options are not typed in
 * (get_field_value_type 'manual' keeps the typed-in values even when an old select_sql lingers).
 */
export function hasOptionSql(filter: Filter): boolean {
  if (filter.get_field_value_type === 'manual') return false;
  const written = typeof filter.select_sql === 'string' && filter.select_sql.trim() !== '';
  return written && (filter.get_field_value_type === 'dynamic' || isFlagOn(filter.is_diy_datasource));
}

/** 400 naming the filter's field at fault (`result_data.field`) and the filter (`result_data.filter`). */
const fieldError = (key: MessageKey, field: string, params: Record<string, string>, filter: string) =>
  new AppError(400, key, { key: filter, ...params }, { field, filter });

/** The connection id to run select_sql on; 400 naming sql_db_id when it is missing or not one of the app's. */
export async function optionConnection(
  filter: Filter,
  appId: number,
  lookup: OptionConnectionLookup | undefined,
): Promise<number> {
  const ref = filter.sql_db_id;
  if (ref === undefined || ref === null || ref === '')
    throw fieldError('report.option_no_connection', 'sql_db_id', {}, filter.class_en);
  const id = lookup ? await lookup(appId, ref) : null;
  if (id === null) throw fieldError('report.option_connection', 'sql_db_id', { id: String(ref) }, filter.class_en);
  return id;
}

/** Column of a row by name, ignoring case (engines fold unquoted aliases differently). */
function column(row: Row, name: string): string | undefined {
  return Object.keys(row).find((k) => k.toLowerCase() === name);
}

/** A driver value as the JSON of a report answer carries it (dates as ISO text, as the runner's JSON gives them). */
function scalar(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The options of rows: columns `value` and `name` when the SQL names them, else the first column is the value and
 * the second (when there is one) its name. Rows without a value are skipped.
 */
export function optionsOfRows(rows: readonly Row[]): SelectOption[] {
  const options: SelectOption[] = [];
  for (const row of rows) {
    const keys = Object.keys(row);
    const valueKey = column(row, 'value') ?? keys[0];
    const nameKey = column(row, 'name') ?? keys.find((k) => k !== valueKey) ?? valueKey;
    const value = valueKey === undefined ? null : row[valueKey];
    if (value === null || value === undefined) continue;
    const name = row[nameKey];
    options.push({ name: String(scalar(name ?? value)), value: scalar(value) });
  }
  return options;
}

/**
 * Runs a filter's select_sql: the same statement check as dataset SQL (one read-only SELECT, allowed functions
 * only), then read-only on the source with the call's time limit. Rows are streamed and the query is cancelled in
 * the database once `limit` options arrived, so the admin's ORDER BY holds (a wrapping LIMIT may drop it on MariaDB)
 * and a large result costs no memory.
 */
export async function runOptionSql(
  source: DataSource,
  filter: Filter,
  options: { limit: number; timeoutMs: number; signal?: AbortSignal },
): Promise<SelectOption[]> {
  const verdict = await checkReadOnlySql(filter.select_sql ?? '', source.kind, 'dataset');
  if (!verdict.ok) {
    const params: Record<string, string> = 'name' in verdict ? { name: verdict.name.slice(0, 80) } : {};
    throw fieldError(`sql.${verdict.reason}`, 'select_sql', params, filter.class_en);
  }
  const rows: Row[] = [];
  const stream = source.stream(
    { sql: verdict.statement, bindings: [] },
    { timeoutMs: options.timeoutMs, signal: options.signal },
  );
  for await (const row of stream as AsyncIterable<Row>) {
    rows.push(row);
    if (rows.length >= options.limit) break;
  }
  return optionsOfRows(rows);
}
