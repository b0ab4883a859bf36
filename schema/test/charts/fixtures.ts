import * as echarts from 'echarts';
import type { BuilderColumn, ChartConfig } from '../../src/dsl';
import type { ChartBuild, ChartOption, ChartRow, ChartSource } from '../../src/charts';
import { buildChartOption } from '../../src/charts';

/** Builder columns of a realistic daily-sales section: two dimensions, three indicators, one hidden. */
export const COLUMNS: BuilderColumn[] = [
  { column_key: 'dt', column_name: 'Date', column_type: 0, selected: 1 },
  { column_key: 'city', column_name: 'City', column_type: 0, selected: 1 },
  {
    column_key: 'gmv',
    column_name: 'GMV',
    column_type: 1,
    formatter: 'thousands_point',
    aggregate: 'SUM',
    selected: 1,
  },
  {
    column_key: 'orders',
    column_name: 'Orders',
    column_type: 1,
    formatter: 'thousands',
    aggregate: 'SUM',
    selected: 1,
  },
  { column_key: 'cvr', column_name: 'Conversion', column_type: 1, formatter: 'percent', aggregate: 'AVG', selected: 1 },
  { column_key: 'refunds', column_name: 'Refunds', column_type: 1, formatter: 'thousands', selected: 1, is_show: 0 },
];

/** Per-day totals (one dimension), deliberately not in date order: the query's sort is not the axis order. */
export const DAILY: ChartRow[] = [
  { dt: '2024-03-03', gmv: 15230.5, orders: 1402, cvr: 0.0412, refunds: 3 },
  { dt: '2024-03-01', gmv: 12450.25, orders: 1210, cvr: 0.0385, refunds: 5 },
  { dt: '2024-03-02', gmv: 13890, orders: 1333, cvr: 0.0398, refunds: 2 },
];

/** Per day and city (two dimensions). */
export const BY_CITY: ChartRow[] = [
  { dt: '2024-03-01', city: 'Shanghai', gmv: 7200.5, orders: 700 },
  { dt: '2024-03-01', city: 'Beijing', gmv: 5249.75, orders: 510 },
  { dt: '2024-03-02', city: 'Shanghai', gmv: 8100, orders: 801 },
  { dt: '2024-03-02', city: 'Beijing', gmv: 5790, orders: 532 },
  { dt: '2024-03-03', city: 'Shanghai', gmv: 9030.5, orders: 830 },
  { dt: '2024-03-03', city: 'Beijing', gmv: 6200, orders: 572 },
];

export function source(chart_config: ChartConfig, columns: BuilderColumn[] = COLUMNS): ChartSource {
  return { chart_config, column_config_model_list: columns };
}

export function chartOf(build: ChartBuild): ChartOption {
  if (build.kind !== 'chart') throw new Error(`expected a chart, got ${build.kind}`);
  return build.option;
}

export function build(config: ChartConfig, rows: readonly ChartRow[], columns: BuilderColumn[] = COLUMNS): ChartOption {
  return chartOf(buildChartOption(source(config, columns), rows));
}

/**
 * Renders with ECharts' server-side SVG renderer, as a browser would draw it. Anything ECharts reports while
 * reading the option (its dev build warns on options it ignores or rejects) fails the test.
 */
export function renderSvg(option: ChartOption, size = { width: 800, height: 400 }): string {
  const complaints: string[] = [];
  const warn = jest
    .spyOn(console, 'warn')
    .mockImplementation((...args: unknown[]) => void complaints.push(args.join(' ')));
  const error = jest
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => void complaints.push(args.join(' ')));
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({ ...option, animation: false });
    const svg = chart.renderToSVGString();
    if (complaints.length > 0) throw new Error(`ECharts complained: ${complaints.join('\n')}`);
    return svg;
  } finally {
    chart.dispose();
    warn.mockRestore();
    error.mockRestore();
  }
}

/** Text content of the SVG's <text> elements, unescaped, so assertions read like the chart. */
export function svgTexts(svg: string): string[] {
  const texts: string[] = [];
  for (const match of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) {
    texts.push(
      match[1]
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'"),
    );
  }
  return texts;
}

export function renderTexts(option: ChartOption): string[] {
  return svgTexts(renderSvg(option));
}
