import { DATE_TYPES, QUICK_DATES, type DateType, type QuickDate } from '../dsl/codes';
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  START_DATE_FALLBACK,
  defaultDateRange,
  parseDate,
  quickDateRange,
  type DayRange,
} from './dates';
import { dayjs, type Dayjs, type Now } from './day';
import {
  filterDefaultValue,
  isEmptyValue,
  splitMultiValue,
  type FilterValueSourceInput,
  type FilterValuesInput,
} from './filter-values';

/**
 * A datepicker filter's part of a report query condition (spec section 5). Bounds are 'YYYY-MM-DD HH:mm:ss'.
 * Day and month ranges start at the last second before their first day (the previous day 23:59:59, as the
 * spec says) and end at 23:59:59 of their last day, so `col > start AND col <= end` on datetimes — and
 * BETWEEN on DATE or 'YYYY-MM-DD' text columns — select exactly the chosen days.
 */

export interface DatepickerOptionsInput {
  date_type?: string | null;
  default_config_value?: unknown;
  quick_select_date?: unknown;
  max_date?: unknown;
  max_date_range?: number | null;
}

export interface DatepickerFilterInput extends FilterValueSourceInput {
  default_config_value?: unknown;
  datepicker_options?: DatepickerOptionsInput | null;
}

export type DatepickerCondition = { range: { start: string; end: string } } | { values: string[] };

/** How a bound is widened: to whole days, whole months, or kept as the picked instant. */
type Unit = 'day' | 'month' | 'instant';

/** Single datetimes keep the single-day rule (a condition on one second is useless); picked datetime ranges keep their times. */
const PICKED_UNIT: Record<DateType, Unit> = {
  date: 'day',
  dates: 'day',
  daterange: 'day',
  datetime: 'day',
  month: 'month',
  monthrange: 'month',
  datetimerange: 'instant',
};

const isMonthType = (type: DateType): boolean => type === 'month' || type === 'monthrange';

function isQuickDate(value: unknown): value is QuickDate {
  return typeof value === 'string' && (QUICK_DATES as readonly string[]).includes(value);
}

/** The picker kind; single mode when none is set (spec section 5). */
export function datepickerDateType(filter: DatepickerFilterInput): DateType {
  const type = filter.datepicker_options?.date_type ?? 'date';
  if (!(DATE_TYPES as readonly string[]).includes(type))
    throw new TypeError(`filter '${filter.class_en}': unknown date_type '${type}'`);
  return type as DateType;
}

function toDate(key: string, value: unknown): Dayjs {
  const date = parseDate(value);
  if (!date) throw new TypeError(`filter '${key}': ${JSON.stringify(value)} is not a date`);
  return date;
}

/** A span as a condition. A missing end is the start; a missing start the fallback start date. */
function span(key: string, unit: Unit, start: unknown, end: unknown): DatepickerCondition {
  let from = toDate(key, isEmptyValue(start) ? START_DATE_FALLBACK : start);
  let to = isEmptyValue(end) ? from : toDate(key, end);
  if (to.isBefore(from)) [from, to] = [to, from];
  if (unit === 'instant') return { range: { start: from.format(DATETIME_FORMAT), end: to.format(DATETIME_FORMAT) } };
  const first = from.startOf(unit).subtract(1, 'second');
  return { range: { start: first.format(DATETIME_FORMAT), end: to.endOf(unit).format(DATETIME_FORMAT) } };
}

/** Picked bounds: none at all names no dates. */
function boundsCondition(key: string, unit: Unit, start: unknown, end: unknown): DatepickerCondition | null {
  return isEmptyValue(start) && isEmptyValue(end) ? null : span(key, unit, start, end);
}

/** Whole days, or the months covering them for month pickers. */
function daysCondition(key: string, type: DateType, range: DayRange): DatepickerCondition {
  return span(key, isMonthType(type) ? 'month' : 'day', range.start, range.end);
}

function isRangeObject(value: unknown): value is { start?: unknown; end?: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ('start' in value || 'end' in value);
}

/** One chosen value (picked or configured) as a condition; null when it names no dates ('custom', empty). */
function valueCondition(key: string, type: DateType, value: unknown, now: Now): DatepickerCondition | null {
  if (isQuickDate(value)) {
    const range = quickDateRange(value, now);
    return range && daysCondition(key, type, range);
  }
  if (type === 'dates' && !isRangeObject(value)) {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? splitMultiValue(value) : [value];
    const days = list.filter((item) => !isEmptyValue(item)).map((item) => toDate(key, item).format(DATE_FORMAT));
    return days.length ? { values: [...new Set(days)] } : null;
  }
  if (Array.isArray(value)) return boundsCondition(key, PICKED_UNIT[type], value[0], value[1]);
  if (isRangeObject(value)) return boundsCondition(key, PICKED_UNIT[type], value.start, value.end);
  return boundsCondition(key, PICKED_UNIT[type], value, undefined);
}

/** Without any picked or configured value: today (this month) for single pickers, the default range for range pickers. */
function typeDefault(key: string, type: DateType, now: Now): DatepickerCondition {
  const today = dayjs(now).format(DATE_FORMAT);
  if (type === 'dates') return { values: [today] };
  const single = type === 'date' || type === 'datetime' || type === 'month';
  return daysCondition(key, type, single ? { start: today, end: today } : defaultDateRange(now));
}

/**
 * The condition of a datepicker filter, which is always sent: the user's value, else the configured
 * default (datepicker_options.default_config_value, the filter's default_config_value, default_value_list /
 * default_value — a quick date code is resolved against now), else the type's default.
 * Throws a TypeError naming the filter when a value is no date.
 */
export function datepickerCondition(
  filter: DatepickerFilterInput,
  values: FilterValuesInput,
  now: Now,
): DatepickerCondition {
  const key = filter.class_en;
  const type = datepickerDateType(filter);
  const own = Object.prototype.hasOwnProperty.call(values, key) ? values[key] : undefined;
  const candidates = [
    own,
    filter.datepicker_options?.default_config_value,
    filter.default_config_value,
    filterDefaultValue(filter),
  ];
  for (const candidate of candidates) {
    if (isEmptyValue(candidate)) continue;
    const condition = valueCondition(key, type, candidate, now);
    if (condition) return condition;
  }
  return typeDefault(key, type, now);
}
