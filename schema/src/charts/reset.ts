import type { ChartConfig } from '../dsl/chart';
import {
  CHART_TYPES,
  COMPARE_TYPES,
  DEFAULT_CATEGORY_FIELD,
  DEFAULT_COMPARE_TYPE,
  type ChartType,
  type SeriesType,
} from '../dsl/codes';
import type { BuilderColumn } from '../dsl/column';
import type { Series } from '../dsl/series';
import { usableDimensions, usableIndicators } from './context';
import { chartTypeEntry } from './registry';

const KNOWN_TYPES: readonly number[] = Object.values(CHART_TYPES);

/**
 * A chart config with nothing chosen: the given type's (line when unknown), with the default compare type,
 * grid, legend and tooltip. The fallback of safeBuildChartOption and the base of resetChartConfig.
 */
export function emptyChartConfig(type?: number): ChartConfig {
  const configType = (type !== undefined && KNOWN_TYPES.includes(type) ? type : CHART_TYPES.LINE) as ChartType;
  return chartTypeEntry(configType).emptyConfig();
}

/**
 * The series type a chart type draws. Line-bar: bars on the left axis, the line on the right. Card, funnel and
 * table take no typed series (SERIES_TYPES has no funnel): they read the indicators directly.
 */
export function seriesTypeFor(type: ChartType, yAxisIndex = 0): SeriesType | undefined {
  return chartTypeEntry(type).resets.seriesType(yAxisIndex);
}

function withType(series: Series, seriesType: SeriesType | undefined): Series {
  const out: Series = { ...series };
  if (seriesType) out.type = seriesType;
  else delete out.type;
  return out;
}

function typed(series: Series, type: ChartType, yAxisIndex: number): Series {
  const out = withType(
    { ...series, fe_tag_is_selected: series.fe_tag_is_selected ?? 1 },
    seriesTypeFor(type, yAxisIndex),
  );
  if (chartTypeEntry(type).resets.dualAxis) out.y_axis_index = yAxisIndex;
  else delete out.y_axis_index;
  return out;
}

function seriesFor(
  previous: ChartConfig | undefined,
  type: ChartType,
  compare: number,
  columns: readonly BuilderColumn[],
): Series[] {
  if (compare === COMPARE_TYPES.CUSTOM) {
    // Hand-made series are kept (they are the user's work); only their type follows the new chart type.
    return (previous?.series ?? []).map((s) => withType(s, seriesTypeFor(type, s.y_axis_index ?? 0)));
  }
  if (seriesTypeFor(type) === undefined) return [];
  const indicators = usableIndicators(columns);
  switch (compare) {
    case COMPARE_TYPES.INDICATOR:
      // Spec section 4: every non-filtered indicator becomes a series, all selected in the legend.
      return indicators.map((c, i) =>
        typed(
          { name_way: 'manual', name: c.column_name, field: c.column_key, fe_tag_is_selected: 1 },
          type,
          i > 0 ? 1 : 0,
        ),
      );
    case COMPARE_TYPES.DIMENSION: {
      // The same category the build picks: the configured field, else dt when the section has it, else the first dimension.
      const dimensions = usableDimensions(columns);
      const hasDt = dimensions.some((c) => c.column_key === DEFAULT_CATEGORY_FIELD);
      const category = previous?.category_axis?.field ?? (hasDt ? DEFAULT_CATEGORY_FIELD : dimensions[0]?.column_key);
      const splitBy = dimensions.find((c) => c.column_key !== category);
      const field = indicators[0]?.column_key;
      if (!field) return [];
      const spec: Series = splitBy
        ? { name_way: 'dynamic', name_field: splitBy.column_key, field }
        : { name_way: 'manual', name: indicators[0].column_name, field };
      return [typed(spec, type, 0)];
    }
    default:
      return [];
  }
}

/**
 * Spec section 4: when the chart type changes the chart config resets. The compare type, have_chart, height and
 * the category axis (data choices, not drawing ones) are kept; series, axes, zoom, reverse_axis and the free-drag
 * choices start over. Indicator comparison: every non-filtered indicator is a series, all selected. Dimension
 * comparison: one series on the first indicator split by the first dimension that is not the category. Free drag:
 * the first dimension and all indicators are preselected (line-bar also turns on the second y axis).
 * The same type returns `previous` unchanged.
 */
export function resetChartConfig(
  previous: ChartConfig | undefined,
  newType: ChartType,
  columns: readonly BuilderColumn[],
): ChartConfig {
  if (previous && previous.config_type === newType) return previous;
  const compare = previous?.chart_compare_type ?? DEFAULT_COMPARE_TYPE;
  const config: ChartConfig = { ...emptyChartConfig(newType), chart_compare_type: compare };
  if (previous?.have_chart !== undefined) config.have_chart = previous.have_chart;
  if (previous?.height !== undefined) config.height = previous.height;
  if (previous?.category_axis !== undefined) config.category_axis = previous.category_axis;
  config.series = seriesFor(previous, newType, compare, columns);
  if (compare === COMPARE_TYPES.FREE_DRAG) {
    const firstDimension = usableDimensions(columns)[0];
    config.free_chart_type = newType;
    config.free_chart_options = {
      dimension_list: firstDimension ? [firstDimension.column_key] : [],
      indicator_list: usableIndicators(columns).map((c) => c.column_key),
    };
    config.free_use_two_yaxis = chartTypeEntry(newType).resets.dualAxis ? 1 : 0;
    config.free_reverse_data = 0;
    config.data_is_opposite_by_table = 0;
  }
  return config;
}
