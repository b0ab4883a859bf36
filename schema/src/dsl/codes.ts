/**
 * Every enumeration of the page DSL, with the spec's codes. Schemas, rules, charts, the server's compiler and
 * the renderer all read these; no other file spells a code.
 */

/** Spec section 3, chart type codes. */
export const CHART_TYPES = { TABLE: 0, LINE: 1, BAR: 2, PIE: 3, LINE_BAR: 4, CARD: 5, FUNNEL: 6, SANKEY: 7 } as const;
export type ChartType = (typeof CHART_TYPES)[keyof typeof CHART_TYPES];

/** Spec section 4, chart compare types; free drag is the default. */
export const COMPARE_TYPES = { INDICATOR: 1, DIMENSION: 2, CUSTOM: 3, FREE_DRAG: 4 } as const;
export type CompareType = (typeof COMPARE_TYPES)[keyof typeof COMPARE_TYPES];
export const DEFAULT_COMPARE_TYPE: CompareType = COMPARE_TYPES.FREE_DRAG;

/** Spec section 4, real-time modes. */
export const REALTIME_MODES = { NONE: 0, FILL_ZERO: 1, FILL_PREVIOUS: 2, NO_FILL: 3 } as const;
export type RealtimeMode = (typeof REALTIME_MODES)[keyof typeof REALTIME_MODES];

/** Spec section 4, data update modes (they also set the result cache lifetime). */
export const DATA_UPDATE_MODES = { INCREMENTAL: 1, FULL: 2, MANUAL: 3, CUSTOM_SOURCE: 4 } as const;
export type DataUpdateMode = (typeof DATA_UPDATE_MODES)[keyof typeof DATA_UPDATE_MODES];

/** How a dataset SQL `{{param}}` is bound. */
export const DATASET_PARAM_TYPES = ['string', 'number', 'date'] as const;
export type DatasetParamType = (typeof DATASET_PARAM_TYPES)[number];

/** Column builder default sort: 0 none, 1 asc, 2 desc. */
export const DEFAULT_SORTS = { NONE: 0, ASC: 1, DESC: 2 } as const;
export type DefaultSort = (typeof DEFAULT_SORTS)[keyof typeof DEFAULT_SORTS];

/** Sort direction as the report query sends it (sort_key_map values); the table cycles none → asc → desc. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Column builder type: 0 dimension, 1 indicator. */
export const COLUMN_TYPES = { DIMENSION: 0, INDICATOR: 1 } as const;
export type ColumnType = (typeof COLUMN_TYPES)[keyof typeof COLUMN_TYPES];

/** Report kinds: 1 report, 2 chart. */
export const REPORT_TYPES = { REPORT: 1, CHART: 2 } as const;
export type ReportType = (typeof REPORT_TYPES)[keyof typeof REPORT_TYPES];

/** How a page shows its sections: 0 collapse report, 1 kanban board. */
export const PAGE_DISPLAYS = { COLLAPSE: 0, KANBAN: 1 } as const;
export type PageDisplay = (typeof PAGE_DISPLAYS)[keyof typeof PAGE_DISPLAYS];

/** Section show_type; table is the default. */
export const SHOW_TYPES = ['table', 'card'] as const;
export type ShowType = (typeof SHOW_TYPES)[number];

/** Filter widgets (spec section 3 "Filter types"); select is the default. */
export const FILTER_TYPES = [
  'select',
  'datepicker',
  'text',
  'fuzzytext',
  'tab',
  'radio',
  'treeselect',
  'between',
  'input',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const DEFAULT_FILTER_TYPE: FilterType = 'select';

/** What a filter compares (the spec's filterType): it decides which operators are allowed. */
export const FILTER_VALUE_TYPES = ['date', 'string', 'indicator'] as const;
export type FilterValueType = (typeof FILTER_VALUE_TYPES)[number];

/** Where a filter is placed. */
export const BELONGING_TO = ['search', 'table', 'chart'] as const;
export type BelongingTo = (typeof BELONGING_TO)[number];

/** Where a select filter's options come from. */
export const FIELD_VALUE_SOURCES = ['dynamic', 'manual'] as const;
export type FieldValueSource = (typeof FIELD_VALUE_SOURCES)[number];

/** How a series or filter value gets its name. */
export const NAME_WAYS = ['dynamic', 'manual'] as const;
export type NameWay = (typeof NAME_WAYS)[number];

/**
 * Date picker kinds: single, multiple, range, month, month range, and single/range with time
 * (spec section 9 "Date types").
 */
export const DATE_TYPES = ['date', 'dates', 'daterange', 'month', 'monthrange', 'datetime', 'datetimerange'] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** Quick selections of the date picker (spec section 9). */
export const QUICK_DATES = [
  'today',
  'yesterday',
  'past_7_days',
  'past_30_days',
  'past_90_days',
  'this_week',
  'this_month',
  'this_quarter',
  'this_year',
  'custom',
] as const;
export type QuickDate = (typeof QUICK_DATES)[number];

/** How a date value is written into a query (spec section 9 "date format options"). */
export const DATE_VALUE_FORMATS = ['Ymd', 'Y-m-d', 'Ym01', 'Ym'] as const;
export type DateValueFormat = (typeof DATE_VALUE_FORMATS)[number];

/** Display formatters (spec section 9); thousands_point (thousands with 2 decimals) is the indicators' default. */
export const FORMATTERS = [
  'none',
  'percent',
  'add_percent_sign',
  'thousands',
  'thousands_point',
  'round',
  'ym',
  'ymd',
  'replace',
] as const;
export type Formatter = (typeof FORMATTERS)[number];
export const DEFAULT_INDICATOR_FORMATTER: Formatter = 'thousands_point';

/** Aggregates (spec section 9); SUM is the default. */
export const AGGREGATES = ['SUM', 'AVG', 'COUNT', 'MAX', 'MIN', 'STD', 'COUNT_DISTINCT', 'GROUP_CONCAT'] as const;
export type Aggregate = (typeof AGGREGATES)[number];
export const DEFAULT_AGGREGATE: Aggregate = 'SUM';

/** Column processing (table column special_column_type). */
export const SPECIAL_COLUMN_TYPES = ['none', 'z_value', 'image', 'markdown', 't_value', 'linked_indicator'] as const;
export type SpecialColumnType = (typeof SPECIAL_COLUMN_TYPES)[number];

export const NOTICE_TYPES = ['info', 'success', 'warning', 'error', 'danger'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const SERIES_TYPES = ['line', 'bar', 'pie'] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];
export const SYMBOLS = ['circle', 'rect', 'triangle'] as const;
export const LABEL_POSITIONS = ['top', 'inside', 'bottom'] as const;
export const LEGEND_TYPES = ['plain', 'scroll'] as const;
export const LEGEND_SELECTED_MODES = ['single', 'multiple'] as const;
export const TOOLTIP_TRIGGERS = ['axis', 'item', 'none'] as const;

/** Data levels of pages (A is flagged); C is the default. Same as the entry's. */
export { DATA_LEVELS, DEFAULT_DATA_LEVEL } from '../api/entities';

/** Default category axis field (spec section 9 "Axis defaults"). */
export const DEFAULT_CATEGORY_FIELD = 'dt';
/** The 'all' option a select can prepend (spec section 9). */
export const ALL_OPTION = { name: '全部', value: 'all' } as const;
