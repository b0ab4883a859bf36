/**
 * The only place the renderer imports ECharts. Registering exactly what the options of @tessera/schema's chart
 * rules use (see schema/src/charts/option.ts) keeps the chart chunk a fraction of the full `echarts` bundle.
 * Sections import this module lazily (through the chart section's chunk), so a page without charts never loads it.
 */
import { init, use, type EChartsType } from 'echarts/core';
import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
// LegendComponent brings the plain and scroll legends; DataZoomComponent the inside and slider zooms;
// TooltipComponent the axis pointer that the 'axis' trigger needs.
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

use([
  LineChart,
  BarChart,
  PieChart,
  FunnelChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

export { init as initChart };
export type ChartInstance = EChartsType;
