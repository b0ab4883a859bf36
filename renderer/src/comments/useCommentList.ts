import { useCallback, useEffect, useState } from 'react';
import type { ChartCommentRecord } from '@tessera/schema/api';
import { useRenderer } from '../context';

export interface CommentList {
  comments: ChartCommentRecord[];
  /** Fetches the list again (after a comment was added or changed). */
  reload: () => void;
}

/**
 * The comments of a section on this page, fetched while `enabled`. A failed fetch leaves the list empty without
 * telling anyone (spec section 8): comments are an aside, never a reason to show an error over a chart.
 */
export function useCommentList(diagramId: number | string, enabled: boolean): CommentList {
  const { client, page } = useRenderer();
  // The comments part of the client, not the client: a host that wraps its client anew for every change of the
  // page (the designer's preview) keeps this object, and the list is not fetched again for each edit.
  const api = client.comments;
  const [comments, setComments] = useState<ChartCommentRecord[]>([]);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    api.list({ diagram_id: diagramId, url: page.url }, { signal: controller.signal }).then(
      (list) => {
        if (!controller.signal.aborted) setComments(Array.isArray(list) ? list : []);
      },
      () => {
        if (!controller.signal.aborted) setComments([]);
      },
    );
    return () => controller.abort();
  }, [api, diagramId, page.url, enabled, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { comments: enabled ? comments : [], reload };
}
