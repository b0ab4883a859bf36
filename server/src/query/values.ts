import { DATETIME_FORMAT, parseDate } from '@tessera/schema/rules';
import { type FilterCondition } from '@tessera/schema/dsl';
import { queryError } from './errors';

export type Scalar = string | number;
export type Day = NonNullable<ReturnType<typeof parseDate>>;

/** Longer text is refused: no filter needs it, and it only costs the database. */
const MAX_TEXT_LENGTH = 10_000;
/** Plain decimal numbers (what a number box sends); no hex, no 'Infinity', no blanks. */
const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A text value. NUL is refused: PostgreSQL rejects it in text, and no engine should see it from a filter. */
export function textValue(value: unknown, key: string, field: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.length > MAX_TEXT_LENGTH || value.includes('\u0000')) {
    throw queryError('query.bad_value', { key }, field);
  }
  return value;
}

export function numberValue(value: unknown, key: string, field: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.length <= 64 && NUMBER_TEXT.test(value.trim())) {
    const number = Number(value.trim());
    if (Number.isFinite(number)) return number;
  }
  throw queryError('query.not_a_number', { key }, field);
}

export interface DateValue {
  day: Day;
  /** Given without a time ('2024-05-01', 20240501): it stands for the whole day. */
  dateOnly: boolean;
}

export function dateValue(value: unknown, key: string, field: string): DateValue {
  const ok = (typeof value === 'string' && value.length <= 64) || typeof value === 'number';
  const day = ok ? parseDate(value) : null;
  if (!day) throw queryError('query.not_a_date', { key }, field);
  return { day, dateOnly: typeof value === 'number' || !String(value).includes(':') };
}

export const formatInstant = (day: Day): string => day.format(DATETIME_FORMAT);

export const hasValue = (condition: FilterCondition): boolean =>
  condition.value !== undefined && condition.value !== null;

/** `values`, when sent: an empty list is refused (IN () is no SQL, and "none of nothing" is a mistake). */
export function listOf(condition: FilterCondition, field: string): readonly Scalar[] | null {
  if (condition.values === undefined) return null;
  if (!Array.isArray(condition.values) || condition.values.length === 0)
    throw queryError('query.empty_values', { key: condition.key }, `${field}.values`);
  return condition.values;
}

/** The one value of a single-value operator: `value`, or a `values` list of one (a multi select with one pick). */
export function singleOf(condition: FilterCondition, field: string): Scalar {
  if (condition.value !== undefined && condition.value !== null) return condition.value;
  const list = condition.values;
  if (Array.isArray(list) && list.length === 1) return list[0];
  throw queryError('query.value_required', { key: condition.key, operator: condition.operator }, field);
}
