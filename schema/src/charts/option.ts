/**
 * The ECharts option the chart rules produce, typed locally with only what they emit. `schema` does not depend
 * on echarts (the server never draws, and echarts' types are large); ECharts' `setOption` accepts any object,
 * so the renderer passes this straight in. The tests render every option with real ECharts to keep the two
 * honest.
 *
 * Formatters are functions (formatValue needs code), so an option is not plain JSON: build it where it is used.
 */

/** A point of a cartesian series; null is a gap. */
export type ChartDatum = number | null;

/** Open style objects (line_style, item_style, data_zoom) pass through with camelCase keys. */
export type StyleObject = { [key: string]: unknown };

/** What ECharts passes to a label formatter (the fields the rules read). */
export interface LabelParams {
  value?: unknown;
  name?: string;
  percent?: number;
}

export interface ChartLabel {
  show: boolean;
  position?: string;
  formatter: (params: LabelParams) => string;
}

/** Per-series tooltip: ECharts uses valueFormatter for both axis and item triggers. */
export interface SeriesTooltip {
  valueFormatter: (value: unknown, dataIndex?: number) => string;
}

/** ECharts' label layout: a label that would cover another is not drawn (its value stays in the tooltip). */
export interface LabelLayout {
  hideOverlap: boolean;
}

interface SeriesCommon {
  name: string;
  label?: ChartLabel;
  labelLayout?: LabelLayout;
  tooltip: SeriesTooltip;
  itemStyle?: StyleObject;
}

interface CartesianCommon extends SeriesCommon {
  data: ChartDatum[];
  xAxisIndex: number;
  yAxisIndex: number;
  stack?: string;
}

export interface LineSeries extends CartesianCommon {
  type: 'line';
  symbol?: string;
  symbolSize?: number;
  lineStyle?: StyleObject;
  /** Set over LARGE_DATA_THRESHOLD points: keeps the line's shape while drawing far fewer points. */
  sampling?: 'lttb';
}

export interface BarSeries extends CartesianCommon {
  type: 'bar';
  /** Set over LARGE_DATA_THRESHOLD points: ECharts draws the bars as one path. */
  large?: boolean;
}

export interface SliceDatum {
  name: string;
  value: ChartDatum;
}

export interface PieSeries extends SeriesCommon {
  type: 'pie';
  data: SliceDatum[];
  radius: string;
  center: [string, string];
  /** Outside labels move apart along their leader lines instead of piling up. */
  avoidLabelOverlap: boolean;
  labelLine: { show: boolean; length: number; length2: number };
  /** Slices narrower than this (degrees) carry no label: the legend and the tooltip name them. */
  minShowLabelAngle: number;
}

export interface FunnelSeries extends SeriesCommon {
  type: 'funnel';
  data: SliceDatum[];
  sort: 'descending';
  top: string;
  bottom: string;
  /** Pixels left beside the funnel; set when its labels sit outside, on the right. */
  left?: number;
  right?: number;
  labelLine?: { show: boolean; length: number };
}

/** A flow between named nodes; the nodes of every link are listed once in `data`. */
export interface SankeySeries extends SeriesCommon {
  type: 'sankey';
  data: { name: string }[];
  links: { source: string; target: string; value: number }[];
  /** Nodes aligned by their depth from the left (the first step). */
  nodeAlign: 'justify' | 'left';
  emphasis: { focus: 'adjacency' };
  /** Links take the colours of the nodes they join, so a flow can be followed across steps. */
  lineStyle: { color: 'gradient'; opacity: number };
  /** Room left and right of the nodes for their labels, so none is cut at the edge. */
  left: string | number;
  right: string | number;
  top: string | number;
  bottom: string | number;
}

export type CartesianSeries = LineSeries | BarSeries;
export type ChartSeries = LineSeries | BarSeries | PieSeries | FunnelSeries | SankeySeries;

export interface ChartAxisLabel {
  formatter?: (value: unknown) => string;
  /** Labels that would collide are skipped (the axis thins out) rather than drawn over each other. */
  hideOverlap?: boolean;
}

export interface ChartAxisOption {
  type: 'category' | 'value' | 'time' | 'log';
  data?: string[];
  name?: string;
  show?: boolean;
  position?: 'top' | 'bottom' | 'left' | 'right';
  min?: number | string | null;
  max?: number | string | null;
  inverse?: boolean;
  scale?: boolean;
  splitNumber?: number;
  axisLabel?: ChartAxisLabel;
}

export interface ChartLegendOption {
  show: boolean;
  type: 'plain' | 'scroll';
  selectedMode: 'single' | 'multiple';
  data: string[];
  /** Series (or slice) name → shown. */
  selected: Record<string, boolean>;
  top?: number | string;
}

export interface ChartTooltipOption {
  show: boolean;
  trigger: 'axis' | 'item' | 'none';
}

export interface ChartGridOption {
  left: string | number;
  right: string | number;
  top?: string | number;
  bottom?: string | number;
  /**
   * 'same' with outerBoundsContain 'axisLabel' keeps the axis labels inside left/right/top/bottom: ECharts 6's form
   * of the deprecated containLabel, which it ignores unless its legacy module is loaded.
   */
  outerBoundsMode?: 'same';
  outerBoundsContain?: 'axisLabel';
}

export interface ChartOption {
  legend: ChartLegendOption;
  tooltip: ChartTooltipOption;
  grid?: ChartGridOption;
  xAxis?: ChartAxisOption[];
  yAxis?: ChartAxisOption[];
  dataZoom?: StyleObject[];
  series: ChartSeries[];
}
