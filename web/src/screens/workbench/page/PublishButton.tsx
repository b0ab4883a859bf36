import { useState } from 'react';
import { App, Button, Form, Input, Modal, Tooltip } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS } from '@tessera/schema/api';
import { publishPage } from '../../../api/versions';

interface Props {
  pageId: number;
  /** Why publishing is not possible now (e.g. unsaved edits), shown as the button's tip. */
  blockedReason?: string;
  onPublished: () => void;
}

/** Publishes the page's saved draft as a new version, with an optional change summary. */
export default function PublishButton({ pageId, blockedReason, onPublished }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState('');
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    setBusy(true);
    try {
      const version = await publishPage({ page_id: pageId, ...(summary.trim() ? { summary: summary.trim() } : {}) });
      void message.success(t('pageEdit.published', { number: version.number }));
      setOpen(false);
      setSummary('');
      onPublished();
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={blockedReason}>
        <Button
          icon={<CloudUploadOutlined />}
          disabled={!!blockedReason}
          onClick={() => setOpen(true)}
          data-testid="publish-open"
        >
          {t('pageEdit.publish')}
        </Button>
      </Tooltip>
      <Modal
        open={open}
        title={t('pageEdit.publishTitle')}
        okText={t('pageEdit.publish')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => void publish()}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'publish-confirm' }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('pageEdit.publishSummary')} extra={t('pageEdit.publishSummaryHelp')}>
            <Input.TextArea
              value={summary}
              maxLength={INPUT_LIMITS.SUMMARY}
              autoSize={{ minRows: 2, maxRows: 6 }}
              onChange={(e) => setSummary(e.target.value)}
              data-testid="publish-summary"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
