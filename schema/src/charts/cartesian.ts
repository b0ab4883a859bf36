import type { ChartAxis } from '../dsl/chart-parts';
import { COMPARE_TYPES, REALTIME_MODES, type RealtimeMode } from '../dsl/codes';
import { formatValue } from '../rules/format';
import { buildCategories, categoryFieldOf, type Categories } from './categories';
import { dataZoomOf, gridAboveSlider, gridOf, legendOf, tooltipOf } from './components';
import { isNarrow, type ChartContext } from './context';
import type { CartesianSeries, ChartAxisOption, ChartDatum, ChartOption } from './option';
import { cartesianType, freeIndicatorPlans, seriesGroups, type SeriesGroup } from './plans';
import { firstValueByKey } from './rows';
import { transpose } from './transpose';
import { ChartBuildError, type ChartRow } from './types';
import { camelize, pointLabel, seriesTooltip } from './style';

/** Over this many points a line is sampled (lttb) and bars are drawn in large mode. */
export const LARGE_DATA_THRESHOLD = 2000;

/**
 * A series' values along the categories. A category with no row is filled per the real-time mode (spec section
 * 4): 1 → 0, 2 → the previous value (null before the first), 0 and 3 → null, a gap in the line. A row whose
 * value is null stays null: the data says "no value", not "no row".
 */
export function fillSeries(
  keys: readonly string[],
  values: ReadonlyMap<string, number | null>,
  mode: RealtimeMode,
): ChartDatum[] {
  let previous: ChartDatum = null;
  return keys.map((key) => {
    if (values.has(key)) {
      const value = values.get(key) ?? null;
      if (value !== null) previous = value;
      return value;
    }
    if (mode === REALTIME_MODES.FILL_ZERO) return 0;
    if (mode === REALTIME_MODES.FILL_PREVIOUS) return previous;
    return null;
  });
}

function drawnSeries(ctx: ChartContext, categories: Categories, group: SeriesGroup): CartesianSeries {
  const { plan } = group;
  const { spec } = plan;
  const data = fillSeries(categories.keys, firstValueByKey(group.rows, categories.field, plan.field), ctx.realtimeMode);
  const common = {
    name: group.name,
    data,
    xAxisIndex: spec.x_axis_index ?? 0,
    yAxisIndex: plan.yAxisIndex,
    tooltip: seriesTooltip(plan.formatter),
    ...(spec.stack ? { stack: spec.stack } : {}),
    ...(spec.item_style ? { itemStyle: camelize(spec.item_style) } : {}),
    ...(spec.label ? { label: pointLabel(spec.label, plan.formatter), labelLayout: { hideOverlap: true } } : {}),
  };
  const large = data.length > LARGE_DATA_THRESHOLD;
  if (cartesianType(ctx, plan) === 'bar') return { ...common, type: 'bar', ...(large ? { large: true } : {}) };
  return {
    ...common,
    type: 'line',
    ...(spec.symbol ? { symbol: spec.symbol } : {}),
    ...(spec.symbol_size !== undefined ? { symbolSize: spec.symbol_size } : {}),
    ...(spec.line_style ? { lineStyle: camelize(spec.line_style) } : {}),
    ...(large ? { sampling: 'lttb' as const } : {}),
  };
}

/** The config's axis settings over a default axis. type is only taken for value axes (value or log). */
function axisOf(base: ChartAxisOption, config: ChartAxis | undefined): ChartAxisOption {
  if (!config) return base;
  const axis: ChartAxisOption = { ...base };
  if (base.type !== 'category' && (config.type === 'value' || config.type === 'log')) axis.type = config.type;
  if (config.name !== undefined) axis.name = config.name;
  if (config.show !== undefined) axis.show = config.show;
  if (config.position !== undefined) axis.position = config.position;
  if (config.min !== undefined) axis.min = config.min;
  if (config.max !== undefined) axis.max = config.max;
  if (config.inverse !== undefined) axis.inverse = config.inverse;
  if (config.scale !== undefined) axis.scale = config.scale;
  const formatter = config.formatter;
  if (formatter) axis.axisLabel = { ...axis.axisLabel, formatter: (value: unknown) => formatValue(value, formatter) };
  return axis;
}

function axisCount(configured: number, indices: readonly number[], minimum: number): number {
  return Math.min(2, Math.max(minimum, configured, ...indices.map((i) => i + 1)));
}

/**
 * Line, bar and line-bar charts. config.x_axis describes the category axes and config.y_axis the value axes;
 * reverse_axis then swaps them (horizontal bars), series axis indexes included. Line-bar always has two value
 * axes: bars on the left (index 0), the line on the right (index 1).
 */
export function buildCartesian(ctx: ChartContext, categories: Categories, groups: readonly SeriesGroup[]): ChartOption {
  const series = groups.map((group) => drawnSeries(ctx, categories, group));
  const { config } = ctx;
  const categoryCount = axisCount(
    config.x_axis?.length ?? 0,
    series.map((s) => s.xAxisIndex),
    1,
  );
  const valueCount = axisCount(
    config.y_axis?.length ?? 0,
    series.map((s) => s.yAxisIndex),
    ctx.typeEntry.resets.dualAxis ? 2 : 1,
  );
  const categoryAxes = Array.from({ length: categoryCount }, (_, i) =>
    axisOf(
      {
        type: 'category',
        data: categories.labels,
        axisLabel: { hideOverlap: true },
        ...(i === 1 ? { position: 'top' as const } : {}),
      },
      config.x_axis?.[i],
    ),
  );
  const reversed = config.reverse_axis === 1;
  // A value axis laid across (horizontal bars) puts its numbers side by side: they thin out rather than touch, and a
  // narrow chart asks for about three ('1,0001,500' ran together on a phone).
  const across = reversed ? { axisLabel: { hideOverlap: true }, ...(isNarrow(ctx) ? { splitNumber: 3 } : {}) } : {};
  const valueAxes = Array.from({ length: valueCount }, (_, i) =>
    axisOf({ type: 'value', ...across, ...(i === 1 ? { position: 'right' as const } : {}) }, config.y_axis?.[i]),
  );
  const swapSide = (axis: ChartAxisOption): ChartAxisOption => {
    if (!axis.position) return axis;
    const sides = { top: 'right', bottom: 'left', left: 'bottom', right: 'top' } as const;
    return { ...axis, position: sides[axis.position] };
  };
  const option: ChartOption = {
    legend: legendOf(
      ctx,
      groups.map((g) => ({ name: g.name, selected: g.plan.spec.fe_tag_is_selected !== 0 })),
    ),
    tooltip: tooltipOf(ctx, 'cartesian'),
    grid: gridOf(ctx),
    xAxis: reversed ? valueAxes.map(swapSide) : categoryAxes,
    yAxis: reversed ? categoryAxes.map(swapSide) : valueAxes,
    series: reversed ? series.map(turnSideways) : series,
  };
  const dataZoom = dataZoomOf(ctx, reversed);
  if (dataZoom) {
    option.dataZoom = dataZoom;
    if (option.grid) option.grid = gridAboveSlider(option.grid, dataZoom);
  }
  return option;
}

/**
 * A series of a chart drawn sideways (reverse_axis): its axes swap, and so do its label's sides. A bar's 'top'
 * means the end of its value; sideways that end is on the right. Left as 'top', the label would sit above the bar,
 * on the neighbouring series' bar.
 */
function turnSideways(series: CartesianSeries): CartesianSeries {
  const turned = { ...series, xAxisIndex: series.yAxisIndex, yAxisIndex: series.xAxisIndex };
  const position = series.label?.position;
  if (!series.label || !position || !(position in SIDEWAYS_LABEL)) return turned;
  return { ...turned, label: { ...series.label, position: SIDEWAYS_LABEL[position] } };
}

const SIDEWAYS_LABEL: Readonly<Record<string, string>> = {
  top: 'right',
  bottom: 'left',
  insideTop: 'insideRight',
  insideBottom: 'insideLeft',
};

const NO_CATEGORIES: Categories = { field: '', keys: [], labels: [], isDate: false };

/** Line, bar and line-bar from the rows: the categories, then the series (transposed when free drag asks). */
export function cartesianChart(ctx: ChartContext, rows: readonly ChartRow[]): ChartOption {
  const field = categoryFieldOf(ctx, rows);
  if (field === null) {
    // Spec section 5: line and bar need a dimension. With no rows there is nothing to misdraw: an empty chart.
    if (rows.length > 0)
      throw new ChartBuildError({ en: 'a line or bar chart needs a dimension', zh: '折线图和柱状图需要一个维度' });
    return buildCartesian(ctx, NO_CATEGORIES, seriesGroups(ctx, rows, null));
  }
  const categories = buildCategories(ctx, rows, field);
  const opposite = ctx.compare === COMPARE_TYPES.FREE_DRAG && ctx.config.data_is_opposite_by_table === 1;
  if (opposite) {
    const swapped = transpose(rows, categories, freeIndicatorPlans(ctx));
    return buildCartesian(ctx, swapped.categories, swapped.groups);
  }
  return buildCartesian(ctx, categories, seriesGroups(ctx, rows, field));
}
