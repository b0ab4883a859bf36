import {
  CHART_TYPES,
  COMPARE_TYPES,
  DEFAULT_CATEGORY_FIELD,
  REPORT_TYPES,
  type ChartType,
  type Filter,
  type Section,
} from '@tessera/schema/dsl';
import { emptyChartConfig } from '@tessera/schema/charts';
import type { Lang } from '@tessera/schema/rules';
import { textIn } from '../i18n';

/** What a scaffold is made with: an id unique on the page and the title (or name) it starts with. */
export interface ScaffoldContext {
  id: string;
  title: string;
  lang: Lang;
}

export function tableScaffold({ id, title }: ScaffoldContext): Section {
  return { id, title, show_type: 'table', report_type: REPORT_TYPES.REPORT, column_config_model_list: [] };
}

export function cardScaffold({ id, title }: ScaffoldContext): Section {
  return {
    id,
    title,
    show_type: 'card',
    report_type: REPORT_TYPES.REPORT,
    column_config_model_list: [],
    card_info_models: [],
  };
}

/**
 * A chart of one type drawn from the builder columns, by indicator comparison (each indicator a series, as the
 * templates draw them); the chart itself is the type's empty config from the schema's chart registry.
 */
export function chartScaffold(type: ChartType) {
  return ({ id, title }: ScaffoldContext): Section => ({
    id,
    title,
    show_type: 'table',
    report_type: REPORT_TYPES.CHART,
    column_config_model_list: [],
    chart_config: { ...emptyChartConfig(type), chart_compare_type: COMPARE_TYPES.INDICATOR, have_chart: 1 },
  });
}

/** A chart drawn from the fields dragged onto it (compare type 4), a line until the type is switched. */
export function freeDragScaffold({ id, title }: ScaffoldContext): Section {
  return {
    id,
    title,
    show_type: 'table',
    report_type: REPORT_TYPES.CHART,
    column_config_model_list: [],
    chart_config: {
      ...emptyChartConfig(CHART_TYPES.LINE),
      chart_compare_type: COMPARE_TYPES.FREE_DRAG,
      have_chart: 1,
      free_chart_type: CHART_TYPES.LINE,
      free_chart_options: { dimension_list: [], indicator_list: [] },
      free_use_two_yaxis: 0,
      free_reverse_data: 0,
      data_is_opposite_by_table: 0,
    },
  };
}

/** A global date filter over the default category field (`dt`, what the templates date rows by), in the search bar. */
export function globalFilterScaffold({ lang }: Pick<ScaffoldContext, 'lang'>): Filter {
  return {
    type: 'datepicker',
    belonging_to: 'search',
    name: textIn(lang, 'palette.newFilterName'),
    class_en: DEFAULT_CATEGORY_FIELD,
    filter_type: 'date',
    trigger: 'change',
    where_type: 'date_range',
    datepicker_options: { date_type: 'daterange', default_config_value: 'past_7_days' },
  };
}
