import { DEFAULT_CATEGORY_FIELD } from '../dsl/codes';
import { categoryFieldOf } from '../charts/categories';
import { resolveContext } from '../charts/context';
import { chartTypeEntry } from '../charts/registry';
import type { ChartRow, ChartSource } from '../charts/types';

/**
 * The column a chart's categories come from, picked exactly as buildChartOption picks it (free drag: the first
 * dragged dimension; else category_axis.field, dt, the first usable dimension). A clicked point is keyed by this
 * field when staff comment on it, so the key matches the axis the point sits on. dt (spec section 3) when the
 * chart has no category or its config cannot be read.
 */
export function chartCategoryField(source: ChartSource, rows: readonly ChartRow[]): string {
  try {
    return categoryFieldOf(resolveContext(source, {}, chartTypeEntry), rows) ?? DEFAULT_CATEGORY_FIELD;
  } catch {
    return DEFAULT_CATEGORY_FIELD;
  }
}
