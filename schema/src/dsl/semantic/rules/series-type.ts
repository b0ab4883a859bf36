import type { ChartConfig } from '../../chart';
import { SERIES_TYPES } from '../../codes';
import { at } from '../pointer';
import { warning, type DocumentIssue } from '../types';

/** Spec section 5: each chart series must have a type, otherwise a warning is shown (the chart still renders). */
export function seriesType(chart: ChartConfig, chartAt: string): DocumentIssue[] {
  const types = SERIES_TYPES.join(', ');
  return (chart.series ?? []).flatMap((series, i) =>
    series.type === undefined
      ? [
          warning(at(chartAt, 'series', i, 'type'), {
            en: `the series has no type: set type to one of ${types}`,
            zh: `图表系列缺少类型：请将 type 设为 ${types} 之一`,
          }),
        ]
      : [],
  );
}
