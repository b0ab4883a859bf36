import type { Draft } from 'immer';
import type {
  ChartType,
  DatasetColumn,
  LayoutItem,
  LocalizedMessage,
  Page,
  Section,
  SectionDataset,
} from '@tessera/schema/dsl';
import { LANGS, type Lang } from '@tessera/schema/rules';
import type { EditDescription } from '../edit/description';
import type { DesignerStore } from '../edit/store';
import { textIn } from '../i18n';
import { SWITCHABLE_CHART_TYPES, switchChartType } from '../kinds/chart-types';
import { PALETTE, type PaletteKey } from '../kinds/registry';
import { gridItems, layoutItems, writeGrid, writePlaces } from '../layout/grid';
import { insertedAt } from '../layout/place';
import { dropIntoZone, dropRefusal, type DropZone } from '../kinds/zones';

/**
 * The designer's edits of sections, each one perform() with its description: what the palette, the canvas, the
 * zones and the panels call, so every surface changes the page the same way.
 */

const sectionIn = <T extends Page | Draft<Page>>(doc: T, id: string) =>
  doc.sections.find((s) => String(s.id) === id) as T['sections'][number] | undefined;

/**
 * The first `<kind>_<n>` no section of the page has (ids are compared as strings: stored ones are numbers), nor one
 * of `alsoTaken` (ids handed out in the same edit).
 */
export function freshId(doc: Page, key: string, alsoTaken: Iterable<string> = []): { id: string; n: number } {
  const taken = new Set([...doc.sections.map((s) => String(s.id)), ...alsoTaken]);
  let n = 1;
  while (taken.has(`${key}_${n}`)) n += 1;
  return { id: `${key}_${n}`, n };
}

/** The first free row under every placed section: a new section lands at the bottom of the grid. */
const bottomOf = (items: readonly LayoutItem[]) => items.reduce((max, item) => Math.max(max, item.y + item.h), 0);

/** Where a dropped palette entry goes: a cell of the kanban grid, or a place in the collapse report's list. */
export type DropPlace = { x: number; y: number } | { index: number };

/**
 * Adds what a palette entry makes; returns the new section's id (null for a global filter) and selects it. A click
 * adds it at the end of the page and the bottom of the grid; a drop onto the grid passes the cell it was let go on
 * (the sections there make room), a drop onto the collapse report the place in the list.
 */
export function addFromPalette(store: DesignerStore, key: PaletteKey, lang: Lang, at?: DropPlace): string | null {
  const kind = PALETTE[key];
  const { perform, doc, select } = store.getState();
  if (kind.adds === 'global_filter') {
    const filter = kind.scaffold({ lang });
    perform({ key: 'addGlobalFilter', params: { name: filter.name } }, (d) => {
      (d.global_filters ??= []).push(filter);
    });
    return null;
  }
  const { id, n } = freshId(doc, key);
  const section = kind.scaffold({ id, title: `${textIn(lang, kind.label)} ${n}`, lang });
  perform({ key: 'addSection', params: { title: section.title } }, (d) => {
    // A page without a layout gets one, with every section where the canvas already shows it, so none moves.
    const items = (d.layout ??= { items: layoutItems(doc, gridItems(doc)) }).items;
    if (at && 'index' in at) d.sections.splice(at.index, 0, section);
    else d.sections.push(section);
    if (at && 'x' in at) writeGrid(d, insertedAt(gridItems(doc), [{ i: id, x: at.x, y: at.y, ...kind.size }]));
    else items.push({ section_id: id, x: 0, y: bottomOf(items), ...kind.size });
  });
  select(id);
  return id;
}

/** Deletes sections with their grid places; one step whatever the count. */
export function deleteSections(store: DesignerStore, ids: readonly string[]): void {
  const { perform, doc } = store.getState();
  const gone = doc.sections.filter((s) => ids.includes(String(s.id)));
  if (gone.length === 0) return;
  const description: EditDescription =
    gone.length === 1
      ? { key: 'deleteSection', params: { title: gone[0].title } }
      : { key: 'deleteSections', params: { count: gone.length } };
  perform(description, (d) => {
    d.sections = d.sections.filter((s) => !ids.includes(String(s.id)));
    if (d.layout) d.layout.items = d.layout.items.filter((item) => !ids.includes(String(item.section_id)));
  });
}

/** Typing a section's title: one step per focus of the title field. */
export function renameSection(store: DesignerStore, id: string, title: string): void {
  store.getState().perform(
    { key: 'renameSection', params: { title } },
    (d) => {
      const section = sectionIn(d, id);
      if (section) section.title = title;
    },
    { typing: `${id}/title` },
  );
}

/**
 * Drops a dataset field into a zone of a section. Refused drops change nothing and return the spec's message to
 * show at the drop point.
 */
export function dropField(
  store: DesignerStore,
  id: string,
  zone: DropZone,
  field: DatasetColumn,
  dataset?: SectionDataset,
): LocalizedMessage | null {
  const { perform, doc } = store.getState();
  const section: Section | undefined = sectionIn(doc, id);
  if (!section) return null;
  const refusal = dropRefusal(section, zone, field, dataset);
  if (refusal) return refusal;
  perform(
    { key: zone.role === 'dimension' ? 'addDimension' : 'addIndicator', params: { field: field.column_name } },
    (d) => {
      const target = sectionIn(d, id);
      if (target) dropIntoZone(target, zone, field);
    },
  );
  return null;
}

/**
 * A title still as the scaffold wrote it ("折线图 1": the type's name and a number, in either language) follows the
 * new type ("柱状图 1", the first number no other section's title has); a title the admin wrote is theirs to keep.
 */
function retitled(doc: Page, section: Section, type: ChartType): string | null {
  const from = SWITCHABLE_CHART_TYPES.find((t) => t.type === section.chart_config?.config_type)?.label;
  const to = SWITCHABLE_CHART_TYPES.find((t) => t.type === type)?.label;
  if (!from || !to || from === to) return null;
  for (const lang of LANGS) {
    const match = new RegExp(`^${escaped(textIn(lang, from))} (\\d+)$`).exec(section.title);
    if (!match) continue;
    const titles = new Set(doc.sections.map((s) => s.title));
    const name = textIn(lang, to);
    let n = Number(match[1]);
    while (titles.has(`${name} ${n}`)) n += 1;
    return `${name} ${n}`;
  }
  return null;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The chart-type switcher: the new type with the resets of spec section 4, one step. */
export function changeChartType(store: DesignerStore, id: string, type: ChartType): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  const label = SWITCHABLE_CHART_TYPES.find((t) => t.type === type)?.label;
  if (!section || !label) return;
  const title = retitled(doc, section, type);
  perform({ key: 'changeChartType', params: { title: section.title, type: { text: label } } }, (d) => {
    const target = sectionIn(d, id);
    if (!target) return;
    switchChartType(target, type);
    if (title) target.title = title;
  });
}

/** Which edit a grid gesture is: moving keeps the size, resizing the place. */
export type LayoutGesture = 'move' | 'resize';

/** A drag or resize on the grid starts: its updates are one step when it ends, none if Esc cancels it. */
export function beginLayoutGesture(store: DesignerStore, id: string, gesture: LayoutGesture): void {
  const section = sectionIn(store.getState().doc, id);
  if (!section) return;
  store
    .getState()
    .beginGesture({ key: gesture === 'move' ? 'moveSection' : 'resizeSection', params: { title: section.title } });
}

/** Where the sections sit on the grid while the gesture goes on (react-grid-layout's items after compaction). */
export function updateLayoutGesture(store: DesignerStore, items: readonly LayoutItem[]): void {
  store.getState().updateGesture((d) => writePlaces(d, items));
}
