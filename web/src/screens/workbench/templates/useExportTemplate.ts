import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportTemplate } from '../../../api/templates';
import { saveBlob } from '@tessera/renderer/save';

/** Exports an entry (a page, or a catalog with everything below it) as a bundle file the browser saves. */
export function useExportTemplate(): (entryId: number) => Promise<void> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (entryId: number) => {
      try {
        const file = await exportTemplate(entryId);
        saveBlob(file.blob, file.filename);
        void message.success(t('templates.exported', { file: file.filename }));
      } catch (err) {
        void message.error((err as Error).message);
      }
    },
    [message, t],
  );
}
