import { arrayMove } from '@dnd-kit/sortable';
import { KEY_PATTERN, PAGE_DISPLAYS, type PageDisplay, type Section } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import type { EditDescription } from '../edit/description';
import type { EditKey } from '../edit/description';
import type { DesignerStore } from '../edit/store';
import { textIn } from '../i18n';
import { gridItems, writeGrid, type GridItem } from '../layout/grid';
import { besideOrUnder, compacted, insertedAt, nudged } from '../layout/place';
import { freshId } from './sections';

/** The canvas's own edits of whole sections (duplicate, nudge, reorder) and of the page's display mode. */

/** "Duplicate section 销售趋势" for one, "Duplicate 3 sections" for more. */
export function countedDescription(one: EditKey, many: EditKey, sections: readonly Section[]): EditDescription {
  return sections.length === 1
    ? { key: one, params: { title: sections[0].title } }
    : { key: many, params: { count: sections.length } };
}

const KEY = new RegExp(KEY_PATTERN);

/**
 * What a copy's id is made from: a key's stem ("line" of "line_2"). A stored section's number has none, and neither
 * has a pasted id that is no valid key (the clipboard is anyone's text).
 */
export function idStem(section: Section): string {
  const stem = typeof section.id === 'string' ? section.id.replace(/_\d+$/, '') : '';
  return KEY.test(stem) ? stem : 'section';
}

/** A deep copy under a new id and title (the page's documents are frozen; the copy is the edit's own). */
export function copyOf(section: Section, id: string, title: string): Section {
  return { ...(JSON.parse(JSON.stringify(section)) as Section), id, title };
}

const inPageOrder = (store: DesignerStore, ids: readonly string[]) =>
  store.getState().doc.sections.filter((s) => ids.includes(String(s.id)));

/** Selects exactly these sections, in this order. */
export function selectOnly(store: DesignerStore, ids: readonly string[]): void {
  const { select, clearSelection } = store.getState();
  clearSelection();
  ids.forEach((id, i) => select(id, i === 0 ? 'replace' : 'add'));
}

/**
 * Copies of the sections, each right after its original in the page (the collapse report lists it there) and beside
 * or under it on the grid; titled "… 副本" / "… copy". One step; the copies end up selected.
 */
export function duplicateSections(store: DesignerStore, ids: readonly string[], lang: Lang): string[] {
  const originals = inPageOrder(store, ids);
  if (originals.length === 0) return [];
  const { doc, perform } = store.getState();
  const made: string[] = [];
  let grid: GridItem[] = compacted(gridItems(doc));
  const copies = originals.map((original) => {
    const { id } = freshId(doc, idStem(original), made);
    made.push(id);
    const place = grid.find((item) => item.i === String(original.id))!;
    grid = insertedAt(grid, [{ ...place, i: id, ...besideOrUnder(grid, place) }]);
    return {
      after: String(original.id),
      section: copyOf(original, id, textIn(lang, 'canvas.copyTitle', { title: original.title })),
    };
  });
  perform(countedDescription('duplicateSection', 'duplicateSections', originals), (d) => {
    for (const { after, section } of copies) {
      const at = d.sections.findIndex((s) => String(s.id) === after);
      d.sections.splice(at + 1, 0, section);
    }
    writeGrid(d, grid);
  });
  selectOnly(store, made);
  return made;
}

/**
 * Arrow keys: the selected sections move one grid cell, as a drag by hand would move them. Up and down go to the
 * next place the grid keeps (a section packed against its neighbour passes it rather than bouncing back). One step
 * per key press; none when nothing can move there.
 */
export function nudgeSelection(store: DesignerStore, dx: -1 | 0 | 1, dy: -1 | 0 | 1): void {
  const { doc, selection, perform } = store.getState();
  const moving = inPageOrder(store, selection);
  if (moving.length === 0) return;
  const shown = compacted(gridItems(doc));
  let grid = shown;
  // The section leading the way moves first, so the others follow rather than bump into it.
  const order = [...moving].sort((a, b) => {
    const pa = grid.find((i) => i.i === String(a.id))!;
    const pb = grid.find((i) => i.i === String(b.id))!;
    return dy !== 0 ? (pb.y - pa.y) * dy : (pb.x - pa.x) * dx;
  });
  for (const section of order) grid = nudged(grid, String(section.id), dx, dy) ?? grid;
  // Nothing could move: no step, even where the stored places differ from the compacted ones the grid shows (that
  // would be a step that changes nothing on screen, and a layout pass of every section for it).
  if (grid === shown) return;
  perform(countedDescription('nudgeSection', 'nudgeSections', moving), (d) => writeGrid(d, grid));
}

/** The outline's drag: the section at `from` goes to `to` in the page's order (the collapse report's order). */
export function reorderSections(store: DesignerStore, from: number, to: number): void {
  const { doc, perform } = store.getState();
  const moved = doc.sections[from];
  if (!moved || from === to || to < 0 || to >= doc.sections.length) return;
  perform({ key: 'reorderSection', params: { title: moved.title } }, (d) => {
    d.sections = arrayMove(d.sections, from, to);
  });
}

/**
 * How often the page's real-time sections refresh, in seconds; undefined removes it (the default applies). Typing
 * folds into one step per focus.
 */
export function setRefreshInterval(store: DesignerStore, seconds: number | undefined): void {
  const { doc, perform } = store.getState();
  if (doc.refresh_interval === seconds) return;
  const description: EditDescription =
    seconds === undefined
      ? { key: 'clearRefreshInterval', params: {} }
      : { key: 'setRefreshInterval', params: { seconds } };
  perform(
    description,
    (d) => {
      if (seconds === undefined) delete d.refresh_interval;
      else d.refresh_interval = seconds;
    },
    { typing: 'page/refresh_interval' },
  );
}

/** The page shows its sections as a collapse report or as a kanban board. */
export function setDisplay(store: DesignerStore, display: PageDisplay): void {
  const { doc, perform } = store.getState();
  if ((doc.display ?? PAGE_DISPLAYS.COLLAPSE) === display) return;
  const name = display === PAGE_DISPLAYS.KANBAN ? 'canvas.displayKanban' : 'canvas.displayCollapse';
  perform({ key: 'setDisplay', params: { display: { text: name } } }, (d) => {
    d.display = display;
  });
}
