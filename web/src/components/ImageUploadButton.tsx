import { useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadPurpose } from '@tessera/schema/api';
import { UPLOAD_IMAGE_TYPES } from '@tessera/schema/api';
import { feedback } from '../lib/feedback';
import { isUploadImageType, uploadImage } from '../lib/upload';

/** A button that picks an image and uploads it in blocks; `onUploaded` gets the address it is served from. */
export default function ImageUploadButton({
  purpose,
  appId,
  onUploaded,
  children,
  icon = <PictureOutlined />,
  testId,
}: {
  purpose: UploadPurpose;
  appId?: number;
  onUploaded: (src: string, file: File) => void;
  children: ReactNode;
  icon?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!isUploadImageType(file.type)) {
      feedback.message.error(t('helpDocs.notImage'));
      return;
    }
    setProgress({ done: 0, total: 1 });
    try {
      const stored = await uploadImage(file, purpose, appId, (done, total) => setProgress({ done, total }));
      onUploaded(stored.src, file);
    } catch (err) {
      feedback.message.error(t('helpDocs.uploadFailed', { reason: (err as Error).message }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <Button icon={icon} loading={!!progress} onClick={() => picker.current?.click()} data-testid={testId}>
        {progress ? t('helpDocs.uploading', progress) : children}
      </Button>
      <input
        ref={picker}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        // Inline: antd's form styles show every file input inside a form item.
        style={{ display: 'none' }}
        data-testid={testId ? `${testId}-input` : undefined}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}
