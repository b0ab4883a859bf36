import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { Spin } from 'antd';
import { LAYOUT } from '@tessera/schema/rules';
import { useAppStore } from '../store';
import { isEmbedded } from '../runtime';
import { sidebarOf } from '../router/navigation';
import { loadChunk } from '../lib/chunk';
import Navbar from './Navbar';
import Sidebar, { SidebarHandle } from './Sidebar';
import Footer from './Footer';
import { usePhone } from './phone';
import FeedbackButton from './social/FeedbackButton';

// Only admins open workbench screens: staff never download its sidebar.
const WorkbenchSidebar = lazy(() => loadChunk(() => import('../screens/workbench/WorkbenchSidebar')));
// Global announcements bring the markdown renderer: loaded only when there is one to show.
const Notices = lazy(() => loadChunk(() => import('./social/Notices')));

/**
 * The shell: a 40px navbar (hidden when embedded or opened from an outer site), a 240px sidebar on the
 * screens that have one (hidden from an outer site): the staff menu, or the workbench's on admin screens; the
 * screen and the footer. On a phone (a mobile user agent or a narrow window) the sidebar is a drawer the navbar's
 * menu button opens over the screen, and the screen takes the whole width.
 */
export default function Shell() {
  const matches = useMatches();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isFromOuterSite = useAppStore((s) => s.isFromOuterSite);
  const sidebarExpand = useAppStore((s) => s.sidebarExpand);
  const phone = usePhone();
  const hasNotices = useAppStore((s) => s.notices.length > 0);
  const [drawer, setDrawer] = useState(false);
  // A page picked from the drawer's menu is what the user came for: the drawer gets out of its way.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawer(false);
  }

  const showNavbar = !isEmbedded() && !isFromOuterSite;
  const sidebarKind = sidebarOf(matches.map((m) => m.handle));
  const routeHasSidebar = sidebarKind !== 'none';
  const showSidebar = routeHasSidebar && !isFromOuterSite;
  const top = showNavbar ? LAYOUT.NAVBAR_HEIGHT : 0;
  const docked = showSidebar && !phone;
  const left = docked && sidebarExpand ? LAYOUT.SIDEBAR_WIDTH : 0;
  const closeDrawer = phone ? () => setDrawer(false) : undefined;

  const sidebar =
    sidebarKind === 'workbench' ? (
      <Suspense fallback={null}>
        <WorkbenchSidebar top={top} onCollapse={closeDrawer} />
      </Suspense>
    ) : (
      <Sidebar top={top} onCollapse={closeDrawer} />
    );

  return (
    <div className={phone ? 'ts-shell ts-phone' : 'ts-shell'}>
      {showNavbar && <Navbar onMenu={phone && showSidebar ? () => setDrawer(!drawer) : undefined} />}
      {docked && (sidebarExpand ? sidebar : <SidebarHandle top={top} />)}
      {phone && showSidebar && drawer && (
        <>
          <div className="ts-drawer-mask" data-testid="menu-drawer-mask" onClick={() => setDrawer(false)} />
          <div className="ts-drawer" data-testid="menu-drawer">
            {sidebar}
          </div>
        </>
      )}
      <div className="ts-content" style={{ paddingTop: top, marginLeft: left }}>
        {navigation.state === 'loading' && <div className="ts-progress" style={{ top }} />}
        {hasNotices && (
          <Suspense fallback={null}>
            <Notices />
          </Suspense>
        )}
        <main
          className={
            !routeHasSidebar ? 'ts-main ts-main-bare' : docked && !sidebarExpand ? 'ts-main ts-main-handle' : 'ts-main'
          }
        >
          <Suspense fallback={<Spin className="ts-main-spin" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <FeedbackButton />
    </div>
  );
}
