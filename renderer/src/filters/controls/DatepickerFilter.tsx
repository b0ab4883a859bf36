import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { datepickerDateType, isDateSelectable, isFlagOn } from '@tessera/schema/rules';
import { useRenderer } from '../../context';
import { useText } from '../../i18n';
import { DISPLAY_FORMAT, isMonthType, isRangeType, shownDates, storedDates } from '../datepicker/dates';
import { PICKER_LOCALES } from '../datepicker/locale';
import { QUICK_DATE_LABELS, rangePresets, singlePresets } from '../datepicker/presets';
import type { FilterControlProps } from '../types';

/**
 * A date, several dates, a range, a month or a month range, with or without time (datepicker_options.date_type).
 * Days after the max date (today, or an earlier max_date) cannot be picked; a range cannot span more than
 * max_date_range days from its first picked day. Quick selections are offered as presets; weeks start on Monday.
 */
export default function DatepickerFilter({ filter, values, onChange, disabled }: FilterControlProps) {
  const { now, lang } = useRenderer();
  const t = useText();
  const type = datepickerDateType(filter);
  const options = filter.datepicker_options ?? {};
  const quicks = options.quick_select_date ?? [];
  const today = now();
  const shown = shownDates(filter, values, today);
  const month = isMonthType(type);

  const disabledDate = (current: Dayjs, info?: { from?: Dayjs }): boolean => {
    const toPickerUnit = (date: Dayjs) => (month ? date.startOf('month') : date);
    return !isDateSelectable(toPickerUnit(current), today, {
      max_date: options.max_date,
      max_date_range: options.max_date_range,
      picked_start: info?.from ? toPickerUnit(info.from) : undefined,
    });
  };
  const common = {
    className: 'ts-filter-date',
    locale: PICKER_LOCALES[lang],
    picker: month ? ('month' as const) : undefined,
    showTime: type === 'datetime' || type === 'datetimerange' ? { format: 'HH:mm' } : undefined,
    format: DISPLAY_FORMAT[type],
    allowClear: isFlagOn(filter.can_delete_time),
    disabled,
    disabledDate,
  };

  if (isRangeType(type)) {
    return (
      <DatePicker.RangePicker
        {...common}
        value={shown.length ? [shown[0], shown[1]] : null}
        presets={rangePresets(type, quicks, today).map((preset) => ({
          label: t(QUICK_DATE_LABELS[preset.quick]),
          value: preset.value,
        }))}
        onChange={(dates) => onChange(storedDates(type, dates ?? []))}
      />
    );
  }
  if (type === 'dates') {
    // Several days are taken together with OK: one change, not one per click.
    return (
      <DatePicker
        {...common}
        multiple
        needConfirm
        value={shown}
        onChange={(dates: Dayjs[] | null) => onChange(storedDates(type, dates ?? []))}
      />
    );
  }
  return (
    <DatePicker
      {...common}
      value={shown[0] ?? null}
      presets={singlePresets(type, quicks, today).map((preset) => ({
        label: t(QUICK_DATE_LABELS[preset.quick]),
        value: preset.value,
      }))}
      onChange={(date: Dayjs | null) => onChange(storedDates(type, [date]))}
    />
  );
}
