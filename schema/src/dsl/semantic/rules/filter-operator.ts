import { FILTER_VALUE_TYPES, type FilterValueType } from '../../codes';
import type { Filter } from '../../filter';
import type { FilterCondition } from '../../filter-condition';
import type { LocalizedMessage } from '../../messages';
import { OPERATORS_BY_VALUE_TYPE, operatorAllowed } from '../../operators';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

const VALUE_TYPE_NAMES: Record<FilterValueType, LocalizedMessage> = {
  date: { en: 'date', zh: '日期' },
  string: { en: 'string', zh: '字符串' },
  indicator: { en: 'indicator', zh: '指标' },
};

function wrongOperator(operator: string, valueType: FilterValueType): LocalizedMessage {
  const allowed = OPERATORS_BY_VALUE_TYPE[valueType].join(', ');
  const name = VALUE_TYPE_NAMES[valueType];
  return {
    en: `operator "${operator}" does not apply to ${name.en} values; use one of ${allowed}`,
    zh: `操作符 "${operator}" 不适用于${name.zh}类型，可选：${allowed}`,
  };
}

/**
 * The value type a filter compares: filter_type when given, else dates for a date picker. Other widgets without
 * filter_type do not say, so their operator is not judged.
 */
export function filterValueType(filter: Filter): FilterValueType | undefined {
  if (filter.filter_type && (FILTER_VALUE_TYPES as readonly string[]).includes(filter.filter_type))
    return filter.filter_type;
  return filter.type === 'datepicker' ? 'date' : undefined;
}

/** Spec section 5 "Filter operators by type": a filter's where_type must be an operator of its value type. */
export function filterOperator(filter: Filter, filterAt: string): DocumentIssue[] {
  const valueType = filterValueType(filter);
  if (filter.where_type === undefined || valueType === undefined || operatorAllowed(valueType, filter.where_type))
    return [];
  return [error(at(filterAt, 'where_type'), wrongOperator(filter.where_type, valueType))];
}

/** The same rule for a report query or looker condition: operator against value_type. */
export function conditionOperator(condition: FilterCondition, conditionAt: string): DocumentIssue[] {
  if (operatorAllowed(condition.value_type, condition.operator)) return [];
  return [error(at(conditionAt, 'operator'), wrongOperator(condition.operator, condition.value_type))];
}
