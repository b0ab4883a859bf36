import { useState } from 'react';
import { App, Button, Popconfirm, Tooltip } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { DesignerStore } from '@tessera/designer';
import { pointerErrorsOf, type PointerError } from '../../api/documentErrors';
import { putSectionsOnline } from '../../api/versions';

interface Props {
  store: DesignerStore;
  pageId: number;
  dirty: boolean;
  /** The server refused: its pointer errors, already as pointers into the page. */
  onRefused: (errors: PointerError[]) => void;
}

/**
 * The `online` call names sections by id, and its pointers count in that list (`/2/chart_config`): turned into
 * pointers into the page (`/sections/5/chart_config`) so they land on the same fields as the page's own problems.
 */
export function pagePointers(errors: readonly PointerError[], ids: readonly number[], sectionIds: readonly unknown[]) {
  return errors.map((error) => {
    const match = /^\/(\d+)(\/.*)?$/.exec(error.pointer);
    const index = match ? sectionIds.indexOf(ids[Number(match[1])]) : -1;
    return index >= 0 ? { ...error, pointer: `/sections/${index}${match?.[2] ?? ''}` } : error;
  });
}

/** Puts every saved section of the page online through the page-diagram `online` call, recording a page version. */
export default function DesignerPublish({ store, pageId, dirty, onRefused }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const sectionIds = useStore(store, (s) => s.doc.sections.map((section) => section.id).join(','));
  const ids = sectionIds
    .split(',')
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  const blocked = dirty ? t('pageEdit.publishNeedsSave') : ids.length === 0 ? t('designerScreen.publishNothing') : null;

  const publish = async () => {
    setBusy(true);
    onRefused([]);
    try {
      await putSectionsOnline(pageId, ids);
      void message.success(t('designerScreen.published'));
    } catch (err) {
      const found = pointerErrorsOf(err);
      const order = store.getState().doc.sections.map((s) => s.id);
      if (found.length) onRefused(pagePointers(found, ids, order));
      else void message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={blocked}>
      <Popconfirm
        title={t('designerScreen.publishConfirm')}
        okText={t('pageEdit.publish')}
        cancelText={t('common.cancel')}
        onConfirm={() => void publish()}
        disabled={!!blocked}
        okButtonProps={{ 'data-testid': 'designer-publish-confirm' }}
      >
        <Button icon={<CloudUploadOutlined />} disabled={!!blocked} loading={busy} data-testid="designer-publish">
          {t('pageEdit.publish')}
        </Button>
      </Popconfirm>
    </Tooltip>
  );
}
