import type { CategoryAxis } from '../dsl/chart-parts';
import { COMPARE_TYPES, DEFAULT_CATEGORY_FIELD, REALTIME_MODES } from '../dsl/codes';
import { parseDate } from '../rules/dates';
import { displayText } from '../rules/display-values';
import { columnOf, type ChartContext } from './context';
import { fillDateGaps } from './date-gaps';
import { fillIntegerGaps } from './integer-gaps';
import { ROLES, assertField, distinctKeys, keyOf, toNumber } from './rows';
import type { ChartRow } from './types';

/** The categories of a chart: keys match row values (keyOf), labels are what the axis shows. */
export interface Categories {
  field: string;
  keys: string[];
  labels: string[];
  isDate: boolean;
}

/**
 * The category field. Free drag: the first dragged dimension (none dragged: no category). Otherwise the
 * category axis field when the config sets one; else dt (spec section 9) when a usable dimension or the rows have it;
 * else the first usable dimension; else none (pie and funnel can do without).
 */
export function categoryFieldOf(ctx: ChartContext, rows: readonly ChartRow[]): string | null {
  const { config } = ctx;
  if (ctx.compare === COMPARE_TYPES.FREE_DRAG) return config.free_chart_options?.dimension_list?.[0] ?? null;
  if (config.category_axis?.field) return config.category_axis.field;
  const hasDt =
    ctx.dimensions.some((c) => c.column_key === DEFAULT_CATEGORY_FIELD) ||
    rows.some((r) => DEFAULT_CATEGORY_FIELD in r);
  if (hasDt) return DEFAULT_CATEGORY_FIELD;
  return ctx.dimensions[0]?.column_key ?? null;
}

function compareKeys(a: string, b: string, isDate: boolean): number {
  if (isDate) return (parseDate(a)?.valueOf() ?? 0) - (parseDate(b)?.valueOf() ?? 0);
  const na = toNumber(a);
  const nb = toNumber(b);
  if (na !== null && nb !== null) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function withinBounds(keys: string[], axis: CategoryAxis, isDate: boolean): string[] {
  const min = axis.min === null || axis.min === undefined ? null : keyOf(axis.min);
  const max = axis.max === null || axis.max === undefined ? null : keyOf(axis.max);
  return keys.filter(
    (key) =>
      (min === null || compareKeys(key, min, isDate) >= 0) && (max === null || compareKeys(key, max, isDate) <= 0),
  );
}

/**
 * Categories from the rows: fixed_values when set (that order, even for values with no row); else the distinct
 * values, sorted ascending when every one is a date and otherwise kept in the query's order; then limited to
 * min..max. Under the fill modes (REALTIME_MODES 1 and 2) missing dates, or missing integers (the hours of a
 * real-time chart), between the first and last category (or min/max) are added so the series can fill them; see
 * fillSeries.
 */
export function buildCategories(ctx: ChartContext, rows: readonly ChartRow[], field: string): Categories {
  assertField(rows, field, ROLES.category);
  const axis = ctx.config.category_axis ?? {};
  const fixed = (axis.fixed_values ?? []).map(keyOf);
  let keys = fixed.length > 0 ? fixed : distinctKeys(rows, field);
  const isDate = keys.length > 0 && keys.every((key) => key !== '' && parseDate(key) !== null);
  if (fixed.length === 0 && isDate) keys = [...keys].sort((a, b) => compareKeys(a, b, true));
  keys = withinBounds(keys, axis, isDate);
  const fills = ctx.realtimeMode === REALTIME_MODES.FILL_ZERO || ctx.realtimeMode === REALTIME_MODES.FILL_PREVIOUS;
  if (fills && fixed.length === 0) {
    const bound = (value: unknown) => (value === null || value === undefined ? undefined : keyOf(value));
    keys = isDate
      ? fillDateGaps(keys, bound(axis.min), bound(axis.max))
      : fillIntegerGaps(keys, bound(axis.min), bound(axis.max));
  }
  if (ctx.config.free_reverse_data === 1 && ctx.compare === COMPARE_TYPES.FREE_DRAG) keys.reverse();
  // A category column is a dimension: no formatter unless its builder column sets one (ym/ymd for dates).
  const formatter = columnOf(ctx, field)?.formatter ?? 'none';
  const labels = ctx.labels[field];
  return { field, keys, labels: keys.map((key) => displayText(key, formatter, labels)), isDate };
}
