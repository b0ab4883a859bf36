import dayjs, { type Dayjs } from 'dayjs';
import { quickDateRange, type Now } from '@tessera/schema/rules';
import { type DateType, type QuickDate } from '@tessera/schema/dsl';
import type { TextKey } from '../../i18n';
import { isMonthType, isRangeType } from './dates';

/** Quick selections that name dates; 'custom' is picking on the calendar itself, so it is no preset. */
type PresetQuickDate = Exclude<QuickDate, 'custom'>;

export const QUICK_DATE_LABELS: Record<PresetQuickDate, TextKey> = {
  today: 'filters.quickToday',
  yesterday: 'filters.quickYesterday',
  past_7_days: 'filters.quickPast7Days',
  past_30_days: 'filters.quickPast30Days',
  past_90_days: 'filters.quickPast90Days',
  this_week: 'filters.quickThisWeek',
  this_month: 'filters.quickThisMonth',
  this_quarter: 'filters.quickThisQuarter',
  this_year: 'filters.quickThisYear',
};

export interface DatePreset<V> {
  quick: PresetQuickDate;
  value: V;
}

const isPreset = (quick: QuickDate): quick is PresetQuickDate => quick !== 'custom';

/** The quick selections of a range picker: each as its start and end (whole days for pickers with time). */
export function rangePresets(type: DateType, quicks: readonly QuickDate[], now: Now): DatePreset<[Dayjs, Dayjs]>[] {
  if (!isRangeType(type)) return [];
  return quicks.filter(isPreset).flatMap((quick) => {
    const range = quickDateRange(quick, now);
    if (!range) return [];
    const start = dayjs(range.start);
    const end = dayjs(range.end);
    return [{ quick, value: type === 'datetimerange' ? [start.startOf('day'), end.endOf('day')] : [start, end] }];
  });
}

/**
 * The quick selections of a single picker: those naming one day (one month for month pickers). A multiple-dates
 * picker has none: a quick range is no set of picked days.
 */
export function singlePresets(type: DateType, quicks: readonly QuickDate[], now: Now): DatePreset<Dayjs>[] {
  if (isRangeType(type) || type === 'dates') return [];
  const unit = isMonthType(type) ? 'month' : 'day';
  return quicks.filter(isPreset).flatMap((quick) => {
    const range = quickDateRange(quick, now);
    if (!range || !dayjs(range.start).isSame(dayjs(range.end), unit)) return [];
    return [{ quick, value: dayjs(range.end) }];
  });
}
