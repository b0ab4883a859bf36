import { useState } from 'react';
import { App, Button, type ButtonProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportTemplate, type TemplateSource } from '../../../api/templates';
import { saveBlob } from '../../../lib/saveBlob';

/** Downloads a page, or a catalog with its pages, as a template bundle file. */
export default function ExportTemplateButton({ source, ...button }: { source: TemplateSource } & ButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await exportTemplate(source);
      saveBlob(file.blob, file.filename);
      void message.success(t('templates.exported', { file: file.filename }));
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={() => void run()} {...button}>
      {t('templates.export')}
    </Button>
  );
}
