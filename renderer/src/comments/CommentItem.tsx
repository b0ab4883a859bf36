import { useState } from 'react';
import dayjs from 'dayjs';
import { App, Button, Input, Popconfirm, Space, Typography } from 'antd';
import type { ChartCommentRecord } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { COMMENT_LIMITS } from '@tessera/schema/api';
import { useRenderer } from '../context';
import { useText } from '../i18n';
import { pointText } from './point';

interface CommentItemProps {
  comment: ChartCommentRecord;
  section: Pick<Section, 'column_config_model_list'>;
  /** The list changed on the server: fetch it again. */
  onChanged: () => void;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** One comment of the banner; its author (or an admin) edits it in place or deletes it. */
export default function CommentItem({ comment, section, onChanged }: CommentItemProps) {
  const t = useText();
  const { client } = useRenderer();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await work();
      setDraft(null);
      void message.success(done);
      onChanged();
    } catch (err) {
      void message.error(`${failed}: ${messageOf(err)}`);
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    act(
      () => client.comments.update({ id: comment.id, content: draft ?? '' }),
      t('comments.updated'),
      t('comments.updateFailed'),
    );
  const remove = () =>
    act(() => client.comments.remove({ id: comment.id }), t('comments.deleted'), t('comments.deleteFailed'));

  const point = (
    <Typography.Text strong>{pointText(comment.field_value, section) || t('comments.wholeChart')}</Typography.Text>
  );
  if (draft !== null)
    return (
      <li data-testid="comment-item">
        {point}
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={COMMENT_LIMITS.CONTENT}
          autoSize={{ minRows: 1, maxRows: 4 }}
          aria-label={t('comments.content')}
          data-testid="comment-edit-text"
          style={{ margin: '4px 0' }}
        />
        <Space size={4}>
          <Button
            size="small"
            type="primary"
            loading={busy}
            disabled={draft.trim() === ''}
            onClick={() => void save()}
            data-testid="comment-edit-save"
          >
            {t('comments.save')}
          </Button>
          <Button size="small" disabled={busy} onClick={() => setDraft(null)}>
            {t('comments.cancel')}
          </Button>
        </Space>
      </li>
    );
  return (
    <li data-testid="comment-item">
      {point} <Typography.Text>{comment.content}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {t('comments.authorAt', {
          author: comment.realname || comment.username,
          time: dayjs(comment.created_at).format('YYYY-MM-DD HH:mm'),
        })}
      </Typography.Text>
      {comment.can_edit && (
        <>
          {' '}
          <Typography.Link onClick={() => setDraft(comment.content)} data-testid="comment-edit">
            {t('comments.edit')}
          </Typography.Link>{' '}
          <Popconfirm
            title={t('comments.deleteConfirm')}
            okText={t('comments.delete')}
            cancelText={t('comments.cancel')}
            okButtonProps={{ danger: true, loading: busy }}
            onConfirm={() => void remove()}
          >
            <Typography.Link type="danger" data-testid="comment-delete">
              {t('comments.delete')}
            </Typography.Link>
          </Popconfirm>
        </>
      )}
    </li>
  );
}
