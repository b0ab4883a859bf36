import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DocumentIssue, Page } from '@tessera/schema/dsl';
import type { DesignerStore } from '../../edit/store';

/**
 * The issues of the JSON view's text while it cannot become the page (a syntax or structural error): the page
 * keeps its last valid state, and the problems panel lists these beside the page's own until the text is fixed.
 */
export type TextIssues = StoreApi<{ issues: readonly DocumentIssue[] }>;

const stores = new WeakMap<DesignerStore, TextIssues>();

export function textIssuesOf(store: DesignerStore): TextIssues {
  let issues = stores.get(store);
  if (!issues) {
    issues = createStore(() => ({ issues: [] as readonly DocumentIssue[] }));
    stores.set(store, issues);
  }
  return issues;
}

/** The text of a JSON view closed while it could not become the page, and the document it was typed over. */
interface KeptText {
  text: string;
  doc: Page;
}
const kept = new WeakMap<DesignerStore, KeptText>();

/**
 * Keeps the text of a JSON view that closes while broken (the tabs unmount it), with its issues still listed, so the
 * view opens on it again. An edit made elsewhere meanwhile replaces it, as it would have in the open view.
 */
export function keepBrokenText(store: DesignerStore, text: string, doc: Page): void {
  const entry = { text, doc };
  kept.set(store, entry);
  const stop = store.subscribe((state) => {
    if (state.doc === doc) return;
    stop();
    if (kept.get(store) !== entry) return;
    kept.delete(store);
    textIssuesOf(store).setState({ issues: [] });
  });
}

/** The kept text, once, if the document is still the one it was typed over. */
export function takeBrokenText(store: DesignerStore): string | null {
  const entry = kept.get(store);
  kept.delete(store);
  return entry && entry.doc === store.getState().doc ? entry.text : null;
}
