import { useEffect, useState } from 'react';
import { Input, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, type AppInfo } from '@tessera/schema/api';
import { getAnnouncement, saveAnnouncement } from '../../../api/apps';
import { feedback } from '../../../lib/feedback';
import { useAppStore } from '../../../store';

/** An app's announcement (plain text, as the home page shows it), edited beside its preview. */
export default function AnnouncementModal({ app, onClose }: { app: AppInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The text being edited, with the app it belongs to: another app's text is not this one's draft.
  const [edited, setEdited] = useState<{ appId: number; text: string } | null>(null);
  const draft = app && edited?.appId === app.id ? edited.text : null;
  const setDraft = (text: string) => app && setEdited({ appId: app.id, text });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!app) return undefined;
    let current = true;
    getAnnouncement(app.id).then(
      (res) => current && setEdited({ appId: app.id, text: res?.announcement ?? '' }),
      (err: unknown) => {
        if (!current) return;
        feedback.message.error((err as Error).message);
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [app, onClose]);

  const save = async () => {
    if (!app || draft === null) return;
    setSaving(true);
    try {
      await saveAnnouncement(app.id, draft);
      // The home page shows the current app's announcement from the store.
      if (useAppStore.getState().currentApp?.id === app.id) useAppStore.getState().set({ announcement: draft });
      feedback.message.success(t('apps.announcementSaved'));
      onClose();
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!app}
      title={app ? t('apps.announcementOf', { name: app.app_name }) : ''}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: draft === null }}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={820}
      destroyOnHidden
      modalRender={(node) => <div data-testid="announcement-modal">{node}</div>}
    >
      {draft === null ? (
        <Spin className="ts-main-spin" />
      ) : (
        <div className="ts-announcement-editor">
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoSize={{ minRows: 8, maxRows: 18 }}
            maxLength={INPUT_LIMITS.ANNOUNCEMENT}
            showCount
            placeholder={t('apps.announcementPlaceholder')}
            aria-label={t('apps.announcement')}
          />
          <div>
            <Typography.Text type="secondary">{t('apps.announcementPreview')}</Typography.Text>
            <div className="ts-announcement-preview">
              {draft.trim() ? draft : <span className="ts-muted">{t('apps.noAnnouncement')}</span>}
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
