import dayjs, { type Dayjs } from 'dayjs';
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  DATETIME_MINUTE_FORMAT,
  MONTH_FORMAT,
  START_DATE_FALLBACK,
  datepickerDateType,
  defaultDateRange,
  filterDefaultValue,
  isEmptyValue,
  parseDate,
  quickDateRange,
  splitMultiValue,
  type Now,
} from '@tessera/schema/rules';
import { QUICK_DATES, type DateType, type Filter, type QuickDate } from '@tessera/schema/dsl';

/**
 * Between a datepicker filter's value (texts, as the report query rules read them) and the dates its picker shows.
 * What is shown follows the same order as the query's condition (datepickerCondition): the user's value, else the
 * configured default (a quick date resolved against now), else the picker kind's default.
 */

const RANGE_TYPES: readonly DateType[] = ['daterange', 'datetimerange', 'monthrange'];
export const isRangeType = (type: DateType): boolean => RANGE_TYPES.includes(type);
export const isMonthType = (type: DateType): boolean => type === 'month' || type === 'monthrange';

/** The dates a picker shows: one, several (dates), or a start and an end (ranges); empty when cleared. */
export type ShownDates = Dayjs[];

/** How each kind's picker shows a date. */
export const DISPLAY_FORMAT: Record<DateType, string> = {
  date: DATE_FORMAT,
  dates: DATE_FORMAT,
  daterange: DATE_FORMAT,
  month: MONTH_FORMAT,
  monthrange: MONTH_FORMAT,
  datetime: DATETIME_MINUTE_FORMAT,
  datetimerange: DATETIME_MINUTE_FORMAT,
};

/** How each kind writes a picked date into the filter value. */
const STORED_FORMAT: Record<DateType, string> = {
  date: DATE_FORMAT,
  dates: DATE_FORMAT,
  daterange: DATE_FORMAT,
  month: MONTH_FORMAT,
  monthrange: MONTH_FORMAT,
  datetime: DATETIME_FORMAT,
  datetimerange: DATETIME_FORMAT,
};

const isQuickDate = (value: unknown): value is QuickDate =>
  typeof value === 'string' && (QUICK_DATES as readonly string[]).includes(value);
const parsed = (value: unknown): Dayjs | null => (isEmptyValue(value) ? null : parseDate(value));

/** The dates a value names, before they are fitted to the picker kind. */
function datesOf(type: DateType, value: unknown, now: Now): Dayjs[] {
  if (isEmptyValue(value)) return [];
  if (isQuickDate(value)) {
    const range = quickDateRange(value, now);
    return range ? [dayjs(range.start), dayjs(range.end)] : [];
  }
  if (type === 'dates') {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? splitMultiValue(value) : [value];
    return list.map(parsed).filter((d): d is Dayjs => d !== null);
  }
  let bounds: unknown[] = [value];
  if (Array.isArray(value)) bounds = [value[0], value[1]];
  else if (typeof value === 'object' && value !== null)
    bounds = [(value as { start?: unknown }).start, (value as { end?: unknown }).end];
  const [start, end] = bounds.map(parsed);
  if (!start && !end) return [];
  const from: Dayjs = start ?? (parseDate(START_DATE_FALLBACK) as Dayjs);
  return end ? [from, end] : [from];
}

/** The picker's dates: a range keeps start and end (one day is both), a single picker the last day named. */
function fitted(type: DateType, dates: Dayjs[]): ShownDates {
  if (dates.length === 0 || type === 'dates') return dates;
  if (isRangeType(type)) return [dates[0], dates[dates.length - 1]];
  return [dates[dates.length - 1]];
}

function kindDefault(type: DateType, now: Now): ShownDates {
  const today = dayjs(now).startOf('day');
  if (!isRangeType(type)) return [today];
  const range = defaultDateRange(now);
  return [dayjs(range.start), dayjs(range.end)];
}

/** What the picker of `filter` shows for `values` (its key absent: untouched; null: cleared). */
export function shownDates(filter: Filter, values: Readonly<Record<string, unknown>>, now: Now): ShownDates {
  const type = datepickerDateType(filter);
  const own = Object.prototype.hasOwnProperty.call(values, filter.class_en) ? values[filter.class_en] : undefined;
  if (own !== undefined) return fitted(type, datesOf(type, own, now));
  const defaults = [
    filter.datepicker_options?.default_config_value,
    filter.default_config_value,
    filterDefaultValue(filter),
  ];
  for (const candidate of defaults) {
    const dates = fitted(type, datesOf(type, candidate, now));
    if (dates.length > 0) return dates;
  }
  return kindDefault(type, now);
}

/** The filter value of picked dates (null when cleared). */
export function storedDates(type: DateType, dates: readonly (Dayjs | null | undefined)[]): unknown {
  const picked = dates.filter((d): d is Dayjs => Boolean(d));
  if (picked.length === 0) return null;
  const texts = picked.map((d) => d.format(STORED_FORMAT[type]));
  if (type === 'dates') return texts;
  if (isRangeType(type)) return [texts[0], texts[texts.length - 1]];
  return texts[0];
}
