import type { Row } from '../datasources/types';
import type { ResultColumn } from './types';

/** Decimal text as drivers return DECIMAL/NUMERIC/BIGINT results (mysql2 '12.50', pg '2.5000000000000000'). */
const NUMERIC_TEXT = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;
/**
 * An integer part longer than a double holds exactly (a huge SUM: 16 digits or more) stays text rather than being
 * silently rounded; long fractions (PostgreSQL's AVG gives 16 decimals) are rounded to a double, which is all a
 * report shows.
 */
const LARGEST_EXACT_INTEGER_PART = 1e15;

function toNumber(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value !== 'string' || !NUMERIC_TEXT.test(value)) return value;
  const number = Number(value);
  return Math.abs(number) >= LARGEST_EXACT_INTEGER_PART ? value : number;
}

const isNumeric = (column: ResultColumn) => column.role === 'indicator' && column.aggregate !== 'GROUP_CONCAT';

/** Whether a driver row holds exactly the answer's keys, in its order. */
function hasKeysInOrder(row: Row, keys: readonly string[]): boolean {
  const own = Object.keys(row);
  return own.length === keys.length && own.every((key, i) => key === keys[i]);
}

/**
 * Rows as the report shows them: indicator values (other than GROUP_CONCAT text) become numbers whatever the
 * driver returned (MySQL DECIMAL and PostgreSQL NUMERIC/BIGINT arrive as strings), keys in column order.
 *
 * The rows must be the caller's own (a driver's result, or the cache's copy for this call): when they already hold
 * exactly the answer's keys in order — what the compiled SELECT gives, and every row of one result has the same
 * keys — their numbers are converted in place instead of building a second object per row.
 */
export function normalizeRows(rows: Row[], columns: readonly ResultColumn[]): Row[] {
  const keys = columns.map((column) => column.key);
  const numeric = columns.filter(isNumeric).map((column) => column.key);
  if (rows.length > 0 && hasKeysInOrder(rows[0], keys)) {
    for (const row of rows) for (const key of numeric) row[key] = toNumber(row[key]);
    return rows;
  }
  return rows.map((row) => {
    const out: Row = {};
    for (const column of columns) {
      const value = row[column.key];
      out[column.key] = isNumeric(column) ? toNumber(value) : value;
    }
    return out;
  });
}

/**
 * The same rows in the compact shape: the keys once, each row an array of its values in their order (normalised as
 * normalizeRows does). No object per row is built, and the JSON carries no key per cell.
 */
export function compactRows(
  rows: readonly Row[],
  columns: readonly ResultColumn[],
): { keys: string[]; rows: unknown[][] } {
  const keys = columns.map((column) => column.key);
  const numeric = columns.map(isNumeric);
  const out = new Array<unknown[]>(rows.length);
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r];
    const values = new Array<unknown>(keys.length);
    for (let c = 0; c < keys.length; c += 1) {
      const value = row[keys[c]];
      // An absent value is null in the array, as JSON would write it anyway.
      values[c] = value === undefined ? null : numeric[c] ? toNumber(value) : value;
    }
    out[r] = values;
  }
  return { keys, rows: out };
}

/** total_size from the count query's single row. */
export function totalOf(rows: readonly Row[]): number {
  const value = toNumber(rows[0]?.total);
  return typeof value === 'number' ? value : Number(value ?? 0);
}
