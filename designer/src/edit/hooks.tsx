import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Section } from '@tessera/schema/dsl';
import { isDirty, type DesignerState, type DesignerStore } from './store';

const StoreContext = createContext<DesignerStore | null>(null);

/** Gives everything under it one page's editor state (made by createDesignerStore, kept by the host for saving). */
export function DesignerProvider({ store, children }: { store: DesignerStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useDesignerStore(): DesignerStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useDesignerStore needs a DesignerProvider above it');
  return store;
}

/** A slice of the editor state; the component re-renders only when that slice changes (Object.is). */
export function useDesigner<T>(selector: (state: DesignerState) => T): T {
  return useStore(useDesignerStore(), selector);
}

const sectionIndexes = new WeakMap<readonly Section[], Map<string, Section>>();

/**
 * The section with this id (the first, as `find` would answer), by an index made once per sections array. Every card,
 * outline row and settings field asks on every change of the editor state: a search each made that O(sections²) per
 * change on a large page, and an undo of a move (which keeps the sections array) now builds no index at all.
 */
export function sectionById(sections: readonly Section[], id: string): Section | undefined {
  let index = sectionIndexes.get(sections);
  if (!index) {
    index = new Map();
    for (const section of sections) {
      const key = String(section.id);
      if (!index.has(key)) index.set(key, section);
    }
    sectionIndexes.set(sections, index);
  }
  return index.get(id);
}

/**
 * One section by id. An edit elsewhere leaves this section's object as it was (immer shares what a recipe did
 * not touch, and undo replays patches the same way), so its component does not re-render.
 */
export function useSection(id: string): Section | undefined {
  return useDesigner((state) => sectionById(state.doc.sections, id));
}

/** The sections' ids in page order; a new list only when a section is added, removed or reordered. */
export function useSectionIds(): string[] {
  return useDesigner(useShallow((state) => state.doc.sections.map((s) => String(s.id))));
}

export function useIsSelected(id: string): boolean {
  return useDesigner((state) => state.selection.includes(id));
}

export function useUndoRedo(): { canUndo: boolean; canRedo: boolean; dirty: boolean } {
  return useDesigner(
    useShallow((state) => ({
      canUndo: state.past.length > 0,
      canRedo: state.future.length > 0,
      dirty: isDirty(state),
    })),
  );
}
