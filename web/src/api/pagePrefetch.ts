import type { Page } from '@tessera/schema/dsl';
import { pageDocument } from './pages';

/** A document asked for at startup serves the page that opens right after it, not one opened much later. */
const FRESH_MS = 10_000;

let held: { key: string; answer: Promise<Page>; at: number } | null = null;

const keyOf = (entryId: number, preview: boolean) => `${entryId}:${preview}`;

/**
 * Asks for a page's document now, before its screen has rendered: the first navigation to a menu page knows which
 * page it opens as soon as the startup call answers, while the shell and the page frame still have to render before
 * the page would ask. The page takes the answer once (takePageDocument).
 */
export function prefetchPageDocument(entryId: number, preview: boolean): void {
  const answer = pageDocument(entryId, preview);
  // A failure is shown by the page that takes it; one nobody takes is dropped.
  answer.catch(() => undefined);
  held = { key: keyOf(entryId, preview), answer, at: Date.now() };
}

/** The document prefetched for this page, handed out once while fresh; null otherwise. */
export function takePageDocument(entryId: number, preview: boolean): Promise<Page> | null {
  const taken = held;
  held = null;
  if (!taken || taken.key !== keyOf(entryId, preview) || Date.now() - taken.at > FRESH_MS) return null;
  return taken.answer;
}
