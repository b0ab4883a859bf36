import {
  COLOR_RULE_PRESETS,
  TONE_COLORS,
  evaluateColorRule,
  type ColorRulePreset,
  type Lang,
  type Tone,
} from '@tessera/schema/rules';
import { type ColumnRules } from '@tessera/schema/dsl';
import type { ColumnSpec } from './columns';

/** The shades the table uses for the spec's tone colours (positive green, negative red, neutral grey). */
const SHADES: Record<(typeof TONE_COLORS)[Tone], string> = { green: '#389e0d', red: '#cf1322', grey: '#8c8c8c' };

/** How a cell is coloured and what label follows its value; null parts mean none. */
export interface CellTone {
  color: string | null;
  label: string | null;
}

const NO_TONE: CellTone = { color: null, label: null };

function toNumber(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

const shade = (tone: Tone): string => SHADES[TONE_COLORS[tone]];

function signTone(number: number): Tone {
  if (number > 0) return 'positive';
  return number < 0 ? 'negative' : 'neutral';
}

const isPreset = (name: unknown): name is ColorRulePreset =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(COLOR_RULE_PRESETS, name);

/**
 * Threshold rules: with their own ascending thresholds, a value falls in band i (the number of thresholds it reaches)
 * and takes colours[i] and labels[i]; otherwise a named preset (z_value, rate) gives the tone.
 */
function ruleTone(rules: ColumnRules, number: number): CellTone {
  if (rules.thresholds?.length) {
    const band = rules.thresholds.filter((threshold) => number >= threshold).length;
    return { color: rules.colors?.[band] ?? null, label: rules.labels?.[band] ?? null };
  }
  const result = isPreset(rules.preset) ? evaluateColorRule(number, rules.preset) : null;
  return result ? { color: shade(result.tone), label: null } : NO_TONE;
}

/**
 * A cell's colour and label. z and t values are judged with the z-value preset and labelled with their significance;
 * otherwise a column's rules decide, and where they say nothing, its sign colouring. Missing and non-numeric values are never coloured.
 */
export function cellTone(column: ColumnSpec, value: unknown, lang: Lang): CellTone {
  const number = toNumber(value);
  if (number === null) return NO_TONE;
  if (column.special === 'z_value' || column.special === 't_value') {
    const result = evaluateColorRule(number, 'z_value');
    return result ? { color: shade(result.tone), label: result.label[lang] } : NO_TONE;
  }
  const ruled = column.rules ? ruleTone(column.rules, number) : NO_TONE;
  if (ruled.color || ruled.label) return ruled;
  if (column.signColor) return { color: shade(signTone(number)), label: null };
  return NO_TONE;
}
