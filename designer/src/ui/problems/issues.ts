import { useMemo } from 'react';
import type { DocumentIssue, Page } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import { validateDocument } from '@tessera/schema/check';
import { useStore } from 'zustand';
import { useDesignerStore } from '../../edit/hooks';
import { textIssuesOf } from '../json/textIssues';
import { useSettledDoc } from '../useSettled';

/** One problem as the designer lists it: where (JSON Pointer into the page), what, how serious, and who found it. */
export interface Problem {
  pointer: string;
  message: string;
  severity: DocumentIssue['severity'];
  /**
   * 'document': the schema's rules on the page as edited; 'json': the JSON view's text, which cannot become the page
   * yet; 'server': the last save or publish refused it.
   */
  source: 'document' | 'json' | 'server';
}

/** A problem the server named when it refused a save or a publish (already in the reader's language). */
export interface ServerProblem {
  pointer: string;
  message: string;
}

// Validation is pure in the document, and a document is immutable: one run per document, however many readers.
const validated = new WeakMap<Page, DocumentIssue[]>();

/** The schema's structural and semantic issues of a page (cached per document object). */
export function pageIssues(doc: Page): DocumentIssue[] {
  let issues = validated.get(doc);
  if (!issues) {
    issues = validateDocument('page', doc).issues;
    validated.set(doc, issues);
  }
  return issues;
}

/** Issues already found for a document equal to `doc` (the JSON view read it): pageIssues answers them. */
export function rememberIssues(doc: Page, issues: readonly DocumentIssue[]): void {
  if (!validated.has(doc)) validated.set(doc, [...issues]);
}

/** `/sections/3/chart_config/…` → 3; null for a pointer outside the sections. */
export function sectionIndexOf(pointer: string): number | null {
  const match = /^\/sections\/(\d+)(?:\/|$)/.exec(pointer);
  return match ? Number(match[1]) : null;
}

/** The errors of one section (its pointers relative to the page), which keep it from being drawn. */
export function sectionErrors(doc: Page, index: number): DocumentIssue[] {
  return pageIssues(doc).filter((i) => i.severity === 'error' && sectionIndexOf(i.pointer) === index);
}

export function toProblems(
  issues: readonly DocumentIssue[],
  lang: Lang,
  source: Problem['source'] = 'document',
): Problem[] {
  return issues.map((i) => ({ pointer: i.pointer, message: i.message[lang], severity: i.severity, source }));
}

/** The list follows the page once an edit pauses: a drag on a big page does not validate it every frame. */
export const PROBLEMS_DELAY = 150;

/** Every problem of the page as edited, then the server's from the last refused save. */
export function useProblems(lang: Lang, server: readonly ServerProblem[] = []): Problem[] {
  const store = useDesignerStore();
  const doc = useSettledDoc(store, PROBLEMS_DELAY);
  const text = useStore(textIssuesOf(store), (s) => s.issues);
  return useMemo(
    () => [
      ...toProblems(text, lang, 'json'),
      ...toProblems(pageIssues(doc), lang),
      ...server.map((p): Problem => ({ ...p, severity: 'error', source: 'server' })),
    ],
    [doc, text, lang, server],
  );
}
