import { CHART_TYPES, type ChartType } from '../dsl/codes';
import { BAR_CHART } from './by-type/bar';
import { CARD_CHART } from './by-type/card';
import { FUNNEL_CHART } from './by-type/funnel';
import { LINE_CHART } from './by-type/line';
import { LINE_BAR_CHART } from './by-type/line-bar';
import { PIE_CHART } from './by-type/pie';
import { SANKEY_CHART } from './by-type/sankey';
import { TABLE_CHART } from './by-type/table';
import type { ChartTypeEntry } from './chart-type';
import type { EchartsPart } from './echarts-parts';

/**
 * Everything that differs between chart types (spec sections 4 and 5), one file per type in by-type/. A new
 * chart type is its code in CHART_TYPES, its file and its line here.
 */
export const CHART_TYPE_REGISTRY: Readonly<Record<ChartType, ChartTypeEntry>> = {
  [CHART_TYPES.TABLE]: TABLE_CHART,
  [CHART_TYPES.LINE]: LINE_CHART,
  [CHART_TYPES.BAR]: BAR_CHART,
  [CHART_TYPES.PIE]: PIE_CHART,
  [CHART_TYPES.LINE_BAR]: LINE_BAR_CHART,
  [CHART_TYPES.CARD]: CARD_CHART,
  [CHART_TYPES.FUNNEL]: FUNNEL_CHART,
  [CHART_TYPES.SANKEY]: SANKEY_CHART,
};

export const chartTypeEntry = (type: ChartType): ChartTypeEntry => CHART_TYPE_REGISTRY[type];

/** The ECharts parts every chart type together needs, each once. */
export function echartsPartsOfAllTypes(): EchartsPart[] {
  return [...new Set(Object.values(CHART_TYPE_REGISTRY).flatMap((entry) => entry.echartsParts))];
}
