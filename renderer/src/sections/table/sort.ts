import { MISSING_TEXT, isMissing } from '@tessera/schema/rules';
import type { ColumnSort } from './columns';
import type { TableRow, TableRows } from './rows';

const isBlank = (value: unknown): boolean => isMissing(value) || value === MISSING_TEXT;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const collator = new Intl.Collator(['zh-CN', 'en'], { numeric: true });

/** Ascending order of two present cell values: numbers (or numeric texts) numerically, numbers before texts. */
function compareValues(a: unknown, b: unknown): number {
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null) return x - y;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the browser's sort order. Missing values ('-') go last in either direction, so flipping the order
 * never puts a block of dashes first. The sort is stable: equal values keep the data service's order.
 */
export function sortRows({ rows, reader }: TableRows, sort: ColumnSort | null): readonly TableRow[] {
  if (!sort) return rows;
  const direction = sort.order === 'desc' ? -1 : 1;
  const read = reader(sort.key);
  return [...rows].sort((left, right) => {
    const a = read(left);
    const b = read(right);
    const blankA = isBlank(a);
    const blankB = isBlank(b);
    if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
    return direction * compareValues(a, b);
  });
}
