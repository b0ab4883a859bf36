import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import type { Page } from '@tessera/schema/dsl';

enablePatches();

/** An edit as data: the patches that make it and the inverse patches that take it back. */
export interface Change {
  patches: Patch[];
  inverse: Patch[];
}

/** A recipe changes a draft of the page in place, as immer's produce expects. */
export type Recipe = (draft: Draft<Page>) => void;

function commonPrefix(paths: readonly (readonly (string | number)[])[]): (string | number)[] {
  const [first = [], ...rest] = paths;
  let length = first.length;
  for (const path of rest) {
    let i = 0;
    while (i < length && i < path.length && path[i] === first[i]) i += 1;
    length = i;
  }
  return first.slice(0, length);
}

function valueAt(doc: unknown, path: readonly (string | number)[]): unknown {
  let node = doc;
  for (const step of path) node = (node as Record<string | number, unknown>)[step];
  return node;
}

/** Adding or removing an object key: replaying it appends the key, so the object's key order may change. */
const movesKeys = (patch: Patch) => patch.op !== 'replace' && typeof patch.path[patch.path.length - 1] === 'string';

/**
 * Undo must give back the very document (byte for byte), but an inverse 'add' re-creates a deleted key at the end
 * of its object. When an edit adds or removes object keys, it is recorded instead as one replacement of the
 * smallest container holding every patch: that container sits at the same place before and after the edit, and
 * its recorded values are the documents' own (frozen, shared) objects, so the cost is a reference, not a copy.
 */
function keepKeyOrder(base: Page, result: Page, change: Change): Change {
  if (!change.patches.some(movesKeys) && !change.inverse.some(movesKeys)) return change;
  const path = commonPrefix([...change.patches, ...change.inverse].map((p) => p.path.slice(0, -1)));
  return {
    patches: [{ op: 'replace', path, value: valueAt(result, path) }],
    inverse: [{ op: 'replace', path, value: valueAt(base, path) }],
  };
}

/** Applies a recipe; null when it changed nothing. */
export function record(base: Page, recipe: Recipe): { doc: Page; change: Change } | null {
  const [doc, patches, inverse] = produceWithPatches(base, recipe);
  if (patches.length === 0) return null;
  return { doc, change: keepKeyOrder(base, doc, { patches, inverse }) };
}

/**
 * The net change from `base` to `result` given the patches that led there: one replacement per changed place
 * rather than one per pointer move or keystroke, so a long gesture or a typed paragraph is a small history entry.
 */
export function squash(base: Page, result: Page, patches: readonly Patch[]): Change | null {
  // A recorded edit may replace the whole document (path []): applyPatches then answers the new document rather
  // than changing the draft, so the recipe returns what it answers.
  const [, net, inverse] = produceWithPatches(base, (draft) => applyPatches(draft, patches));
  if (net.length === 0) return null;
  return keepKeyOrder(base, result, { patches: net, inverse });
}

export function replay(doc: Page, patches: readonly Patch[]): Page {
  return applyPatches(doc, patches);
}
