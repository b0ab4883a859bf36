import './validators';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  PageDesigner,
  createDesignerStore,
  isDirty,
  pendingDescriptions,
  type DatasetSource,
  type DesignerStore,
  type FilterSources,
} from '@tessera/designer';
import { PAGING } from '@tessera/schema/rules';
import type { Page } from '@tessera/schema/dsl';
import { catalogOne } from '../../api/catalog';
import { listConnections } from '../../api/connections';
import { getDataset, listDatasets } from '../../api/datasets';
import { listGlobalSelects } from '../../api/options';
import { pointerErrorsOf, type PointerError } from '../../api/documentErrors';
import { reportClient, sectionConfigData } from '../../api/report';
import { CodeEditor } from '../../lib/monaco';
import { useAppStore } from '../../store';
import ConflictModal from '../workbench/page/ConflictModal';
import DesignerPublish from './DesignerPublish';
import { attachDraftWriter, type DraftWriter } from './draftWriter';
import PreviewAsStaff from './PreviewAsStaff';
import { useLeaveGuard } from '../workbench/page/useLeaveGuard';
import { usePageDraft, type PageDraft, type PageDraftActions } from '../workbench/page/usePageDraft';
import { useServerNow } from '../../lib/serverClock';

/** visual: /admin/config2, the canvas first; code: /admin/config3, the JSON beside the live preview. */
export type DesignerMode = 'visual' | 'code';

interface EditorProps {
  draft: PageDraft;
  act: PageDraftActions;
  /** The page's app; undefined when its entry could not be read. */
  appId: number | undefined;
  pageId: number;
  mode: DesignerMode;
  /** The server's clock: the preview's "today" and quick date ranges are the server's days, as the viewer's. */
  now: () => Date;
}

/** The data panel's datasets: those of the page's app, every one on one list page. */
function datasetSource(appId: number): DatasetSource {
  return {
    list: async () => {
      const page = await listDatasets({
        app_id: appId,
        search_content: '',
        page_model: { page: 1, page_size: PAGING.MAX_PAGE_SIZE },
      });
      return page.list.map((d) => ({ id: d.id, name: d.name }));
    },
    fields: async (id) => (await getDataset(id)).columns,
  };
}

/** What filter options may come from: the app's (and shared) connections and global select options. */
function filterSources(appId: number): FilterSources {
  return {
    connections: async () => (await listConnections({ app_id: appId })).map((c) => ({ id: c.id, name: c.name })),
    globalSelects: async () => {
      const page = await listGlobalSelects({
        app_id: appId,
        search_content: '',
        page: 1,
        page_size: PAGING.MAX_PAGE_SIZE,
      });
      return page.list.map((o) => ({ id: o.id, name: o.name }));
    },
  };
}

/**
 * The designer on one loaded draft. Every edit is also kept locally (the draft's unsaved copy) until it is saved;
 * a save sends the steps' descriptions for the next version's change summary.
 */
function Editor({ draft, act, appId, pageId, mode, now }: EditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useAppStore((s) => s.lang);
  const [store] = useState<DesignerStore>(() => createDesignerStore(JSON.parse(draft.text) as Page));
  const datasets = useMemo(() => (appId === undefined ? undefined : datasetSource(appId)), [appId]);
  const sources = useMemo(() => (appId === undefined ? undefined : filterSources(appId)), [appId]);
  const [errors, setErrors] = useState<PointerError[]>([]);
  // Restored work starts the designer's history at a document the server does not have: the draft knows it is
  // unsaved, so it can be saved (and is guarded) before any further edit.
  const dirty = useStore(store, isDirty) || draft.dirty;
  const leaveDialog = useLeaveGuard(dirty);
  const { edit } = act;

  // The draft's text and its unsaved copy follow the document a pause after the changes (see draftWriter).
  const editRef = useRef(edit);
  useLayoutEffect(() => {
    editRef.current = edit;
  }, [edit]);
  const [writer, setWriter] = useState<DraftWriter | null>(null);
  useEffect(() => {
    const attached = attachDraftWriter(store, (text) => editRef.current(text));
    setWriter(attached);
    return () => attached.dispose();
  }, [store]);

  const run = async (saving: PageDraftActions['save']) => {
    const state = store.getState();
    setErrors([]);
    // The save compares the text it sent with the latest when it answers: it needs every change written, now and
    // while it is on its way.
    writer?.setImmediate(true);
    try {
      if (await saving(state.doc, pendingDescriptions(state, lang))) {
        state.markSaved();
        void message.success(t('pageEdit.saved'));
      }
    } catch (err) {
      const found = pointerErrorsOf(err);
      if (found.length) setErrors(found);
      else void message.error((err as Error).message);
    } finally {
      writer?.setImmediate(false);
    }
  };

  const actions = (
    <>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        disabled={!dirty}
        loading={draft.saving}
        onClick={() => void run(act.save)}
        data-testid="page-save"
      >
        {t('pageEdit.save')}
      </Button>
      <DesignerPublish store={store} pageId={pageId} dirty={dirty} onRefused={setErrors} />
      <PreviewAsStaff pageId={pageId} />
      {dirty && (
        <Tag color="orange" data-testid="page-dirty">
          {t('pageEdit.unsavedMark')}
        </Tag>
      )}
    </>
  );

  return (
    <>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setErrors([])}
          style={{ marginBottom: 12 }}
          data-testid="designer-refused"
          message={t('pageEdit.saveInvalid', { count: errors.length })}
          description={t('designerScreen.seeProblems')}
        />
      )}
      <PageDesigner
        store={store}
        client={reportClient}
        lang={lang}
        actions={actions}
        datasets={datasets}
        sectionData={sectionConfigData}
        appId={appId}
        onSave={() => {
          if (dirty && !draft.saving) void run(act.save);
        }}
        filterSources={sources}
        mode={mode}
        codeEditor={CodeEditor}
        serverProblems={errors}
        now={now}
      />
      <ConflictModal
        conflict={draft.conflict}
        saving={draft.saving}
        onReload={() => {
          // The edit is thrown away for the draft as saved now: a change still pending must not be kept either.
          writer?.drop();
          act.reload();
          void message.info(t('pageEdit.reloaded'));
        }}
        onSaveOnTop={() => void run(act.saveOnTop)}
        onClose={act.dismissConflict}
      />
      {leaveDialog}
    </>
  );
}

/**
 * The page's app, from its catalog entry: the data panel lists that app's datasets, and the designer is told it
 * before any paste, so a section pasted from another app never keeps its dataset.
 */
function usePageApp(pageId: number): { appId?: number } | null {
  const [app, setApp] = useState<{ appId?: number } | null>(null);
  useEffect(() => {
    let live = true;
    catalogOne(pageId).then(
      (entry) => live && setApp({ appId: entry.app_id }),
      () => live && setApp({}),
    );
    return () => {
      live = false;
    };
  }, [pageId]);
  return app;
}

/**
 * The designer on a page's draft, with the offer of kept unsaved work. `epoch` reloads the draft (another panel
 * changed it, e.g. a restored version).
 */
export function LoadedDesigner({ pageId, mode, epoch = 0 }: { pageId: number; mode: DesignerMode; epoch?: number }) {
  const { t } = useTranslation();
  const [draft, act] = usePageDraft(pageId, epoch);
  const app = usePageApp(pageId);
  // The preview's filters resolve their quick dates as they first render: the server's clock must be known by then.
  const now = useServerNow();
  if (draft.status === 'error') return <Result status="warning" title={t('pageEdit.loadFailed')} />;
  if (draft.status === 'loading' || !app || !now)
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  return (
    <>
      {draft.offer && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="unsaved-offer"
          message={t('pageEdit.restoreTitle')}
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
      {/* A new text from outside (load, restored work, the server's view after a save) starts a new edit. */}
      <Editor key={draft.textKey} draft={draft} act={act} appId={app.appId} pageId={pageId} mode={mode} now={now} />
    </>
  );
}

/**
 * `/admin/config2?id=` (visual mode) and `/admin/config3?id=` (code mode): the page designer full-screen, without
 * the sidebar (spec section 2).
 */
export function DesignerFullScreen({ mode }: { mode: DesignerMode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pageId = Number(params.get('id')) || null;
  return (
    <div style={{ padding: '16px 24px 24px' }} data-testid="designer-screen">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t(mode === 'code' ? 'designerScreen.codeTitle' : 'designerScreen.title')}
      </Typography.Title>
      {pageId ? (
        <LoadedDesigner key={pageId} pageId={pageId} mode={mode} />
      ) : (
        <Empty description={t('designerScreen.noPage')} />
      )}
    </div>
  );
}

export default function DesignerScreen() {
  return <DesignerFullScreen mode="visual" />;
}
