import type { Patch } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Page } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { describeEdit, type EditDescription } from './description';
import { record, replay, squash, type Recipe } from './patches';
import { selectionAfter, type SelectMode } from './selection';

/**
 * Undo depth. The issue asks for at least 200 steps; entries hold patches over structurally shared documents, so a
 * deeper stack costs little.
 */
export const HISTORY_LIMIT = 300;

export interface HistoryEntry {
  /** Unique within a store: the saved mark points at one. */
  id: number;
  description: EditDescription;
  patches: Patch[];
  inverse: Patch[];
}

/** A drag or resize in flight: its updates show at once and become one step when it ends. */
interface Gesture {
  description: EditDescription;
  /** The document before the gesture: cancel puts it back as it was. */
  base: Page;
  patches: Patch[];
}

/** A field being typed into: its keystrokes fold into one step until it loses focus. */
interface Typing {
  field: string;
  base: Page;
  entryId: number;
}

export interface PerformOptions {
  /** Fold into the previous step while the same field keeps focus (one step per field focus). */
  typing?: string;
}

export interface DesignerState {
  doc: Page;
  /** Steps that can be undone, oldest first. */
  past: HistoryEntry[];
  /** Steps that can be redone, the next one last. */
  future: HistoryEntry[];
  gesture: Gesture | null;
  typing: Typing | null;
  /** Ids (as strings) of the selected sections, in the order they were picked. */
  selection: string[];
  /** Id of the last step in the saved document; null for the document as it was opened. */
  savedAt: number | null;

  /** The one way to change the page: applies the recipe and records it as a described step. */
  perform: (description: EditDescription, recipe: Recipe, options?: PerformOptions) => void;
  undo: () => void;
  redo: () => void;
  beginGesture: (description: EditDescription) => void;
  updateGesture: (recipe: Recipe) => void;
  commitGesture: () => void;
  /** Esc: the document goes back to where the gesture began and no step is left. */
  cancelGesture: () => void;
  /** The typed field lost focus: the next keystroke starts a new step. */
  endTyping: () => void;
  select: (id: string, mode?: SelectMode) => void;
  clearSelection: () => void;
  /** The current document was saved: it is now the clean state. */
  markSaved: () => void;
}

const sectionIds = (doc: Page) => new Set(doc.sections.map((s) => String(s.id)));

/** Undo and redo may remove sections; a selection never points at one that is gone. */
function keepExisting(selection: string[], doc: Page): string[] {
  const ids = sectionIds(doc);
  const kept = selection.filter((id) => ids.has(id));
  return kept.length === selection.length ? selection : kept;
}

/** The bounded undo stack: the oldest step falls off past the limit. */
function pushed(past: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const next = [...past, entry];
  return next.length > HISTORY_LIMIT ? next.slice(next.length - HISTORY_LIMIT) : next;
}

export type DesignerStore = StoreApi<DesignerState>;

export function createDesignerStore(page: Page): DesignerStore {
  let nextId = 1;

  return createStore<DesignerState>()((set, get) => {
    /** A gesture still in flight when another edit arrives ends as it stands: the user let go of nothing yet. */
    const settleGesture = () => {
      if (get().gesture) get().commitGesture();
    };

    return {
      doc: page,
      past: [],
      future: [],
      gesture: null,
      typing: null,
      selection: [],
      savedAt: null,

      perform(description, recipe, options = {}) {
        settleGesture();
        const { doc, past, typing } = get();
        const last = past[past.length - 1];
        if (options.typing && typing?.field === options.typing && last?.id === typing.entryId) {
          const applied = record(doc, recipe);
          if (!applied) return;
          const change = squash(typing.base, applied.doc, [...last.patches, ...applied.change.patches]);
          const folded = change ? [...past.slice(0, -1), { ...last, description, ...change }] : past.slice(0, -1);
          // Typed back to what the field held: the step disappears, and the next keystroke starts a new one.
          set({ doc: applied.doc, past: folded, future: [], typing: change ? typing : null });
          return;
        }
        const applied = record(doc, recipe);
        if (!applied) return;
        const entry: HistoryEntry = { id: nextId++, description, ...applied.change };
        set({
          doc: applied.doc,
          past: pushed(past, entry),
          future: [],
          typing: options.typing ? { field: options.typing, base: doc, entryId: entry.id } : null,
          selection: keepExisting(get().selection, applied.doc),
        });
      },

      undo() {
        const { gesture, past, future, doc, selection } = get();
        if (gesture) return get().cancelGesture();
        const entry = past[past.length - 1];
        if (!entry) return;
        const restored = replay(doc, entry.inverse);
        set({
          doc: restored,
          past: past.slice(0, -1),
          future: [...future, entry],
          typing: null,
          selection: keepExisting(selection, restored),
        });
      },

      redo() {
        settleGesture();
        const { past, future, doc, selection } = get();
        const entry = future[future.length - 1];
        if (!entry) return;
        const redone = replay(doc, entry.patches);
        set({
          doc: redone,
          past: pushed(past, entry),
          future: future.slice(0, -1),
          typing: null,
          selection: keepExisting(selection, redone),
        });
      },

      beginGesture(description) {
        settleGesture();
        set({ gesture: { description, base: get().doc, patches: [] }, typing: null });
      },

      updateGesture(recipe) {
        const { gesture, doc } = get();
        if (!gesture) return;
        const applied = record(doc, recipe);
        if (!applied) return;
        set({ doc: applied.doc, gesture: { ...gesture, patches: [...gesture.patches, ...applied.change.patches] } });
      },

      commitGesture() {
        const { gesture, doc, past } = get();
        if (!gesture) return;
        const change = squash(gesture.base, doc, gesture.patches);
        if (!change) {
          set({ gesture: null, doc: gesture.base });
          return;
        }
        set({
          gesture: null,
          past: pushed(past, { id: nextId++, description: gesture.description, ...change }),
          future: [],
        });
      },

      cancelGesture() {
        const { gesture } = get();
        if (!gesture) return;
        set({ gesture: null, doc: gesture.base, selection: keepExisting(get().selection, gesture.base) });
      },

      endTyping() {
        if (get().typing) set({ typing: null });
      },

      select(id, mode = 'replace') {
        const { selection } = get();
        const next = selectionAfter(selection, id, mode);
        if (next.length !== selection.length || next.some((s, i) => s !== selection[i])) set({ selection: next });
      },

      clearSelection() {
        if (get().selection.length > 0) set({ selection: [] });
      },

      markSaved() {
        const { past } = get();
        set({ savedAt: past[past.length - 1]?.id ?? null });
      },
    };
  });
}

/** Unsaved changes: the document is not at the step it was saved (or opened) at. */
export function isDirty(state: Pick<DesignerState, 'past' | 'savedAt'>): boolean {
  return (state.past[state.past.length - 1]?.id ?? null) !== state.savedAt;
}

/**
 * The descriptions of the steps since the last save, in one language: the change summary the save sends along
 * (PageSaveBody.descriptions). Steps undone past the saved mark leave it out of the stack: then every step counts.
 */
export function pendingDescriptions(state: Pick<DesignerState, 'past' | 'savedAt'>, lang: Lang): string[] {
  const savedIndex = state.past.findIndex((entry) => entry.id === state.savedAt);
  return state.past.slice(savedIndex + 1).map((entry) => describeEdit(entry.description, lang));
}
