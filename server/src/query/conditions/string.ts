import { queryError } from '../errors';
import { hasValue, listOf, singleOf, textValue } from '../values';
import { widenForFourByte } from './four-byte';
import { and, markers, or, type CompiledCondition, type ConditionContext } from './types';
import type { Fragment } from '../types';

/**
 * String conditions. Values are always bound as text (MySQL would compare a varchar with a bound number
 * numerically: '5abc' = 5). LIKE patterns escape %, _ and the escape character itself with '!' and say
 * `ESCAPE '!'`, which all three engines read the same way ('\' would need doubling in MySQL literals).
 *
 * Null semantics are SQL's: ne, not_contains, not_starts_with, not_ends_with and NOT IN leave out rows whose
 * value is NULL (NULL <> 'x' is unknown). Use is_null / is_blank for those rows. Case and accent sensitivity
 * follow the column's collation (MySQL *_ci collations ignore case; PostgreSQL does not; SQLite's LIKE ignores
 * ASCII case).
 */

const ESCAPE = '!';
const LIKE_PATTERNS: Readonly<Record<string, (escaped: string) => string>> = {
  contains: (e) => `%${e}%`,
  not_contains: (e) => `%${e}%`,
  starts_with: (e) => `${e}%`,
  not_starts_with: (e) => `${e}%`,
  ends_with: (e) => `%${e}`,
  not_ends_with: (e) => `%${e}`,
};
const NEGATED = new Set(['ne', 'manual_ne', 'not_contains', 'not_starts_with', 'not_ends_with']);

const escapeLike = (text: string): string => text.replace(/[!%_]/g, (ch) => ESCAPE + ch);

function texts(ctx: ConditionContext): string[] {
  const { condition, field } = ctx;
  const list = hasValue(condition) ? null : listOf(condition, field);
  if (list) return list.map((value, i) => textValue(value, condition.key, `${field}.values.${i}`));
  return [textValue(singleOf(condition, field), condition.key, `${field}.value`)];
}

function paramsOf(values: string[], list: boolean) {
  return { value: list ? values : values[0] };
}

export function compileString(ctx: ConditionContext): CompiledCondition {
  const { condition, quoted, column, dialect } = ctx;
  const { operator } = condition;
  const plainText = dialect.text(quoted, column);
  switch (operator) {
    case 'is_null':
      return { where: { sql: `${quoted} IS NULL`, bindings: [] }, params: {} };
    case 'not_null':
      return { where: { sql: `${quoted} IS NOT NULL`, bindings: [] }, params: {} };
    case 'is_blank':
      return { where: { sql: `(${quoted} IS NULL OR TRIM(${plainText}) = '')`, bindings: [] }, params: {} };
    case 'not_blank':
      return { where: { sql: `(${quoted} IS NOT NULL AND TRIM(${plainText}) <> '')`, bindings: [] }, params: {} };
  }
  const values = texts(ctx);
  const text = widenForFourByte(dialect.kind, plainText, values);
  const isList = !hasValue(condition) && condition.values !== undefined;
  const negated = NEGATED.has(operator);
  if (operator === 'eq' || operator === 'manual_eq' || operator === 'ne' || operator === 'manual_ne') {
    const where: Fragment = isList
      ? { sql: `${text} ${negated ? 'NOT IN' : 'IN'} (${markers(values.length)})`, bindings: values }
      : { sql: `${text} ${negated ? '<>' : '='} ?`, bindings: values };
    return { where, params: paramsOf(values, isList) };
  }
  const pattern = LIKE_PATTERNS[operator];
  if (!pattern)
    throw queryError(
      'query.operator_not_allowed',
      { key: condition.key, operator, value_type: 'string' },
      `${ctx.field}.operator`,
    );
  const likes = values.map((value) => ({
    sql: `${text} ${negated ? 'NOT LIKE' : 'LIKE'} ? ESCAPE '${ESCAPE}'`,
    bindings: [pattern(escapeLike(value))],
  }));
  // Several values: contains any of them; the negation excludes all of them.
  return { where: negated ? and(likes) : or(likes), params: paramsOf(values, isList) };
}
