import { COMPARE_TYPES, DEFAULT_INDICATOR_FORMATTER, type Formatter } from '../dsl/codes';
import { formatValue } from '../rules/format';
import { TEXT_WIDTH, textWidth } from '../rules/text';
import { buildCategories, categoryFieldOf, type Categories } from './categories';
import { legendOf, tooltipOf } from './components';
import { isNarrow, type ChartContext } from './context';
import type {
  ChartLabel,
  ChartOption,
  ChartSeries,
  FunnelSeries,
  LabelParams,
  SeriesTooltip,
  SliceDatum,
} from './option';
import { isDynamicPlan, seriesGroups, type SeriesGroup } from './plans';
import { firstValueByKey, toNumber } from './rows';
import { camelize, sliceLabel } from './style';
import type { ChartRow } from './types';

/** A slice under this angle (degrees, about 2 % of the pie) is too thin to point a label at. */
export const MIN_LABELLED_SLICE_ANGLE = 8;

/** Slices with the formatter of the series each came from. */
interface Slices {
  data: SliceDatum[];
  formatters: Formatter[];
}

/** A slice per drawn series: its name and the first row's value (spec section 5: otherwise the first row is used). */
function slicesFromGroups(groups: readonly SeriesGroup[]): Slices {
  return {
    data: groups.map((g) => ({ name: g.name, value: g.rows.length > 0 ? toNumber(g.rows[0][g.plan.field]) : null })),
    formatters: groups.map((g) => g.plan.formatter),
  };
}

function slicesFromCategories(categories: Categories, group: SeriesGroup): Slices {
  const values = firstValueByKey(group.rows, categories.field, group.plan.field);
  return {
    data: categories.keys.map((key, i) => ({ name: categories.labels[i], value: values.get(key) ?? null })),
    formatters: categories.keys.map(() => group.plan.formatter),
  };
}

function formatting(slices: Slices) {
  const at = (index: number | undefined): Formatter => slices.formatters[index ?? 0] ?? DEFAULT_INDICATOR_FORMATTER;
  const byName = (name: string): Formatter => at(slices.data.findIndex((d) => d.name === name));
  const tooltip: SeriesTooltip = {
    valueFormatter: (value: unknown, dataIndex?: number) => formatValue(value, at(dataIndex)),
  };
  return { byName, tooltip };
}

function sliceOption(ctx: ChartContext, slices: Slices, series: ChartSeries): ChartOption {
  const legend = legendOf(
    ctx,
    slices.data.map((d) => ({ name: d.name, selected: true })),
  );
  // A narrow chart's legend stays one line under the pie, paged, rather than wrapping up over it.
  if (isNarrow(ctx) && series.type === 'pie') legend.type = 'scroll';
  return { legend, tooltip: tooltipOf(ctx, 'slices'), series: [series] };
}

/**
 * A narrow pie's label: what fits beside a slice on a phone. With the legend naming the slices by colour, the share
 * ('38.5%'); without a legend, the name alone. The value stays in the tooltip either way.
 */
function narrowPieLabel(ctx: ChartContext, show: boolean): ChartLabel {
  const legend = ctx.config.legend?.show ?? true;
  return {
    show,
    position: 'outside',
    formatter: (params: LabelParams) =>
      legend ? formatValue(params.percent, 'add_percent_sign') : (params.name ?? ''),
  };
}

/**
 * Pie (spec section 5: 1 dimension with 1 indicator, or 0 dimensions with many indicators). Slices are the
 * categories of the first series when there is a category and the series is not split by name_field; otherwise
 * one slice per drawn series (each indicator, or each name_field value), valued from its first row.
 */
export function buildPie(
  ctx: ChartContext,
  categories: Categories | null,
  groups: readonly SeriesGroup[],
): ChartOption {
  const first = groups[0];
  const byCategory = categories !== null && first !== undefined && !isDynamicPlan(first.plan);
  const slices = byCategory ? slicesFromCategories(categories, first) : slicesFromGroups(groups);
  const { byName, tooltip } = formatting(slices);
  const spec = first?.plan.spec;
  const narrow = isNarrow(ctx);
  const label = sliceLabel(spec?.label, byName, 'pie');
  return sliceOption(ctx, slices, {
    type: 'pie',
    name: byCategory ? first.name : '',
    data: slices.data,
    // Narrow: a little smaller and higher, leaving the labels their room and the legend its line underneath.
    radius: narrow ? '55%' : '60%',
    center: narrow ? ['50%', '45%'] : ['50%', '50%'],
    label: narrow ? narrowPieLabel(ctx, label.show) : label,
    labelLayout: { hideOverlap: true },
    avoidLabelOverlap: true,
    labelLine: narrow ? { show: true, length: 8, length2: 6 } : { show: true, length: 10, length2: 10 },
    minShowLabelAngle: MIN_LABELLED_SLICE_ANGLE,
    tooltip,
    ...(spec?.item_style ? { itemStyle: camelize(spec.item_style) } : {}),
  });
}

/** ECharts' funnel leaves this many pixels on either side unless told otherwise. */
const FUNNEL_SIDE = 80;
/** A label line and the gap before the text, pixels. */
const FUNNEL_LABEL_LINE = 12;

/** ECharts' label font size; the table's text estimate (textWidth) is for 14 px. */
const LABEL_FONT_PX = 12;
const TABLE_FONT_PX = 14;

/** About how wide a label is: the table's text estimate without its cell padding, scaled to the label's font. */
const labelWidth = (text: string) => ((textWidth(text) - TEXT_WIDTH.PADDING) * LABEL_FONT_PX) / TABLE_FONT_PX;

/**
 * Where a funnel's labels go in a chart `width` pixels wide. Inside, each band's label must fit the band's width at
 * its middle (the bands narrow from one value to the next; the tip's own label may stand out of it, as ECharts draws
 * it below the tip). When one does not fit, or the config puts them outside, the labels go on the right on leader
 * lines, and the funnel moves left to leave them room. Width unknown: ECharts' own layout.
 */
function funnelLayout(
  width: number | undefined,
  data: readonly SliceDatum[],
  label: ChartLabel,
): Pick<FunnelSeries, 'label' | 'left' | 'right' | 'labelLine'> {
  if (width === undefined || !label.show) return { label };
  // Widest first, as the funnel draws them.
  const bands = data
    .map((d) => ({
      value: Math.max(0, d.value ?? 0),
      text: labelWidth(label.formatter({ name: d.name, value: d.value })),
    }))
    .sort((a, b) => b.value - a.value);
  const widest = bands[0]?.value ?? 0;
  const funnel = width - 2 * FUNNEL_SIDE;
  const middleOf = (i: number) =>
    widest > 0 ? (funnel * (bands[i].value + (bands[i + 1]?.value ?? 0))) / (2 * widest) : 0;
  const fits = bands.every((band, i) => i === bands.length - 1 || band.text + 8 <= middleOf(i));
  if (label.position === 'inside' && fits) return { label };
  const longest = Math.max(0, ...bands.map((band) => band.text));
  const room = Math.min(Math.max(FUNNEL_SIDE, longest + FUNNEL_LABEL_LINE + 8), width / 2);
  return {
    label: { ...label, position: 'right' },
    labelLine: { show: true, length: FUNNEL_LABEL_LINE },
    left: 12,
    right: Math.round(room),
  };
}

/** Funnel (spec section 5: indicators only): a band per drawn series, valued from its first row, widest first. */
export function buildFunnel(ctx: ChartContext, groups: readonly SeriesGroup[]): ChartOption {
  const slices = slicesFromGroups(groups);
  const { byName, tooltip } = formatting(slices);
  return sliceOption(ctx, slices, {
    type: 'funnel',
    name: '',
    data: slices.data,
    sort: 'descending',
    top: '15%',
    bottom: '10%',
    ...funnelLayout(ctx.width, slices.data, sliceLabel(groups[0]?.plan.spec.label, byName, 'funnel')),
    labelLayout: { hideOverlap: true },
    tooltip,
  });
}

/** Pie from the rows: a pie without a dimension is valid (slices are indicators). */
export function pieChart(ctx: ChartContext, rows: readonly ChartRow[]): ChartOption {
  const field = categoryFieldOf(ctx, rows);
  // A default dt the rows lack just means no category.
  const explicit = ctx.compare === COMPARE_TYPES.FREE_DRAG || Boolean(ctx.config.category_axis?.field);
  const present = field !== null && (explicit || rows.some((r) => field in r));
  const categories = present ? buildCategories(ctx, rows, field) : null;
  return buildPie(ctx, categories, seriesGroups(ctx, rows, present ? field : null));
}

/** Funnel from the rows: indicators only, so no category. */
export function funnelChart(ctx: ChartContext, rows: readonly ChartRow[]): ChartOption {
  return buildFunnel(ctx, seriesGroups(ctx, rows, null));
}
