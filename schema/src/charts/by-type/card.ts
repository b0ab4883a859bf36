import { CHART_TYPES } from '../../dsl/codes';
import { buildCard } from '../card';
import type { ChartTypeEntry } from '../chart-type';
import { emptyConfigOf } from './shared';

/** Type 5: a card, drawn by the renderer without ECharts. It reads the indicators directly: no typed series. */
export const CARD_CHART: ChartTypeEntry = {
  build: (ctx, rows) => ({ kind: 'card', option: null, card: buildCard(ctx, rows) }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.CARD, 'axis'),
  dataRule: {
    accepts: (_d, i) => i === 1,
    message: {
      en: 'a card needs exactly one indicator (a summary or a single filtered value)',
      zh: '指标卡只能有一个指标（汇总值或筛选出的单个值）',
    },
  },
  resets: { seriesType: () => undefined, dualAxis: false },
  echartsParts: [],
};
