import type { ChartConfig } from '../../dsl/chart';
import { DEFAULT_COMPARE_TYPE, type ChartType } from '../../dsl/codes';
import type { ChartDataRule } from '../chart-type';
import { DEFAULT_GRID_SIDE } from '../components';
import type { EchartsPart } from '../echarts-parts';

/**
 * A config with nothing chosen: the type, the default compare type, default grid and legend, and the tooltip
 * trigger the type's series use ('item' for slices, which have no axis to trigger on).
 */
export function emptyConfigOf(type: ChartType, trigger: 'axis' | 'item'): ChartConfig {
  return {
    config_type: type,
    chart_compare_type: DEFAULT_COMPARE_TYPE,
    series: [],
    grid: { left: DEFAULT_GRID_SIDE, right: DEFAULT_GRID_SIDE },
    legend: { show: true, type: 'plain', selected_mode: 'multiple' },
    tooltip: { show: true, trigger },
  };
}

/**
 * Line, bar and line-bar charts draw both series kinds, since a series' own type wins over the chart's (custom
 * compare); the tooltip component brings the axis pointer the 'axis' trigger needs.
 */
export const CARTESIAN_PARTS: readonly EchartsPart[] = [
  'LineChart',
  'BarChart',
  'GridComponent',
  'TooltipComponent',
  'LegendComponent',
  'DataZoomComponent',
  'LabelLayout',
];

/**
 * Spec section 5 reads "1 dimension with more than 1 indicator, or 2 dimensions with 1 indicator" for line and
 * bar; that is taken as a minimum, because a single line of one indicator over days is the most common chart
 * there is: 1 dimension with 1 or more indicators is accepted.
 */
export const LINE_OR_BAR_DATA: ChartDataRule = {
  accepts: (d, i) => (d === 1 && i >= 1) || (d === 2 && i === 1),
  message: {
    en: 'a line or bar chart needs 1 dimension with 1 or more indicators, or 2 dimensions with 1 indicator',
    zh: '折线图和柱状图需要 1 个维度加 1 个或多个指标，或 2 个维度加 1 个指标',
  },
};
