import { MULTI_VALUE_SEPARATOR } from '../constants';
import { ALL_OPTION } from '../dsl/codes';

/**
 * The current value of a filter and what counts as empty. Structural input types use the DSL's snake_case
 * field names and wide field types, so the DSL's Filter type is assignable to them as it is.
 */

/** A 0/1 or boolean flag as documents store it. */
export type FlagInput = boolean | number | null;

/** The fields a filter's current value depends on. */
export interface FilterValueSourceInput {
  class_en: string;
  is_multi?: FlagInput;
  is_default_select_all?: FlagInput;
  default_value?: unknown;
  default_value_list?: unknown;
}

/** Current filter values keyed by class_en; undefined (or absent) means the user has not touched the filter. */
export type FilterValuesInput = Readonly<Record<string, unknown>>;

export function isFlagOn(flag: FlagInput | undefined): boolean {
  return flag === true || (typeof flag === 'number' && flag !== 0);
}

/** Empty: undefined, null, '', NaN, or an array with no non-empty member. 0 and false are values. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return false;
}

/** Splits a stored multi-value text ('a###b'); empty parts are dropped. */
export function splitMultiValue(text: string): string[] {
  return text.split(MULTI_VALUE_SEPARATOR).filter((part) => part !== '');
}

/** A multi-value text becomes its parts; other values are returned as they are. */
function expandStored(value: unknown): unknown {
  return typeof value === 'string' && value.includes(MULTI_VALUE_SEPARATOR) ? splitMultiValue(value) : value;
}

/**
 * The configured default: a multi filter prefers default_value_list, a single one default_value; each falls
 * back to the other. A default_value text holding several '###'-joined values is split.
 */
export function filterDefaultValue(filter: FilterValueSourceInput): unknown {
  const list = isEmptyValue(filter.default_value_list) ? undefined : filter.default_value_list;
  const single = isEmptyValue(filter.default_value) ? undefined : expandStored(filter.default_value);
  return isFlagOn(filter.is_multi) ? (list ?? single) : (single ?? list);
}

/**
 * The value a filter has now: the user's (even an emptied one: a cleared filter stays cleared), else the
 * default. An untouched filter that selects all by default holds the 'all' option. A multi filter's text
 * value (e.g. from a url) is split on '###' too.
 */
export function currentFilterValue(filter: FilterValueSourceInput, values: FilterValuesInput): unknown {
  const own = Object.prototype.hasOwnProperty.call(values, filter.class_en) ? values[filter.class_en] : undefined;
  if (own !== undefined) return isFlagOn(filter.is_multi) ? expandStored(own) : own;
  if (isFlagOn(filter.is_default_select_all)) return ALL_OPTION.value;
  return filterDefaultValue(filter);
}

/** The 'all' option, alone or among the selected values, means no restriction. */
export function isAllOption(value: unknown): boolean {
  return value === ALL_OPTION.value || (Array.isArray(value) && value.includes(ALL_OPTION.value));
}
