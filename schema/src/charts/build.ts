import { CHART_TYPES, COMPARE_TYPES } from '../dsl/codes';
import { buildCard } from './card';
import { buildCartesian } from './cartesian';
import { buildCategories, categoryFieldOf, type Categories } from './categories';
import { resolveContext, type ChartContext } from './context';
import { expandPlan, freeIndicatorPlans, seriesPlans } from './plans';
import { emptyChartConfig } from './reset';
import { filterRows } from './rows';
import { buildFunnel, buildPie } from './slices';
import { transpose } from './transpose';
import {
  ChartBuildError,
  type ChartBuild,
  type ChartBuildOptions,
  type ChartRow,
  type ChartSource,
  type SafeChartBuild,
} from './types';
import type { ChartOption } from './option';

function groupsOf(ctx: ChartContext, rows: readonly ChartRow[], categoryField: string | null) {
  return seriesPlans(ctx, categoryField).flatMap((p) => expandPlan(ctx, rows, p, categoryField));
}

const NO_CATEGORIES: Categories = { field: '', keys: [], labels: [], isDate: false };

function cartesian(ctx: ChartContext, rows: readonly ChartRow[]): ChartOption {
  const field = categoryFieldOf(ctx, rows);
  if (field === null) {
    // Spec section 5: line and bar need a dimension. With no rows there is nothing to misdraw: an empty chart.
    if (rows.length > 0)
      throw new ChartBuildError({ en: 'a line or bar chart needs a dimension', zh: '折线图和柱状图需要一个维度' });
    return buildCartesian(ctx, NO_CATEGORIES, groupsOf(ctx, rows, null));
  }
  const categories = buildCategories(ctx, rows, field);
  const opposite = ctx.compare === COMPARE_TYPES.FREE_DRAG && ctx.config.data_is_opposite_by_table === 1;
  if (opposite) {
    const swapped = transpose(rows, categories, freeIndicatorPlans(ctx));
    return buildCartesian(ctx, swapped.categories, swapped.groups);
  }
  return buildCartesian(ctx, categories, groupsOf(ctx, rows, field));
}

function pie(ctx: ChartContext, rows: readonly ChartRow[]): ChartOption {
  const field = categoryFieldOf(ctx, rows);
  // A pie without a dimension is valid (slices are indicators); a default dt the rows lack just means none.
  const explicit = ctx.compare === COMPARE_TYPES.FREE_DRAG || Boolean(ctx.config.category_axis?.field);
  const present = field !== null && (explicit || rows.some((r) => field in r));
  const categories = present ? buildCategories(ctx, rows, field) : null;
  return buildPie(ctx, categories, groupsOf(ctx, rows, present ? field : null));
}

/**
 * A section's chart from its config, builder columns and result rows (keyed by column_key). Chart types 1, 2, 3,
 * 4 and 6 give an ECharts option, 5 a card model, 0 (or have_chart 0) no chart. Throws ChartBuildError when the
 * config names a field the rows lack; pages call safeBuildChartOption instead.
 */
export function buildChartOption(
  source: ChartSource,
  rows: readonly ChartRow[],
  options: ChartBuildOptions = {},
): ChartBuild {
  const ctx = resolveContext(source, options);
  if (ctx.type === CHART_TYPES.TABLE || ctx.config.have_chart === 0) return { kind: 'table', option: null };
  // The category axis filters restrict every row the chart reads.
  const scoped = filterRows(rows, ctx.config.category_axis?.filters);
  switch (ctx.type) {
    case CHART_TYPES.CARD:
      return { kind: 'card', option: null, card: buildCard(ctx, scoped) };
    case CHART_TYPES.PIE:
      return { kind: 'chart', option: pie(ctx, scoped) };
    case CHART_TYPES.FUNNEL:
      return { kind: 'chart', option: buildFunnel(ctx, groupsOf(ctx, scoped, null)) };
    default:
      return { kind: 'chart', option: cartesian(ctx, scoped) };
  }
}

/** Spec section 8: 'Chart config build failure: warning toast, falls back to a default empty chart config'. */
export const CHART_BUILD_WARNING = {
  en: 'The chart could not be built from its configuration; an empty default chart is shown',
  zh: '图表配置生成失败，已使用默认空图表配置',
} as const;

/**
 * buildChartOption that never throws into the page: on failure it returns the chart of emptyChartConfig (same
 * chart type, nothing configured, no rows) with a warning for the toast, naming the cause when known.
 */
export function safeBuildChartOption(
  source: ChartSource,
  rows: readonly ChartRow[],
  options: ChartBuildOptions = {},
): SafeChartBuild {
  try {
    return buildChartOption(source, rows, options);
  } catch (error) {
    const detail = error instanceof ChartBuildError ? error.detail : null;
    const warning = detail
      ? { en: `${CHART_BUILD_WARNING.en}: ${detail.en}`, zh: `${CHART_BUILD_WARNING.zh}：${detail.zh}` }
      : { ...CHART_BUILD_WARNING };
    const fallback = buildChartOption(
      { chart_config: emptyChartConfig(source.chart_config?.config_type) },
      [],
      options,
    );
    return { ...fallback, warning };
  }
}
