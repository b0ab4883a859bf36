import { useRef, useState } from 'react';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HelpDocument } from '@tessera/schema/api';
import { HELP_LIMITS } from '@tessera/schema/api';
import { saveHelp } from '../../api/help';
import { feedback } from '../../lib/feedback';
import HelpArticle from './HelpArticle';
import ImageUploadButton from '../../components/ImageUploadButton';

/** Writing a help document: title, markdown on the left, its live preview on the right; images upload in blocks. */
export default function HelpEditor({
  appId,
  doc,
  onSaved,
  onCancel,
}: {
  appId: number;
  doc: HelpDocument | null;
  onSaved: (doc: HelpDocument) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(doc?.title ?? '');
  const [content, setContent] = useState(doc?.content ?? '');
  const [titleError, setTitleError] = useState(false);
  const [saving, setSaving] = useState(false);
  const textarea = useRef<HTMLTextAreaElement | null>(null);

  // The image goes where the cursor is, on a line of its own.
  const insertImage = (src: string, file: File) => {
    const at = textarea.current?.selectionStart ?? content.length;
    const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
    const snippet = `\n![${alt}](${src})\n`;
    setContent((text) => text.slice(0, at) + snippet + text.slice(at));
  };

  const save = async () => {
    if (!title.trim()) {
      setTitleError(true);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveHelp({ id: doc?.id, app_id: appId, title: title.trim(), content });
      feedback.message.success(t('helpDocs.saved'));
      onSaved(saved);
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      className="ts-help-editor"
      size="small"
      title={doc ? t('helpDocs.editTitle') : t('helpDocs.newTitle')}
      data-testid="help-editor"
      extra={
        <Space>
          <Button onClick={onCancel}>{t('helpDocs.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="help-save">
            {t('helpDocs.save')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item
          label={t('helpDocs.titleLabel')}
          required
          validateStatus={titleError ? 'error' : undefined}
          help={titleError ? t('helpDocs.titleRequired') : undefined}
        >
          <Input
            value={title}
            maxLength={HELP_LIMITS.TITLE}
            data-testid="help-title-input"
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleError(false);
            }}
          />
        </Form.Item>
      </Form>
      <div className="ts-help-split">
        <div className="ts-help-pane">
          <div className="ts-help-pane-head">
            <Typography.Text strong>{t('helpDocs.content')}</Typography.Text>
            <ImageUploadButton purpose="help_image" appId={appId} onUploaded={insertImage} testId="help-insert-image">
              {t('helpDocs.insertImage')}
            </ImageUploadButton>
          </div>
          <Input.TextArea
            ref={(ref) => {
              textarea.current = ref?.resizableTextArea?.textArea ?? null;
            }}
            className="ts-help-source"
            value={content}
            maxLength={HELP_LIMITS.CONTENT}
            placeholder={t('helpDocs.contentPlaceholder')}
            data-testid="help-content-input"
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <div className="ts-help-pane">
          <div className="ts-help-pane-head">
            <Typography.Text strong>{t('helpDocs.preview')}</Typography.Text>
          </div>
          <div className="ts-help-preview" data-testid="help-preview">
            {content.trim() ? (
              <HelpArticle markdown={content} />
            ) : (
              <Typography.Text type="secondary">{t('helpDocs.previewEmpty')}</Typography.Text>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
