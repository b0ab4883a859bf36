import {
  DEFAULT_FILTER_TYPE,
  FILTER_VALUE_TYPES,
  operatorAllowed,
  type DatasetColumn,
  type Filter,
  type FilterCondition,
  type FilterValueType,
} from '@tessera/schema/dsl';
import { queryError } from './errors';
import type { Catalog } from './types';

/** A condition that passed every check, with what it refers to. */
export interface CheckedCondition {
  condition: FilterCondition;
  /** Absent when the key only feeds a `{{name}}` of the dataset SQL (then it adds no WHERE). */
  column: DatasetColumn | undefined;
  filter: Filter | undefined;
  field: string;
}

/** What a filter compares: its filter_type, else by widget (datepicker dates, between numbers, others text). */
export function filterValueType(filter: Filter): FilterValueType {
  if (filter.filter_type) return filter.filter_type;
  const widget = filter.type ?? DEFAULT_FILTER_TYPE;
  return widget === 'datepicker' ? 'date' : widget === 'between' ? 'indicator' : 'string';
}

function checkShape(condition: FilterCondition, field: string): void {
  if (
    typeof condition !== 'object' ||
    condition === null ||
    typeof condition.key !== 'string' ||
    condition.key === ''
  ) {
    throw queryError('query.bad_value', { key: '' }, field);
  }
  if (!(FILTER_VALUE_TYPES as readonly string[]).includes(condition.value_type)) {
    throw queryError(
      'query.value_type_mismatch',
      { key: condition.key, value_type: String(condition.value_type), filter_type: FILTER_VALUE_TYPES.join('/') },
      `${field}.value_type`,
    );
  }
  if (typeof condition.operator !== 'string' || !operatorAllowed(condition.value_type, condition.operator)) {
    throw queryError(
      'query.operator_not_allowed',
      { key: condition.key, operator: String(condition.operator), value_type: condition.value_type },
      `${field}.operator`,
    );
  }
}

/**
 * The payload's conditions. Each key must be a filter of the section or a global filter of the page (by
 * class_en) and a dataset column, or else a `{{name}}` the dataset SQL binds; its value_type must be that
 * filter's, and its operator allowed for the value type. A key configured twice (section and page) passes when
 * either filter matches the value type.
 */
export function checkConditions(
  conditions: readonly FilterCondition[],
  filters: readonly Filter[],
  catalog: Catalog,
  placeholderNames: ReadonlySet<string>,
): CheckedCondition[] {
  // Checked at runtime: a body may send something else where the array belongs.
  const list: unknown = conditions;
  if (!Array.isArray(list)) throw queryError('query.bad_value', { key: 'filter_condition' }, 'filter_condition');
  return conditions.map((condition, i) => {
    const field = `filter_condition.${i}`;
    const key = typeof condition?.key === 'string' ? condition.key : '';
    const configured = filters.filter((f) => f.class_en === key);
    const column = catalog.get(key);
    if (configured.length === 0 || (!column && !placeholderNames.has(key)))
      throw queryError('query.unknown_filter', { key }, `${field}.key`);
    checkShape(condition, field);
    const filter = configured.find((f) => filterValueType(f) === condition.value_type);
    if (!filter) {
      const expected = [...new Set(configured.map(filterValueType))].join('/');
      throw queryError(
        'query.value_type_mismatch',
        { key, value_type: condition.value_type, filter_type: expected },
        `${field}.value_type`,
      );
    }
    return { condition, column, filter, field };
  });
}

/** Row permissions: same shape, ANDed; they need a dataset column but no configured filter. */
export function checkRowFilters(conditions: readonly FilterCondition[], catalog: Catalog): CheckedCondition[] {
  return conditions.map((condition, i) => {
    const field = `row_filters.${i}`;
    checkShape(condition, field);
    const column = catalog.get(condition.key);
    if (!column) throw queryError('query.unknown_column', { key: condition.key }, `${field}.key`);
    return { condition, column, filter: undefined, field };
  });
}
