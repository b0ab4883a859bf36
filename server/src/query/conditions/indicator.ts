import { queryError } from '../errors';
import { hasValue, listOf, numberValue, singleOf, type Scalar } from '../values';
import { and, markers, type CompiledCondition, type ConditionContext } from './types';
import type { Fragment } from '../types';

/**
 * Numeric conditions. Values are bound as numbers (a non-numeric value is a 400 naming the key). between is
 * inclusive; a missing bound makes it one-sided. Null semantics are SQL's: ne, NOT IN and not_between leave out
 * NULL values.
 */

const COMPARISONS: Readonly<Record<string, string>> = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '=', ne: '<>' };

function bound(ctx: ConditionContext, value: Scalar | null, side: 'start' | 'end'): number | null {
  if (value === null || value === undefined || value === '') return null;
  return numberValue(value, ctx.condition.key, `${ctx.field}.range.${side}`);
}

function rangeCondition(ctx: ConditionContext, negated: boolean): CompiledCondition {
  const { condition, quoted, dialect, field } = ctx;
  const start = condition.range ? bound(ctx, condition.range.start, 'start') : null;
  const end = condition.range ? bound(ctx, condition.range.end, 'end') : null;
  if (start === null && end === null)
    throw queryError('query.value_required', { key: condition.key, operator: condition.operator }, `${field}.range`);
  const m = dialect.numberMarker;
  const parts: Fragment[] = [];
  if (start !== null) parts.push({ sql: `${quoted} ${negated ? '<' : '>='} ${m}`, bindings: [start] });
  if (end !== null) parts.push({ sql: `${quoted} ${negated ? '>' : '<='} ${m}`, bindings: [end] });
  const where =
    negated && parts.length === 2
      ? { sql: `(${parts[0].sql} OR ${parts[1].sql})`, bindings: [start, end] as number[] }
      : and(parts);
  return { where, params: { ...(start === null ? {} : { start }), ...(end === null ? {} : { end }) } };
}

export function compileIndicator(ctx: ConditionContext): CompiledCondition {
  const { condition, quoted, dialect, field } = ctx;
  const { operator } = condition;
  if (operator === 'is_null') return { where: { sql: `${quoted} IS NULL`, bindings: [] }, params: {} };
  if (operator === 'not_null') return { where: { sql: `${quoted} IS NOT NULL`, bindings: [] }, params: {} };
  if (operator === 'between') return rangeCondition(ctx, false);
  if (operator === 'not_between') return rangeCondition(ctx, true);
  const comparison = COMPARISONS[operator];
  if (!comparison)
    throw queryError(
      'query.operator_not_allowed',
      { key: condition.key, operator, value_type: 'indicator' },
      `${field}.operator`,
    );
  const list = hasValue(condition) ? null : listOf(condition, field);
  if (list && list.length > 1 && (operator === 'eq' || operator === 'ne')) {
    const numbers = list.map((value, i) => numberValue(value, condition.key, `${field}.values.${i}`));
    const sql = `${quoted} ${operator === 'eq' ? 'IN' : 'NOT IN'} (${markers(numbers.length, dialect.numberMarker)})`;
    return { where: { sql, bindings: numbers }, params: { value: numbers } };
  }
  const number = numberValue(singleOf(condition, field), condition.key, `${field}.value`);
  return {
    where: { sql: `${quoted} ${comparison} ${dialect.numberMarker}`, bindings: [number] },
    params: { value: number },
  };
}
