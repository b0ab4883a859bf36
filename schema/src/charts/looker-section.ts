import type { ChartConfig } from '../dsl/chart';
import { CHART_TYPES, COLUMN_TYPES, COMPARE_TYPES, REPORT_TYPES } from '../dsl/codes';
import type { BuilderColumn } from '../dsl/column';
import type { LookerConfig } from '../dsl/looker';
import type { Section } from '../dsl/section';
import { emptyChartConfig } from './reset';

/** How a looker view is shown: its rows as a table, or its chart (visual config). */
export type LookerShow = 'table' | 'chart';

/**
 * The builder columns a looker compiles. Without aggregation every picked column is read as a dimension: nothing is
 * grouped and each row of the dataset is one row of the answer (the picked types still label the answer's columns).
 */
export function lookerColumns(config: Pick<LookerConfig, 'selected_columns' | 'has_aggregate'>): BuilderColumn[] {
  const picked = (config.selected_columns ?? []).filter((c) => c.selected !== 0);
  if (config.has_aggregate !== 0) return picked.map((c) => ({ ...c, selected: 1 }));
  return picked.map((c) => ({ ...c, selected: 1, column_type: COLUMN_TYPES.DIMENSION }));
}

/**
 * The chart of a looker's visual config, drawn by free drag: the dimension on the category axis, the second
 * dimension splitting the series, the indicators then the second-y indicators as series (a second y indicator puts
 * every indicator after the first on the right axis), and a value axis that need not start at zero when the scale
 * is dynamic.
 */
export function lookerChartConfig(config: Pick<LookerConfig, 'visual_config'>): ChartConfig {
  const visual = config.visual_config ?? {};
  const type = visual.charts_value ?? CHART_TYPES.LINE;
  const dimensions = [visual.dim_value, visual.second_dim_value].filter((k): k is string => Boolean(k));
  const second = visual.second_y_value ?? [];
  const indicators = [...(visual.index_value ?? []), ...second.filter((k) => !(visual.index_value ?? []).includes(k))];
  const chart: ChartConfig = {
    ...emptyChartConfig(type),
    have_chart: 1,
    chart_compare_type: COMPARE_TYPES.FREE_DRAG,
    free_chart_type: type,
    free_chart_options: { dimension_list: dimensions, indicator_list: indicators },
    free_use_two_yaxis: second.length > 0 ? 1 : 0,
    free_reverse_data: 0,
    data_is_opposite_by_table: 0,
  };
  if (visual.is_dynamic_scale === 1) chart.y_axis = [{ scale: true }, ...(second.length > 0 ? [{ scale: true }] : [])];
  return chart;
}

/**
 * A looker view as a page section: what the renderer draws in the looker, and what "save to page" adds to a page as
 * a draft. The table is not paged (long results scroll virtually) and may be exported.
 */
export function lookerSection(config: LookerConfig, show: LookerShow, id: number | string = 'looker'): Section {
  const section: Section = {
    id,
    title: config.title,
    show_type: 'table',
    report_type: show === 'chart' ? REPORT_TYPES.CHART : REPORT_TYPES.REPORT,
    column_config_model_list: lookerColumns(config),
    table_config: { basic: { table_is_pagination: 0, table_is_export: 1, have_table: show === 'table' ? 1 : 0 } },
  };
  if (typeof config.data_set_id === 'number') section.data_set_id = config.data_set_id;
  if (show === 'chart') section.chart_config = lookerChartConfig(config);
  return section;
}
