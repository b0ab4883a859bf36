import { VISIT_MAX_DAYS, type VisitRange } from '@tessera/schema/api';
import { ValidationError } from '../../core/errors';

const DAY_MS = 86_400_000;

/** A day as `YYYY-MM-DD` (UTC: visits are stored in UTC on every store). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

function parseDay(text: string, field: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || dayOf(date) !== text) throw new ValidationError([{ field, rule: 'invalid' }]);
  return date;
}

/** A resolved span of whole days: `from` inclusive, `to` exclusive (midnight after the last day). */
export interface DayRange extends VisitRange {
  from: Date;
  to: Date;
  days: string[];
}

export function rangeOf(from: Date, dayCount: number): DayRange {
  const days = Array.from({ length: dayCount }, (_, i) => dayOf(new Date(from.getTime() + i * DAY_MS)));
  return {
    start_date: days[0],
    end_date: days[days.length - 1],
    from,
    to: new Date(from.getTime() + dayCount * DAY_MS),
    days,
  };
}

/**
 * The days of a call: end_date defaults to today, start_date to 29 days before it (30 days). A day that does not
 * exist, an end before the start or a span over VISIT_MAX_DAYS is a 400 naming the field.
 */
export function resolveRange(query: { start_date?: string; end_date?: string }, now = new Date()): DayRange {
  const end = query.end_date === undefined ? parseDay(dayOf(now), 'end_date') : parseDay(query.end_date, 'end_date');
  const start =
    query.start_date === undefined ? new Date(end.getTime() - 29 * DAY_MS) : parseDay(query.start_date, 'start_date');
  if (start > end) throw new ValidationError([{ field: 'end_date', rule: 'before_start' }]);
  const count = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  if (count > VISIT_MAX_DAYS)
    throw new ValidationError([{ field: 'start_date', rule: 'span_too_long', params: { limit: VISIT_MAX_DAYS } }]);
  return rangeOf(start, count);
}

/** The span of equal length just before `range`: what "previous period" compares with. */
export const previousRange = (range: DayRange): DayRange =>
  rangeOf(new Date(range.from.getTime() - range.days.length * DAY_MS), range.days.length);

/** The Monday of the day's week (ISO weeks). */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return dayOf(new Date(date.getTime() - back * DAY_MS));
}
