import type { Draft } from 'immer';
import type { DocumentIssue, Page } from '@tessera/schema/dsl';
import { conformsTo } from '@tessera/schema/validate';
import type { DesignerStore } from '../../edit/store';
import { textIn } from '../../i18n';
import { pageIssues } from '../problems/issues';

/** The page as the JSON view shows it: two-space indented, like the page editor and the version diff. */
export const documentText = (doc: Page) => JSON.stringify(doc, null, 2);

/** The JSON view's text read as a page. */
export type JsonReading =
  /** Not JSON at all: the editor's own syntax markers say where. */
  | { kind: 'syntax'; message: string }
  /** JSON, but not a page the canvas can hold (the schema's structural rules): markers only, the page stays. */
  | { kind: 'invalid'; issues: DocumentIssue[] }
  /** A page: it applies, and its semantic issues (warnings, rule errors the save would refuse) are marked. */
  | { kind: 'page'; doc: Page; issues: DocumentIssue[] };

export function readJson(text: string): JsonReading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { kind: 'syntax', message: (err as Error).message };
  }
  if (!conformsTo('page', value)) {
    const message = { zh: textIn('zh', 'json.notObject'), en: textIn('en', 'json.notObject') };
    const root: DocumentIssue = { pointer: '', severity: 'error', message };
    const issues = value && typeof value === 'object' && !Array.isArray(value) ? pageIssues(value as Page) : [root];
    return { kind: 'invalid', issues };
  }
  return { kind: 'page', doc: value, issues: pageIssues(value) };
}

const isContainer = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Makes a draft equal to `next` by changing only what differs: sections the JSON edit did not touch keep their
 * objects (no re-render, no history noise) and the recorded patches are as small as the edit.
 */
export function reconcile(draft: Record<string, unknown> | unknown[], next: Record<string, unknown> | unknown[]): void {
  if (Array.isArray(draft) && Array.isArray(next)) {
    if (draft.length > next.length) draft.splice(next.length);
    next.forEach((value, i) => assign(draft, i, value));
    return;
  }
  const target = draft as Record<string, unknown>;
  const source = next as Record<string, unknown>;
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
  for (const key of Object.keys(source)) assign(target, key, source[key]);
}

function assign(target: Record<string, unknown> | unknown[], key: string | number, value: unknown): void {
  const slot = target as Record<string | number, unknown>;
  const current = slot[key];
  if (current === value || JSON.stringify(current) === JSON.stringify(value)) return;
  if (isContainer(current) && isContainer(value) && Array.isArray(current) === Array.isArray(value))
    reconcile(current, value);
  else slot[key] = value;
}

/** Which focus of the JSON view an edit belongs to: its keystrokes fold into one undo step per focus. */
export const JSON_TYPING = 'json-view';

/** A valid page typed into the JSON view becomes the document: one described, undoable step. */
export function applyJson(store: DesignerStore, doc: Page): void {
  store.getState().perform({ key: 'editJson' }, (draft: Draft<Page>) => reconcile(draft, doc), {
    typing: JSON_TYPING,
  });
}
