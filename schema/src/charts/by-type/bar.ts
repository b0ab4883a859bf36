import { CHART_TYPES } from '../../dsl/codes';
import { cartesianChart } from '../cartesian';
import type { ChartTypeEntry } from '../chart-type';
import { CARTESIAN_PARTS, LINE_OR_BAR_DATA, emptyConfigOf } from './shared';

/** Type 2: bar (horizontal with reverse_axis). */
export const BAR_CHART: ChartTypeEntry = {
  build: (ctx, rows) => ({ kind: 'chart', option: cartesianChart(ctx, rows) }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.BAR, 'axis'),
  dataRule: LINE_OR_BAR_DATA,
  resets: { seriesType: () => 'bar', dualAxis: false },
  echartsParts: CARTESIAN_PARTS,
};
