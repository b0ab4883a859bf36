import type { DateValueFormat, QuickDate } from '../dsl/codes';
import { dayjs, type Dayjs, type Now } from './day';
import { parseAnyDateText, parseDateText } from './date-text';

/** Display formats of spec section 9. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const MONTH_FORMAT = 'YYYY-MM';
export const DATETIME_MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
/** The format of date bounds in a report query's filter_condition. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Time picker steps in seconds (spec section 9). */
export const TIME_STEPS = { MINUTE: 60, HOUR: 3600, DAY: 86400 } as const;

/** The start used when a date range has an end but no start (spec section 9 "start date fallback"). */
export const START_DATE_FALLBACK = '2019-03-01';

/** Length of the default range, which ends yesterday (spec section 9). */
export const DEFAULT_RANGE_DAYS = 30;

/** An inclusive range of calendar days, both 'YYYY-MM-DD'. */
export interface DayRange {
  start: string;
  end: string;
}

/** dayjs format of each DATE_VALUE_FORMATS code: how a date is written into a query. */
const VALUE_FORMAT_PATTERNS: Record<DateValueFormat, string> = {
  Ymd: 'YYYYMMDD',
  'Y-m-d': 'YYYY-MM-DD',
  Ym01: 'YYYYMM01',
  Ym: 'YYYYMM',
};

/** Text shapes a stored or typed date may take; parsed strictly so '2026-02-30' is rejected, not rolled over. */
/** ISO timestamps (how JSON serialises a database Date) are read by dayjs' own parser. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A date from a Date, a dayjs, a text in one of DATE_TEXT_PATTERNS or an ISO timestamp, or a number of 8 or 6 digits
 * (20261121, 202611: how date columns are often stored). Anything else, epoch numbers included, is null:
 * guessing would silently shift dates.
 */
export function parseDate(input: unknown): Dayjs | null {
  let parsed: Dayjs | null;
  if (input instanceof Date || dayjs.isDayjs(input)) parsed = dayjs(input);
  else if (typeof input === 'number') {
    if (!Number.isInteger(input)) return null;
    const digits = String(input);
    if (digits.length !== 8 && digits.length !== 6) return null;
    parsed = parseDateText(digits, digits.length === 8 ? 'YYYYMMDD' : 'YYYYMM');
  } else if (typeof input === 'string') {
    const text = input.trim();
    parsed = ISO_TIMESTAMP.test(text) ? dayjs(text) : parseAnyDateText(text);
  } else return null;
  return parsed?.isValid() ? parsed : null;
}

/** Writes a date the way a query column expects it (DATE_VALUE_FORMATS); null when the input is no date. */
export function formatDateValue(input: unknown, format: DateValueFormat): string | null {
  const date = parseDate(input);
  return date ? date.format(VALUE_FORMAT_PATTERNS[format]) : null;
}

function dayRange(start: Dayjs, end: Dayjs): DayRange {
  return { start: start.format(DATE_FORMAT), end: end.format(DATE_FORMAT) };
}

/**
 * The range of a quick selection; 'custom' is null (the user picks the dates).
 *
 * Reading of the spec: the default range is "last 30 days to yesterday", so "past N days" means the N whole
 * days before today (today's data is still incomplete in daily reports): past_30_days equals the default
 * range. The calendar periods (this week from Monday, month, quarter, year) run from their first day to
 * today, because the picker's max date is today: no future day can be selected.
 */
export function quickDateRange(quick: QuickDate, now: Now): DayRange | null {
  const today = dayjs(now).startOf('day');
  switch (quick) {
    case 'today':
      return dayRange(today, today);
    case 'yesterday':
      return dayRange(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'past_7_days':
      return pastDays(7, today);
    case 'past_30_days':
      return pastDays(30, today);
    case 'past_90_days':
      return pastDays(90, today);
    case 'this_week':
      return dayRange(today.startOf('isoWeek'), today);
    case 'this_month':
      return dayRange(today.startOf('month'), today);
    case 'this_quarter':
      return dayRange(today.startOf('quarter'), today);
    case 'this_year':
      return dayRange(today.startOf('year'), today);
    case 'custom':
      return null;
  }
}

/** The N whole days before today: today − N … yesterday. */
function pastDays(days: number, today: Dayjs): DayRange {
  return dayRange(today.subtract(days, 'day'), today.subtract(1, 'day'));
}

/** The default range of range pickers: the last 30 days, ending yesterday. */
export function defaultDateRange(now: Now): DayRange {
  return pastDays(DEFAULT_RANGE_DAYS, dayjs(now).startOf('day'));
}

/** The latest selectable day: today, or an earlier configured max_date (a later one cannot widen it past today). */
export function maxSelectableDate(now: Now, maxDate?: unknown): string {
  const today = dayjs(now).startOf('day');
  const configured = maxDate === undefined || maxDate === null || maxDate === '' ? null : parseDate(maxDate);
  return (configured && configured.isBefore(today, 'day') ? configured : today).format(DATE_FORMAT);
}

/**
 * Days in an inclusive span (a single day is 1); null when a bound is no date or the end precedes the start.
 */
export function spanDays(start: unknown, end: unknown): number | null {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) return null;
  const days = to.startOf('day').diff(from.startOf('day'), 'day') + 1;
  return days >= 1 ? days : null;
}

/** Whether a picked span fits max_date_range (days, inclusive); no or a non-positive limit allows any span. */
export function isSpanSelectable(start: unknown, end: unknown, maxDateRange?: number | null): boolean {
  const days = spanDays(start, end);
  if (days === null) return false;
  return !maxDateRange || maxDateRange <= 0 || days <= maxDateRange;
}

export interface SelectableDateOptions {
  max_date?: unknown;
  max_date_range?: number | null;
  /** The first day already picked in a range picker, so the second stays within max_date_range of it. */
  picked_start?: unknown;
}

/** A picker's disabled-date test: after the max date, or out of max_date_range of the first picked day. */
export function isDateSelectable(date: unknown, now: Now, options: SelectableDateOptions = {}): boolean {
  const day = parseDate(date);
  if (!day) return false;
  if (day.isAfter(dayjs(maxSelectableDate(now, options.max_date)), 'day')) return false;
  const limit = options.max_date_range;
  const picked =
    options.picked_start === undefined || options.picked_start === null ? null : parseDate(options.picked_start);
  if (!picked || !limit || limit <= 0) return true;
  return Math.abs(day.startOf('day').diff(picked.startOf('day'), 'day')) + 1 <= limit;
}
