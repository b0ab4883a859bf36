/**
 * The only place the renderer imports ECharts. It registers what the chart types of @tessera/schema's
 * CHART_TYPE_REGISTRY list as their echartsParts, which keeps the chart chunk a fraction of the full `echarts`
 * bundle. Sections import this module lazily (through the chart section's chunk), so a page without charts never
 * loads it.
 */
import { echartsPartsOfAllTypes, type EchartsPart } from '@tessera/schema/charts';
// `use` renamed: it is ECharts' registration, not React's use().
import { init, use as registerParts, type EChartsType } from 'echarts/core';
import { BarChart, FunnelChart, LineChart, PieChart, SankeyChart } from 'echarts/charts';
// LegendComponent brings the plain and scroll legends; DataZoomComponent the inside and slider zooms;
// TooltipComponent the axis pointer that the 'axis' trigger needs.
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// LabelLayout makes labelLayout.hideOverlap, axisLabel.hideOverlap and the pie's label moves work.
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

type EchartsExtension = typeof LineChart;

/** Each part a chart type can name, by its export name; the Record makes a newly named part fail to compile here. */
const PARTS: Record<EchartsPart, EchartsExtension> = {
  LineChart,
  BarChart,
  PieChart,
  FunnelChart,
  SankeyChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  LabelLayout,
};

registerParts([...echartsPartsOfAllTypes().map((part) => PARTS[part]), CanvasRenderer]);

export { init as initChart };
export type ChartInstance = EChartsType;
