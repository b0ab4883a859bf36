/**
 * Chart-building rules: section chart config + rows → ECharts option. They run in the renderer, in the browser;
 * the server only validates chart configs (the registry's data rules) and never builds a chart.
 */
export { buildChartOption, safeBuildChartOption, CHART_BUILD_WARNING } from './build';
export { resetChartConfig, emptyChartConfig, seriesTypeFor } from './reset';
export { CHART_TYPE_REGISTRY, chartTypeEntry, echartsPartsOfAllTypes } from './registry';
export type { ChartTypeEntry, ChartDataRule, ChartTypeResets } from './chart-type';
export { ECHARTS_PARTS, type EchartsPart } from './echarts-parts';
export { LARGE_DATA_THRESHOLD, fillSeries } from './cartesian';
export { MAX_FILLED_CATEGORIES } from './date-gaps';
export { DEFAULT_GRID_SIDE } from './components';
export { NARROW_CHART_WIDTH } from './context';
export { combine as combineCardValues } from './card';
export { isUsable as isUsableColumn, usableDimensions, usableIndicators } from './context';
export * from './types';
export type * from './option';
export { lookerSection, lookerChartConfig, lookerColumns, type LookerShow } from './looker-section';
