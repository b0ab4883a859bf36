import { fireEvent, screen } from '@testing-library/react';
import type { DatepickerOptions, Filter } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { conditionOf, renderFilters } from './harness';

const dateFilter = (options: DatepickerOptions = {}, extra: Partial<Filter> = {}): Filter => ({
  name: '日期',
  class_en: 'dt',
  type: 'datepicker',
  trigger: 'change',
  datepicker_options: options,
  ...extra,
});
const field = () => screen.getByTestId('filter-dt');
const inputs = () => [...field().querySelectorAll('input')].map((input) => input.value);
const open = (index = 0) => {
  const input = field().querySelectorAll('input')[index];
  fireEvent.mouseDown(input);
  fireEvent.click(input);
};
const cell = (title: string) => {
  const found = document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${title}"]`);
  if (!found) throw new Error(`no cell ${title}`);
  return found;
};
const isDisabled = (title: string) => cell(title).classList.contains('ant-picker-cell-disabled');
const presets = () => [...document.querySelectorAll('.ant-picker-presets li')].map((li) => li.textContent);
const clickPreset = (label: string) =>
  fireEvent.click([...document.querySelectorAll('.ant-picker-presets li')].find((li) => li.textContent === label)!);
const rangeOf = (r: ReturnType<typeof renderFilters>) => conditionOf(r.conditions(), 'dt');

describe('date picker', () => {
  test('a single day: today by default, a picked day is sent as that whole day', () => {
    const r = renderFilters([dateFilter()]);
    expect(inputs()).toEqual(['2024-05-15']);
    expect(rangeOf(r)).toEqual({
      key: 'dt',
      value_type: 'date',
      operator: 'date_range',
      range: { start: '2024-05-14 23:59:59', end: '2024-05-15 23:59:59' },
    });
    open();
    fireEvent.click(cell('2024-05-10'));
    expect(inputs()).toEqual(['2024-05-10']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-09 23:59:59', end: '2024-05-10 23:59:59' });
  });

  test('a range shows its configured quick default, resolved against now', () => {
    const r = renderFilters([dateFilter({ date_type: 'daterange', default_config_value: 'past_7_days' })]);
    expect(inputs()).toEqual(['2024-05-08', '2024-05-14']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-07 23:59:59', end: '2024-05-14 23:59:59' });
  });

  test('a range picks a start and an end', () => {
    const r = renderFilters([dateFilter({ date_type: 'daterange' })]);
    expect(inputs()).toEqual(['2024-04-15', '2024-05-14']);
    open();
    fireEvent.click(cell('2024-05-02'));
    fireEvent.click(cell('2024-05-06'));
    expect(inputs()).toEqual(['2024-05-02', '2024-05-06']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-01 23:59:59', end: '2024-05-06 23:59:59' });
  });

  test('several days (dates) are sent as those days, taken together with OK', () => {
    const r = renderFilters([dateFilter({ date_type: 'dates' })]);
    const tags = () =>
      [...field().querySelectorAll('.ant-picker-selection-item')].map((tag) => tag.getAttribute('title'));
    expect(tags()).toEqual(['2024-05-15']);
    expect(rangeOf(r)?.values).toEqual(['2024-05-15']);
    const picker = field().querySelector('.ant-picker')!;
    fireEvent.mouseDown(picker);
    fireEvent.click(picker);
    fireEvent.click(cell('2024-05-10'));
    fireEvent.click(cell('2024-05-12'));
    fireEvent.click(cell('2024-05-15'));
    expect(tags()).toEqual(['2024-05-10', '2024-05-12']);
    expect(rangeOf(r)?.values).toEqual(['2024-05-15']);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(rangeOf(r)?.values).toEqual(['2024-05-10', '2024-05-12']);
  });

  test('a month is sent as the whole month; later months cannot be picked', () => {
    const r = renderFilters([dateFilter({ date_type: 'month' })]);
    expect(inputs()).toEqual(['2024-05']);
    open();
    expect(isDisabled('2024-06')).toBe(true);
    fireEvent.click(cell('2024-03'));
    expect(inputs()).toEqual(['2024-03']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-02-29 23:59:59', end: '2024-03-31 23:59:59' });
  });

  test('a month range is sent from its first month to the end of its last', () => {
    const r = renderFilters([dateFilter({ date_type: 'monthrange' })]);
    open();
    fireEvent.click(cell('2024-02'));
    fireEvent.click(cell('2024-04'));
    expect(inputs()).toEqual(['2024-02', '2024-04']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-01-31 23:59:59', end: '2024-04-30 23:59:59' });
  });

  test('a day with time shows hours and minutes and is sent as its whole day', () => {
    const r = renderFilters([dateFilter({ date_type: 'datetime' })]);
    expect(inputs()).toEqual(['2024-05-15 00:00']);
    open();
    fireEvent.click(cell('2024-05-10'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(inputs()).toEqual(['2024-05-10 00:00']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-09 23:59:59', end: '2024-05-10 23:59:59' });
  });

  test('a range with time keeps its times; its quick selections cover whole days', () => {
    const r = renderFilters([dateFilter({ date_type: 'datetimerange', quick_select_date: ['yesterday'] })]);
    open();
    clickPreset('昨天');
    expect(inputs()).toEqual(['2024-05-14 00:00', '2024-05-14 23:59']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-14 00:00:00', end: '2024-05-14 23:59:59' });
  });

  test.each<[Lang, string[]]>([
    ['zh', ['今天', '昨天', '过去7天', '过去30天', '过去90天', '本周', '本月', '本季度', '今年']],
    [
      'en',
      [
        'Today',
        'Yesterday',
        'Past 7 days',
        'Past 30 days',
        'Past 90 days',
        'This week',
        'This month',
        'This quarter',
        'This year',
      ],
    ],
  ])('quick selections of a range are offered in %s', (lang, labels) => {
    const quick_select_date = [
      'today',
      'yesterday',
      'past_7_days',
      'past_30_days',
      'past_90_days',
      'this_week',
      'this_month',
      'this_quarter',
      'this_year',
      'custom',
    ] as const;
    renderFilters([dateFilter({ date_type: 'daterange', quick_select_date: [...quick_select_date] })], { lang });
    open();
    expect(presets()).toEqual(labels);
  });

  test('a quick selection picks its days (past 7 days: the 7 days before today; this week: from Monday)', () => {
    const r = renderFilters([dateFilter({ date_type: 'daterange', quick_select_date: ['past_7_days', 'this_week'] })]);
    open();
    clickPreset('过去7天');
    expect(inputs()).toEqual(['2024-05-08', '2024-05-14']);
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-07 23:59:59', end: '2024-05-14 23:59:59' });
    open();
    clickPreset('本周');
    expect(inputs()).toEqual(['2024-05-13', '2024-05-15']);
  });

  test('a single-day picker offers only the quick selections naming one day', () => {
    const r = renderFilters([dateFilter({ quick_select_date: ['today', 'yesterday', 'past_7_days'] })]);
    open();
    expect(presets()).toEqual(['今天', '昨天']);
    clickPreset('昨天');
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-13 23:59:59', end: '2024-05-14 23:59:59' });
  });

  test('days after today cannot be picked', () => {
    renderFilters([dateFilter()]);
    open();
    expect(isDisabled('2024-05-15')).toBe(false);
    expect(isDisabled('2024-05-16')).toBe(true);
    expect(isDisabled('2024-05-31')).toBe(true);
  });

  test('an earlier max_date moves the last pickable day', () => {
    renderFilters([dateFilter({ max_date: '2024-05-10' })]);
    open();
    expect(isDisabled('2024-05-10')).toBe(false);
    expect(isDisabled('2024-05-11')).toBe(true);
  });

  test('max_date_range keeps the end within that many days of the first picked day', () => {
    const r = renderFilters([dateFilter({ date_type: 'daterange', max_date_range: 7 })]);
    open();
    fireEvent.click(cell('2024-05-10'));
    expect(isDisabled('2024-05-03')).toBe(true);
    expect(isDisabled('2024-05-04')).toBe(false);
    expect(isDisabled('2024-05-15')).toBe(false);
    fireEvent.click(cell('2024-05-04'));
    expect(rangeOf(r)?.range).toEqual({ start: '2024-05-03 23:59:59', end: '2024-05-10 23:59:59' });
  });

  test.each<[Lang, string]>([
    ['zh', '一'],
    ['en', 'Mo'],
  ])('weeks start on Monday (%s)', (lang, monday) => {
    renderFilters([dateFilter()], { lang });
    open();
    const header = [...document.querySelectorAll('.ant-picker-dropdown .ant-picker-content thead th')].map(
      (th) => th.textContent,
    );
    expect(header[0]).toBe(monday);
    expect(header).toHaveLength(7);
  });

  test('the clear button is there only with can_delete_time, and clears the picker', () => {
    const r = renderFilters([dateFilter({}, { can_delete_time: 1 })]);
    const clear = field().querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    fireEvent.mouseDown(clear!);
    fireEvent.mouseUp(clear!);
    fireEvent.click(clear!);
    expect(inputs()).toEqual(['']);
    expect(r.scope().applied).toEqual({ dt: null });
    r.unmount();

    renderFilters([dateFilter({}, { can_delete_time: 0 })]);
    expect(field().querySelector('.ant-picker-clear')).toBeNull();
  });
});
