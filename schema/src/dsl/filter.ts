import { Type, type Static } from '@sinclair/typebox';
import {
  BELONGING_TO,
  DEFAULT_FILTER_TYPE,
  FIELD_VALUE_SOURCES,
  FILTER_TYPES,
  FILTER_VALUE_TYPES,
  NAME_WAYS,
} from './codes';
import {
  FilterValue,
  Flag,
  Nullable,
  OpenObject,
  Scalar,
  StrictObject,
  StringEnum,
  Text,
  ValueList,
  describe,
} from './common';
import { DatepickerOptionsSchema } from './datepicker-options';
import { FilterOptionSchema } from './filter-option';
import { FilterRangeSchema } from './filter-range';
import { ALL_OPERATORS } from './operator-list';
import { Translations } from './i18n';

/**
 * A filter of a section or of the page (spec section 3 "Filter", every field in its groups). Unknown keys are
 * rejected: filters are where camelCase leftovers (isMulti, classEn) hide. Which operator suits which filter_type is
 * a semantic rule; here where_type only has to be some operator.
 */
export const FilterSchema = StrictObject(
  {
    // Type and placement
    type: Type.Optional(
      StringEnum(FILTER_TYPES, { default: DEFAULT_FILTER_TYPE, description: 'Filter widget (default select)' }),
    ),
    belonging_to: Type.Optional(
      StringEnum(BELONGING_TO, { description: 'Where the filter is placed: search bar, table or chart' }),
    ),
    name: Text('Label shown to the user'),
    i18n: Translations(['name'], 'filter'),
    class_en: Text('Filter key: the dataset column key the filter applies to', { minLength: 1 }),
    trigger: Type.Optional(Text('What makes the filter query, e.g. change; kept as given')),
    filter_type: Type.Optional(
      StringEnum(FILTER_VALUE_TYPES, {
        description: 'Value type compared: date, string or indicator; decides the operators',
      }),
    ),
    filter_origin: Type.Optional(
      Text('Where the filter was defined (e.g. dataset, global option, manual); kept as given'),
    ),

    // Values and defaults
    default_value: Type.Optional(Scalar('Default value of a single-value filter')),
    default_value_list: Type.Optional(ValueList('Default values of a multi-value filter')),
    default_config_value: Type.Optional(
      Scalar('Default given as configuration, e.g. a quick date key, resolved when the page opens'),
    ),
    child_value: Type.Optional(FilterValue('Value passed to the linked child filter')),
    fixed_values: Type.Optional(ValueList('Values always applied, not shown to the user')),
    is_choose_all_row: Type.Optional(Flag('1: offer an "all" option (label 全部, value all)')),
    values: Type.Optional(Type.Array(FilterOptionSchema, { description: 'Options of a select, tab or radio filter' })),
    range: Type.Optional(describe(FilterRangeSchema, 'Bounds of a between filter')),

    // Behaviour flags
    is_multi: Type.Optional(Flag('1: several values may be chosen')),
    is_default_select_all: Type.Optional(Flag('1: all options are chosen when the page opens')),
    is_interlock: Type.Optional(Flag('1: linked select: options depend on the parent filter value')),
    is_default_sort: Type.Optional(Flag('1: options keep the data service order')),
    is_show: Type.Optional(Flag('1: visible; 0: applied but hidden')),
    is_diy_datasource: Type.Optional(Flag('1: options come from select_sql on sql_db_id instead of the dataset')),
    is_reset: Type.Optional(Flag('1: the reset button clears this filter')),
    is_comparison: Type.Optional(Flag('1: the filter drives a comparison (e.g. compare periods)')),
    can_delete_time: Type.Optional(Flag('1: the date may be cleared')),
    is_fixed: Type.Optional(Flag('1: the value is fixed and cannot be changed by the user')),
    is_control_query: Type.Optional(Flag('1: the value is sent with the report query (spec section 5)')),

    // Data source
    sql_db_id: Type.Optional(
      Nullable(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1 })]), {
        description: 'Connection that runs select_sql: its id, or its name in a template (never credentials)',
      }),
    ),
    select_sql: Type.Optional(
      Nullable(Type.String(), { description: 'Admin-written SQL that lists the options (run by the data service)' }),
    ),
    get_field_value_type: Type.Optional(
      StringEnum(FIELD_VALUE_SOURCES, { description: 'Options come from the data (dynamic) or are typed in (manual)' }),
    ),

    // Condition
    filter_key: Type.Optional(Text('Key of the fixed condition this filter adds')),
    filter_value: Type.Optional(FilterValue('Value of the fixed condition (or N of past_n_days)')),
    where_type: Type.Optional(
      StringEnum(ALL_OPERATORS, { description: 'Operator applied to the value; must suit filter_type' }),
    ),
    where_condition: Type.Optional(
      Nullable(Type.String(), { description: 'Extra condition the admin wrote, applied by the data service' }),
    ),
    map_id: Type.Optional(
      Nullable(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1 })]), {
        description: 'Global select option whose values this filter uses',
      }),
    ),
    name_way: Type.Optional(
      StringEnum(NAME_WAYS, { description: 'Option names come from the data (dynamic) or are typed in (manual)' }),
    ),

    // Tools
    filter_tool: Type.Optional(
      OpenObject({}, { description: 'Tool buttons shown beside the filter; shape left open by the spec' }),
    ),

    datepicker_options: Type.Optional(describe(DatepickerOptionsSchema, 'Date picker settings (datepicker filters)')),
  },
  { description: 'A filter of a section or of the page' },
);
export type Filter = Static<typeof FilterSchema>;
