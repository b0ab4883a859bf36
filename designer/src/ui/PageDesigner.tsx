import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Tabs } from 'antd';
import type { ReportClient } from '@tessera/renderer';
import type { Lang } from '@tessera/schema/rules';
import { DesignerProvider } from '../edit/hooks';
import type { DesignerStore } from '../edit/store';
import { setDesignerLang, useText } from '../i18n';
import Canvas from './Canvas';
import HistoryList from './HistoryList';
import Palette from './Palette';
import Preview from './Preview';
import Toolbar from './Toolbar';
import { useShortcuts } from './shortcuts';
import './designer.css';

export interface PageDesignerProps {
  /** The page's editor state (createDesignerStore); the host keeps it to save the document and its descriptions. */
  store: DesignerStore;
  client: ReportClient;
  lang: Lang;
  /** The host's actions at the end of the toolbar (save, dirty mark). */
  actions?: ReactNode;
}

function Body({ store, client, lang, actions }: PageDesignerProps) {
  const t = useText();
  const [tab, setTab] = useState('canvas');
  useShortcuts(store);
  return (
    <div className="ts-designer" data-testid="page-designer">
      <Palette lang={lang} />
      <main className="ts-designer-main">
        <Toolbar actions={actions} />
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            { key: 'canvas', label: t('ui.canvas'), children: <Canvas /> },
            { key: 'preview', label: t('ui.preview'), children: <Preview client={client} lang={lang} /> },
          ]}
        />
      </main>
      <HistoryList lang={lang} />
    </div>
  );
}

/** The page designer: palette, toolbar, canvas (or the live preview) and the undo history. */
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
