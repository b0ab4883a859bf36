import type { ChartConfig } from '../dsl/chart';
import type { SeriesType } from '../dsl/codes';
import type { LocalizedMessage } from '../dsl/messages';
import type { ChartContext } from './context';
import type { EchartsPart } from './echarts-parts';
import type { ChartBuild, ChartRow } from './types';

/** Spec section 5: the dimensions and indicators a chart type can draw (the tip beside the chart type). */
export interface ChartDataRule {
  accepts(dimensions: number, indicators: number): boolean;
  message: LocalizedMessage;
}

/** How the config of a type starts over when the designer switches to it (spec section 4). */
export interface ChartTypeResets {
  /** The series type a series on this value axis gets; undefined when the type takes no typed series. */
  seriesType(yAxisIndex: number): SeriesType | undefined;
  /** Two value axes: the first indicator on the left, the others on the right. */
  dualAxis: boolean;
}

/** Everything that differs between chart types; CHART_TYPE_REGISTRY holds one per type. */
export interface ChartTypeEntry {
  /** What the page draws from the resolved context and the rows the category filters kept. */
  build(ctx: ChartContext, rows: readonly ChartRow[]): ChartBuild;
  /** A config of this type with nothing chosen yet. */
  emptyConfig(): ChartConfig;
  /** null: the type draws whatever rows it gets. */
  dataRule: ChartDataRule | null;
  resets: ChartTypeResets;
  /** What ECharts needs registered to draw this type's options. */
  echartsParts: readonly EchartsPart[];
}
