import type { LocalizedMessage } from '../dsl/messages';
import { ChartBuildError, type ChartRow } from './types';

type FilterMap = Readonly<Record<string, string | number | null | readonly (string | number)[]>>;

/**
 * Rows are matched by text: the query may return 2024 where a config says '2024', or a date column as a number
 * (20240101). null and undefined both read as ''.
 */
export function keyOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object':
      // Rows arrive as JSON, so an object cell is JSON too: its text is that JSON, never '[object Object]'.
      return value === null ? '' : JSON.stringify(value);
    default:
      return '';
  }
}

/** A plottable number, or null (ECharts draws a gap). Numeric strings count: some drivers return decimals as text. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function valueMatches(cell: unknown, wanted: FilterMap[string]): boolean {
  if (Array.isArray(wanted)) return wanted.length === 0 || wanted.some((w) => keyOf(w) === keyOf(cell));
  return keyOf(wanted) === keyOf(cell);
}

/** Rows whose every filtered column holds the filter's value (or one of its values; an empty list keeps all). */
export function filterRows(rows: readonly ChartRow[], filters: FilterMap | undefined): ChartRow[] {
  const entries = Object.entries(filters ?? {});
  if (entries.length === 0) return [...rows];
  return rows.filter((row) => entries.every(([key, wanted]) => valueMatches(row[key], wanted)));
}

/** Keeps only rows whose `field` is one of `values` (fixed_values); no list keeps all. */
export function restrictTo(
  rows: readonly ChartRow[],
  field: string,
  values: readonly (string | number)[] | undefined,
): ChartRow[] {
  if (!values || values.length === 0) return [...rows];
  const allowed = new Set(values.map(keyOf));
  return rows.filter((row) => allowed.has(keyOf(row[field])));
}

/** Distinct values of a column as keys, in order of first appearance. */
export function distinctKeys(rows: readonly ChartRow[], field: string): string[] {
  const seen = new Set<string>();
  for (const row of rows) seen.add(keyOf(row[field]));
  return [...seen];
}

/**
 * key → the first row's number. The report query already aggregates by the section's dimensions; a repeated key
 * means a dimension the chart does not split on, and spec section 5 says the first row is used.
 */
export function firstValueByKey(
  rows: readonly ChartRow[],
  keyField: string,
  valueField: string,
): Map<string, number | null> {
  const values = new Map<string, number | null>();
  for (const row of rows) {
    const key = keyOf(row[keyField]);
    if (!values.has(key)) values.set(key, toNumber(row[valueField]));
  }
  return values;
}

/**
 * A field the config names must be in the rows: a config that passed validation but names a column the query
 * does not return is a build failure (safeBuildChartOption turns it into a warning). No rows is not a failure.
 */
export function assertField(rows: readonly ChartRow[], field: string, role: LocalizedMessage): void {
  if (rows.length === 0) return;
  if (rows.some((row) => Object.prototype.hasOwnProperty.call(row, field))) return;
  throw new ChartBuildError({
    en: `the ${role.en} field "${field}" is not in the query result`,
    zh: `查询结果中没有${role.zh}字段 "${field}"`,
  });
}

export const ROLES = {
  category: { en: 'category axis', zh: '类目轴' },
  series: { en: 'series', zh: '系列' },
  seriesName: { en: 'series name', zh: '系列名称' },
  card: { en: 'card', zh: '卡片' },
} as const satisfies Record<string, LocalizedMessage>;
