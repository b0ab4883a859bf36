import type { Page } from '@tessera/schema/dsl';
import type { DesignerStore } from '@tessera/designer';
import { documentText } from '../workbench/page/document';

/**
 * A pause this long after the last change writes the unsaved copy; a burst of changes (typing, undo held down) is
 * written once. Writing means the whole page as text (JSON.stringify of every section) and a localStorage write,
 * which on a 60-section page cost more than the edit itself when done on every change.
 */
export const DRAFT_WRITE_DELAY = 500;
/** However long the changes go on, the copy is never older than this (a crash loses at most this much). */
export const DRAFT_WRITE_MAX_WAIT = 2000;

export interface DraftWriter {
  /** Writes a pending change now (before a save, on leaving). */
  flush: () => void;
  /** Forgets a pending change without writing it (the edit is being thrown away). */
  drop: () => void;
  /** While set, every change is written at once (a save in flight compares the text it sent with the latest). */
  setImmediate: (immediate: boolean) => void;
  dispose: () => void;
}

/**
 * Keeps the host's copy of the document (the draft's text and the unsaved copy in local storage) following the
 * designer's store, a pause after the changes rather than on each one, and never losing one: a pending change is
 * written when the tab is hidden or closed (pagehide, visibilitychange) and when the writer is disposed (the editor
 * leaves: another page, another route).
 */
export function attachDraftWriter(store: DesignerStore, write: (text: string) => void): DraftWriter {
  let pending: Page | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstPendingAt = 0;
  let immediate = false;

  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    cancel();
    const doc = pending;
    pending = null;
    if (doc) write(documentText(doc));
  };
  // A drag or resize in flight is written when it ends: its frames are not the page yet, and a write mid-drag (the
  // page as text, and the screen re-rendered) would cost frames. Leaving mid-drag still writes (flush).
  const due = () => {
    timer = null;
    if (store.getState().gesture) timer = setTimeout(due, DRAFT_WRITE_DELAY);
    else flush();
  };
  const schedule = () => {
    cancel();
    const waited = Date.now() - firstPendingAt;
    timer = setTimeout(due, Math.max(0, Math.min(DRAFT_WRITE_DELAY, DRAFT_WRITE_MAX_WAIT - waited)));
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.doc === previous.doc) return;
    if (!pending) firstPendingAt = Date.now();
    pending = state.doc;
    if (immediate) flush();
    else schedule();
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);

  return {
    flush,
    drop: () => {
      cancel();
      pending = null;
    },
    setImmediate: (value) => {
      immediate = value;
      if (value) flush();
    },
    dispose: () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    },
  };
}
