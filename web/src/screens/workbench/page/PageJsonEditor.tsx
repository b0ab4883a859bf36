import { useState } from 'react';
import { Alert, App, Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pointerErrorsOf, type PointerError } from '../../../api/documentErrors';
import { CodeEditor } from '../../../lib/monaco';
import ConflictModal from './ConflictModal';
import PointerErrors from './PointerErrors';
import PublishButton from './PublishButton';
import { parseDocument } from './document';
import { formatTime } from './time';
import { useLeaveGuard } from './useLeaveGuard';
import { usePageDraft } from './usePageDraft';

interface Props {
  pageId: number;
  /** Changes when another panel changed the draft: the editor reloads it. */
  epoch: number;
  /** The draft or the published versions changed here. */
  onChanged: () => void;
  height?: number | string;
}

/** Where the editor finds the page JSON Schema (served by the server, outside /api). */
const pageSchemaUri = () => new URL('schemas/page.json', document.baseURI).href;

/**
 * The page draft as JSON on the page edit screen (the designer has its own JSON view): completion and checks from the
 * page JSON Schema, Save with the revision the edit started from, unsaved work kept locally and offered back, leaving
 * guarded, and a 409 resolved by the user.
 */
export default function PageJsonEditor({ pageId, epoch, onChanged, height = 560 }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [draft, act] = usePageDraft(pageId, epoch);
  const [errors, setErrors] = useState<PointerError[]>([]);
  const leaveDialog = useLeaveGuard(draft.dirty);

  const parsedOrWarn = () => {
    const parsed = parseDocument(draft.text);
    if (parsed.ok) return parsed.document;
    void message.error(
      parsed.error === 'syntax' ? t('pageEdit.invalidJson', { error: parsed.detail }) : t('pageEdit.notObject'),
    );
    return null;
  };

  const run = async (saving: (doc: Record<string, unknown>) => Promise<boolean>) => {
    const doc = parsedOrWarn();
    if (!doc) return;
    setErrors([]);
    try {
      if (await saving(doc)) {
        void message.success(t('pageEdit.saved'));
        onChanged();
      }
    } catch (err) {
      const found = pointerErrorsOf(err);
      if (found.length) setErrors(found);
      else void message.error((err as Error).message);
    }
  };

  if (draft.status === 'error') return <Result status="warning" title={t('pageEdit.loadFailed')} />;
  if (draft.status === 'loading')
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );

  return (
    <div data-testid="page-json-editor">
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!draft.dirty}
          loading={draft.saving}
          onClick={() => void run(act.save)}
          data-testid="page-save"
        >
          {t('pageEdit.save')}
        </Button>
        <PublishButton
          pageId={pageId}
          blockedReason={draft.dirty ? t('pageEdit.publishNeedsSave') : undefined}
          onPublished={onChanged}
        />
        <Typography.Text type="secondary" data-testid="page-revision">
          {draft.baseRevision ? t('pageEdit.revision', { revision: draft.baseRevision }) : t('pageEdit.neverSaved')}
          {draft.savedAt &&
            ` · ${
              draft.savedBy
                ? t('pageEdit.savedBy', { who: draft.savedBy, time: formatTime(draft.savedAt) })
                : t('pageEdit.savedAt', { time: formatTime(draft.savedAt) })
            }`}
        </Typography.Text>
        {draft.dirty && (
          <Tag color="orange" data-testid="page-dirty">
            {t('pageEdit.unsavedMark')}
          </Tag>
        )}
      </Space>
      {draft.offer && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="unsaved-offer"
          message={t('pageEdit.restoreTitle')}
          description={
            <>
              <div>{t('pageEdit.restoreBody', { time: formatTime(draft.offer.savedAt) })}</div>
              {draft.offer.baseRevision !== draft.baseRevision && (
                <div>
                  {t('pageEdit.restoreBaseChanged', { base: draft.offer.baseRevision, current: draft.baseRevision })}
                </div>
              )}
            </>
          }
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={act.acceptOffer} data-testid="unsaved-restore">
                {t('pageEdit.restore')}
              </Button>
              <Button size="small" onClick={act.discardOffer} data-testid="unsaved-discard">
                {t('pageEdit.discard')}
              </Button>
            </Space>
          }
        />
      )}
      {draft.storageRefused && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('pageEdit.storageRefused')} />
      )}
      {errors.length > 0 && (
        <PointerErrors
          title={t('pageEdit.saveInvalid', { count: errors.length })}
          errors={errors}
          onClose={() => setErrors([])}
        />
      )}
      <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, overflow: 'hidden' }}>
        <CodeEditor
          key={draft.textKey}
          value={draft.text}
          onChange={act.edit}
          language="json"
          path={`tessera://page/${pageId}/draft.json`}
          schemaUri={pageSchemaUri()}
          height={height}
        />
      </div>
      <ConflictModal
        conflict={draft.conflict}
        saving={draft.saving}
        onReload={() => {
          act.reload();
          void message.info(t('pageEdit.reloaded'));
        }}
        onSaveOnTop={() => void run(act.saveOnTop)}
        onClose={act.dismissConflict}
      />
      {leaveDialog}
    </div>
  );
}
