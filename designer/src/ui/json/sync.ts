import type { Draft } from 'immer';
import type { DocumentIssue, Page } from '@tessera/schema/dsl';
import { checkDocument } from '@tessera/schema/check';
import type { DesignerStore } from '../../edit/store';
import { textIn } from '../../i18n';
import { rememberIssues } from '../problems/issues';

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
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    const message = { zh: textIn('zh', 'json.notObject'), en: textIn('en', 'json.notObject') };
    return { kind: 'invalid', issues: [{ pointer: '', severity: 'error', message }] };
  }
  // One validation answers both questions (was it a page, and what is wrong with it): on a 60-section page each
  // run of the schema's rules costs more than the rest of the edit.
  const { conforms, issues } = checkDocument('page', value);
  return conforms ? { kind: 'page', doc: value as Page, issues } : { kind: 'invalid', issues };
}

const isContainer = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Deep equality of two JSON values, keys in the same order (the text's order is the document's). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key, i) => key === keysB[i] && sameJson(a[key], b[key]));
}

type Container = Record<string, unknown> | unknown[];

/**
 * Makes a draft equal to `next` by changing only what differs: sections the JSON edit did not touch keep their
 * objects (no re-render, no history noise) and the recorded patches are as small as the edit. What differs is found
 * on `base`, the plain document the draft was made from: reading the draft itself would make a proxy of every
 * object of the page (a 60-section page took 250–300 ms per edit that way).
 */
export function reconcile(draft: Container, base: Container, next: Container): void {
  if (Array.isArray(draft) && Array.isArray(next)) {
    if (draft.length > next.length) draft.splice(next.length);
    next.forEach((value, i) => assign(draft, base, i, value));
    return;
  }
  const target = draft as Record<string, unknown>;
  const source = next as Record<string, unknown>;
  for (const key of Object.keys(base)) if (!(key in source)) delete target[key];
  for (const key of Object.keys(source)) assign(target, base, key, source[key]);
}

function assign(target: Container, base: Container, key: string | number, value: unknown): void {
  const was = (base as Record<string | number, unknown>)[key];
  if (sameJson(was, value)) return;
  const slot = target as Record<string | number, unknown>;
  if (isContainer(was) && isContainer(value) && Array.isArray(was) === Array.isArray(value))
    reconcile(slot[key] as Container, was, value);
  else slot[key] = value;
}

/** Which focus of the JSON view an edit belongs to: its keystrokes fold into one undo step per focus. */
export const JSON_TYPING = 'json-view';

/** A valid page typed into the JSON view becomes the document: one described, undoable step. */
export function applyJson(store: DesignerStore, doc: Page, issues?: readonly DocumentIssue[]): void {
  const base = store.getState().doc;
  store.getState().perform({ key: 'editJson' }, (draft: Draft<Page>) => reconcile(draft, base, doc), {
    typing: JSON_TYPING,
  });
  // The document is now equal to the one read (reconcile made it so): its issues are those already found, and the
  // problems panel and the preview take them rather than validating the page again.
  const applied = store.getState().doc;
  if (issues && applied !== base) rememberIssues(applied, issues);
}
