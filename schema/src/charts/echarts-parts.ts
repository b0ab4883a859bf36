/**
 * The ECharts components and charts the options of these rules can use, by their export names in `echarts/charts`,
 * `echarts/components` and `echarts/features` (LabelLayout: hidden overlapping labels). Named here, not imported:
 * schema does not depend on echarts. The renderer maps each name to its module and registers the parts the chart
 * types of CHART_TYPE_REGISTRY list.
 */
export const ECHARTS_PARTS = [
  'LineChart',
  'BarChart',
  'PieChart',
  'FunnelChart',
  'SankeyChart',
  'GridComponent',
  'TooltipComponent',
  'LegendComponent',
  'DataZoomComponent',
  'LabelLayout',
] as const;
export type EchartsPart = (typeof ECHARTS_PARTS)[number];
