import { Empty, Menu, Spin, Tooltip } from 'antd';
import { MenuFoldOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@tessera/schema/rules';
import { useAppStore } from '../../store';
import { activeWorkbenchEntry, WORKBENCH_ROOT_URL } from '../../menu/workbench';
import { workbenchIcon } from './workbenchIcons';
import { useWorkbenchItems } from './useWorkbenchItems';
import { DangerPageIcon } from '../../layout/icons';
import './workbench.css';

/** The common sidebar of the workbench screens (spec section 2): the children of the /config entry. */
export default function WorkbenchSidebar({ top, onCollapse }: { top: number; onCollapse?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setSidebarExpand = useAppStore((s) => s.setSidebarExpand);
  const { items } = useWorkbenchItems();
  const active = items ? activeWorkbenchEntry(items, pathname) : null;

  return (
    <aside
      className="ts-sidebar ts-workbench-sidebar"
      data-testid="workbench-sidebar"
      style={{ top, width: LAYOUT.SIDEBAR_WIDTH, height: `calc(100vh - ${top}px)` }}
    >
      <div className="ts-sidebar-tools ts-workbench-head">
        <button
          type="button"
          className={`ts-workbench-home${pathname === WORKBENCH_ROOT_URL ? ' is-active' : ''}`}
          onClick={() => void navigate(WORKBENCH_ROOT_URL)}
        >
          {workbenchIcon(WORKBENCH_ROOT_URL)}
          <span>{t('workbench.title')}</span>
        </button>
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
      <div className="ts-sidebar-menu" data-testid="workbench-menu">
        {!items ? (
          <Spin className="ts-sidebar-spin" />
        ) : items.length === 0 ? (
          <Empty
            className="ts-menu-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('workbench.noEntries')}
          />
        ) : (
          <Menu
            className="ts-menu"
            mode="inline"
            inlineIndent={14}
            selectedKeys={active ? [active.url] : []}
            items={items.map((i) => ({
              key: i.url,
              icon: i.entry?.data_level === 'A' ? <DangerPageIcon /> : workbenchIcon(i.url),
              label: (
                <span className="ts-menu-label" title={i.name}>
                  <span className="ts-menu-name">{i.name}</span>
                </span>
              ),
            }))}
            onClick={({ key }) => {
              if (key !== pathname) void navigate(key);
            }}
          />
        )}
      </div>
    </aside>
  );
}
