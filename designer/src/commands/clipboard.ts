import type { Section } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import type { DesignerStore } from '../edit/store';
import { textIn } from '../i18n';
import { gridItems, writeGrid, type GridItem } from '../layout/grid';
import { bottomOf, compacted, insertedAt } from '../layout/place';
import { copyOf, countedDescription, idStem, selectOnly } from './canvas';
import { freshId } from './sections';

/**
 * Copy and paste of sections, within a page and between pages of any app. The payload is JSON with a type marker,
 * so text copied from elsewhere is never pasted as sections; it goes through the system clipboard, and through
 * local storage when the browser refuses the clipboard (no permission, no secure context).
 */

export const CLIPBOARD_TYPE = 'tessera/sections';
const STORAGE_KEY = 'tessera.designer.clipboard';

export interface ClipboardPayload {
  type: typeof CLIPBOARD_TYPE;
  /** The app the sections were copied in: their datasets belong to it. null when the host did not say. */
  appId: number | null;
  sections: Section[];
  /** Their places on the grid, under the same ids (kept relative to each other on paste). */
  layout: GridItem[];
}

/** The payload for the selected sections, in page order; null when nothing is selected. */
export function copyPayload(store: DesignerStore, appId: number | null): ClipboardPayload | null {
  const { doc, selection } = store.getState();
  const sections = doc.sections.filter((s) => selection.includes(String(s.id)));
  if (sections.length === 0) return null;
  const ids = new Set(sections.map((s) => String(s.id)));
  const layout = compacted(gridItems(doc)).filter((item) => ids.has(item.i));
  return { type: CLIPBOARD_TYPE, appId, sections, layout };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlace = (value: unknown): value is GridItem =>
  isObject(value) &&
  typeof value.i === 'string' &&
  ['x', 'y', 'w', 'h'].every((k) => Number.isInteger(value[k]) && (value[k] as number) >= 0);

/** Our payload in a clipboard text; null for anything else (random text, other JSON, a broken copy). */
export function parsePayload(text: string | null | undefined): ClipboardPayload | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || value.type !== CLIPBOARD_TYPE) return null;
  const { sections, layout, appId } = value;
  if (!Array.isArray(sections) || sections.length === 0 || !Array.isArray(layout)) return null;
  if (!sections.every((s) => isObject(s) && typeof s.title === 'string' && s.id !== undefined)) return null;
  if (!layout.every(isPlace)) return null;
  return {
    type: CLIPBOARD_TYPE,
    appId: typeof appId === 'number' ? appId : null,
    sections: sections as Section[],
    layout,
  };
}

/** Writes the payload to the system clipboard and, always, to local storage (the fallback for reading it back). */
export async function writeClipboard(payload: ClipboardPayload): Promise<void> {
  const text = JSON.stringify(payload);
  try {
    localStorage.setItem(STORAGE_KEY, text);
  } catch {
    // Storage full or disabled: the system clipboard may still take it.
  }
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission: local storage holds the copy.
  }
}

/**
 * What a paste would paste. The system clipboard decides when it can be read: then text copied elsewhere since is
 * not ours and nothing is pasted. When it cannot be read, local storage's copy is used.
 */
export async function readClipboard(): Promise<ClipboardPayload | null> {
  let text: string | null;
  try {
    text = await navigator.clipboard.readText();
  } catch {
    text = localStorage.getItem(STORAGE_KEY);
  }
  return parsePayload(text);
}

/**
 * A section pasted into another app keeps its settings but not its dataset: a dataset id is only meaningful in the
 * app it was copied from, so it is cleared and the data panel asks for one of this app. When either app is unknown
 * the dataset counts as foreign: keeping a foreign one is the mistake to avoid.
 */
function unbound(section: Section): Section {
  const { data_set_id: _dataset, diagram_sql_model: _model, ...rest } = section;
  return rest;
}

export interface PasteResult {
  ids: string[];
  /** The sections came from another app: their datasets were cleared. */
  foreign: boolean;
}

/**
 * Pastes the sections at the end of the page and under everything on the grid, laid out as they were. Each gets an
 * id the page does not have; a title the page already has becomes "… 副本". One step; the pasted ones end up selected.
 */
export function pasteSections(
  store: DesignerStore,
  payload: ClipboardPayload,
  appId: number | null,
  lang: Lang,
): PasteResult {
  const { doc, perform } = store.getState();
  const foreign = appId === null || payload.appId === null || payload.appId !== appId;
  const titles = new Set(doc.sections.map((s) => s.title));
  const made: string[] = [];
  const renamed = new Map<string, string>();
  const sections = payload.sections.map((original) => {
    const { id } = freshId(doc, idStem(original), made);
    made.push(id);
    renamed.set(String(original.id), id);
    const title = titles.has(original.title)
      ? textIn(lang, 'canvas.copyTitle', { title: original.title })
      : original.title;
    titles.add(title);
    // The page it lands in is its page: the one it was copied from is named no more.
    const { belonging_to: _page, ...section } = copyOf(original, id, title);
    return foreign ? unbound(section) : section;
  });

  const grid = compacted(gridItems(doc));
  const top = Math.min(...payload.layout.map((item) => item.y));
  const below = bottomOf(grid);
  const places = sections.map((section, n) => {
    const from = payload.layout.find((item) => renamed.get(item.i) === section.id);
    const { w, h } = from ?? { w: 12, h: 8 };
    return from
      ? { i: String(section.id), x: from.x, y: below + from.y - top, w, h }
      : { i: String(section.id), x: 0, y: below + n * 8, w, h };
  });
  const placed = insertedAt(grid, places);

  perform(countedDescription('pasteSection', 'pasteSections', sections), (d) => {
    d.sections.push(...sections);
    writeGrid(d, placed);
  });
  selectOnly(store, made);
  return { ids: made, foreign };
}
