import { CHART_TYPES } from '../../dsl/codes';
import { cartesianChart } from '../cartesian';
import type { ChartTypeEntry } from '../chart-type';
import { CARTESIAN_PARTS, LINE_OR_BAR_DATA, emptyConfigOf } from './shared';

/** Type 1: line. */
export const LINE_CHART: ChartTypeEntry = {
  build: (ctx, rows) => ({ kind: 'chart', option: cartesianChart(ctx, rows) }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.LINE, 'axis'),
  dataRule: LINE_OR_BAR_DATA,
  resets: { seriesType: () => 'line', dualAxis: false },
  echartsParts: CARTESIAN_PARTS,
};
