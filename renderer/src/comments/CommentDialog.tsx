import { useRef, useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { COMMENT_LIMITS } from '@tessera/schema/api';
import { DELAYS, type FilterValuesInput } from '@tessera/schema/rules';
import { type Section } from '@tessera/schema/dsl';
import { useRenderer } from '../context';
import { useText } from '../i18n';
import { pointText } from './point';
import type { CommentPoint } from './types';

export interface CommentDialogProps {
  section: Section;
  /** The point commented on; null keeps the dialog closed. */
  point: CommentPoint | null;
  /** The section's applied filter values, recorded with the comment. */
  conditions: FilterValuesInput;
  onClose: () => void;
  /** After the server stored the comment (the list is fetched again). */
  onAdded: () => void;
}

interface CommentForm {
  content: string;
}

/** antd's validateFields rejects with the fields in error; those are shown under the fields, not as a toast. */
const isFormError = (err: unknown) => typeof err === 'object' && err !== null && 'errorFields' in err;

/**
 * The add-comment dialog (spec sections 4 and 5): names the point, asks for the text, and cannot be submitted twice.
 * A failure shows the server's message and keeps the text, so nothing typed is lost.
 */
export default function CommentDialog({ section, point, conditions, onClose, onAdded }: CommentDialogProps) {
  const t = useText();
  const { client, page } = useRenderer();
  const { message } = App.useApp();
  const [form] = Form.useForm<CommentForm>();
  const [submitting, setSubmitting] = useState(false);
  // Set in the click itself, before validation: the loading button only stops clicks once React has re-rendered.
  const busy = useRef(false);

  const submit = async () => {
    if (busy.current || !point) return;
    busy.current = true;
    setSubmitting(true);
    try {
      const { content } = await form.validateFields();
      await client.comments.add({
        diagram_id: section.id,
        content: content.trim(),
        field_value: point.field_value,
        conditions: { ...conditions },
        url: page.url,
        title: section.title,
      });
      void message.success(t('comments.added'), DELAYS.COMMENT_SUCCESS_TOAST / 1000);
      form.resetFields();
      onClose();
      onAdded();
    } catch (err) {
      if (!isFormError(err))
        void message.error(err instanceof Error && err.message ? err.message : t('comments.addFailed'));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const about = point ? pointText(point.field_value, section) : '';
  return (
    <Modal
      open={point !== null}
      title={t('comments.addTitle')}
      okText={t('comments.submit')}
      cancelText={t('comments.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="vertical" data-testid="comment-dialog">
        <Form.Item label={t('comments.point')}>
          <Typography.Text strong>{about || t('comments.wholeChart')}</Typography.Text>
          {point?.series_name && (
            <Typography.Text type="secondary">{` · ${t('comments.series')}: ${point.series_name}`}</Typography.Text>
          )}
        </Form.Item>
        <Form.Item
          name="content"
          label={t('comments.content')}
          rules={[{ required: true, whitespace: true, message: t('comments.contentRequired') }]}
        >
          <Input.TextArea
            rows={4}
            maxLength={COMMENT_LIMITS.CONTENT}
            showCount
            placeholder={t('comments.contentPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
