import { lazy, Suspense } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { Spin } from 'antd';
import { LAYOUT } from '@tessera/schema/rules';
import { useAppStore } from '../store';
import { isEmbedded } from '../runtime';
import { sidebarOf } from '../router/navigation';
import { loadChunk } from '../lib/chunk';
import Navbar from './Navbar';
import Sidebar, { SidebarHandle } from './Sidebar';
import Footer from './Footer';

// Only admins open workbench screens: staff never download its sidebar.
const WorkbenchSidebar = lazy(() => loadChunk(() => import('../screens/workbench/WorkbenchSidebar')));

/**
 * The shell: a 40px navbar (hidden when embedded or opened from an outer site), a 240px sidebar on the
 * screens that have one (hidden from an outer site): the staff menu, or the workbench's on admin screens; the
 * screen and the footer.
 */
export default function Shell() {
  const matches = useMatches();
  const navigation = useNavigation();
  const isFromOuterSite = useAppStore((s) => s.isFromOuterSite);
  const sidebarExpand = useAppStore((s) => s.sidebarExpand);

  const showNavbar = !isEmbedded() && !isFromOuterSite;
  const sidebarKind = sidebarOf(matches.map((m) => m.handle));
  const routeHasSidebar = sidebarKind !== 'none';
  const showSidebar = routeHasSidebar && !isFromOuterSite;
  const top = showNavbar ? LAYOUT.NAVBAR_HEIGHT : 0;
  const left = showSidebar && sidebarExpand ? LAYOUT.SIDEBAR_WIDTH : 0;

  return (
    <div className="ts-shell">
      {showNavbar && <Navbar />}
      {showSidebar &&
        (!sidebarExpand ? (
          <SidebarHandle top={top} />
        ) : sidebarKind === 'workbench' ? (
          <Suspense fallback={null}>
            <WorkbenchSidebar top={top} />
          </Suspense>
        ) : (
          <Sidebar top={top} />
        ))}
      <div className="ts-content" style={{ paddingTop: top, marginLeft: left }}>
        {navigation.state === 'loading' && <div className="ts-progress" style={{ top }} />}
        <main
          className={
            !routeHasSidebar
              ? 'ts-main ts-main-bare'
              : showSidebar && !sidebarExpand
                ? 'ts-main ts-main-handle'
                : 'ts-main'
          }
        >
          <Suspense fallback={<Spin className="ts-main-spin" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </div>
  );
}
