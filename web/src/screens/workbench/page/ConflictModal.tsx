import { App, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaveConflict } from '@tessera/schema/api';
import ChangeList from './ChangeList';
import { formatTime } from './time';

interface Props {
  conflict: SaveConflict | null;
  saving: boolean;
  onReload: () => void;
  onSaveOnTop: () => void;
  onClose: () => void;
}

/**
 * A save refused because another admin saved in between: who, when and what differs, and the two ways out. Neither
 * is silent: loading theirs drops the edit, saving on top is confirmed once more.
 */
export default function ConflictModal({ conflict, saving, onReload, onSaveOnTop, onClose }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const who = conflict?.saved_by || t('pageEdit.someone');
  const confirmOnTop = () => {
    modal.confirm({
      title: t('pageEdit.conflictOverwrite'),
      content: t('pageEdit.conflictOverwriteConfirm', { who }),
      okText: t('pageEdit.conflictOverwrite'),
      cancelText: t('common.cancel'),
      onOk: onSaveOnTop,
    });
  };
  return (
    <Modal
      open={!!conflict}
      title={t('pageEdit.conflictTitle')}
      width={720}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onReload} danger data-testid="conflict-reload">
            {t('pageEdit.conflictReload')}
          </Button>
          <Button type="primary" loading={saving} onClick={confirmOnTop} data-testid="conflict-save-on-top">
            {t('pageEdit.conflictOverwrite')}
          </Button>
        </Space>
      }
    >
      {conflict && (
        <>
          <Typography.Paragraph data-testid="conflict-who">
            {t('pageEdit.conflictBody', { who, time: formatTime(conflict.saved_at), revision: conflict.revision })}
          </Typography.Paragraph>
          <Typography.Text strong>{t('pageEdit.conflictChanges')}</Typography.Text>
          <div style={{ maxHeight: 320, overflow: 'auto' }}>
            <ChangeList changes={conflict.changes} empty={t('pageEdit.conflictNoChanges')} />
          </div>
        </>
      )}
    </Modal>
  );
}
