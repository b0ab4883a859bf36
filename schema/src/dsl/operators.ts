import type { FilterValueType } from './codes';

/**
 * Filter operators (the filter's where_type) by value type, spec section 5. The server checks every operator
 * of a report query against its filter's value type before any SQL exists.
 */
export const DATE_OPERATORS = [
  'past_n_days', // in the past N days (default 7)
  'today',
  'yesterday',
  'this_week',
  'this_month',
  'this_quarter',
  'this_year',
  'one_day',
  'date_range',
  'before_day',
  'after_day',
] as const;

export const STRING_OPERATORS = [
  'eq',
  'ne',
  'contains',
  'not_contains',
  'starts_with',
  'not_starts_with',
  'ends_with',
  'not_ends_with',
  'is_null',
  'not_null',
  'is_blank',
  'not_blank',
  'manual_eq', // equals a value the user types
  'manual_ne',
] as const;

export const INDICATOR_OPERATORS = [
  'gt',
  'gte',
  'lt',
  'lte',
  'eq',
  'ne',
  'between',
  'not_between',
  'is_null',
  'not_null',
] as const;

export type DateOperator = (typeof DATE_OPERATORS)[number];
export type StringOperator = (typeof STRING_OPERATORS)[number];
export type IndicatorOperator = (typeof INDICATOR_OPERATORS)[number];
export type FilterOperator = DateOperator | StringOperator | IndicatorOperator;

export const OPERATORS_BY_VALUE_TYPE: Record<FilterValueType, readonly FilterOperator[]> = {
  date: DATE_OPERATORS,
  string: STRING_OPERATORS,
  indicator: INDICATOR_OPERATORS,
};

/** The default operator of each value type. */
export const DEFAULT_OPERATORS: Record<FilterValueType, FilterOperator> = {
  date: 'date_range',
  string: 'eq',
  indicator: 'eq',
};

/** Default N of past_n_days. */
export const DEFAULT_PAST_DAYS = 7;

/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly FilterOperator[] = [
  'today',
  'yesterday',
  'this_week',
  'this_month',
  'this_quarter',
  'this_year',
  'is_null',
  'not_null',
  'is_blank',
  'not_blank',
];

export function operatorAllowed(valueType: FilterValueType, operator: string): operator is FilterOperator {
  return (OPERATORS_BY_VALUE_TYPE[valueType] as readonly string[]).includes(operator);
}
