import {
  DSL_KINDS,
  DSL_VERSION,
  type BuilderColumn,
  type ChartConfig,
  type Comment,
  type DatasetDefinition,
  type DslKind,
  type Filter,
  type GlobalSelectOption,
  type LinkedSelectOption,
  type LinkedSelectRequest,
  type LookerConfig,
  type Page,
  type Pagination,
  type PagingQuery,
  type ReportQuery,
  type Section,
  type Series,
  type ShareQuery,
  type TableColumn,
  type TemplateBundle,
} from '../src/dsl';
import { applyDefaults, conformsTo, validateStructure } from '../src/validate';

// ---- realistic documents, one per kind ------------------------------------------------------------------------

const dayFilter: Filter = {
  type: 'datepicker',
  belonging_to: 'search',
  name: '日期',
  class_en: 'dt',
  filter_type: 'date',
  where_type: 'date_range',
  is_control_query: 1,
  can_delete_time: 0,
  default_config_value: 'past_7_days',
  datepicker_options: {
    date_type: 'daterange',
    default_config_value: 'past_7_days',
    quick_select_date: ['yesterday', 'past_7_days', 'past_30_days', 'this_month'],
    max_date: 'today',
    max_date_range: 90,
    field_list: ['dt'],
    values: ['2024-05-01', '2024-05-07'],
    date_format: 'Y-m-d',
  },
};

const countryFilter: Filter = {
  type: 'select',
  belonging_to: 'search',
  name: '国家',
  class_en: 'country',
  trigger: 'change',
  filter_type: 'string',
  filter_origin: 'dataset',
  default_value: null,
  default_value_list: ['cn', 'us'],
  child_value: null,
  fixed_values: [],
  is_choose_all_row: 1,
  values: [
    { name: '中国', value: 'cn', decision_diagram_id: null, new_diagram_config: null, data_set_id: 12 },
    { name: 'United States', value: 'us' },
  ],
  is_multi: 1,
  is_default_select_all: 0,
  is_interlock: 0,
  is_default_sort: 1,
  is_show: 1,
  is_diy_datasource: 0,
  is_reset: 1,
  is_comparison: 0,
  is_fixed: 0,
  is_control_query: 1,
  sql_db_id: null,
  select_sql: null,
  get_field_value_type: 'dynamic',
  filter_key: 'country',
  filter_value: ['cn', 'us'],
  where_type: 'eq',
  where_condition: null,
  map_id: 3,
  name_way: 'dynamic',
  filter_tool: { copy: true },
};

const gmvRange: Filter = {
  type: 'between',
  name: 'GMV',
  class_en: 'gmv',
  filter_type: 'indicator',
  where_type: 'between',
  range: { start: 100, end: null },
};

const tableColumn: TableColumn = {
  column_key: 'gmv',
  column_name: 'GMV',
  filters: { radio: 'cn', tab: 'daily' },
  radio_type: 'cn',
  tab_name: 'daily',
  is_show_description: 1,
  description: 'Gross merchandise value',
  special_column_type: 'none',
  have_color: 1,
  is_chart_column: 1,
  is_sort: 1,
  sort_type: 2,
  is_default: 1,
  is_index: 1,
  props: {
    width: 140,
    span: 1,
    sortable: 'custom',
    formatter: 'thousands_point',
    add_color_class: 1,
    rules: { preset: 'rate', thresholds: [-0.05, 0, 0.05], colors: ['red', 'grey', 'green'] },
    fix_width: 0,
    header: 'GMV (¥)',
  },
};

const builderColumns: BuilderColumn[] = [
  { column_key: 'dt', column_name: '日期', column_type: 0, default_sort: 1, is_show: 1, selected: 1, is_new: 0 },
  {
    column_key: 'gmv',
    column_name: 'GMV',
    column_type: 1,
    formatter: 'thousands',
    aggregate: 'SUM',
    default_sort: 0,
    description: 'Gross merchandise value',
    rules: { preset: 'z_value', thresholds: [-2, -1, 1, 2] },
    is_new: 0,
    selected: 1,
    is_default: 1,
    is_index: 1,
    is_show: 1,
    indicator_id: 7,
    keep_in_or_online_status: 1,
  },
];

const series: Series = {
  name_way: 'manual',
  name: 'GMV',
  type: 'line',
  name_field: 'country',
  field: 'gmv',
  filters: { country: ['cn', 'us'] },
  fixed_values: ['cn'],
  x_axis_index: 0,
  y_axis_index: 1,
  symbol: 'circle',
  symbol_size: 6,
  line_style: { width: 2, type: 'dashed', shadow_blur: 3 },
  stack: 'total',
  item_style: { color: '#1677ff', border_radius: 2 },
  label: { show: true, position: 'top' },
  fe_tag_is_selected: 1,
};

const chart: ChartConfig = {
  config_type: 4,
  chart_compare_type: 1,
  have_chart: 1,
  reverse_axis: 0,
  series: [series, { type: 'bar', field: 'orders' }],
  x_axis: [{ type: 'category' }],
  y_axis: [
    { type: 'value', name: 'GMV', formatter: 'thousands' },
    { type: 'value', position: 'right', scale: true },
  ],
  grid: { left: '10%', right: '10%', top: 40, contain_label: true },
  data_zoom: [{ type: 'slider', start: 0, end: 100 }],
  legend: { show: true, type: 'scroll', selected_mode: 'multiple' },
  tooltip: { show: true, trigger: 'axis' },
  data_is_opposite_by_table: 0,
  free_use_two_yaxis: 1,
  free_reverse_data: 0,
  free_chart_type: 4,
  free_chart_options: { dimension_list: ['dt'], indicator_list: ['gmv', 'orders'], configs: { smooth: true } },
  category_axis: { field: 'dt', filters: {}, fixed_values: [], min: '2024-05-01', max: null },
  height: '360',
};

const section: Section = {
  id: 101,
  title: 'GMV by day',
  show_type: 'table',
  diagram_sql_model: { data_set_id: 12, note: 'kept' },
  filter_config_model_list: [dayFilter, countryFilter, gmvRange],
  column_config_model_list: builderColumns,
  table_config: {
    basic: {
      table_is_pagination: 1,
      table_is_export: 1,
      table_radio_show: 1,
      backend_handle_page: 1,
      have_table: 1,
      tips: 'Daily GMV',
      height: 'auto',
    },
    columns: [{ column_key: 'dt', column_name: '日期' }, tableColumn],
  },
  chart_config: chart,
  chart_is_comment: 1,
  props: { collapsed: false },
  card_info_models: [
    {
      title: 'Total GMV',
      column_key: 'gmv',
      aggregate: 'SUM',
      formatter: 'thousands',
      filters: { country: 'cn' },
      description: 'Sum',
      is_show: 1,
    },
  ],
  data_set_id: 12,
  catalog_or_page: 2,
  report_type: 2,
  requirement_url: 'https://tracker.example/REQ-1',
  requirement_type: 'new',
  belonging_to: 5,
  other_config: { realtime_mode: 1, refresh_seconds: 60 },
};

const page: Page = {
  $schema: '/schemas/page.json',
  version: DSL_VERSION,
  id: 5,
  name: 'Growth overview',
  url: '/growth/overview',
  catalog_or_page: 2,
  data_level: 'A',
  status: 1,
  is_show: 1,
  is_expand: 0,
  tips: null,
  remark: 'owned by growth',
  requirement_type: null,
  requirement_url: null,
  develop_charge_username: 'alice',
  work_charge_username: 'bob',
  expand_statement: 'Data refreshes at 08:00',
  router_config: { component: 'ReportPage', meta: { title: 'Growth overview', keep_alive: true } },
  display: 1,
  global_filters: [dayFilter],
  layout: { items: [{ section_id: 101, x: 0, y: 0, w: 12, h: 8 }] },
  sections: [section],
};

const looker: LookerConfig = {
  title: 'GMV by country',
  data_set_id: 12,
  description: 'Ad-hoc view',
  remark: '',
  filters: [{ key: 'country', value_type: 'string', operator: 'eq', values: ['cn'] }],
  selected_columns: builderColumns,
  has_aggregate: 1,
  visual_config: {
    charts_value: 2,
    dim_value: 'dt',
    second_dim_value: 'country',
    index_value: ['gmv'],
    second_y_value: [],
    is_dynamic_scale: 1,
  },
  looker_id: 9,
  is_free_looker: 0,
  save_reports: [{ url: '/growth/overview', name: 'Growth overview', id: 5 }],
  app_id: 1,
};

const comment: Comment = {
  id: 3,
  content: 'Campaign started',
  url: '/growth/overview',
  title: 'GMV by day',
  conditions: { country: ['cn'] },
  field_value: { dt: '2024-05-01' },
};

const dataset: DatasetDefinition = {
  key: 'sales_daily',
  name: 'Sales daily',
  connection: 'warehouse',
  sql: 'select dt, country, gmv from sales_daily',
  data_update_mode: 2,
  columns: [
    { column_key: 'dt', column_name: '日期', column_type: 0, data_type: 'date' },
    {
      column_key: 'gmv',
      column_name: 'GMV',
      column_type: 1,
      data_type: 'decimal',
      aggregate: 'SUM',
      formatter: 'thousands_point',
      description: 'GMV',
    },
  ],
};

const templateBundle: TemplateBundle = {
  $schema: '/schemas/template.json',
  version: DSL_VERSION,
  name: 'Growth starter',
  description: 'Daily GMV page',
  pages: [
    {
      ...page,
      id: 'growth',
      sections: [
        {
          ...section,
          id: 'gmv_daily',
          data_set_id: 'sales_daily',
          diagram_sql_model: { data_set_id: 'sales_daily' },
          belonging_to: 'growth',
        },
      ],
      layout: { items: [{ section_id: 'gmv_daily', x: 0, y: 0, w: 6, h: 4 }] },
    },
  ],
  datasets: [dataset],
};

const query: ReportQuery = {
  diagram_id: 101,
  filter_condition: [
    {
      key: 'dt',
      value_type: 'date',
      operator: 'date_range',
      range: { start: '2024-04-30 23:59:59', end: '2024-05-07 23:59:59' },
    },
    { key: 'country', value_type: 'string', operator: 'eq', values: ['cn', 'us'] },
    { key: 'gmv', value_type: 'indicator', operator: 'gt', value: 0 },
  ],
  sort_key_map: { gmv: 'desc' },
  page: { page: 1, page_size: 10 },
  data_set_id: 12,
  export_fields: { dt: '日期', gmv: 'GMV' },
};

const linkedSelect: LinkedSelectRequest = { diagram_id: 101, field: 'city', value: 'cn' };
const linkedOption: LinkedSelectOption = { level_name: '北京', level_value: 'bj' };
const pagination: Pagination = { page: 1, page_size: 10, total_size: 42 };
const pagingQuery: PagingQuery = { page: 2, page_size: 30, search_content: 'ali', role_id: 4 };
const globalOption: GlobalSelectOption = {
  id: 3,
  key: 'countries',
  name: 'Countries',
  values: [{ name: '中国', value: 'cn' }],
};
const shareQuery: ShareQuery = { permission_ids: [5, 6], add_user_set: ['alice', 'bob'] };

const FULL: Record<DslKind, unknown> = {
  page,
  section,
  filter: countryFilter,
  'table-column': tableColumn,
  column: builderColumns[1],
  chart,
  series,
  looker,
  comment,
  dataset,
  template: templateBundle,
  'report-query': query,
  'linked-select': linkedSelect,
  'linked-select-option': linkedOption,
  pagination,
  'paging-query': pagingQuery,
  'global-select-option': globalOption,
  'share-query': shareQuery,
};

const MINIMAL: Record<DslKind, unknown> = {
  page: { version: DSL_VERSION, name: 'Empty', sections: [] },
  section: { id: 'kpi', title: 'KPI' },
  filter: { name: '国家', class_en: 'country' },
  'table-column': { column_key: 'gmv', column_name: 'GMV' },
  column: { column_key: 'gmv', column_name: 'GMV', column_type: 1 },
  chart: { config_type: 1 },
  series: {},
  looker: { title: 'View', data_set_id: 1 },
  comment: { content: 'ok' },
  dataset: { key: 'd', name: 'D', connection: 'main', table: 't', columns: [] },
  template: { version: DSL_VERSION, name: 'T', pages: [{ version: DSL_VERSION, name: 'P', sections: [] }] },
  'report-query': { diagram_id: 1, filter_condition: [], sort_key_map: {} },
  'linked-select': { diagram_id: 1, field: 'city', value: null },
  'linked-select-option': { level_name: 'x', level_value: 1 },
  pagination: { page: 1, page_size: 10, total_size: 0 },
  'paging-query': {},
  'global-select-option': { key: 'k', name: 'K', values: [] },
  'share-query': { permission_ids: [], add_user_set: [] },
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** Page with one broken spot, built by a mutation of a clean copy. */
function brokenPage(edit: (doc: { sections: Record<string, unknown>[] } & Record<string, unknown>) => void): unknown {
  const doc = clone(page) as unknown as { sections: Record<string, unknown>[] } & Record<string, unknown>;
  edit(doc);
  return doc;
}

const filterAt = (doc: { sections: Record<string, unknown>[] }, i: number) =>
  (doc.sections[0].filter_config_model_list as Record<string, unknown>[])[i];
const chartOf = (doc: { sections: Record<string, unknown>[] }) =>
  doc.sections[0].chart_config as Record<string, unknown>;

// ---- tests -----------------------------------------------------------------------------------------------------

describe('validateStructure: valid documents', () => {
  it.each(DSL_KINDS)('%s: minimal document passes', (kind) => {
    expect(validateStructure(kind, MINIMAL[kind])).toEqual([]);
  });

  it.each(DSL_KINDS)('%s: realistic full document passes', (kind) => {
    expect(validateStructure(kind, FULL[kind])).toEqual([]);
    expect(conformsTo(kind, FULL[kind])).toBe(true);
  });
});

describe('validateStructure: typical mistakes', () => {
  it('a camelCase key names the snake_case one', () => {
    const issues = validateStructure(
      'page',
      brokenPage((d) => (filterAt(d, 1).isMulti = 1)),
    );
    expect(issues).toEqual([
      {
        pointer: '/sections/0/filter_config_model_list/1/isMulti',
        message: {
          en: 'unknown key "isMulti" (did you mean "is_multi"?)',
          zh: '未知字段 "isMulti"（是否应为 "is_multi"？）',
        },
      },
    ]);
  });

  it('a near miss is suggested, an unrelated key is only named', () => {
    const issues = validateStructure('filter', { name: 'x', class_en: 'x', is_multy: 1, colour: 'red' });
    expect(issues.map((i) => [i.pointer, i.message.en])).toEqual([
      ['/is_multy', 'unknown key "is_multy" (did you mean "is_multi"?)'],
      ['/colour', 'unknown key "colour": remove it or check its spelling'],
    ]);
    expect(validateStructure('looker', { ...looker, visual_config: { second_yvalue: [] } })[0].message.en).toContain(
      'did you mean "second_y_value"',
    );
  });

  it('an unknown filter type lists the nine types', () => {
    const [issue] = validateStructure(
      'page',
      brokenPage((d) => (filterAt(d, 2).type = 'dropdown')),
    );
    expect(issue.pointer).toBe('/sections/0/filter_config_model_list/2/type');
    expect(issue.message.en).toBe(
      '"type" must be one of "select", "datepicker", "text", "fuzzytext", "tab", "radio", "treeselect", "between", "input" (got "dropdown")',
    );
    expect(issue.message.zh).toContain('"dropdown"');
  });

  it('filter_type and where_type take their enumerations', () => {
    const issues = validateStructure(
      'page',
      brokenPage((d) => {
        filterAt(d, 2).filter_type = 'number';
        filterAt(d, 2).where_type = 'like';
      }),
    );
    expect(issues.map((i) => i.pointer)).toEqual([
      '/sections/0/filter_config_model_list/2/filter_type',
      '/sections/0/filter_config_model_list/2/where_type',
    ]);
  });

  it('chart type 8 and compare type 0 are rejected', () => {
    const issues = validateStructure(
      'page',
      brokenPage((d) => {
        chartOf(d).config_type = 8;
        chartOf(d).chart_compare_type = 0;
      }),
    );
    expect(issues).toEqual([
      {
        pointer: '/sections/0/chart_config/config_type',
        message: {
          en: '"config_type" must be one of 0, 1, 2, 3, 4, 5, 6, 7 (got 8)',
          zh: '"config_type" 必须是 0, 1, 2, 3, 4, 5, 6, 7 之一（实际为 8）',
        },
      },
      {
        pointer: '/sections/0/chart_config/chart_compare_type',
        message: {
          en: '"chart_compare_type" must be one of 1, 2, 3, 4 (got 0)',
          zh: '"chart_compare_type" 必须是 1, 2, 3, 4 之一（实际为 0）',
        },
      },
    ]);
  });

  it('a missing version points at the key it needs', () => {
    const { version: _omit, ...rest } = clone(page);
    expect(validateStructure('page', rest)).toEqual([
      { pointer: '/version', message: { en: 'missing required property "version"', zh: '缺少必填字段 "version"' } },
    ]);
  });

  it('version 1 (legacy) is not the current version', () => {
    const [issue] = validateStructure('page', { ...clone(page), version: 1 });
    expect(issue).toEqual({
      pointer: '/version',
      message: { en: '"version" must be 2 (got 1)', zh: '"version" 必须为 2（实际为 1）' },
    });
  });

  it('a missing nested property points at parent plus key', () => {
    const issues = validateStructure(
      'page',
      brokenPage((d) => delete filterAt(d, 0).class_en),
    );
    expect(issues).toEqual([
      {
        pointer: '/sections/0/filter_config_model_list/0/class_en',
        message: { en: 'missing required property "class_en"', zh: '缺少必填字段 "class_en"' },
      },
    ]);
  });

  it('height as an object is one wrong-type message; a bad string says what is allowed', () => {
    const [objectHeight] = validateStructure('chart', { config_type: 1, height: { px: 300 } });
    expect(objectHeight).toEqual({
      pointer: '/height',
      message: {
        en: 'wrong type: "height" must be a number or a numeric string or "auto", got an object',
        zh: '类型错误："height" 应为数字或数字字符串或 "auto"，实际为对象',
      },
    });
    const [textHeight] = validateStructure('chart', { config_type: 1, height: '300px' });
    expect(textHeight.message.en).toBe('"height" must be a numeric string or "auto" (got "300px")');
    expect(validateStructure('chart', { config_type: 1, height: 'auto' })).toEqual([]);
    expect(validateStructure('chart', { config_type: 1, height: 320 })).toEqual([]);
  });

  it('wrong types name expected and given type', () => {
    const [issue] = validateStructure(
      'page',
      brokenPage((d) => (d.name = 5)),
    );
    expect(issue).toEqual({
      pointer: '/name',
      message: {
        en: 'wrong type: "name" must be a string, got an integer',
        zh: '类型错误："name" 应为字符串，实际为整数',
      },
    });
    const [flag] = validateStructure('filter', { name: 'x', class_en: 'x', is_multi: true });
    expect(flag.message.en).toBe('"is_multi" must be one of 0, 1 (got true)');
  });

  it('section ids are integers or keys', () => {
    expect(validateStructure('section', { id: '1abc', title: 'x' })[0].message.en).toBe(
      '"id" must be a key that starts with a letter and has only letters, digits, _ and - (got "1abc")',
    );
    expect(validateStructure('section', { id: 0, title: 'x' })[0].message.en).toBe('"id" must be ≥ 1 (got 0)');
    expect(validateStructure('section', { id: 1.5, title: 'x' })[0].pointer).toBe('/id');
  });

  it('errors inside a nullable object are reported from inside it', () => {
    const issues = validateStructure(
      'page',
      brokenPage((d) => (d.router_config = { component: 'X', compnent: 'Y' })),
    );
    expect(issues.map((i) => [i.pointer, i.message.en])).toEqual([
      ['/router_config/compnent', 'unknown key "compnent" (did you mean "component"?)'],
    ]);
  });

  it('an array item of a union reports with its index', () => {
    const issues = validateStructure(
      'page',
      brokenPage((d) => {
        d.sections.push({ ...clone(section), id: 'b' }, { ...clone(section), id: 'c d' });
      }),
    );
    expect(issues.map((i) => i.pointer)).toEqual(['/sections/2/id']);
  });

  it('a template dataset carrying credentials is rejected', () => {
    const bundle = clone(templateBundle) as unknown as { datasets: Record<string, unknown>[] };
    bundle.datasets[0].password = 'secret';
    expect(validateStructure('template', bundle).map((i) => i.pointer)).toEqual(['/datasets/0/password']);
  });

  it('report query: page size, sort order and operator are checked', () => {
    const issues = validateStructure('report-query', {
      ...query,
      page: { page: 0, page_size: 1001 },
      sort_key_map: { gmv: 'up' },
      filter_condition: [{ key: 'gmv', value_type: 'indicator', operator: 'greater', value: { a: 1 } }],
    });
    expect(issues.map((i) => i.pointer)).toEqual([
      '/filter_condition/0/operator',
      '/filter_condition/0/value',
      '/sort_key_map/gmv',
      '/page/page',
      '/page/page_size',
    ]);
    expect(issues[4].message.en).toBe('"page_size" must be ≤ 1000 (got 1001)');
  });

  it('layout items stay inside the 12-column grid', () => {
    const issues = validateStructure(
      'page',
      brokenPage((d) => (d.layout = { items: [{ section_id: 101, x: 12, y: 0, w: 13, h: 0 }] })),
    );
    expect(issues.map((i) => i.pointer)).toEqual(['/layout/items/0/x', '/layout/items/0/w', '/layout/items/0/h']);
  });

  it('a document that is not an object is one root issue', () => {
    expect(validateStructure('page', null)).toEqual([
      {
        pointer: '',
        message: {
          en: 'wrong type: the document must be an object, got null',
          zh: '类型错误：文档 应为对象，实际为null',
        },
      },
    ]);
  });
});

describe('validateStructure does not mutate', () => {
  it('leaves a frozen document, defaults missing, as it was', () => {
    const doc = clone(MINIMAL.page) as Record<string, unknown>;
    (doc.sections as unknown[]).push({ id: 1, title: 't', filter_config_model_list: [{ name: 'n', class_en: 'k' }] });
    const before = JSON.stringify(doc);
    deepFreeze(doc);
    expect(validateStructure('page', doc)).toEqual([]);
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('applyDefaults', () => {
  const bare = {
    version: DSL_VERSION,
    name: 'P',
    sections: [
      {
        id: 1,
        title: 'S',
        filter_config_model_list: [{ name: 'n', class_en: 'k' }],
        column_config_model_list: [
          { column_key: 'gmv', column_name: 'GMV', column_type: 1 },
          { column_key: 'dt', column_name: 'Day', column_type: 0 },
          { column_key: 'rate', column_name: 'Rate', column_type: 1, formatter: 'percent', aggregate: 'AVG' },
        ],
        table_config: { columns: [{ column_key: 'gmv', column_name: 'GMV' }] },
        chart_config: { config_type: 1 },
      },
    ],
  };

  it('fills the spec defaults and leaves given values alone', () => {
    const input = deepFreeze(clone(bare));
    const out = applyDefaults('page', input);
    const s = out.sections[0];
    expect(out.data_level).toBe('C');
    expect(out.catalog_or_page).toBe(2);
    expect(s.show_type).toBe('table');
    expect(s.filter_config_model_list?.[0].type).toBe('select');
    expect(s.column_config_model_list?.map((c) => [c.aggregate, c.formatter])).toEqual([
      ['SUM', 'thousands_point'],
      ['SUM', undefined],
      ['AVG', 'percent'],
    ]);
    expect(s.table_config?.columns?.[0].props?.width).toBe(110);
    expect(s.chart_config?.chart_compare_type).toBe(4);
    expect(s.chart_config?.grid).toEqual({ left: '10%', right: '10%' });
    expect(s.chart_config?.category_axis?.field).toBe('dt');
    expect(validateStructure('page', out)).toEqual([]);
    expect(input).toEqual(bare);
  });

  it('fills indicator formatters wherever columns live', () => {
    expect(applyDefaults('column', { column_key: 'a', column_name: 'A', column_type: 1 }).formatter).toBe(
      'thousands_point',
    );
    expect(applyDefaults('dataset', MINIMAL.dataset).columns).toEqual([]);
    const bundle = applyDefaults('template', {
      ...clone(MINIMAL.template as object),
      datasets: [{ ...clone(dataset), columns: [{ column_key: 'x', column_name: 'X', column_type: 1 }] }],
    });
    expect(bundle.datasets?.[0].columns[0]).toMatchObject({ formatter: 'thousands_point', aggregate: 'SUM' });
    expect(
      applyDefaults('looker', {
        title: 't',
        data_set_id: 1,
        selected_columns: [{ column_key: 'x', column_name: 'X', column_type: 1 }],
      }).selected_columns?.[0].formatter,
    ).toBe('thousands_point');
  });

  it('leaves a realistic full document valid and its own values unchanged', () => {
    for (const kind of DSL_KINDS) {
      const out = applyDefaults(kind, FULL[kind]);
      expect(validateStructure(kind, out)).toEqual([]);
    }
    expect(applyDefaults('page', page).sections[0].chart_config?.chart_compare_type).toBe(1);
  });
});
