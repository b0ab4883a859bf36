import {
  DEFAULT_SORTS,
  type BuilderColumn,
  type ChartConfig,
  type Filter,
  type QuickDate,
  type Page,
  type Section,
  type TableColumn,
} from '@tessera/schema/dsl';
import type { VisitReportPageName } from '@tessera/schema/api';
import { VISIT_EVENTS, type FlowDatasetKey, type StatDatasetKey } from './datasets';

/**
 * The report pages the product ships about its own usage (`/visitStat`, `/userFlow`): page DSL documents drawn by
 * the renderer like any other page, whose sections read the datasets of datasets.ts on the built-in metadata source.
 * Section ids are keys unique across both pages: a data call names the section alone.
 */

const text = (zh: string, en: string) => ({ zh, en });
type Text = ReturnType<typeof text>;

const APP = text('应用', 'App');
const PAGE = text('页面', 'Page');
/** Visitors are compared with the period of equal length just before the chosen one. */
const CHANGE_HELP = {
  added: text('本期访问、上一等长周期未访问的用户', 'Visited in this period, not in the period of equal length before'),
  lost: text('上一等长周期访问、本期未访问的用户', 'Visited in the period of equal length before, not in this one'),
};
const PV = text('浏览量 PV', 'Page views (PV)');
const UV = text('访客数 UV', 'Visitors (UV)');

function dateFilter(): Filter {
  // Usage is watched as it happens: the default and the first choices include today (past_N_days end yesterday).
  const quick: QuickDate[] = [
    'today',
    'this_week',
    'this_month',
    'past_7_days',
    'past_30_days',
    'past_90_days',
    'custom',
  ];
  return {
    type: 'datepicker',
    belonging_to: 'search',
    name: '日期',
    i18n: { en: { name: 'Date' } },
    class_en: 'dt',
    trigger: 'change',
    filter_type: 'date',
    default_config_value: 'this_month',
    is_show: 1,
    is_reset: 1,
    can_delete_time: 0,
    is_control_query: 1,
    where_type: 'date_range',
    datepicker_options: {
      date_type: 'daterange',
      default_config_value: 'this_month',
      quick_select_date: quick,
      max_date: 'today',
      max_date_range: 366,
      field_list: ['dt'],
      date_format: 'Y-m-d',
    },
  };
}

/** A select whose options the visit report's options call lists (the caller's apps, the pages they visited). */
function selectFilter(key: 'app_id' | 'entry_id', name: Text, all: boolean): Filter {
  return {
    type: 'select',
    belonging_to: 'search',
    name: name.zh,
    i18n: { en: { name: name.en } },
    class_en: key,
    trigger: 'change',
    filter_type: 'string',
    filter_origin: 'dataset',
    get_field_value_type: 'dynamic',
    is_choose_all_row: all ? 1 : 0,
    is_multi: 0,
    is_show: 1,
    is_reset: 1,
    is_control_query: 1,
    where_type: 'eq',
  };
}

function column(key: string, name: Text, indicator: boolean): BuilderColumn {
  return {
    column_key: key,
    column_name: name.zh,
    column_type: indicator ? 1 : 0,
    ...(indicator ? { formatter: 'thousands' } : {}),
    default_sort: 0,
    i18n: { en: { column_name: name.en } },
    selected: 1,
    is_default: 1,
    is_index: indicator ? 1 : 0,
    is_show: 1,
  };
}

function tableColumn(key: string, name: Text, width: number, indicator = false, first = false): TableColumn {
  return {
    column_key: key,
    column_name: name.zh,
    i18n: { en: { column_name: name.en } },
    special_column_type: 'none',
    is_sort: 1,
    is_default: 1,
    is_index: indicator ? 1 : 0,
    // The busiest first: an indicator column sorts descending unless the reader sorts otherwise.
    ...(indicator && first ? { sort_type: DEFAULT_SORTS.DESC } : {}),
    props: { width, sortable: 'custom', ...(indicator ? { formatter: 'thousands' } : {}) },
  };
}

function base(id: string, title: Text, dataset: string, page: string): Section {
  return {
    id,
    title: title.zh,
    i18n: { en: { title: title.en } },
    show_type: 'table',
    diagram_sql_model: { data_set_id: dataset },
    data_set_id: dataset,
    catalog_or_page: 2,
    report_type: 2,
    belonging_to: page,
  };
}

function chartSection(
  id: string,
  title: Text,
  dataset: string,
  page: string,
  columns: BuilderColumn[],
  chart: ChartConfig,
): Section {
  return {
    ...base(id, title, dataset, page),
    column_config_model_list: columns,
    chart_config: { have_chart: 1, tooltip: { show: true, trigger: 'axis' }, ...chart },
    chart_is_comment: 0,
  };
}

function tableSection(id: string, title: Text, dataset: string, page: string, columns: TableColumn[]): Section {
  return {
    ...base(id, title, dataset, page),
    table_config: {
      basic: { table_is_pagination: 1, table_is_export: 0, table_radio_show: 0, backend_handle_page: 1, have_table: 1 },
      columns,
    },
  };
}

/** One card per figure of the period, with a help text saying what it counts. */
function cardSection(id: string, title: Text, dataset: StatDatasetKey, page: string, cards: CardSpec[]): Section {
  return {
    ...base(id, title, dataset, page),
    show_type: 'card',
    column_config_model_list: cards.map((c) => column(c.key, c.name, true)),
    card_info_models: cards.map((c) => ({
      title: c.name.zh,
      column_key: c.key,
      aggregate: 'SUM',
      formatter: c.formatter ?? 'thousands',
      ...(c.help ? { description: c.help.zh } : {}),
      i18n: { en: { title: c.name.en, ...(c.help ? { description: c.help.en } : {}) } },
      is_show: 1,
    })),
  };
}
type CardSpec = { key: string; name: Text; help?: Text; formatter?: 'thousands_point' };

function page(id: string, name: Text, url: string, filters: Filter[], sections: Section[]): Page {
  return {
    version: 2,
    id,
    name: name.zh,
    url,
    catalog_or_page: 2,
    status: 1,
    is_show: 1,
    i18n: { en: { name: name.en } },
    display: 0,
    global_filters: filters,
    // A global filter narrows the sections that have a filter of its key: each carries a hidden one.
    sections: sections.map((section) => ({
      ...section,
      filter_config_model_list: filters.map((f) => ({ ...f, is_show: 0 as const })),
    })),
  };
}

const lineSeries = (field: string, name: Text, type: 'line' | 'bar' = 'line') => ({
  name_way: 'manual' as const,
  name: name.zh,
  i18n: { en: { name: name.en } },
  type,
  field,
  symbol: 'circle' as const,
  symbol_size: 6,
  fe_tag_is_selected: 1 as const,
});

function visitStatPage(): Page {
  const id = 'visit-stat';
  return page(
    id,
    text('访问统计', 'Visit statistics'),
    '/visitStat',
    [selectFilter('app_id', APP, true), dateFilter(), selectFilter('entry_id', PAGE, true)],
    [
      cardSection('visit_summary', text('概览', 'Overview'), 'visit_summary', id, [
        { key: 'pv', name: PV },
        { key: 'uv', name: UV },
        { key: 'pv_per_uv', name: text('人均浏览', 'Views per visitor'), formatter: 'thousands_point' },
        { key: 'added', name: text('新增访客', 'Visitors added'), help: CHANGE_HELP.added },
        { key: 'lost', name: text('流失访客', 'Visitors lost'), help: CHANGE_HELP.lost },
      ]),
      chartSection(
        'visit_daily',
        text('每日 PV / UV', 'PV / UV per day'),
        VISIT_EVENTS,
        id,
        [column('dt', text('日期', 'Date'), false), column('pv', PV, true), column('uv', UV, true)],
        {
          config_type: 1,
          chart_compare_type: 1,
          series: [lineSeries('pv', PV), lineSeries('uv', UV)],
          x_axis: [{ type: 'category' }],
          y_axis: [{ type: 'value' }],
          // Room under the axis labels for the legend, which ECharts puts at the bottom.
          grid: { left: 48, right: 32, top: 32, bottom: 64, contain_label: true },
          legend: { show: true, type: 'plain', selected_mode: 'multiple' },
          category_axis: { field: 'dt' },
          height: 320,
        },
      ),
      chartSection(
        'visit_top_pages',
        text('页面浏览量', 'Page views by page'),
        VISIT_EVENTS,
        id,
        [column('page_name', PAGE, false), column('pv', PV, true)],
        {
          config_type: 2,
          chart_compare_type: 1,
          reverse_axis: 1,
          series: [lineSeries('pv', PV, 'bar')],
          x_axis: [{ type: 'category' }],
          y_axis: [{ type: 'value' }],
          grid: { left: 24, right: 32, top: 40, bottom: 24, contain_label: true },
          legend: { show: false, type: 'plain', selected_mode: 'multiple' },
          category_axis: { field: 'page_name' },
          height: 320,
        },
      ),
      chartSection(
        'visit_weekly',
        text('每周 PV / UV', 'PV / UV per week'),
        'visit_weekly',
        id,
        [
          column('week_start', text('周（周一）', 'Week (Monday)'), false),
          column('pv', PV, true),
          column('uv', UV, true),
        ],
        {
          config_type: 1,
          chart_compare_type: 1,
          series: [lineSeries('pv', PV, 'bar'), lineSeries('uv', UV, 'bar')],
          x_axis: [{ type: 'category' }],
          y_axis: [{ type: 'value' }],
          grid: { left: 48, right: 32, top: 32, bottom: 64, contain_label: true },
          legend: { show: true, type: 'plain', selected_mode: 'multiple' },
          category_axis: { field: 'week_start' },
          height: 280,
        },
      ),
      tableSection('visit_pages', text('按页面', 'By page'), VISIT_EVENTS, id, [
        tableColumn('page_name', PAGE, 180),
        tableColumn('page_url', text('页面地址', 'Page URL'), 220),
        tableColumn('app_name', APP, 140),
        tableColumn('pv', PV, 130, true, true),
        tableColumn('uv', UV, 130, true),
      ]),
      tableSection('visit_users', text('按用户', 'By user'), VISIT_EVENTS, id, [
        tableColumn('username', text('用户名', 'Username'), 160),
        tableColumn('realname', text('姓名', 'Name'), 160),
        tableColumn('pv', PV, 130, true, true),
        tableColumn('pages', text('页面数', 'Pages'), 130, true),
      ]),
    ],
  );
}

function userFlowPage(): Page {
  const id = 'user-flow';
  const sessions = text('会话数', 'Sessions');
  const flow: FlowDatasetKey = 'visit_flow_links';
  return page(
    id,
    text('用户流向', 'User flow'),
    '/userFlow',
    [selectFilter('app_id', APP, true), dateFilter(), selectFilter('entry_id', text('起始页面', 'Start page'), false)],
    [
      chartSection(
        'flow_sankey',
        text('页面流向', 'Page to page flow'),
        flow,
        id,
        [
          column('source', text('来源页面', 'From page'), false),
          column('target', text('去向页面', 'To page'), false),
          column('value', sessions, true),
        ],
        {
          // The builder's columns, not free drag: staff do not switch a flow to another chart type.
          config_type: 7,
          chart_compare_type: 1,
          series: [],
          tooltip: { show: true, trigger: 'item' },
          legend: { show: false, type: 'plain', selected_mode: 'multiple' },
          height: 420,
        },
      ),
      tableSection('flow_paths', text('热门路径', 'Top paths'), 'visit_flow_paths', id, [
        tableColumn('path', text('路径', 'Path'), 420),
        tableColumn('sessions', sessions, 120, true, true),
      ]),
      tableSection('flow_drop_offs', text('流失', 'Drop-offs'), 'visit_flow_drop_offs', id, [
        tableColumn('step', text('步骤', 'Step'), 80),
        tableColumn('page_name', PAGE, 200),
        tableColumn('sessions', text('离开会话数', 'Sessions ended'), 140, true, true),
        tableColumn('rate', text('离开率 %', 'Drop-off rate %'), 140, true),
      ]),
    ],
  );
}

export const VISIT_REPORT_PAGES: Record<VisitReportPageName, Page> = {
  'visit-stat': visitStatPage(),
  'user-flow': userFlowPage(),
};

/** A section of either page by its id, with the page it belongs to (its global filters apply). */
export function visitSection(id: unknown): { page: Page; section: Section } | null {
  for (const page of Object.values(VISIT_REPORT_PAGES)) {
    const section = page.sections.find((s) => s.id === id);
    if (section) return { page, section };
  }
  return null;
}
