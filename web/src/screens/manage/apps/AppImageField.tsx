import { Button, Input } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import AppAvatar from '../../../layout/AppAvatar';
import ImageUploadButton from '../../../components/ImageUploadButton';
import { apiUrl } from '../../../api/client';
import { IMAGE_URL_MAX } from './imageData';

/** An app's icon: an address typed in, or a picture uploaded in blocks to the product's file store; with its preview. */
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
  // An uploaded picture (or one stored as data before uploads existed) is not an address to edit in the text box.
  const uploaded = !!value && (value.startsWith('data:') || value.startsWith(apiUrl('/upload/file')));

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
      <ImageUploadButton
        purpose="app_icon"
        icon={<UploadOutlined />}
        onUploaded={(src) => onChange?.(src)}
        testId="app-image-upload"
      >
        {t('apps.imageUpload')}
      </ImageUploadButton>
      {uploaded && <Button onClick={() => onChange?.('')}>{t('apps.imageRemove')}</Button>}
    </div>
  );
}
