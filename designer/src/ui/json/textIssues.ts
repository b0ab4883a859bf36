import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DocumentIssue } from '@tessera/schema/dsl';
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
