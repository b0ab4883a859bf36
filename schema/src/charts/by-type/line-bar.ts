import { CHART_TYPES } from '../../dsl/codes';
import { cartesianChart } from '../cartesian';
import type { ChartTypeEntry } from '../chart-type';
import { CARTESIAN_PARTS, emptyConfigOf } from './shared';

/** Type 4: line-bar on two value axes, bars on the left (index 0), the line on the right (index 1). */
export const LINE_BAR_CHART: ChartTypeEntry = {
  build: (ctx, rows) => ({ kind: 'chart', option: cartesianChart(ctx, rows) }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.LINE_BAR, 'axis'),
  dataRule: {
    accepts: (d, i) => d === 1 && i === 2,
    message: {
      en: 'a dual-axis (line-bar) chart needs exactly 1 dimension and 2 indicators',
      zh: '双轴图（折线柱状图）需要恰好 1 个维度和 2 个指标',
    },
  },
  resets: { seriesType: (yAxisIndex) => (yAxisIndex === 1 ? 'line' : 'bar'), dualAxis: true },
  echartsParts: CARTESIAN_PARTS,
};
