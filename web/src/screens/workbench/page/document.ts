import type { PageChange, PageVersionSummary } from '@tessera/schema/api';
import type { Lang } from '@tessera/schema/rules';

/** Pure helpers of the page edit screens: document text, and which two versions a diff compares. */

/** A page document as the JSON editor shows it (and the diff compares it): two-space indented. */
export const documentText = (doc: unknown) => JSON.stringify(doc, null, 2);

export type ParsedDocument =
  { ok: true; document: Record<string, unknown> } | { ok: false; error: 'syntax' | 'notObject'; detail: string };

/** The editor's text as a document to save: valid JSON, and an object (the server checks the rest). */
export function parseDocument(text: string): ParsedDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: 'syntax', detail: (err as Error).message };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'notObject', detail: '' };
  return { ok: true, document: value as Record<string, unknown> };
}

/** The two ticked versions as older → newer (ids grow with time, draft saves included), or null unless two are ticked. */
export function diffPair(
  ticked: readonly number[],
  versions: readonly PageVersionSummary[],
): { from: PageVersionSummary; to: PageVersionSummary } | null {
  if (ticked.length !== 2) return null;
  const picked = versions.filter((v) => ticked.includes(v.id));
  if (picked.length !== 2) return null;
  const [a, b] = [...picked].sort((x, y) => x.id - y.id);
  return { from: a, to: b };
}

/** Ticking a version: at most two stay ticked, the oldest tick gives way. */
export function tick(ticked: readonly number[], id: number, on: boolean): number[] {
  if (!on) return ticked.filter((t) => t !== id);
  if (ticked.includes(id)) return [...ticked];
  return [...ticked, id].slice(-2);
}

/** A change as one line in the reader's language, e.g. "section 销售趋势: chart type line → bar". */
export const changeText = (change: PageChange, lang: Lang) => change.message[lang] || change.message.en;
