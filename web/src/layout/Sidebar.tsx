import { lazy, Suspense, useState } from 'react';
import { Input, Spin, Tooltip } from 'antd';
import {
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  ShareAltOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DELAYS, LAYOUT } from '@tessera/schema/rules';
import { hasPermission, useAppStore } from '../store';
import { useDebounced } from '../lib/useDebounced';
import MenuTree from './MenuTree';
import AppAvatar from './AppAvatar';
import FavoritesGroup from './social/FavoritesGroup';
import { useContentNames } from '../lib/contentLang';

const AppSwitchPanel = lazy(() => import('./AppSwitchPanel'));
const ShareModal = lazy(() => import('./share/ShareModal'));

/** The share tool (spec section 2): shown only with page_can_share; opens the share modal for the current app. */
function ShareTool({ appId }: { appId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Tooltip title={t('share.tool')} placement="right">
        <button
          type="button"
          className="ts-icon-btn"
          data-testid="share-tool"
          title={t('share.tool')}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <ShareAltOutlined />
        </button>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <ShareModal appId={appId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The app switcher: shown only when the user has more than one app. */
function AppSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currentApp = useAppStore((s) => s.currentApp);
  const { appName } = useContentNames();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ts-app-switcher"
        data-testid="app-switcher"
        title={t('sidebar.switchApp')}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {currentApp && <AppAvatar app={currentApp} size={28} />}
        <span className="ts-app-switcher-text">
          <span className="ts-app-switcher-label">{t('sidebar.switchApp')}</span>
          <span className="ts-app-switcher-name ts-ellipsis">{currentApp && appName(currentApp)}</span>
        </span>
        <SwapOutlined className="ts-app-switcher-icon" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <AppSwitchPanel
            open={open}
            onChosen={(url) => {
              setOpen(false);
              void navigate(url);
            }}
            onDismiss={() => {
              setOpen(false);
              void navigate('/index');
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** `onCollapse`: what the collapse button does instead of collapsing (the phone drawer closes). */
export default function Sidebar({ top, onCollapse }: { top: number; onCollapse?: () => void }) {
  const { t } = useTranslation();
  const apps = useAppStore((s) => s.apps);
  const entries = useAppStore((s) => s.entries);
  const appSwitching = useAppStore((s) => s.appSwitching);
  const currentAppId = useAppStore((s) => s.currentApp?.id ?? 0);
  const setSidebarExpand = useAppStore((s) => s.setSidebarExpand);
  const canShare = useAppStore((s) => hasPermission(s.permissions, 'page_can_share'));
  const [search, setSearch] = useState('');
  const query = useDebounced(search, DELAYS.SEARCH_DEBOUNCE);

  // A new app brings a new menu: start without a filter.
  const [searchedApp, setSearchedApp] = useState(currentAppId);
  if (searchedApp !== currentAppId) {
    setSearchedApp(currentAppId);
    setSearch('');
  }

  return (
    <aside
      className="ts-sidebar"
      data-testid="sidebar"
      style={{ top, width: LAYOUT.SIDEBAR_WIDTH, height: `calc(100vh - ${top}px)` }}
    >
      {apps.length > 1 && <AppSwitcher />}
      <div className="ts-sidebar-tools">
        <span className="ts-sidebar-caption">{t('sidebar.searchLabel')}</span>
        {canShare && currentAppId > 0 && <ShareTool key={currentAppId} appId={currentAppId} />}
        <Tooltip title={t('sidebar.collapse')} placement="right">
          <button
            type="button"
            className="ts-icon-btn"
            data-testid="sidebar-toggle"
            title={t('sidebar.collapse')}
            onClick={() => (onCollapse ? onCollapse() : setSidebarExpand(false))}
          >
            <MenuFoldOutlined />
          </button>
        </Tooltip>
      </div>
      <div className="ts-sidebar-search" data-testid="menu-search">
        <Input
          allowClear
          size="middle"
          prefix={<SearchOutlined className="ts-muted" />}
          placeholder={t('sidebar.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="ts-sidebar-menu" data-testid="menu-tree">
        {appSwitching ? (
          <Spin className="ts-sidebar-spin" />
        ) : (
          <>
            <FavoritesGroup />
            <MenuTree key={currentAppId} entries={entries} query={query} />
          </>
        )}
      </div>
    </aside>
  );
}

/** What stays of a collapsed sidebar: a handle that expands it again. */
export function SidebarHandle({ top }: { top: number }) {
  const { t } = useTranslation();
  const setSidebarExpand = useAppStore((s) => s.setSidebarExpand);
  return (
    <Tooltip title={t('sidebar.expand')} placement="right">
      <button
        type="button"
        className="ts-sidebar-handle"
        data-testid="sidebar-toggle"
        title={t('sidebar.expand')}
        style={{ top: top + 12 }}
        onClick={() => setSidebarExpand(true)}
      >
        <MenuUnfoldOutlined />
      </button>
    </Tooltip>
  );
}
