import { useEffect } from 'react';
import { deleteSections } from '../commands/sections';
import type { DesignerStore } from '../edit/store';

/** Keys typed into a field belong to the field (its own undo, its own Delete). */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** What a key press does on the designer: undo, redo or delete the selection; null for the rest. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>) {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (!mod && (event.key === 'Delete' || event.key === 'Backspace')) return 'delete';
  return null;
}

/** Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl/⌘+Y redoes, Delete removes the selected sections. */
export function useShortcuts(store: DesignerStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (inField(event.target)) return;
      const action = shortcutOf(event);
      if (!action) return;
      event.preventDefault();
      const state = store.getState();
      if (action === 'undo') state.undo();
      else if (action === 'redo') state.redo();
      else deleteSections(store, state.selection);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
