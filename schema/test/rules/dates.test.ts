import dayjs from 'dayjs';
import { QUICK_DATES } from '../../src/dsl/codes';
import {
  START_DATE_FALLBACK,
  TIME_STEPS,
  defaultDateRange,
  formatDateValue,
  isDateSelectable,
  isSpanSelectable,
  maxSelectableDate,
  parseDate,
  quickDateRange,
  spanDays,
} from '../../src/rules';

// Saturday 21 November 2026, mid-afternoon: the week began Monday 16th, the quarter on 1 October.
const NOW = new Date(2026, 10, 21, 15, 30);

describe('quickDateRange', () => {
  it.each([
    ['today', '2026-11-21', '2026-11-21'],
    ['yesterday', '2026-11-20', '2026-11-20'],
    ['past_7_days', '2026-11-14', '2026-11-20'],
    ['past_30_days', '2026-10-22', '2026-11-20'],
    ['past_90_days', '2026-08-23', '2026-11-20'],
    ['this_week', '2026-11-16', '2026-11-21'],
    ['this_month', '2026-11-01', '2026-11-21'],
    ['this_quarter', '2026-10-01', '2026-11-21'],
    ['this_year', '2026-01-01', '2026-11-21'],
  ] as const)('%s is %s … %s', (quick, start, end) => {
    expect(quickDateRange(quick, NOW)).toEqual({ start, end });
  });

  it('custom has no range', () => {
    expect(quickDateRange('custom', NOW)).toBeNull();
  });

  it('covers every quick date code', () => {
    for (const quick of QUICK_DATES) expect(() => quickDateRange(quick, NOW)).not.toThrow();
  });

  it('past N days are N whole days', () => {
    for (const [quick, days] of [
      ['past_7_days', 7],
      ['past_30_days', 30],
      ['past_90_days', 90],
    ] as const) {
      const range = quickDateRange(quick, NOW);
      expect(range && spanDays(range.start, range.end)).toBe(days);
    }
  });

  it('starts the week on Monday, also when today is Monday or Sunday', () => {
    expect(quickDateRange('this_week', new Date(2026, 10, 16, 9))).toEqual({ start: '2026-11-16', end: '2026-11-16' });
    expect(quickDateRange('this_week', new Date(2026, 10, 22, 23, 59))).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
  });

  it('crosses year boundaries', () => {
    const newYear = new Date(2026, 0, 1, 0, 5);
    expect(quickDateRange('yesterday', newYear)).toEqual({ start: '2025-12-31', end: '2025-12-31' });
    expect(quickDateRange('this_quarter', newYear)).toEqual({ start: '2026-01-01', end: '2026-01-01' });
    expect(quickDateRange('past_7_days', newYear)).toEqual({ start: '2025-12-25', end: '2025-12-31' });
  });

  it('accepts now as a dayjs', () => {
    expect(quickDateRange('today', dayjs(NOW))).toEqual({ start: '2026-11-21', end: '2026-11-21' });
  });
});

describe('defaultDateRange', () => {
  it('is the last 30 days up to yesterday', () => {
    expect(defaultDateRange(NOW)).toEqual({ start: '2026-10-22', end: '2026-11-20' });
    expect(defaultDateRange(NOW)).toEqual(quickDateRange('past_30_days', NOW));
  });

  it('handles a leap year', () => {
    expect(defaultDateRange(new Date(2028, 2, 1))).toEqual({ start: '2028-01-31', end: '2028-02-29' });
  });
});

describe('constants', () => {
  it('has the spec values', () => {
    expect(TIME_STEPS).toEqual({ MINUTE: 60, HOUR: 3600, DAY: 86400 });
    expect(START_DATE_FALLBACK).toBe('2019-03-01');
  });
});

describe('parseDate and formatDateValue', () => {
  it.each([
    ['Ymd', '20261121'],
    ['Y-m-d', '2026-11-21'],
    ['Ym01', '20261101'],
    ['Ym', '202611'],
  ] as const)('%s writes %s', (format, expected) => {
    expect(formatDateValue('2026-11-21', format)).toBe(expected);
    expect(formatDateValue(new Date(2026, 10, 21, 8), format)).toBe(expected);
    expect(formatDateValue(20261121, format)).toBe(expected);
  });

  it('reads the stored shapes', () => {
    expect(parseDate('2026-11-21 08:30:15')?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-21 08:30:15');
    expect(parseDate('2026-11-21 08:30')?.format('HH:mm')).toBe('08:30');
    expect(parseDate('2026-11')?.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(parseDate(202611)?.format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(parseDate(' 20261121 ')?.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(parseDate(dayjs('2026-11-21'))?.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(parseDate(new Date(2026, 10, 21, 12).toISOString())?.format('YYYY-MM-DD')).toBe('2026-11-21');
  });

  it('rejects what is no date instead of guessing', () => {
    for (const bad of [
      '2026-02-30',
      '2026-13',
      'tomorrow',
      '',
      '21/11/2026',
      1.5,
      123,
      1763700000000,
      null,
      undefined,
      {},
      [],
      true,
      new Date(NaN),
    ]) {
      expect(parseDate(bad)).toBeNull();
    }
    expect(formatDateValue('not a date', 'Ymd')).toBeNull();
  });
});

describe('max date and max_date_range', () => {
  it('the max date is today, or an earlier configured one', () => {
    expect(maxSelectableDate(NOW)).toBe('2026-11-21');
    expect(maxSelectableDate(NOW, '2026-11-01')).toBe('2026-11-01');
    expect(maxSelectableDate(NOW, '2027-01-01')).toBe('2026-11-21');
    expect(maxSelectableDate(NOW, 'garbage')).toBe('2026-11-21');
  });

  it('counts spans inclusively', () => {
    expect(spanDays('2026-11-21', '2026-11-21')).toBe(1);
    expect(spanDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(spanDays('2026-11-02', '2026-11-01')).toBeNull();
    expect(spanDays('x', '2026-11-01')).toBeNull();
  });

  it('checks a span against max_date_range', () => {
    expect(isSpanSelectable('2026-11-01', '2026-11-07', 7)).toBe(true);
    expect(isSpanSelectable('2026-11-01', '2026-11-08', 7)).toBe(false);
    expect(isSpanSelectable('2020-01-01', '2026-11-08')).toBe(true);
    expect(isSpanSelectable('2020-01-01', '2026-11-08', 0)).toBe(true);
    expect(isSpanSelectable('2026-11-08', '2026-11-01', 30)).toBe(false);
    expect(isSpanSelectable('2026-11-01', 'never', 30)).toBe(false);
  });

  it('disables days after the max date and beyond the range from the picked start', () => {
    expect(isDateSelectable('2026-11-21', NOW)).toBe(true);
    expect(isDateSelectable('2026-11-22', NOW)).toBe(false);
    expect(isDateSelectable('2026-11-15', NOW, { max_date: '2026-11-10' })).toBe(false);
    const picking = { max_date_range: 7, picked_start: '2026-11-10' };
    expect(isDateSelectable('2026-11-16', NOW, picking)).toBe(true);
    expect(isDateSelectable('2026-11-17', NOW, picking)).toBe(false);
    expect(isDateSelectable('2026-11-04', NOW, picking)).toBe(true);
    expect(isDateSelectable('2026-11-03', NOW, picking)).toBe(false);
    expect(isDateSelectable('bad', NOW)).toBe(false);
  });
});
