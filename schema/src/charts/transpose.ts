import type { Categories } from './categories';
import type { SeriesGroup, SeriesPlan } from './plans';
import { firstValueByKey } from './rows';
import type { ChartRow } from './types';

/** Column keys of the transposed table; they cannot clash with dataset keys, which start with a letter. */
const CATEGORY = '__indicator';
const VALUE = '__value';

/**
 * Free drag, data_is_opposite_by_table = 1: the chart plots the table transposed. Normally the categories are
 * the dimension's values and each indicator is a series; transposed, the indicators are the categories and each
 * dimension value (a table row) is a series. All points of a series then mix indicators, so they share the
 * first indicator's formatter. A second dragged dimension is ignored here.
 */
export function transpose(
  rows: readonly ChartRow[],
  categories: Categories,
  plans: readonly SeriesPlan[],
): { categories: Categories; groups: SeriesGroup[] } {
  const names = plans.map((p) => p.spec.name ?? p.field);
  const valuesByPlan = plans.map((p) => firstValueByKey(rows, categories.field, p.field));
  const shared: SeriesPlan = {
    spec: {},
    field: VALUE,
    formatter: plans[0]?.formatter ?? 'thousands_point',
    yAxisIndex: 0,
  };
  const groups = categories.keys.map((key, i) => ({
    plan: shared,
    name: categories.labels[i],
    rows: plans.map((_, j) => ({ [CATEGORY]: names[j], [VALUE]: valuesByPlan[j].get(key) ?? null })),
  }));
  return { categories: { field: CATEGORY, keys: names, labels: names, isDate: false }, groups };
}
