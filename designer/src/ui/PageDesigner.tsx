import { memo, useLayoutEffect, useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import type { ReportClient } from '@tessera/renderer';
import type { Lang } from '@tessera/schema/rules';
import { DesignerProvider } from '../edit/hooks';
import type { DesignerStore } from '../edit/store';
import type { DatasetSource } from '../datasets/source';
import { setDesignerLang, useText } from '../i18n';
import CanvasBase from './Canvas';
import CanvasTools from './canvas/CanvasTools';
import { useCanvasActions } from './canvas/useCanvasActions';
import OutlineBase from './outline/Outline';
import DataPanelBase from './binding/DataPanel';
import FiltersPanelBase from './filters/FiltersPanel';
import type { FilterSources } from './filters/sources';
import HistoryListBase from './HistoryList';
import PaletteBase from './Palette';
import Preview, { type SectionDataCall } from './Preview';
import JsonView from './json/JsonView';
import type { CodeEditorHost } from './json/host';
import ProblemsPanel from './problems/ProblemsPanel';
import type { ServerProblem } from './problems/issues';
import SettingsPanelBase from './settings/SettingsPanel';
import Toolbar from './Toolbar';
import { useShortcuts } from './shortcuts';
import { sideTabOf, type SideTab } from './side-tabs';
import './designer.css';

// The host re-renders the designer on every change of the document (it keeps the unsaved text). These parts follow
// the store through their own selectors and take stable props, so such a re-render skips them: without this, an
// undo on a 60-section page re-rendered every outline row and every card.
const Canvas = memo(CanvasBase);
const Outline = memo(OutlineBase);
const DataPanel = memo(DataPanelBase);
const FiltersPanel = memo(FiltersPanelBase);
const HistoryList = memo(HistoryListBase);
const Palette = memo(PaletteBase);
const SettingsPanel = memo(SettingsPanelBase);

export interface PageDesignerProps {
  /** The page's editor state (createDesignerStore); the host keeps it to save the document and its descriptions. */
  store: DesignerStore;
  client: ReportClient;
  lang: Lang;
  /** The host's actions at the end of the toolbar (save, dirty mark). */
  actions?: ReactNode;
  /** The datasets of the page's app: the data panel binds sections to them. Without it, no data panel. */
  datasets?: DatasetSource;
  /** Data of a section as edited: the preview then shows unsaved changes of the sections the server has. */
  sectionData?: SectionDataCall;
  /** The app of the page: sections pasted from another app lose their dataset. */
  appId?: number;
  /** Ctrl/⌘+S: the host saves the page. */
  onSave?: () => void;
  /** The connections and global select options filter options may come from. */
  filterSources?: FilterSources;
  /** visual: canvas, preview and JSON as tabs; code: the JSON beside the live preview. */
  mode?: 'visual' | 'code';
  /** The host's code editor (monaco, loaded lazily); without it, no JSON view. */
  codeEditor?: CodeEditorHost;
  /** The server's pointer errors from the last refused save or publish: listed with the page's own problems. */
  serverProblems?: readonly ServerProblem[];
  /**
   * The clock of the live preview, as the viewer has it: "today" and quick date ranges are the server's days, not
   * the browser's (the host knows the server's clock). The browser's by default.
   */
  now?: () => Date;
}

function Body(props: PageDesignerProps) {
  const { store, client, lang, actions, datasets, sectionData, appId, onSave, filterSources } = props;
  const { mode = 'visual', codeEditor, serverProblems, now } = props;
  const t = useText();
  const [tab, setTab] = useState('canvas');
  const [sideTab, setSideTab] = useState<SideTab>(datasets ? 'data' : 'settings');
  const canvasActions = useCanvasActions({ appId, lang, onSave });
  useShortcuts(store, canvasActions);
  const preview = <Preview client={client} lang={lang} sectionData={sectionData} now={now} />;
  const json = codeEditor && <JsonView editor={codeEditor} lang={lang} />;
  return (
    <div className="ts-designer" data-testid="page-designer">
      <Palette lang={lang} />
      <main className="ts-designer-main">
        {canvasActions.messages}
        <Toolbar
          actions={
            <>
              <CanvasTools actions={canvasActions} lang={lang} />
              {actions}
            </>
          }
        />
        {mode === 'code' && json ? (
          <div className="ts-designer-code">
            {json}
            {preview}
          </div>
        ) : (
          <Tabs
            activeKey={tab}
            onChange={setTab}
            destroyOnHidden
            items={[
              { key: 'canvas', label: t('ui.canvas'), children: <Canvas lang={lang} /> },
              { key: 'preview', label: t('ui.preview'), children: preview },
              ...(json ? [{ key: 'json', label: t('json.tab'), children: json }] : []),
            ]}
          />
        )}
      </main>
      <aside className="ts-designer-side">
        <Outline />
        {/* The section's binding, its settings and the filters were one long column: one tab each. All stay
            mounted (a field list loaded once, a panel's open groups kept). */}
        <Tabs
          className="ts-designer-side-tabs"
          size="small"
          activeKey={sideTab}
          onChange={(key) => setSideTab(key as SideTab)}
          items={[
            ...(datasets
              ? [{ key: 'data', label: t('ui.sideData'), children: <DataPanel source={datasets} lang={lang} /> }]
              : []),
            { key: 'settings', label: t('ui.sideSettings'), children: <SettingsPanel lang={lang} /> },
            {
              key: 'filters',
              label: t('ui.sideFilters'),
              children: <FiltersPanel lang={lang} datasets={datasets} sources={filterSources} />,
            },
          ].map((item) => ({
            ...item,
            forceRender: true,
            label: <span data-testid={`side-tab-${item.key}`}>{item.label}</span>,
          }))}
        />
        <ProblemsPanel
          lang={lang}
          server={serverProblems}
          onJump={(pointer) => {
            const holder = sideTabOf(pointer);
            if (holder && (holder !== 'data' || datasets)) setSideTab(holder);
            if (json) setTab('json');
          }}
        />
        <HistoryList lang={lang} />
      </aside>
    </div>
  );
}

/** The page designer: palette, toolbar, canvas (or the live preview), the selected section's panels, the history. */
export default function PageDesigner(props: PageDesignerProps) {
  // The first render already speaks the host's language; later switches follow it.
  useState(() => setDesignerLang(props.lang));
  useLayoutEffect(() => setDesignerLang(props.lang), [props.lang]);
  return (
    <DesignerProvider store={props.store}>
      <Body {...props} />
    </DesignerProvider>
  );
}
