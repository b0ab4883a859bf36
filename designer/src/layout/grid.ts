import type { Draft } from 'immer';
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
 * Writes grid places into a page draft: an item that moved is changed in place, one the layout lacks is added, so an
 * edit records only the places it changed. A page without a layout gets one.
 */
export function writeGrid(d: Draft<Page>, items: readonly GridItem[]): void {
  const placed = (d.layout ??= { items: [] }).items;
  const ids = new Map(d.sections.map((s) => [String(s.id), s.id]));
  for (const { i, x, y, w, h } of items) {
    const sectionId = ids.get(i);
    if (sectionId === undefined) continue;
    const item = placed.find((p) => String(p.section_id) === i);
    if (!item) placed.push({ section_id: sectionId, x, y, w, h });
    else if (item.x !== x || item.y !== y || item.w !== w || item.h !== h) Object.assign(item, { x, y, w, h });
  }
}
