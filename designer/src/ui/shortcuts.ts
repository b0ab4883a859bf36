import { useEffect } from 'react';
import { nudgeSelection } from '../commands/canvas';
import { deleteSections } from '../commands/sections';
import type { DesignerStore } from '../edit/store';
import type { CanvasActions } from './canvas/useCanvasActions';

const isMac = typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);
/** The modifier key's name in tooltips. */
export const MOD = isMac ? '⌘' : 'Ctrl';

/** Inputs nothing is typed into: a toggle clicked in the toolbar keeps the focus, and the keys still work. */
const UNTYPED_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Keys typed into a field belong to the field (its own undo, its own Delete); monaco types into a textarea. */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type);
  return (
    target.isContentEditable ||
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('.monaco-editor') !== null
  );
}

/** Controls that move by arrow keys themselves (tabs, toggles, lists, the outline's drag handles) keep them. */
const ARROW_OWNERS =
  'input, [role="tab"], [role="radio"], [role="option"], [role="menuitem"], [role="slider"], [role="listbox"], ' +
  '[aria-roledescription="sortable"]';

const ownsArrows = (target: EventTarget | null) => target instanceof Element && target.closest(ARROW_OWNERS) !== null;

export type Shortcut =
  'undo' | 'redo' | 'delete' | 'copy' | 'paste' | 'duplicate' | 'save' | { nudge: { dx: -1 | 0 | 1; dy: -1 | 0 | 1 } };

const ARROWS: Record<string, { dx: -1 | 0 | 1; dy: -1 | 0 | 1 }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

const WITH_MOD: Record<string, Shortcut> = { c: 'copy', v: 'paste', d: 'duplicate', s: 'save', y: 'redo' };

/** What a key press does on the designer; null for the rest. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'> & { altKey?: boolean },
): Shortcut | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.altKey) return null;
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod) return WITH_MOD[key] ?? null;
  if (event.key === 'Delete' || event.key === 'Backspace') return 'delete';
  const arrow = ARROWS[event.key];
  return arrow && !event.shiftKey ? { nudge: arrow } : null;
}

/**
 * The designer's keys: Ctrl/⌘+Z undoes, +Shift+Z or +Y redoes, +C/+V copy and paste, +D duplicates, +S saves,
 * Delete removes the selected sections and the arrows nudge them a grid cell. Keys that touch the selection do
 * nothing without one, and then leave the browser its own meaning (scrolling, copying selected text).
 */
export function useShortcuts(store: DesignerStore, actions?: CanvasActions): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (inField(event.target)) return;
      const action = shortcutOf(event);
      if (!action) return;
      const state = store.getState();
      const selected = state.selection.length > 0;
      if (typeof action === 'object') {
        if (!selected || ownsArrows(event.target)) return;
        event.preventDefault();
        nudgeSelection(store, action.nudge.dx, action.nudge.dy);
        return;
      }
      if (action === 'copy' && (!selected || !window.getSelection()?.isCollapsed)) return;
      if (action === 'delete' && !selected) return;
      if (action === 'save' && !actions?.save) return;
      event.preventDefault();
      if (action === 'undo') state.undo();
      else if (action === 'redo') state.redo();
      else if (action === 'delete') deleteSections(store, state.selection);
      else if (action === 'duplicate') actions?.duplicate();
      else if (action === 'copy') void actions?.copy();
      else if (action === 'paste') void actions?.paste();
      else actions?.save?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, actions]);
}
