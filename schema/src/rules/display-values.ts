import type { Formatter } from '../dsl/codes';
import type { DisplayValue } from '../dsl/dataset';
import { localized } from './content-lang';
import { formatValue, isMissing } from './format';

/**
 * A column's display values as the report answer carries them: a raw value's text → what people read (cn → 中国).
 * Only the display maps: filters, sorting and paging keep the raw values.
 */
export type ValueLabels = Readonly<Record<string, string>>;

/** The labels of each column that has labels, by column_key. */
export type ColumnLabels = Readonly<Record<string, ValueLabels>>;

/** A dataset column's display_values as a lookup; undefined when it maps none. */
export function valueLabels(displayValues: readonly DisplayValue[] | undefined): ValueLabels | undefined {
  if (!displayValues || displayValues.length === 0) return undefined;
  // fromEntries defines own properties, so a value such as "__proto__" is a key like any other.
  return Object.fromEntries(displayValues.map((d) => [d.value, d.label]));
}

/**
 * The English lookup of display values that translate any label (the others keep their default label), for the
 * answer's `i18n.en.labels`; undefined when none is translated.
 */
export function englishLabels(displayValues: readonly DisplayValue[] | undefined): ValueLabels | undefined {
  if (!displayValues?.some((d) => d.i18n?.en?.label?.trim())) return undefined;
  return valueLabels(displayValues.map((d) => localized(d, 'en')));
}

/**
 * The label of a raw value, or undefined when its column maps none for it. Values compare as text, so the number 1
 * finds the label of "1"; a missing value never has one.
 */
export function labelOfValue(value: unknown, labels: ValueLabels | undefined): string | undefined {
  if (!labels || isMissing(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return undefined;
  const key = String(value);
  return Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
}

/** A value as the page shows it (table cell, chart category, legend, CSV "as shown"): its label, else formatted. */
export function displayText(value: unknown, formatter: Formatter, labels?: ValueLabels): string {
  return labelOfValue(value, labels) ?? formatValue(value, formatter);
}

/** The labels of the answer's columns that carry any, by column_key (what the chart builders read). */
export function columnLabels(columns: readonly { column_key: string; labels?: ValueLabels }[]): ColumnLabels {
  return Object.fromEntries(columns.flatMap((c) => (c.labels ? [[c.column_key, c.labels] as const] : [])));
}
