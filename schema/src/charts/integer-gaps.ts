import { MAX_FILLED_CATEGORIES } from './date-gaps';

const INTEGER = /^-?\d+$/;

/**
 * Integer keys (an hour of the day, a minute of the hour: what real-time charts put on their axis) sorted, with
 * the missing integers between `from` (default the smallest) and `to` (default the largest) added. Returns the keys
 * unchanged when one is not an integer or the sequence would exceed MAX_FILLED_CATEGORIES.
 */
export function fillIntegerGaps(keys: readonly string[], from?: string, to?: string): string[] {
  if (keys.length === 0 || !keys.every((key) => INTEGER.test(key))) return [...keys];
  const numbers = keys.map(Number);
  const bound = (text: string | undefined, fallback: number) =>
    text !== undefined && INTEGER.test(text) ? Number(text) : fallback;
  const start = bound(from, Math.min(...numbers));
  const end = bound(to, Math.max(...numbers));
  if (end - start >= MAX_FILLED_CATEGORIES) return [...keys];
  const all = new Set(numbers);
  for (let n = start; n <= end; n += 1) all.add(n);
  return [...all].sort((a, b) => a - b).map(String);
}
