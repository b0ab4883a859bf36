import { PAGING } from '../constants';
import {
  DEFAULT_FILTER_TYPE,
  FILTER_TYPES,
  FILTER_VALUE_TYPES,
  SORT_ORDERS,
  type FilterType,
  type FilterValueType,
  type SortOrder,
} from '../dsl/codes';
import { DEFAULT_OPERATORS, VALUELESS_OPERATORS, operatorAllowed, type FilterOperator } from '../dsl/operators';
import { datepickerCondition, type DatepickerFilterInput } from './date-filter';
import type { Now } from './day';
import {
  currentFilterValue,
  isAllOption,
  isEmptyValue,
  isFlagOn,
  type FilterValuesInput,
  type FlagInput,
} from './filter-values';
import type { SortState } from './text';
import { KEY_PATTERN } from '../dsl/patterns';
import type { FilterCondition, FilterRange, PageRequest, ReportQuery } from '../dsl';

/** The fields of a filter that decide its report query condition (spec section 3 names, snake_case). */
export interface FilterInput extends DatepickerFilterInput {
  /** The widget (FILTER_TYPES); select when absent. */
  type?: string | null;
  /** What it compares (FILTER_VALUE_TYPES). */
  filter_type?: string | null;
  where_type?: string | null;
  is_control_query?: FlagInput;
}

/** A value a condition can carry (the report query schema's scalar). */
export type FilterScalar = string | number;

const RANGE_OPERATORS: readonly FilterOperator[] = ['between', 'not_between'];

function widgetOf(filter: FilterInput): FilterType {
  const type = filter.type ?? DEFAULT_FILTER_TYPE;
  if (!(FILTER_TYPES as readonly string[]).includes(type))
    throw new TypeError(`filter '${filter.class_en}': unknown type '${type}'`);
  return type as FilterType;
}

/** The value type; when unset, a datepicker compares dates, a between box numbers, anything else text. */
function valueTypeOf(filter: FilterInput, widget: FilterType): FilterValueType {
  const fallback: FilterValueType = widget === 'datepicker' ? 'date' : widget === 'between' ? 'indicator' : 'string';
  const type = filter.filter_type ?? fallback;
  if (!(FILTER_VALUE_TYPES as readonly string[]).includes(type))
    throw new TypeError(`filter '${filter.class_en}': unknown filter_type '${type}'`);
  return type as FilterValueType;
}

/**
 * The where_type, else the value type's default. A between box defaults to 'between', a datepicker to 'date_range'
 * and a fuzzy text box to 'contains' where the value type allows it: what the widget promises, which 'eq' is not.
 * An operator the value type does not allow throws: silently replacing it would return different rows than the page
 * promises.
 */
function operatorOf(filter: FilterInput, widget: FilterType, valueType: FilterValueType): FilterOperator {
  const configured = filter.where_type;
  if (configured !== undefined && configured !== null && configured !== '') {
    if (!operatorAllowed(valueType, configured))
      throw new TypeError(`filter '${filter.class_en}': operator '${configured}' is not allowed for ${valueType}`);
    return configured;
  }
  const preferred =
    widget === 'between'
      ? 'between'
      : widget === 'datepicker'
        ? 'date_range'
        : widget === 'fuzzytext'
          ? 'contains'
          : undefined;
  return preferred && operatorAllowed(valueType, preferred) ? preferred : DEFAULT_OPERATORS[valueType];
}

function toScalar(key: string, value: unknown): FilterScalar {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw new TypeError(`filter '${key}': ${JSON.stringify(value)} is not a filter value`);
}

const boundOf = (key: string, bound: unknown): FilterScalar | null =>
  isEmptyValue(bound) ? null : toScalar(key, bound);

/** A between value ([min, max] or {start, end}) as a range; null when both bounds are empty. */
function rangeOf(key: string, value: unknown): FilterRange | null {
  let bounds: [unknown, unknown];
  if (Array.isArray(value)) bounds = [value[0], value[1]];
  else if (typeof value === 'object' && value !== null) {
    const { start, end } = value as { start?: unknown; end?: unknown };
    bounds = [start, end];
  } else throw new TypeError(`filter '${key}': a between filter needs a range, got ${JSON.stringify(value)}`);
  const range: FilterRange = { start: boundOf(key, bounds[0]), end: boundOf(key, bounds[1]) };
  return range.start === null && range.end === null ? null : range;
}

/**
 * The condition a filter adds to a report query, or null when it adds none (spec section 5):
 * - only control-query filters count (is_control_query absent counts as on);
 * - a datepicker is always sent, with its default when nothing is picked (see datepickerCondition);
 * - an operator that takes no value (is_null, today …) is sent without one;
 * - otherwise it needs a non-empty value (0 and false are values); the 'all' option means no condition;
 * - between sends a range with a null for a missing bound, and needs at least one bound;
 * - arrays and multi filters send `values`, single filters `value`.
 * Throws a TypeError naming the filter on an unknown type, a disallowed operator or a malformed value.
 */
export function filterCondition(filter: FilterInput, values: FilterValuesInput, now: Now): FilterCondition | null {
  const control = filter.is_control_query;
  if (control !== undefined && control !== null && !isFlagOn(control)) return null;
  const key = filter.class_en;
  const widget = widgetOf(filter);
  const value_type = valueTypeOf(filter, widget);
  const operator = operatorOf(filter, widget, value_type);
  const base = { key, value_type, operator };
  if (widget === 'datepicker') return { ...base, ...datepickerCondition(filter, values, now) };
  if (VALUELESS_OPERATORS.includes(operator)) return base;

  const value = currentFilterValue(filter, values);
  if (isEmptyValue(value) || isAllOption(value)) return null;
  if (widget === 'between' || RANGE_OPERATORS.includes(operator)) {
    const range = rangeOf(key, value);
    return range && { ...base, range };
  }
  if (Array.isArray(value))
    return { ...base, values: value.filter((item) => !isEmptyValue(item)).map((item) => toScalar(key, item)) };
  const scalar = toScalar(key, value);
  return isFlagOn(filter.is_multi) ? { ...base, values: [scalar] } : { ...base, value: scalar };
}

/** The filter_condition of a report query: the conditions of the filters that send one, in filter order. */
export function buildFilterConditions(
  filters: readonly FilterInput[],
  values: FilterValuesInput,
  now: Now,
): FilterCondition[] {
  return filters
    .map((filter) => filterCondition(filter, values, now))
    .filter((condition): condition is FilterCondition => condition !== null);
}

export interface ReportQueryInput {
  /** The section's id, or its key in a document not yet imported (previews). */
  diagram_id: ReportQuery['diagram_id'];
  filters: readonly FilterInput[];
  values: FilterValuesInput;
  /** column_key → sort state; unsorted columns (null, undefined) are left out of sort_key_map. */
  sort?: Readonly<Record<string, SortState | undefined>> | null;
  page?: PageRequest | null;
  data_set_id?: ReportQuery['data_set_id'] | null;
  /** column_key → column name, for CSV exports. */
  export_fields?: Readonly<Record<string, string>> | null;
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;
const isReference = (value: unknown): boolean =>
  isPositiveInteger(value) || (typeof value === 'string' && new RegExp(KEY_PATTERN).test(value));

/** Builds a report query. Throws 'id must be passed' (spec section 5) without a valid diagram_id, and on a page out of range. */
export function buildReportQuery(input: ReportQueryInput, now: Now): ReportQuery {
  if (!isReference(input.diagram_id)) throw new TypeError('id must be passed');
  const sort_key_map: Record<string, SortOrder> = {};
  for (const [column, order] of Object.entries(input.sort ?? {})) {
    if (order && (SORT_ORDERS as readonly string[]).includes(order)) sort_key_map[column] = order;
  }
  const query: ReportQuery = {
    diagram_id: input.diagram_id,
    filter_condition: buildFilterConditions(input.filters, input.values, now),
    sort_key_map,
  };
  if (input.page) {
    const { page, page_size } = input.page;
    if (!isPositiveInteger(page) || !isPositiveInteger(page_size) || page_size > PAGING.MAX_PAGE_SIZE) {
      throw new RangeError(`page must be a positive integer and page_size 1…${PAGING.MAX_PAGE_SIZE}`);
    }
    query.page = { page, page_size };
  }
  if (input.data_set_id !== undefined && input.data_set_id !== null) query.data_set_id = input.data_set_id;
  if (input.export_fields) query.export_fields = { ...input.export_fields };
  return query;
}
