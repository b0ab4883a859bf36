import { TIME_STEPS } from '../rules/dates';
import { parseDateText, readDateTexts, type DateTextPattern } from '../rules/date-text';
import type { Dayjs } from '../rules/day';

// A date category keeps its text shape when gaps are filled.
const MONTH_PATTERNS = new Set<DateTextPattern>(['YYYY-MM', 'YYYYMM']);
const TIME_PATTERNS = new Set<DateTextPattern>(['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm']);

/** A typo in min/max must not make a chart of millions of empty points. */
export const MAX_FILLED_CATEGORIES = 10_000;

/** Step between categories: a month for month keys, else the smallest gap snapped to a minute, hour or day (spec section 9 time steps). */
function stepOf(dates: readonly Dayjs[], pattern: DateTextPattern): { amount: number; unit: 'month' | 'second' } {
  if (MONTH_PATTERNS.has(pattern)) return { amount: 1, unit: 'month' };
  let smallest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < dates.length; i += 1) {
    const gap = dates[i].diff(dates[i - 1], 'second');
    if (gap > 0 && gap < smallest) smallest = gap;
  }
  if (!Number.isFinite(smallest)) smallest = TIME_PATTERNS.has(pattern) ? TIME_STEPS.MINUTE : TIME_STEPS.DAY;
  const step =
    smallest >= TIME_STEPS.DAY ? TIME_STEPS.DAY : smallest >= TIME_STEPS.HOUR ? TIME_STEPS.HOUR : TIME_STEPS.MINUTE;
  return { amount: step, unit: 'second' };
}

/**
 * Sorted date keys with the missing steps between `from` (default first key) and `to` (default last key) added,
 * in the keys' own text shape. Keys off the step grid are kept. Returns the keys unchanged when they do not
 * share one date shape or the sequence would exceed MAX_FILLED_CATEGORIES.
 */
export function fillDateGaps(keys: readonly string[], from?: string, to?: string): string[] {
  const read = keys.length === 0 ? null : readDateTexts(keys);
  if (!read) return [...keys];
  const { pattern, dates } = read;
  const bound = (text: string | undefined, fallback: Dayjs) =>
    (text === undefined ? null : parseDateText(text, pattern)) ?? fallback;
  const start = bound(from, dates[0]);
  const end = bound(to, dates[dates.length - 1]);
  const { amount, unit } = stepOf(dates, pattern);
  const all = new Map<string, number>(keys.map((key, i) => [key, dates[i].valueOf()]));
  let cursor = start;
  for (let count = 0; !cursor.isAfter(end); count += 1) {
    if (count >= MAX_FILLED_CATEGORIES) return [...keys];
    all.set(cursor.format(pattern), cursor.valueOf());
    cursor = cursor.add(amount, unit);
  }
  return [...all.entries()].sort((a, b) => a[1] - b[1]).map(([key]) => key);
}
