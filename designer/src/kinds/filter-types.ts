import {
  FILTER_TYPES,
  OPERATORS_BY_VALUE_TYPE,
  type Filter,
  type FilterOperator,
  type FilterType,
  type FilterValueType,
} from '@tessera/schema/dsl';

/** What each of the nine filter types can be set to: the editors a type shows follow from this table, not from ifs. */
export interface FilterTypeTraits {
  /** Value types it may compare (the first is a new filter's). */
  valueTypes: readonly FilterValueType[];
  /** A new filter's operator. */
  operator: FilterOperator;
  /** Lists options (from a source): select, tab, radio, tree select. */
  options: boolean;
  /** Can be linked to a parent filter (linked select). */
  linkable: boolean;
  datepicker: boolean;
  /** Bounds of a between filter. */
  range: boolean;
}

const text = (operator: FilterOperator): FilterTypeTraits => ({
  valueTypes: ['string', 'indicator'],
  operator,
  options: false,
  linkable: false,
  datepicker: false,
  range: false,
});
const choice = (linkable: boolean): FilterTypeTraits => ({
  valueTypes: ['string', 'indicator', 'date'],
  operator: 'eq',
  options: true,
  linkable,
  datepicker: false,
  range: false,
});

export const FILTER_TYPE_TRAITS: Record<FilterType, FilterTypeTraits> = {
  select: choice(true),
  datepicker: {
    valueTypes: ['date'],
    operator: 'date_range',
    options: false,
    linkable: false,
    datepicker: true,
    range: false,
  },
  text: text('eq'),
  fuzzytext: text('contains'),
  tab: choice(false),
  radio: choice(false),
  treeselect: choice(true),
  between: {
    valueTypes: ['indicator'],
    operator: 'between',
    options: false,
    linkable: false,
    datepicker: false,
    range: true,
  },
  input: text('eq'),
};

export { FILTER_TYPES };

/** The operators a filter of that value type may use (spec section 5), from the schema's table. */
export const operatorsFor = (valueType: FilterValueType): readonly FilterOperator[] =>
  OPERATORS_BY_VALUE_TYPE[valueType];

/** The value type a filter compares: its own, else its type's first. */
export function valueTypeOf(filter: Filter): FilterValueType {
  const traits = FILTER_TYPE_TRAITS[filter.type ?? 'select'];
  return filter.filter_type && traits.valueTypes.includes(filter.filter_type)
    ? filter.filter_type
    : traits.valueTypes[0];
}

/** A new filter of a type, on a column of the section's dataset (or a placeholder key the admin then picks). */
export function filterScaffold(type: FilterType, name: string, classEn: string): Filter {
  const traits = FILTER_TYPE_TRAITS[type];
  const filter: Filter = {
    type,
    belonging_to: 'search',
    name,
    class_en: classEn,
    filter_type: traits.valueTypes[0],
    where_type: traits.operator,
    trigger: 'change',
    is_control_query: 1,
    is_show: 1,
  };
  if (traits.datepicker) filter.datepicker_options = { date_type: 'daterange', default_config_value: 'past_7_days' };
  if (traits.options) filter.get_field_value_type = 'dynamic';
  if (traits.range) filter.range = { start: null, end: null };
  return filter;
}

/**
 * The filter as another type: what the new type cannot use goes (options, date picker, range, a link), what it
 * needs comes from its scaffold, and an operator or value type it does not allow is replaced by its default.
 */
export function retyped(filter: Filter, type: FilterType): Filter {
  const traits = FILTER_TYPE_TRAITS[type];
  const base = filterScaffold(type, filter.name, filter.class_en);
  const next: Filter = { ...filter, type };
  if (!traits.valueTypes.includes(next.filter_type ?? traits.valueTypes[0])) next.filter_type = base.filter_type;
  if (!next.where_type || !operatorsFor(valueTypeOf(next)).includes(next.where_type)) next.where_type = base.where_type;
  if (!traits.datepicker) delete next.datepicker_options;
  else next.datepicker_options ??= base.datepicker_options;
  if (!traits.range) delete next.range;
  else next.range ??= base.range;
  if (!traits.options) {
    for (const key of [
      'values',
      'get_field_value_type',
      'map_id',
      'sql_db_id',
      'select_sql',
      'is_diy_datasource',
      'fixed_values',
      'child_value',
      'name_way',
    ] as const)
      delete next[key];
  } else next.get_field_value_type ??= 'dynamic';
  // filter_key is also a fixed condition's key: it goes only when it named the parent of a link.
  if (!traits.linkable && next.is_interlock) {
    delete next.is_interlock;
    delete next.filter_key;
  }
  return next;
}
