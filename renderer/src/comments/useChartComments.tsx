import { lazy, Suspense, useCallback, useState } from 'react';
import { isFlagOn } from '@tessera/schema/rules';
import { type Section } from '@tessera/schema/dsl';
import type { SectionScope } from '../sections/types';
import CommentBanner from './CommentBanner';
import type { ChartComments, CommentPoint } from './types';
import { useCommentList } from './useCommentList';

// The dialog brings antd's form and text area; it loads on the first click on a point, not with every chart.
const CommentDialog = lazy(() => import('./CommentDialog'));

/**
 * Comments of a chart section (spec section 4: clicking a point, when comments are allowed, opens the add-comment
 * dialog). Off unless the section sets chart_is_comment; then the section's comments on this page are fetched,
 * shown in a banner over the chart (where authors edit or delete theirs), and fetched again after each change.
 */
export function useChartComments(section: Section, scope: SectionScope): ChartComments {
  const enabled = isFlagOn(section.chart_is_comment);
  const { comments, reload } = useCommentList(section.id, enabled);
  const [point, setPoint] = useState<CommentPoint | null>(null);
  // Once opened, the dialog stays mounted so closing animates and a reopened dialog keeps its form.
  const [opened, setOpened] = useState(false);

  const openForPoint = useCallback(
    (next: CommentPoint) => {
      if (!enabled) return;
      setOpened(true);
      setPoint(next);
    },
    [enabled],
  );
  const close = useCallback(() => setPoint(null), []);

  return {
    enabled,
    banner: comments.length > 0 ? <CommentBanner comments={comments} section={section} onChanged={reload} /> : null,
    dialog:
      enabled && opened ? (
        <Suspense fallback={null}>
          <CommentDialog section={section} point={point} conditions={scope.values} onClose={close} onAdded={reload} />
        </Suspense>
      ) : null,
    openForPoint,
  };
}
