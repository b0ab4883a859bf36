import { useEffect, useState } from 'react';
import type { Page } from '@tessera/schema';
import { ApiError } from '../../api/client';
import { pageDocument } from '../../api/pages';

export type PageDocumentState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: Page };

/**
 * The document of the page entry — online, or its drafts in preview — refetched when either changes; a superseded
 * call is aborted and ignored.
 */
export function usePageDocument(entryId: number, preview = false): PageDocumentState {
  const [state, setState] = useState<PageDocumentState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    pageDocument(entryId, preview, controller.signal).then(
      (page) => setState({ status: 'ready', page }),
      (err: unknown) => {
        if (controller.signal.aborted || (err instanceof ApiError && err.kind === 'aborted')) return;
        setState({ status: 'error', message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => controller.abort();
  }, [entryId, preview]);
  return state;
}
