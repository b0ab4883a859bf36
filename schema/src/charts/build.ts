import { resolveContext } from './context';
import { chartTypeEntry } from './registry';
import { emptyChartConfig } from './reset';
import { filterRows } from './rows';
import {
  ChartBuildError,
  type ChartBuild,
  type ChartBuildOptions,
  type ChartRow,
  type ChartSource,
  type SafeChartBuild,
} from './types';

/**
 * A section's chart from its config, builder columns and result rows (keyed by column_key): what the chart
 * type's entry of CHART_TYPE_REGISTRY builds (an ECharts option, a card model, or no chart for a table);
 * have_chart 0 draws no chart either. Throws ChartBuildError when the config names a field the rows lack;
 * pages call safeBuildChartOption instead.
 */
export function buildChartOption(
  source: ChartSource,
  rows: readonly ChartRow[],
  options: ChartBuildOptions = {},
): ChartBuild {
  const ctx = resolveContext(source, options, chartTypeEntry);
  if (ctx.config.have_chart === 0) return { kind: 'table', option: null };
  // The category axis filters restrict every row the chart reads.
  return ctx.typeEntry.build(ctx, filterRows(rows, ctx.config.category_axis?.filters));
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
