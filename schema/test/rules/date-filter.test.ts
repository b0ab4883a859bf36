import { datepickerCondition, type DatepickerFilterInput } from '../../src/rules';

const NOW = new Date(2026, 10, 21, 15, 30);
const picker = (date_type?: string, extra: Partial<DatepickerFilterInput> = {}): DatepickerFilterInput => ({
  class_en: 'dt',
  datepicker_options: date_type === undefined ? {} : { date_type },
  ...extra,
});
const range = (start: string, end: string) => ({ range: { start, end } });

describe('datepickerCondition: picked values', () => {
  it('a single day runs from the previous day 23:59:59 to the day 23:59:59', () => {
    expect(datepickerCondition(picker('date'), { dt: '2026-11-10' }, NOW)).toEqual(
      range('2026-11-09 23:59:59', '2026-11-10 23:59:59'),
    );
    expect(datepickerCondition(picker('date'), { dt: '2026-01-01' }, NOW)).toEqual(
      range('2025-12-31 23:59:59', '2026-01-01 23:59:59'),
    );
  });

  it('single mode is the default date type', () => {
    expect(datepickerCondition(picker(), { dt: '2026-11-10' }, NOW)).toEqual(
      range('2026-11-09 23:59:59', '2026-11-10 23:59:59'),
    );
  });

  it('a range covers whole days; a missing end is the start; a missing start the fallback', () => {
    expect(datepickerCondition(picker('daterange'), { dt: ['2026-11-01', '2026-11-07'] }, NOW)).toEqual(
      range('2026-10-31 23:59:59', '2026-11-07 23:59:59'),
    );
    expect(datepickerCondition(picker('daterange'), { dt: ['2026-11-01', null] }, NOW)).toEqual(
      range('2026-10-31 23:59:59', '2026-11-01 23:59:59'),
    );
    expect(datepickerCondition(picker('daterange'), { dt: { start: '2026-11-01' } }, NOW)).toEqual(
      range('2026-10-31 23:59:59', '2026-11-01 23:59:59'),
    );
    expect(datepickerCondition(picker('daterange'), { dt: ['', '2026-11-07'] }, NOW)).toEqual(
      range('2019-02-28 23:59:59', '2026-11-07 23:59:59'),
    );
  });

  it('puts reversed bounds in order', () => {
    expect(datepickerCondition(picker('daterange'), { dt: ['2026-11-07', '2026-11-01'] }, NOW)).toEqual(
      range('2026-10-31 23:59:59', '2026-11-07 23:59:59'),
    );
  });

  it('a month runs from the last day of the previous month 23:59:59 to its last day 23:59:59', () => {
    expect(datepickerCondition(picker('month'), { dt: '2026-02' }, NOW)).toEqual(
      range('2026-01-31 23:59:59', '2026-02-28 23:59:59'),
    );
    expect(datepickerCondition(picker('month'), { dt: '2026-01-15' }, NOW)).toEqual(
      range('2025-12-31 23:59:59', '2026-01-31 23:59:59'),
    );
    expect(datepickerCondition(picker('month'), { dt: '2028-02' }, NOW)).toEqual(
      range('2028-01-31 23:59:59', '2028-02-29 23:59:59'),
    );
  });

  it('a month range runs from before its first month to the end of its last month', () => {
    expect(datepickerCondition(picker('monthrange'), { dt: ['2026-03', '2026-05'] }, NOW)).toEqual(
      range('2026-02-28 23:59:59', '2026-05-31 23:59:59'),
    );
    expect(datepickerCondition(picker('monthrange'), { dt: ['2026-03'] }, NOW)).toEqual(
      range('2026-02-28 23:59:59', '2026-03-31 23:59:59'),
    );
  });

  it('multiple dates become values, duplicates dropped', () => {
    expect(datepickerCondition(picker('dates'), { dt: ['2026-11-03', '2026-11-01', '2026-11-03', ''] }, NOW)).toEqual({
      values: ['2026-11-03', '2026-11-01'],
    });
    expect(datepickerCondition(picker('dates'), { dt: '2026-11-03###2026-11-04' }, NOW)).toEqual({
      values: ['2026-11-03', '2026-11-04'],
    });
  });

  it('a single datetime keeps the single-day rule; a datetime range keeps its times', () => {
    expect(datepickerCondition(picker('datetime'), { dt: '2026-11-10 08:30' }, NOW)).toEqual(
      range('2026-11-09 23:59:59', '2026-11-10 23:59:59'),
    );
    expect(
      datepickerCondition(picker('datetimerange'), { dt: ['2026-11-10 08:30', '2026-11-12 18:00:30'] }, NOW),
    ).toEqual(range('2026-11-10 08:30:00', '2026-11-12 18:00:30'));
  });

  it('a quick date code is resolved against now', () => {
    expect(datepickerCondition(picker('daterange'), { dt: 'past_7_days' }, NOW)).toEqual(
      range('2026-11-13 23:59:59', '2026-11-20 23:59:59'),
    );
    expect(datepickerCondition(picker('monthrange'), { dt: 'past_90_days' }, NOW)).toEqual(
      range('2026-07-31 23:59:59', '2026-11-30 23:59:59'),
    );
  });
});

describe('datepickerCondition: defaults (a datepicker is always sent)', () => {
  it('uses the type default when nothing is picked or configured', () => {
    expect(datepickerCondition(picker('date'), {}, NOW)).toEqual(range('2026-11-20 23:59:59', '2026-11-21 23:59:59'));
    expect(datepickerCondition(picker('daterange'), {}, NOW)).toEqual(
      range('2026-10-21 23:59:59', '2026-11-20 23:59:59'),
    );
    expect(datepickerCondition(picker('datetimerange'), {}, NOW)).toEqual(
      range('2026-10-21 23:59:59', '2026-11-20 23:59:59'),
    );
    expect(datepickerCondition(picker('month'), {}, NOW)).toEqual(range('2026-10-31 23:59:59', '2026-11-30 23:59:59'));
    expect(datepickerCondition(picker('monthrange'), {}, NOW)).toEqual(
      range('2026-09-30 23:59:59', '2026-11-30 23:59:59'),
    );
    expect(datepickerCondition(picker('dates'), {}, NOW)).toEqual({ values: ['2026-11-21'] });
  });

  it('a cleared picker falls back to the default too', () => {
    for (const cleared of [null, '', [], [null, null], { start: null, end: '' }, 'custom']) {
      expect(datepickerCondition(picker('daterange'), { dt: cleared }, NOW)).toEqual(
        range('2026-10-21 23:59:59', '2026-11-20 23:59:59'),
      );
    }
  });

  it('prefers the configured defaults in order', () => {
    const configured = picker('daterange', { default_value: '2026-11-02', default_config_value: 'yesterday' });
    expect(datepickerCondition(configured, {}, NOW)).toEqual(range('2026-11-19 23:59:59', '2026-11-20 23:59:59'));
    configured.datepicker_options = { date_type: 'daterange', default_config_value: 'this_month' };
    expect(datepickerCondition(configured, {}, NOW)).toEqual(range('2026-10-31 23:59:59', '2026-11-21 23:59:59'));
    expect(datepickerCondition(picker('date', { default_value: '2026-11-02' }), {}, NOW)).toEqual(
      range('2026-11-01 23:59:59', '2026-11-02 23:59:59'),
    );
    expect(
      datepickerCondition(picker('daterange', { default_value_list: ['2026-11-02', '2026-11-03'] }), {}, NOW),
    ).toEqual(range('2026-11-01 23:59:59', '2026-11-03 23:59:59'));
  });
});

describe('datepickerCondition: failing input', () => {
  it('names the filter when a value is no date', () => {
    expect(() => datepickerCondition(picker('date'), { dt: '2026-02-30' }, NOW)).toThrow(
      'filter \'dt\': "2026-02-30" is not a date',
    );
    expect(() => datepickerCondition(picker('daterange'), { dt: ['2026-11-01', 'soon'] }, NOW)).toThrow(TypeError);
  });

  it('rejects an unknown date_type', () => {
    expect(() => datepickerCondition(picker('week'), {}, NOW)).toThrow("filter 'dt': unknown date_type 'week'");
  });
});
