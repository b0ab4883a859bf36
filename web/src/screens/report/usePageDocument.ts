import { useEffect, useState } from 'react';
import type { Page } from '@tessera/schema/dsl';
import { ApiError } from '../../api/client';
import { pageDocument } from '../../api/pages';
import { takePageDocument } from '../../api/pagePrefetch';

export type PageDocumentState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: Page };

const LOADING: PageDocumentState = { status: 'loading' };

/**
 * The document of the page entry — online, or its drafts in preview — refetched when either changes; a superseded
 * call is aborted and ignored. The first page opened takes the document the startup already asked for.
 */
export function usePageDocument(entryId: number, preview = false): PageDocumentState {
  // The answer with the document it answers for: loading until the current document's answer is in.
  const key = `${entryId}:${preview}`;
  const [answer, setAnswer] = useState<{ key: string; state: PageDocumentState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const answer = takePageDocument(entryId, preview) ?? pageDocument(entryId, preview, controller.signal);
    answer.then(
      (page) => {
        // A prefetched call is not cancelled with this view: its late answer must not replace a newer one.
        if (!controller.signal.aborted) setAnswer({ key, state: { status: 'ready', page } });
      },
      (err: unknown) => {
        if (controller.signal.aborted || (err instanceof ApiError && err.kind === 'aborted')) return;
        setAnswer({ key, state: { status: 'error', message: err instanceof Error ? err.message : String(err) } });
      },
    );
    return () => controller.abort();
  }, [entryId, preview, key]);
  return answer?.key === key ? answer.state : LOADING;
}
