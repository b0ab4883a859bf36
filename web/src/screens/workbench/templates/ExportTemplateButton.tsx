import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useExportTemplate } from './useExportTemplate';

/** Downloads a page, or a catalog with its pages, as a template bundle file. */
export default function ExportTemplateButton({ entryId, ...button }: { entryId: number } & ButtonProps) {
  const { t } = useTranslation();
  const exportEntry = useExportTemplate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<ExportOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void exportEntry(entryId).finally(() => setBusy(false));
      }}
      {...button}
    >
      {t('templates.export')}
    </Button>
  );
}

