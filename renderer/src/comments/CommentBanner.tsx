import dayjs from 'dayjs';
import { Alert, Typography } from 'antd';
import type { ChartCommentRecord } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { useText } from '../i18n';
import { pointText } from './point';

export interface CommentBannerProps {
  comments: readonly ChartCommentRecord[];
  section: Pick<Section, 'column_config_model_list'>;
}

/** The comments over a chart: a compact list (point, text, author, time) that scrolls past a few lines. */
export default function CommentBanner({ comments, section }: CommentBannerProps) {
  const t = useText();
  if (comments.length === 0) return null;
  const list = (
    <ul style={{ margin: 0, paddingInlineStart: 16, maxHeight: 96, overflowY: 'auto' }}>
      {comments.map((c) => (
        <li key={c.id}>
          <Typography.Text strong>{pointText(c.field_value, section) || t('comments.wholeChart')}</Typography.Text>{' '}
          <Typography.Text>{c.content}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {t('comments.authorAt', {
              author: c.realname || c.username,
              time: dayjs(c.created_at).format('YYYY-MM-DD HH:mm'),
            })}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
  return (
    <div data-testid="comment-banner" style={{ marginBottom: 8 }}>
      <Alert type="info" message={t('comments.bannerTitle', { count: comments.length })} description={list} />
    </div>
  );
}
