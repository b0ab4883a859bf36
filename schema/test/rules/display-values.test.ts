import { columnLabels, displayText, labelOfValue, valueLabels } from '../../src/rules';

const COUNTRY = valueLabels([
  { value: 'cn', label: '中国' },
  { value: 'us', label: '美国' },
  { value: '1', label: 'One' },
  { value: '__proto__', label: 'Proto' },
]);

describe('valueLabels', () => {
  it('is undefined for a column without display values', () => {
    expect(valueLabels(undefined)).toBeUndefined();
    expect(valueLabels([])).toBeUndefined();
  });

  it('keeps a value named like an object property as an ordinary key', () => {
    expect(labelOfValue('__proto__', COUNTRY)).toBe('Proto');
    expect(Object.getPrototypeOf(COUNTRY)).toBe(Object.prototype);
  });
});

describe('labelOfValue', () => {
  it('gives the label of a mapped value and nothing for others', () => {
    expect(labelOfValue('cn', COUNTRY)).toBe('中国');
    expect(labelOfValue('jp', COUNTRY)).toBeUndefined();
    expect(labelOfValue('cn', undefined)).toBeUndefined();
  });

  it('compares numbers as their text', () => {
    expect(labelOfValue(1, COUNTRY)).toBe('One');
  });

  it('never labels a missing value or inherited properties', () => {
    for (const missing of [null, undefined, '', Number.NaN]) expect(labelOfValue(missing, COUNTRY)).toBeUndefined();
    expect(labelOfValue('toString', COUNTRY)).toBeUndefined();
    expect(labelOfValue('constructor', COUNTRY)).toBeUndefined();
  });
});

describe('displayText', () => {
  it('shows the label instead of the code, else the formatted value', () => {
    expect(displayText('cn', 'none', COUNTRY)).toBe('中国');
    expect(displayText('jp', 'none', COUNTRY)).toBe('jp');
    expect(displayText(1234.5, 'thousands_point')).toBe('1,234.50');
    expect(displayText(null, 'none', COUNTRY)).toBe('-');
  });
});

describe('columnLabels', () => {
  it('collects the labels of the answer columns that carry any', () => {
    expect(columnLabels([{ column_key: 'country', labels: { cn: '中国' } }, { column_key: 'dau' }])).toEqual({
      country: { cn: '中国' },
    });
  });
});
