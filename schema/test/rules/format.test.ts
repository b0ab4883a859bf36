import { FORMATTERS } from '../../src/dsl/codes';
import { formatValue } from '../../src/rules';

describe('formatValue', () => {
  it('shows missing values as -, whatever the formatter', () => {
    for (const formatter of FORMATTERS) {
      for (const missing of [null, undefined, '', Number.NaN]) expect(formatValue(missing, formatter)).toBe('-');
    }
  });

  it('none shows the text as it is', () => {
    expect(formatValue(1234.5, 'none')).toBe('1234.5');
    expect(formatValue('abc', 'none')).toBe('abc');
    expect(formatValue(0, 'none')).toBe('0');
  });

  it('percent multiplies by 100 with 2 decimals', () => {
    expect(formatValue(0.1234, 'percent')).toBe('12.34%');
    expect(formatValue('0.5', 'percent')).toBe('50.00%');
    expect(formatValue(-0.05, 'percent')).toBe('-5.00%');
    expect(formatValue(0, 'percent')).toBe('0.00%');
    expect(formatValue(12.5, 'percent')).toBe('1250.00%');
    expect(formatValue(-0.000001, 'percent')).toBe('0.00%');
  });

  it('add_percent_sign appends % to the value as is', () => {
    expect(formatValue(12.5, 'add_percent_sign')).toBe('12.5%');
    expect(formatValue('12.50', 'add_percent_sign')).toBe('12.50%');
    expect(formatValue(-3, 'add_percent_sign')).toBe('-3%');
  });

  it('thousands: integers without decimals, others with 2', () => {
    expect(formatValue(1234567, 'thousands')).toBe('1,234,567');
    expect(formatValue(1234.5, 'thousands')).toBe('1,234.50');
    expect(formatValue('-9876543.219', 'thousands')).toBe('-9,876,543.22');
    expect(formatValue(1e15, 'thousands')).toBe('1,000,000,000,000,000');
    expect(formatValue(0, 'thousands')).toBe('0');
  });

  it('thousands_point always has 2 decimals, rounding the decimal text', () => {
    expect(formatValue(1234567, 'thousands_point')).toBe('1,234,567.00');
    expect(formatValue(1.005, 'thousands_point')).toBe('1.01');
    expect(formatValue(-1234.5, 'thousands_point')).toBe('-1,234.50');
    expect(formatValue(-0.001, 'thousands_point')).toBe('0.00');
    expect(formatValue(1e15, 'thousands_point')).toBe('1,000,000,000,000,000.00');
  });

  it('round has no decimals and halves away from zero', () => {
    expect(formatValue(1234.5, 'round')).toBe('1235');
    expect(formatValue(-2.5, 'round')).toBe('-3');
    expect(formatValue(-0.4, 'round')).toBe('0');
    expect(formatValue(1e15 + 0.4, 'round')).toBe('1000000000000000');
  });

  it('ym and ymd write dates from texts, numbers and Dates', () => {
    expect(formatValue(20261121, 'ym')).toBe('2026-11');
    expect(formatValue(20261121, 'ymd')).toBe('2026-11-21');
    expect(formatValue('20261121', 'ymd')).toBe('2026-11-21');
    expect(formatValue(202611, 'ym')).toBe('2026-11');
    expect(formatValue('2026-11-21 08:00:00', 'ymd')).toBe('2026-11-21');
    expect(formatValue(new Date(2026, 10, 21), 'ym')).toBe('2026-11');
  });

  it('replace maps a whole value; unknown values stay', () => {
    const replace = { '1': 'Android', '2': 'iOS' };
    expect(formatValue(1, 'replace', { replace })).toBe('Android');
    expect(formatValue('2', 'replace', { replace })).toBe('iOS');
    expect(formatValue(3, 'replace', { replace })).toBe('3');
    expect(formatValue('toString', 'replace', { replace })).toBe('toString');
    expect(formatValue(1, 'replace')).toBe('1');
  });

  it('returns input a formatter cannot read as text unchanged', () => {
    for (const formatter of ['percent', 'add_percent_sign', 'thousands', 'thousands_point', 'round'] as const) {
      expect(formatValue('n/a', formatter)).toBe('n/a');
      expect(formatValue('1,234', formatter)).toBe('1,234');
      expect(formatValue(Infinity, formatter)).toBe('Infinity');
      expect(formatValue(true, formatter)).toBe('true');
    }
    expect(formatValue('soon', 'ymd')).toBe('soon');
    expect(formatValue(123, 'ym')).toBe('123');
  });
});
