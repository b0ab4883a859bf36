import { cloneLayout, moveElement, verticalCompactor } from 'react-grid-layout/core';
import { GRID_COLUMNS } from '@tessera/schema/dsl';
import type { GridItem } from './grid';

/**
 * Placements computed the way the canvas's grid places things when dragged by hand (react-grid-layout's own move and
 * vertical compaction), so a keyboard nudge or a drop lands where the same drag by mouse would.
 */

const plain = ({ i, x, y, w, h }: GridItem): GridItem => ({ i, x, y, w, h });

/** Items pushed up into the gaps above them, as the grid shows them. */
export function compacted(items: readonly GridItem[]): GridItem[] {
  return verticalCompactor.compact(cloneLayout(items), GRID_COLUMNS).map(plain);
}

/** The first free row under every item. */
export const bottomOf = (items: readonly GridItem[]) => items.reduce((max, item) => Math.max(max, item.y + item.h), 0);

/** `item` moved to (x, y): what it collides with is pushed out of the way, then everything compacts. */
export function movedTo(items: readonly GridItem[], id: string, x: number, y: number): GridItem[] {
  const layout = cloneLayout(items);
  const item = layout.find((l) => l.i === id);
  if (!item) return items.map(plain);
  const cx = Math.max(0, Math.min(x, GRID_COLUMNS - item.w));
  const cy = Math.max(0, y);
  return compacted(moveElement(layout, item, cx, cy, true, false, 'vertical', GRID_COLUMNS));
}

/** New items put in at the places asked, in order; the others make room for them. */
export function insertedAt(items: readonly GridItem[], added: readonly GridItem[]): GridItem[] {
  let layout = items.map(plain);
  for (const item of added) {
    // It starts under everything and is moved up to its place, as a drop from outside the grid is.
    layout = movedTo([...layout, { ...item, y: bottomOf(layout) }], item.i, item.x, item.y);
  }
  return layout;
}

/** Where a copy of `original` goes: beside it when the row has room there, otherwise just under it. */
export function besideOrUnder(items: readonly GridItem[], original: GridItem): { x: number; y: number } {
  const right = original.x + original.w;
  const fits =
    right + original.w <= GRID_COLUMNS &&
    !items.some(
      (o) =>
        o.i !== original.i &&
        o.x < right + original.w &&
        o.x + o.w > right &&
        o.y < original.y + original.h &&
        o.y + o.h > original.y,
    );
  return fits ? { x: right, y: original.y } : { x: original.x, y: original.y + original.h };
}

const samePlaces = (a: readonly GridItem[], b: readonly GridItem[]) =>
  a.every((item) => {
    const other = b.find((o) => o.i === item.i);
    return other && other.x === item.x && other.y === item.y;
  });

/**
 * The (compacted) grid after one section moves one cell: sideways it moves one column; up or down it moves to the
 * nearest row where compaction lets it stay. null when it cannot move that way.
 */
export function nudged(items: readonly GridItem[], id: string, dx: number, dy: number): GridItem[] | null {
  const item = items.find((i) => i.i === id);
  if (!item) return null;
  const before = compacted(items);
  const limit = dy === 0 ? 1 : bottomOf(items) + 1;
  for (let step = 1; step <= limit; step += 1) {
    const y = item.y + dy * step;
    if (y < 0) return null;
    const after = movedTo(items, id, item.x + dx, y);
    if (!samePlaces(after, before)) return after;
  }
  return null;
}
