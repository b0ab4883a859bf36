/** Chart-building rules shared by the renderer and the server: section chart config + rows → ECharts option. */
export { buildChartOption, safeBuildChartOption, CHART_BUILD_WARNING } from './build';
export { resetChartConfig, emptyChartConfig, seriesTypeFor } from './reset';
export { LARGE_DATA_THRESHOLD, fillSeries } from './cartesian';
export { MAX_FILLED_CATEGORIES } from './date-gaps';
export { DEFAULT_GRID_SIDE } from './components';
export { combine as combineCardValues } from './card';
export { isUsable as isUsableColumn, usableDimensions, usableIndicators } from './context';
export * from './types';
export type * from './option';
