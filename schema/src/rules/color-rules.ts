import type { Lang } from '../constants';

/**
 * Colour rule presets of spec section 9. A value gets a tone (its colour) and a significance label.
 *
 * z_value (thresholds -2, -1, 1, 2; a bound belongs to the farther band):
 *   z ≤ -2 negative, very significant · -2 < z ≤ -1 negative, significant · -1 < z < 1 neutral, not
 *   significant · 1 ≤ z < 2 positive, significant · z ≥ 2 positive, very significant.
 * rate (thresholds -0.05, 0, 0.05: the sign decides the tone, ±5 % the strength):
 *   r ≤ -0.05 negative, very significant · -0.05 < r < 0 negative, significant · r = 0 neutral, not
 *   significant · 0 < r < 0.05 positive, significant · r ≥ 0.05 positive, very significant.
 */

export const COLOR_RULE_PRESETS = {
  z_value: { thresholds: [-2, -1, 1, 2] },
  rate: { thresholds: [-0.05, 0, 0.05] },
} as const;
export type ColorRulePreset = keyof typeof COLOR_RULE_PRESETS;

export type Tone = 'positive' | 'negative' | 'neutral';
/** Spec section 9 "Colors"; the UI picks its shades of these. */
export const TONE_COLORS: Record<Tone, 'green' | 'red' | 'grey'> = {
  positive: 'green',
  negative: 'red',
  neutral: 'grey',
};

export type Significance = 'very_significant' | 'significant' | 'not_significant';
export const SIGNIFICANCE_LABELS: Record<Significance, Record<Lang, string>> = {
  very_significant: { zh: '非常显著', en: 'very significant' },
  significant: { zh: '显著', en: 'significant' },
  not_significant: { zh: '不显著', en: 'not significant' },
};

export interface ColorRuleResult {
  tone: Tone;
  color: (typeof TONE_COLORS)[Tone];
  significance: Significance;
  label: Record<Lang, string>;
}

function result(tone: Tone, significance: Significance): ColorRuleResult {
  return { tone, color: TONE_COLORS[tone], significance, label: SIGNIFICANCE_LABELS[significance] };
}

function zValueResult(z: number): ColorRuleResult {
  const [veryLow, low, high, veryHigh] = COLOR_RULE_PRESETS.z_value.thresholds;
  if (z <= veryLow) return result('negative', 'very_significant');
  if (z <= low) return result('negative', 'significant');
  if (z < high) return result('neutral', 'not_significant');
  if (z < veryHigh) return result('positive', 'significant');
  return result('positive', 'very_significant');
}

function rateResult(rate: number): ColorRuleResult {
  const [veryLow, zero, veryHigh] = COLOR_RULE_PRESETS.rate.thresholds;
  if (rate <= veryLow) return result('negative', 'very_significant');
  if (rate < zero) return result('negative', 'significant');
  if (rate === zero) return result('neutral', 'not_significant');
  if (rate < veryHigh) return result('positive', 'significant');
  return result('positive', 'very_significant');
}

/** The tone and label of a value under a preset; null for a missing or non-numeric value (it gets no colour). */
export function evaluateColorRule(value: unknown, preset: ColorRulePreset): ColorRuleResult | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return null;
  return preset === 'z_value' ? zValueResult(number) : rateResult(number);
}
