import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_LIMITS, INPUT_LIMITS } from '@tessera/schema/api';
import { saveFeedback } from '../../api/social';
import { feedback as toast } from '../../lib/feedback';

/**
 * The feedback modal (spec sections 2 and 5): the text is required, and it is sent with the address of the page the
 * user is on. Toasts as spec section 8 says.
 */
export default function FeedbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ feedback: string }>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const { feedback } = await form.validateFields();
    setSending(true);
    try {
      await saveFeedback(feedback.trim(), window.location.href.slice(0, INPUT_LIMITS.URL));
      toast.message.success(t('feedback.submitted'));
      form.resetFields();
      onClose();
    } catch {
      toast.message.error(t('feedback.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('feedback.title')}
      okText={t('feedback.submit')}
      confirmLoading={sending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Form form={form} layout="vertical" data-testid="feedback-form" preserve={false}>
        <Form.Item
          name="feedback"
          label={t('feedback.label')}
          rules={[{ required: true, whitespace: true, message: t('feedback.required') }]}
        >
          <Input.TextArea
            autoFocus
            rows={5}
            showCount
            maxLength={FEEDBACK_LIMITS.TEXT}
            placeholder={t('feedback.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
