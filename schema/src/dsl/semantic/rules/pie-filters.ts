import type { ChartConfig } from '../../chart';
import { CHART_TYPES } from '../../codes';
import { at } from '../pointer';
import { warning, type DocumentIssue } from '../types';

const NOT_UNIQUE = {
  en: 'pie chart: every dimension filter must pick one value, otherwise the first row is used',
  zh: '饼图：维度筛选必须唯一，否则取第一行数据',
};

/**
 * Spec section 5: a pie's dimension filters must be unique, otherwise the first row is used. A slice reads one row;
 * a series filter (column → value) that lists several values, or none, matches several rows, so the slice shows
 * whichever comes first. Still drawable, hence a warning on the filter value.
 */
export function pieDimensionFilters(chart: ChartConfig, chartAt: string): DocumentIssue[] {
  if (chart.config_type !== CHART_TYPES.PIE) return [];
  const issues: DocumentIssue[] = [];
  (chart.series ?? []).forEach((series, i) => {
    for (const [key, value] of Object.entries(series.filters ?? {})) {
      if (Array.isArray(value) && value.length !== 1)
        issues.push(warning(at(chartAt, 'series', i, 'filters', key), NOT_UNIQUE));
    }
  });
  return issues;
}
