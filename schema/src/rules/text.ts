import { LAYOUT } from '../constants';
import type { SortOrder } from '../dsl/codes';

/** Text width estimate of spec section 5, in pixels. */
export const TEXT_WIDTH = { UNIT: 7.8, PADDING: 20, MAX: 500 } as const;

/** Digits and capitals are wider than other ASCII; anything else (CJK, emoji) is about two ASCII letters wide. */
function charUnits(char: string): number {
  if (/[0-9A-Z]/.test(char)) return 1.5;
  return (char.codePointAt(0) ?? 0) < 128 ? 1 : 2;
}

/** Estimated pixel width of a text: units × 7.8 + 20, capped at 500. Counts code points, so an emoji is one character. */
export function textWidth(text: string): number {
  let units = 0;
  for (const char of text) units += charUnits(char);
  return Math.min(units * TEXT_WIDTH.UNIT + TEXT_WIDTH.PADDING, TEXT_WIDTH.MAX);
}

/**
 * A table column's width. Reading of the spec: a column's width defaults to 110 (props.width); the estimate
 * is used only when the column asks for 'auto', and then it fits the widest of the texts given (header and,
 * if the caller has them, cell texts). A positive number or numeric text is used as it is; anything else
 * falls back to 110.
 */
export function columnWidth(width: number | string | null | undefined, texts: readonly string[]): number {
  if (width === 'auto') return texts.length ? Math.max(...texts.map(textWidth)) : LAYOUT.DEFAULT_COLUMN_WIDTH;
  const explicit = typeof width === 'string' && width.trim() !== '' ? Number(width) : width;
  return typeof explicit === 'number' && Number.isFinite(explicit) && explicit > 0
    ? explicit
    : LAYOUT.DEFAULT_COLUMN_WIDTH;
}

/**
 * A link as an anchor may use it: text without http:// or https:// gets a protocol-relative '//' prefix
 * ('example.com/a' → '//example.com/a'). Empty stays empty; links already starting with '/' (site paths and
 * '//host') are kept, since prefixing them would name a different host.
 */
export function prefixUrl(url: string | null | undefined): string {
  const text = (url ?? '').trim();
  if (text === '' || /^https?:\/\//i.test(text) || text.startsWith('/')) return text;
  return `//${text}`;
}

/** A column's sort state; null is unsorted. */
export type SortState = SortOrder | null;

/** The table's sort cycle (spec section 4): none → asc → desc → none. */
export function nextSortState(current: SortState | undefined): SortState {
  if (current === 'asc') return 'desc';
  if (current === 'desc') return null;
  return 'asc';
}
