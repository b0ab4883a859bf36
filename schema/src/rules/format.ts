import type { Formatter } from '../dsl/codes';
import { DATE_FORMAT, MONTH_FORMAT, parseDate } from './dates';

/** What a missing value shows (spec section 9 "Numbers"). */
export const MISSING_TEXT = '-';

export interface FormatOptions {
  /** The replace formatter's mapping: a cell whose whole text equals a key shows the key's value. */
  replace?: Readonly<Record<string, string>> | null;
}

export function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** A finite number, or a text that is exactly one ('1,234' is not: it is already formatted). */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * Fixed decimals with Intl, which rounds the decimal text (1.005 → 1.01, where toFixed gives 1.00), halves
 * away from zero, and with signDisplay 'negative' never shows '-0.00'.
 */
function fixed(number: number, decimals: number, grouping: boolean): string {
  const key = `${decimals}${grouping ? 'g' : ''}`;
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      signDisplay: 'negative',
    });
    NUMBER_FORMATS.set(key, format);
  }
  return format.format(number);
}

/** Building a NumberFormat costs far more than using one: an export formats every cell of up to a million rows. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

const asText = (value: unknown): string => String(value);

function numeric(value: unknown, format: (number: number) => string): string {
  const number = toNumber(value);
  return number === null ? asText(value) : format(number);
}

function date(value: unknown, pattern: string): string {
  const parsed = parseDate(value);
  return parsed ? parsed.format(pattern) : asText(value);
}

/**
 * A cell's display text under a formatter (spec section 9). Missing values (null, undefined, '', NaN) show
 * '-'. A value a formatter cannot read (text for a number formatter, a non-date for ym/ymd, a text the
 * replace mapping lacks) is shown as its text unchanged. An unknown formatter code shows the text as is, so a
 * bad column setting never breaks a table.
 */
export function formatValue(value: unknown, formatter: Formatter, options: FormatOptions = {}): string {
  if (isMissing(value)) return MISSING_TEXT;
  switch (formatter) {
    case 'percent':
      return numeric(value, (n) => `${fixed(n * 100, 2, false)}%`);
    case 'add_percent_sign':
      // The value is already a percentage: keep it exactly as given.
      return numeric(value, () => `${asText(value).trim()}%`);
    case 'thousands':
      return numeric(value, (n) => fixed(n, Number.isInteger(n) ? 0 : 2, true));
    case 'thousands_point':
      return numeric(value, (n) => fixed(n, 2, true));
    case 'round':
      return numeric(value, (n) => fixed(n, 0, false));
    case 'ym':
      return date(value, MONTH_FORMAT);
    case 'ymd':
      return date(value, DATE_FORMAT);
    case 'replace': {
      const text = asText(value);
      const mapping = options.replace ?? {};
      return Object.prototype.hasOwnProperty.call(mapping, text) ? (mapping[text] ?? text) : text;
    }
    case 'none':
    default:
      return asText(value);
  }
}
