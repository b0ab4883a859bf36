import { useCallback, useState } from 'react';
import { isFlagOn, type Section } from '@tessera/schema';
import type { SectionScope } from '../sections/types';
import CommentBanner from './CommentBanner';
import CommentDialog from './CommentDialog';
import type { ChartComments, CommentPoint } from './types';
import { useCommentList } from './useCommentList';

/**
 * Comments of a chart section (spec section 4: clicking a point, when comments are allowed, opens the add-comment
 * dialog). Off unless the section sets chart_is_comment; then the section's comments on this page are fetched,
 * shown in a banner over the chart, and fetched again after a comment was added.
 */
export function useChartComments(section: Section, scope: SectionScope): ChartComments {
  const enabled = isFlagOn(section.chart_is_comment);
  const { comments, reload } = useCommentList(section.id, enabled);
  const [point, setPoint] = useState<CommentPoint | null>(null);

  const openForPoint = useCallback(
    (next: CommentPoint) => {
      if (enabled) setPoint(next);
    },
    [enabled],
  );
  const close = useCallback(() => setPoint(null), []);

  return {
    enabled,
    banner: comments.length > 0 ? <CommentBanner comments={comments} section={section} /> : null,
    dialog: enabled ? <CommentDialog section={section} point={point} conditions={scope.values} onClose={close} onAdded={reload} /> : null,
    openForPoint,
  };
}
