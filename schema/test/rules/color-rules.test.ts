import { COLOR_RULE_PRESETS, SIGNIFICANCE_LABELS, evaluateColorRule } from '../../src/rules';

const summary = (value: unknown, preset: 'z_value' | 'rate') => {
  const result = evaluateColorRule(value, preset);
  return result && `${result.tone}/${result.significance}`;
};

describe('colour rule presets', () => {
  it('has the spec thresholds and labels', () => {
    expect(COLOR_RULE_PRESETS.z_value.thresholds).toEqual([-2, -1, 1, 2]);
    expect(COLOR_RULE_PRESETS.rate.thresholds).toEqual([-0.05, 0, 0.05]);
    expect(SIGNIFICANCE_LABELS.very_significant.en).toBe('very significant');
    expect(SIGNIFICANCE_LABELS.not_significant.zh).toBe('不显著');
  });

  it.each([
    [-3, 'negative/very_significant'],
    [-2, 'negative/very_significant'],
    [-1.5, 'negative/significant'],
    [-1, 'negative/significant'],
    [-0.99, 'neutral/not_significant'],
    [0, 'neutral/not_significant'],
    [0.99, 'neutral/not_significant'],
    [1, 'positive/significant'],
    [1.99, 'positive/significant'],
    [2, 'positive/very_significant'],
    [10, 'positive/very_significant'],
  ])('z %p is %s', (value, expected) => {
    expect(summary(value, 'z_value')).toBe(expected);
  });

  it.each([
    [-0.2, 'negative/very_significant'],
    [-0.05, 'negative/very_significant'],
    [-0.01, 'negative/significant'],
    [0, 'neutral/not_significant'],
    [0.01, 'positive/significant'],
    [0.05, 'positive/very_significant'],
    [1, 'positive/very_significant'],
  ])('rate %p is %s', (value, expected) => {
    expect(summary(value, 'rate')).toBe(expected);
  });

  it('gives the colour and both label texts', () => {
    expect(evaluateColorRule('2.5', 'z_value')).toEqual({
      tone: 'positive',
      color: 'green',
      significance: 'very_significant',
      label: { zh: '非常显著', en: 'very significant' },
    });
    expect(evaluateColorRule(-0.1, 'rate')?.color).toBe('red');
    expect(evaluateColorRule(0, 'rate')?.color).toBe('grey');
  });

  it('gives nothing for missing or non-numeric values', () => {
    for (const value of [null, undefined, '', ' ', 'abc', Number.NaN, Infinity, {}])
      expect(evaluateColorRule(value, 'z_value')).toBeNull();
  });
});
