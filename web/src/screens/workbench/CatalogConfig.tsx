import { useCallback, useState } from 'react';
import { Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMMON_APP_KEY, type AppInfo } from '@tessera/schema/api';
import { isPageEntry } from '@tessera/schema/rules';
import { useAppStore } from '../../store';
import { feedback } from '../../lib/feedback';
import { reloadEntries, switchApp } from '../../router/startup';
import { findNode } from './tree/model';
import { useCatalogTree } from './tree/useCatalogTree';
import CatalogTree from './tree/CatalogTree';
import PagePane, { PaneHint } from './PagePane';
import { reloadWorkbenchEntries } from './workbenchEntries';
import './workbench.css';

/** /admin/config: the current app's catalog tree, and the chosen page open in the designer on the right. */
export default function CatalogConfig() {
  const { t } = useTranslation();
  const app = useAppStore((s) => s.currentApp);
  const apps = useAppStore((s) => s.apps);
  const { tree, error, reload, replace } = useCatalogTree(app?.id ?? null);
  // The chosen node lives in the url, so a reload or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('entry')) || null;
  const selected = tree && selectedId ? findNode(tree, selectedId) : null;
  // Folded away, the tree gives its width to the designer; it stays mounted so its search and expansion survive.
  const [treeHidden, setTreeHidden] = useState(false);

  const changeApp = useCallback(
    (next: AppInfo) => {
      setParams({}, { replace: true });
      switchApp(next).catch((err: unknown) => feedback.message.error((err as Error).message));
    },
    [setParams],
  );

  const onChanged = useCallback(() => {
    // The staff menu shows what changed, and the workbench sidebar when its /config entry was edited.
    reloadEntries().catch((err: unknown) => console.warn('[tessera] menu reload', err));
    if (app?.app_key === COMMON_APP_KEY) void reloadWorkbenchEntries();
  }, [app?.app_key]);

  if (!app) return <Empty className="ts-main-spin" description={t('home.noApp')} />;

  return (
    <div className={treeHidden ? 'ts-catalog-config is-tree-hidden' : 'ts-catalog-config'} data-testid="catalog-config">
      <CatalogTree
        app={app}
        apps={apps}
        onAppChange={changeApp}
        tree={tree}
        error={error}
        selectedId={selectedId}
        onSelect={(node) => setParams({ entry: String(node.id) })}
        reload={reload}
        replace={replace}
        onChanged={onChanged}
      />
      {selected && isPageEntry(selected) ? (
        <PagePane
          key={selected.id}
          entry={selected}
          treeHidden={treeHidden}
          onToggleTree={() => setTreeHidden((hidden) => !hidden)}
        />
      ) : (
        <PaneHint
          text={selected ? t('catalog.catalogSelected', { count: selected.childs.length }) : t('catalog.selectHint')}
        />
      )}
    </div>
  );
}
