import { useRef } from 'react';
import { Button, Input } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import AppAvatar from '../../../layout/AppAvatar';
import { IMAGE_URL_MAX, iconDataUrl } from './imageData';

/** An app's icon: an address typed in, or a picture made small enough to be stored as data; with its preview. */
export default function AppImageField({
  value,
  onChange,
  id,
  name,
  appKey,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  name: string;
  appKey: string;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  // An uploaded picture is data, not an address to show in the text box.
  const uploaded = !!value?.startsWith('data:');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      feedback.message.error(t('apps.imageNotImage'));
      return;
    }
    try {
      const data = await iconDataUrl(file);
      if (data) onChange?.(data);
      else feedback.message.error(t('apps.imageTooLarge'));
    } catch {
      feedback.message.error(t('apps.imageNotImage'));
    }
  };

  return (
    <div className="ts-app-image-field">
      <AppAvatar app={{ app_name: name || '?', app_key: appKey || 'app', image_url: value || null }} size={40} />
      <div className="ts-app-image-url">
        <Input
          id={id}
          allowClear
          value={uploaded ? '' : (value ?? '')}
          placeholder={uploaded ? t('apps.imageUploaded') : 'https://… · /logo.png'}
          maxLength={IMAGE_URL_MAX}
          onChange={(e) => onChange?.(e.target.value)}
        />
      </div>
      <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()}>
        {t('apps.imageUpload')}
      </Button>
      {uploaded && <Button onClick={() => onChange?.('')}>{t('apps.imageRemove')}</Button>}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        // Inline: antd's form styles show every file input inside a form item.
        style={{ display: 'none' }}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
