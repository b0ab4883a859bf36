import { DEFAULT_PAST_DAYS, type QuickDate } from '@tessera/schema/dsl';
import { parseDate, quickDateRange } from '@tessera/schema/rules';
import { queryError } from '../errors';
import { dateValue, formatInstant, hasValue, listOf, singleOf, type Day, type Scalar } from '../values';
import { and, or, type CompiledCondition, type ConditionContext } from './types';
import type { Fragment } from '../types';

/**
 * Date conditions. Every bound is computed here, in JS, from `now` and bound as 'YYYY-MM-DD HH:mm:ss', so all
 * engines agree (no SQL date functions). A span of days is `col > <day before> 23:59:59 AND col <= <last day>
 * 23:59:59`, as the browser sends it (spec section 5): that shape selects exactly the days on DATETIME,
 * DATE and 'YYYY-MM-DD' text columns alike (a '< day 00:00:00' bound would let the text '2024-05-01' through
 * for the day 2024-05-01, since a shorter prefix sorts first).
 */

/** Exclusive start, inclusive end; null when open. */
interface Bounds {
  start: string | null;
  end: string | null;
}

const MAX_PAST_DAYS = 36_600;
const RELATIVE: readonly QuickDate[] = ['today', 'yesterday', 'this_week', 'this_month', 'this_quarter', 'this_year'];
const isRelative = (operator: string): operator is QuickDate => (RELATIVE as readonly string[]).includes(operator);

const lastSecondBefore = (day: Day): string => formatInstant(day.startOf('day').subtract(1, 'second'));
const lastSecondOf = (day: Day): string => formatInstant(day.endOf('day'));
const spanOf = (from: Day, to: Day): Bounds => ({ start: lastSecondBefore(from), end: lastSecondOf(to) });

function today(now: Date): Day {
  const day = parseDate(now);
  if (!day) throw new TypeError('now is not a date');
  return day.startOf('day');
}

/** today … this_year: the shared rules' quick ranges, so a quick pick and the operator select the same days. */
function relativeBounds(operator: QuickDate, now: Date): Bounds {
  const range = quickDateRange(operator, now);
  const from = range && parseDate(range.start);
  const to = range && parseDate(range.end);
  if (!from || !to) throw new TypeError(`no range for ${operator}`);
  return spanOf(from, to);
}

/** N: the condition's value, else the filter's stored filter_value, else 7. */
function pastDays(ctx: ConditionContext): number {
  const { condition, filter, field } = ctx;
  const given = condition.value ?? filter?.filter_value ?? DEFAULT_PAST_DAYS;
  const n = typeof given === 'string' && /^\d{1,6}$/.test(given.trim()) ? Number(given) : given;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_PAST_DAYS) {
    throw queryError('query.bad_days', { key: condition.key }, `${field}.value`);
  }
  return n;
}

/** The N whole days before today, like the shared rules' past_7_days (today is still incomplete). */
function pastBounds(n: number, now: Date): Bounds {
  const day = today(now);
  return spanOf(day.subtract(n, 'day'), day.subtract(1, 'day'));
}

/** A picked bound: kept to the second, or widened to the whole day when given without a time. */
function rangeBounds(ctx: ConditionContext): Bounds {
  const { condition, field } = ctx;
  const bound = (value: Scalar | null, side: 'start' | 'end'): string | null => {
    if (value === null || value === undefined || value === '') return null;
    const { day, dateOnly } = dateValue(value, condition.key, `${field}.range.${side}`);
    if (!dateOnly) return formatInstant(day);
    return side === 'start' ? lastSecondBefore(day) : lastSecondOf(day);
  };
  const range = condition.range;
  const bounds = range
    ? { start: bound(range.start, 'start'), end: bound(range.end, 'end') }
    : { start: null, end: null };
  if (bounds.start === null && bounds.end === null)
    throw queryError('query.value_required', { key: condition.key, operator: condition.operator }, field);
  return bounds;
}

function dayOf(ctx: ConditionContext, value: Scalar): Day {
  return dateValue(value, ctx.condition.key, `${ctx.field}.value`).day;
}

function where(quoted: string, { start, end }: Bounds): Fragment {
  const parts: Fragment[] = [];
  if (start !== null) parts.push({ sql: `${quoted} > ?`, bindings: [start] });
  if (end !== null) parts.push({ sql: `${quoted} <= ?`, bindings: [end] });
  return and(parts);
}

function boundsCondition(ctx: ConditionContext, bounds: Bounds, value?: Scalar): CompiledCondition {
  const params = {
    ...(value === undefined ? {} : { value }),
    ...(bounds.start === null ? {} : { start: bounds.start }),
    ...(bounds.end === null ? {} : { end: bounds.end }),
  };
  return { where: where(ctx.quoted, bounds), params };
}

/** one_day / date_range: a range as sent, one day, or several picked days (OR of whole days). */
function daysCondition(ctx: ConditionContext): CompiledCondition {
  const { condition, field } = ctx;
  if (condition.range && !hasValue(condition)) return boundsCondition(ctx, rangeBounds(ctx));
  const list = hasValue(condition) ? null : listOf(condition, field);
  if (list && list.length > 1) {
    const days = list.map((value, i) => dateValue(value, condition.key, `${field}.values.${i}`).day);
    return {
      where: or(days.map((day) => where(ctx.quoted, spanOf(day, day)))),
      params: { value: days.map((day) => day.format('YYYY-MM-DD')) },
    };
  }
  const day = dayOf(ctx, singleOf(condition, field));
  return boundsCondition(ctx, spanOf(day, day), day.format('YYYY-MM-DD'));
}

/** before_day: up to the last second before the day (or before the range's first day). */
function beforeCondition(ctx: ConditionContext): CompiledCondition {
  const { condition, field } = ctx;
  if (condition.range && !hasValue(condition)) {
    const { start } = rangeBounds(ctx);
    if (start === null)
      throw queryError(
        'query.value_required',
        { key: condition.key, operator: condition.operator },
        `${field}.range.start`,
      );
    return boundsCondition(ctx, { start: null, end: start });
  }
  const day = dayOf(ctx, singleOf(condition, field));
  return boundsCondition(ctx, { start: null, end: lastSecondBefore(day) }, day.format('YYYY-MM-DD'));
}

/** after_day: from the first second after the day (or after the range's last day). */
function afterCondition(ctx: ConditionContext): CompiledCondition {
  const { condition, field } = ctx;
  if (condition.range && !hasValue(condition)) {
    const { end } = rangeBounds(ctx);
    if (end === null)
      throw queryError(
        'query.value_required',
        { key: condition.key, operator: condition.operator },
        `${field}.range.end`,
      );
    return boundsCondition(ctx, { start: end, end: null });
  }
  const day = dayOf(ctx, singleOf(condition, field));
  return boundsCondition(ctx, { start: lastSecondOf(day), end: null }, day.format('YYYY-MM-DD'));
}

/**
 * The operator decides: relative operators (past_n_days, today … this_year) compute their span from `now` and
 * ignore any range the browser sent with them (a datepicker always sends one).
 */
export function compileDate(ctx: ConditionContext): CompiledCondition {
  const { operator } = ctx.condition;
  if (operator === 'past_n_days') return boundsCondition(ctx, pastBounds(pastDays(ctx), ctx.now));
  if (isRelative(operator)) return boundsCondition(ctx, relativeBounds(operator, ctx.now));
  if (operator === 'one_day' || operator === 'date_range') return daysCondition(ctx);
  if (operator === 'before_day') return beforeCondition(ctx);
  if (operator === 'after_day') return afterCondition(ctx);
  throw new TypeError(`date operator ${operator} reached the compiler unchecked`);
}
