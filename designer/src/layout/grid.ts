import { isDraft, original, type Draft } from 'immer';
import { GRID_COLUMNS, type LayoutItem, type Page } from '@tessera/schema/dsl';

/** A react-grid-layout item: `i` is the section id as a string. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The height a section the layout does not place gets, as the renderer draws it (full width, under the rest). */
const UNPLACED_HEIGHT = 8;

/** Every section's place on the canvas: the page layout's, or (like the renderer) full width under the placed ones. */
export function gridItems(doc: Page): GridItem[] {
  const placed = new Map((doc.layout?.items ?? []).map((item) => [String(item.section_id), item]));
  let next = Math.max(0, ...[...placed.values()].map((item) => item.y + item.h));
  return doc.sections.map((section) => {
    const id = String(section.id);
    const item = placed.get(id);
    if (item) return { i: id, x: item.x, y: item.y, w: item.w, h: item.h };
    const y = next;
    next += UNPLACED_HEIGHT;
    return { i: id, x: 0, y, w: GRID_COLUMNS, h: UNPLACED_HEIGHT };
  });
}

/** The grid's items back as layout items, each with the section's own id (a stored section's id is a number). */
export function layoutItems(doc: Page, items: readonly GridItem[]): LayoutItem[] {
  const ids = new Map(doc.sections.map((s) => [String(s.id), s.id]));
  return items.flatMap(({ i, x, y, w, h }) => {
    const sectionId = ids.get(i);
    return sectionId === undefined ? [] : [{ section_id: sectionId, x, y, w, h }];
  });
}

/**
 * Writes places into a page draft: an item that moved is changed in place, one the layout lacks is added, so an edit
 * records only the places it changed. A page without a layout gets one. The stored places are compared on the
 * draft's original (plain objects): searching the draft itself made a proxy of every place for every place written,
 * O(sections²) on each drag frame of a large page.
 */
export function writePlaces(d: Draft<Page>, items: readonly LayoutItem[]): void {
  const placed = (d.layout ??= { items: [] }).items;
  const plain = (isDraft(placed) ? original(placed) : placed) as readonly LayoutItem[];
  const at = new Map<string, number>();
  plain.forEach((item, i) => {
    const key = String(item.section_id);
    if (!at.has(key)) at.set(key, i);
  });
  for (const { section_id, x, y, w, h } of items) {
    const key = String(section_id);
    const i = at.get(key);
    if (i === undefined) {
      at.set(key, placed.length);
      placed.push({ section_id, x, y, w, h });
      continue;
    }
    // One added by this very call is read where it is (it has no original).
    const was = i < plain.length ? plain[i] : placed[i];
    if (was.x !== x || was.y !== y || was.w !== w || was.h !== h) Object.assign(placed[i], { x, y, w, h });
  }
}

/** Writes grid places (ids as strings) into a page draft, each under its section's own id; see writePlaces. */
export function writeGrid(d: Draft<Page>, items: readonly GridItem[]): void {
  const ids = new Map(d.sections.map((s) => [String(s.id), s.id]));
  writePlaces(
    d,
    items.flatMap(({ i, x, y, w, h }) => {
      const sectionId = ids.get(i);
      return sectionId === undefined ? [] : [{ section_id: sectionId, x, y, w, h }];
    }),
  );
}
