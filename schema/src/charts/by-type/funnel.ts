import { CHART_TYPES } from '../../dsl/codes';
import type { ChartTypeEntry } from '../chart-type';
import { funnelChart } from '../slices';
import { emptyConfigOf } from './shared';

/** Type 6: funnel. SERIES_TYPES has no funnel, so its series carry no type; it reads the indicators directly. */
export const FUNNEL_CHART: ChartTypeEntry = {
  build: (ctx, rows) => ({ kind: 'chart', option: funnelChart(ctx, rows) }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.FUNNEL, 'item'),
  dataRule: {
    accepts: (d, i) => d === 0 && i >= 1,
    message: {
      en: 'a funnel chart takes indicators only: no dimension, 1 or more indicators',
      zh: '漏斗图只能使用指标：不要维度，至少 1 个指标',
    },
  },
  resets: { seriesType: () => undefined, dualAxis: false },
  echartsParts: ['FunnelChart', 'TooltipComponent', 'LegendComponent', 'LabelLayout'],
};
