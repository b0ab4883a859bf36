import { CHART_TYPES } from '../../dsl/codes';
import type { ChartTypeEntry } from '../chart-type';
import { pieChart } from '../slices';
import { emptyConfigOf } from './shared';

/** Type 3: pie. Like line and bar, 0 dimensions with 1 or more indicators is taken as accepted too. */
export const PIE_CHART: ChartTypeEntry = {
  build: (ctx, rows) => ({ kind: 'chart', option: pieChart(ctx, rows) }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.PIE, 'item'),
  dataRule: {
    accepts: (d, i) => (d === 1 && i === 1) || (d === 0 && i >= 1),
    message: {
      en: 'a pie chart needs 1 dimension with 1 indicator, or no dimension with 1 or more indicators',
      zh: '饼图需要 1 个维度加 1 个指标，或不要维度、使用 1 个或多个指标',
    },
  },
  resets: { seriesType: () => 'pie', dualAxis: false },
  echartsParts: ['PieChart', 'TooltipComponent', 'LegendComponent', 'LabelLayout'],
};
