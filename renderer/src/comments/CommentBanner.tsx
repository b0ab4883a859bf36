import { Alert } from 'antd';
import type { ChartCommentRecord } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { useText } from '../i18n';
import CommentItem from './CommentItem';

export interface CommentBannerProps {
  comments: readonly ChartCommentRecord[];
  section: Pick<Section, 'column_config_model_list'>;
  /** A comment was changed or deleted: fetch the list again. */
  onChanged: () => void;
}

/** The comments over a chart: a compact list (point, text, author, time) that scrolls past a few lines. */
export default function CommentBanner({ comments, section, onChanged }: CommentBannerProps) {
  const t = useText();
  if (comments.length === 0) return null;
  const list = (
    <ul style={{ margin: 0, paddingInlineStart: 16, maxHeight: 96, overflowY: 'auto' }}>
      {comments.map((c) => (
        <CommentItem key={c.id} comment={c} section={section} onChanged={onChanged} />
      ))}
    </ul>
  );
  return (
    <div data-testid="comment-banner" style={{ marginBottom: 8 }}>
      <Alert type="info" message={t('comments.bannerTitle', { count: comments.length })} description={list} />
    </div>
  );
}
