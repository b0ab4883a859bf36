/**
 * The shape of a page document and a template bundle as the 1→2 step knows it: a frozen copy, written out by
 * hand, so later schema changes cannot alter what this old step does (each later version brings its own step).
 *
 * - strict: an entity the spec lists field by field; every key in it is a DSL key and is renamed.
 * - open: an object that passes other keys through (to ECharts, the renderer, the data service); only its `known`
 *   keys are DSL keys and renamed, anything else is someone's own key and kept verbatim.
 * - opaque (listed per parent): maps keyed by data (column key → value) or free-form objects; kept verbatim,
 *   keys and all. Values are never touched, except 0/1 flags given as booleans.
 * - children: the shape of an object-valued key, or of each item of a list-valued key (v2 key names).
 */
export interface Shape {
  mode: 'strict' | 'open';
  /** open objects: the v2 names of the keys that are DSL keys. */
  known?: readonly string[];
  /** v2 keys holding a 0/1 flag (v1 sent true/false). */
  flags?: readonly string[];
  children?: Readonly<Record<string, Shape>>;
  /** v2 keys whose value is kept verbatim. */
  opaque?: readonly string[];
}

const strict = (rest: Omit<Shape, 'mode'> = {}): Shape => ({ mode: 'strict', ...rest });
const open = (known: readonly string[], rest: Omit<Shape, 'mode' | 'known'> = {}): Shape => ({
  mode: 'open',
  known,
  ...rest,
});

const COLUMN_RULES = open(['preset', 'thresholds', 'labels', 'colors']);

const BUILDER_COLUMN = strict({
  flags: ['is_new', 'selected', 'is_default', 'is_index', 'is_show', 'keep_in_or_online_status'],
  children: { rules: COLUMN_RULES },
});

const TABLE_COLUMN = strict({
  flags: ['is_show_description', 'have_color', 'is_chart_column', 'is_sort', 'is_default', 'is_index'],
  children: { props: strict({ flags: ['add_color_class', 'fix_width'], children: { rules: COLUMN_RULES } }) },
  opaque: ['filters'],
});

const TABLE_CONFIG = strict({
  children: {
    basic: strict({
      flags: ['table_is_pagination', 'table_is_export', 'table_radio_show', 'backend_handle_page', 'have_table'],
    }),
    columns: TABLE_COLUMN,
  },
});

const FILTER = strict({
  flags: [
    'is_choose_all_row',
    'is_multi',
    'is_default_select_all',
    'is_interlock',
    'is_default_sort',
    'is_show',
    'is_diy_datasource',
    'is_reset',
    'is_comparison',
    'can_delete_time',
    'is_fixed',
    'is_control_query',
  ],
  children: {
    values: strict({ opaque: ['new_diagram_config'] }),
    range: strict(),
    datepicker_options: strict(),
  },
  opaque: ['filter_tool'],
});

const SERIES = strict({
  flags: ['fe_tag_is_selected'],
  children: {
    line_style: open(['width', 'type', 'color', 'opacity']),
    item_style: open(['color', 'opacity', 'border_radius']),
    label: strict(),
  },
  opaque: ['filters'],
});

const AXIS = strict();

const CHART = strict({
  flags: ['have_chart', 'reverse_axis', 'data_is_opposite_by_table', 'free_use_two_yaxis', 'free_reverse_data'],
  children: {
    series: SERIES,
    x_axis: AXIS,
    y_axis: AXIS,
    grid: strict(),
    data_zoom: open(['type', 'show', 'start', 'end']),
    legend: strict(),
    tooltip: strict(),
    free_chart_options: strict({ opaque: ['configs'] }),
    category_axis: strict({ opaque: ['filters'] }),
  },
});

const SECTION = strict({
  flags: ['chart_is_comment'],
  children: {
    diagram_sql_model: open(['data_set_id']),
    filter_config_model_list: FILTER,
    column_config_model_list: BUILDER_COLUMN,
    table_config: TABLE_CONFIG,
    chart_config: CHART,
    card_info_models: strict({ flags: ['is_show'], opaque: ['filters'] }),
    other_config: open(['realtime_mode']),
  },
  opaque: ['props'],
});

export const PAGE_SHAPE = strict({
  flags: ['is_show', 'is_expand'],
  children: {
    router_config: strict({ children: { meta: open(['title']) } }),
    global_filters: FILTER,
    layout: strict({ children: { items: strict() } }),
    sections: SECTION,
  },
});

export const TEMPLATE_SHAPE = strict({
  children: {
    pages: PAGE_SHAPE,
    // v1 datasets had no params, visibility or display values; described here so the check covers the v2 schema.
    datasets: strict({
      children: {
        params: strict(),
        columns: strict({ flags: ['is_show'], children: { display_values: strict() } }),
      },
    }),
    // v1 bundles had no catalogs; the shape keeps the v2 schema fully described for this check.
    catalogs: strict({ flags: ['is_show', 'is_expand'] }),
  },
});
