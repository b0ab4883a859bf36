import { lazy } from 'react';
import { createBrowserRouter, redirect, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { lookupApp } from '../api/apps';
import { t } from '../i18n';
import { loadChunk } from '../lib/chunk';
import { feedback, sleep } from '../lib/feedback';
import { routerBasename, stripBase } from '../runtime';
import { useAppStore } from '../store';
import Root from '../layout/Root';
import LoadingOverlay from '../layout/LoadingOverlay';
import RouteError from '../layout/RouteError';
import { addEntryRoutes, hasEntryRoute, LAYOUT_ROUTE_ID, previousPath, setRouter } from './instance';
import { decideLookup, HOME_PATH, NOT_FOUND_PATH } from './lookup';
import { readFlags, type RouteHandle } from './navigation';
import { databaseConfigRedirect } from '../menu/workbench';
import { ensureStarted, switchApp, takeStartupLookup } from './startup';
import { prefetchFirstPage, preloadPageScreen } from './preload';

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const mod = await loadChunk(load);
  return { Component: mod.default };
};

const handle = (h: RouteHandle) => h;

/**
 * A screen loaded when it first renders, after the route's loaders: behind `adminLoader`, staff are sent away before
 * its chunk is asked for (a route's `lazy` would load in parallel with the loaders).
 */
const adminScreen = (load: () => Promise<{ default: React.ComponentType }>) => lazy(() => loadChunk(load));

const WorkbenchHome = adminScreen(() => import('../screens/workbench/WorkbenchHome'));
const CatalogConfig = adminScreen(() => import('../screens/workbench/CatalogConfig'));
const DatabaseConfig = adminScreen(() => import('../screens/workbench/DatabaseConfig'));
const RecycleBin = adminScreen(() => import('../screens/workbench/bin/RecycleBin'));
const FieldConfig = adminScreen(() => import('../screens/manage/fields/FieldConfig'));
const FieldValueManage = adminScreen(() => import('../screens/manage/fieldValues/FieldValueManage'));
const OptionsManage = adminScreen(() => import('../screens/manage/options/OptionsManage'));
const AppManage = adminScreen(() => import('../screens/manage/apps/AppManage'));
const ChartQuery = adminScreen(() => import('../screens/manage/queries/ChartQuery'));
const ReportQuery = adminScreen(() => import('../screens/manage/queries/ReportQuery'));
const DatasetScreen = adminScreen(() => import('../screens/dataset/DatasetScreen'));
const DesignerScreen = adminScreen(() => import('../screens/designer/DesignerScreen'));
const DesignerCodeScreen = adminScreen(() => import('../screens/designer/DesignerCodeScreen'));
const RoleScreen = adminScreen(() => import('../screens/roles/RoleScreen'));
const PermissionListScreen = adminScreen(() => import('../screens/permissions/PermissionListScreen'));
const FieldAuthorityScreen = adminScreen(() => import('../screens/fieldauth/FieldAuthorityScreen'));
const MonitorScreen = adminScreen(() => import('../screens/monitor/MonitorScreen'));
const AnnouncementManage = adminScreen(() => import('../screens/social/AnnouncementManage'));
const FeedbackList = adminScreen(() => import('../screens/social/FeedbackList'));

function appPath(request: Request): { path: string; search: string } {
  const url = new URL(request.url);
  return { path: stripBase(url.pathname), search: url.search };
}

function applyFlags(search: string) {
  const { isFromOuterSite, isPreview, set } = useAppStore.getState();
  const next = readFlags(search, { isFromOuterSite, isPreview });
  if (next.isFromOuterSite !== isFromOuterSite || next.isPreview !== isPreview) set(next);
}

/** The navigation guard: flags on every navigation, the startup on the first one. */
async function guardLoader({ request }: LoaderFunctionArgs) {
  const { path, search } = appPath(request);
  applyFlags(search);
  await ensureStarted(path);
  return null;
}

/** Admin screens: staff get the no-permission page naming the path. */
async function adminLoader({ request }: LoaderFunctionArgs) {
  const { path } = appPath(request);
  if (!(await ensureStarted(path))) return null;
  if (useAppStore.getState().user?.is_admin) return null;
  return replace(`/permission/no-permission?permissionUrl=${encodeURIComponent(path)}`);
}

/** Spec section 2: /admin/database/config is entered from the index page only; from elsewhere, the workbench's first page. */
async function databaseConfigLoader(args: LoaderFunctionArgs) {
  const from = previousPath();
  const denied = await adminLoader(args);
  if (denied) return denied;
  const { loadWorkbenchEntries } = await loadChunk(() => import('../screens/workbench/workbenchEntries'));
  const to = databaseConfigRedirect(from, await loadWorkbenchEntries());
  return to ? replace(to) : null;
}

/** A path that is not a known route: the app lookup decides where it goes. */
async function unknownPathLoader({ request }: LoaderFunctionArgs) {
  const { path, search } = appPath(request);
  if (!(await ensureStarted(path))) return null;
  let result;
  try {
    result = takeStartupLookup(path) ?? (await lookupApp(path));
  } catch (err) {
    feedback.message.error((err as Error).message);
    return replace(NOT_FOUND_PATH);
  }
  const decision = decideLookup(result, path);
  switch (decision.kind) {
    case 'open': {
      const { currentApp, apps } = useAppStore.getState();
      if (currentApp?.id !== decision.appId) {
        const app = apps.find((a) => a.id === decision.appId);
        if (app) await switchApp(app);
      }
      return replace(hasEntryRoute(path) ? `${path}${search}` : NOT_FOUND_PATH);
    }
    case 'redirect':
      return replace(decision.to);
    case 'info':
      feedback.message.info(t(decision.messageKey));
      await sleep(decision.delay);
      return redirect(decision.to);
  }
}

export const routes: RouteObject[] = [
  {
    path: '/login',
    handle: handle({ titleKey: 'login.title' }),
    lazy: screen(() => import('../screens/Login')),
    hydrateFallbackElement: <LoadingOverlay />,
    errorElement: <RouteError />,
  },
  {
    id: 'root',
    path: '/',
    element: <Root />,
    loader: guardLoader,
    shouldRevalidate: () => true,
    hydrateFallbackElement: <LoadingOverlay />,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => replace(HOME_PATH) },
      {
        id: LAYOUT_ROUTE_ID,
        lazy: screen(() => import('../layout/Shell')),
        children: [
          {
            path: 'index',
            handle: handle({ titleKey: 'home.title', sidebar: false }),
            lazy: screen(() => import('../screens/Home')),
          },
          {
            path: 'page-not-found',
            handle: handle({ titleKey: 'notFound.title', sidebar: false }),
            lazy: screen(() => import('../screens/PageNotFound')),
          },
          {
            path: 'permission/no-permission',
            handle: handle({ titleKey: 'noPermission.title', sidebar: false }),
            lazy: screen(() => import('../screens/NoPermission')),
          },
          {
            path: 'permission/apply',
            handle: handle({ titleKey: 'approvals.applyTitle', sidebar: false }),
            lazy: screen(() => import('../screens/approvals/ApplyScreen')),
          },
          {
            path: 'permission/judage',
            handle: handle({ titleKey: 'approvals.judgeTitle', sidebar: false }),
            lazy: screen(() => import('../screens/approvals/JudgeScreen')),
          },
          // A page's JSON draft and versions full-screen; the designer's config2/config3 routes will take its place.
          {
            path: 'admin/page/:pageId?',
            handle: handle({ titleKey: 'pageEdit.title', sidebar: false }),
            lazy: screen(() => import('../screens/workbench/page/PageEditScreen')),
          },
          // The usage report pages: the server answers 403 unless the caller is an admin or a role grants the screen.
          {
            path: 'visitStat',
            handle: handle({ titleKey: 'visits.statTitle', sidebar: true }),
            lazy: screen(() => import('../screens/visits/VisitStat')),
          },
          {
            path: 'userFlow',
            handle: handle({ titleKey: 'visits.flowTitle', sidebar: true }),
            lazy: screen(() => import('../screens/visits/UserFlow')),
          },
          {
            path: 'user/user',
            handle: handle({ titleKey: 'users.title', sidebar: true }),
            lazy: screen(() => import('../screens/UserManagement')),
          },
          {
            path: 'user/role',
            loader: adminLoader,
            handle: handle({ titleKey: 'roles.title', sidebar: true }),
            Component: RoleScreen,
          },
          {
            path: 'user/permission',
            loader: adminLoader,
            handle: handle({ titleKey: 'permissionList.title', sidebar: true }),
            Component: PermissionListScreen,
          },
          {
            path: 'config',
            loader: adminLoader,
            handle: handle({ titleKey: 'workbench.title', sidebar: 'workbench' }),
            Component: WorkbenchHome,
          },
          {
            path: 'admin/config',
            loader: adminLoader,
            handle: handle({ titleKey: 'workbench.configTitle', sidebar: 'workbench' }),
            Component: CatalogConfig,
          },
          // Spec section 2: the designer full-screen, without the sidebar, in visual mode.
          {
            path: 'admin/config2',
            loader: adminLoader,
            handle: handle({ titleKey: 'designerScreen.title', sidebar: false }),
            Component: DesignerScreen,
          },
          // The same designer in code mode: the page's JSON beside its live preview.
          {
            path: 'admin/config3',
            loader: adminLoader,
            handle: handle({ titleKey: 'designerScreen.codeTitle', sidebar: false }),
            Component: DesignerCodeScreen,
          },
          {
            path: 'admin/database/config',
            loader: databaseConfigLoader,
            handle: handle({ titleKey: 'workbench.databaseTitle', sidebar: 'workbench' }),
            Component: DatabaseConfig,
          },
          {
            path: 'admin/dataset',
            loader: adminLoader,
            handle: handle({ titleKey: 'datasets.title', sidebar: true }),
            Component: DatasetScreen,
          },
          {
            path: 'admin/recycleBin',
            loader: adminLoader,
            handle: handle({ titleKey: 'workbench.binTitle', sidebar: 'workbench' }),
            Component: RecycleBin,
          },
          // The data workbench's admin screens: the ordinary sidebar (spec section 2).
          {
            path: 'admin/field/config',
            loader: adminLoader,
            handle: handle({ titleKey: 'manage.titles.fields', sidebar: true }),
            Component: FieldConfig,
          },
          {
            path: 'admin/field/authority/config',
            loader: adminLoader,
            handle: handle({ titleKey: 'fieldauth.title', sidebar: true }),
            Component: FieldAuthorityScreen,
          },
          {
            path: 'data/monitor',
            loader: adminLoader,
            handle: handle({ titleKey: 'monitor.title', sidebar: true }),
            Component: MonitorScreen,
          },
          {
            path: 'admin/field/value/manage',
            loader: adminLoader,
            handle: handle({ titleKey: 'manage.titles.fieldValues', sidebar: true }),
            Component: FieldValueManage,
          },
          {
            path: 'admin/options/manage',
            loader: adminLoader,
            handle: handle({ titleKey: 'manage.titles.options', sidebar: true }),
            Component: OptionsManage,
          },
          {
            path: 'admin/app/manage',
            loader: adminLoader,
            handle: handle({ titleKey: 'manage.titles.apps', sidebar: true }),
            Component: AppManage,
          },
          {
            path: 'admin/query/page',
            loader: adminLoader,
            handle: handle({ titleKey: 'manage.titles.chartQuery', sidebar: true }),
            Component: ChartQuery,
          },
          {
            path: 'admin/management',
            loader: adminLoader,
            handle: handle({ titleKey: 'manage.titles.reportQuery', sidebar: true }),
            Component: ReportQuery,
          },
          // Help documents: every member reads them; writing is checked by the server (is-operation).
          {
            path: 'help/list',
            handle: handle({ titleKey: 'helpDocs.title', sidebar: true }),
            lazy: screen(() => import('../screens/help/HelpListScreen')),
          },
          {
            path: 'help/info/:id',
            handle: handle({ titleKey: 'helpDocs.title', sidebar: true }),
            lazy: screen(() => import('../screens/help/HelpInfoScreen')),
          },
          // Free exploration (spec section 2 "chart viewing"): every member explores his apps' datasets; the server
          // applies his column and row rules. Saving to a page is an admin's.
          {
            path: 'admin/looker/config',
            handle: handle({ titleKey: 'looker.title', sidebar: true }),
            lazy: screen(() => import('../screens/looker/LookerScreen')),
          },
          {
            path: 'announcement',
            loader: adminLoader,
            handle: handle({ titleKey: 'announcements.title', sidebar: true }),
            Component: AnnouncementManage,
          },
          {
            path: 'admin/feedback',
            loader: adminLoader,
            handle: handle({ titleKey: 'feedback.listTitle', sidebar: 'workbench' }),
            Component: FeedbackList,
          },
          { path: '*', loader: unknownPathLoader, element: null },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  // The first navigation's flags count before the startup runs (the outer-site variant of a stale token).
  applyFlags(window.location.search);
  const router = createBrowserRouter(routes, {
    basename: routerBasename(),
    // A path matching only the catch-all may be a menu page whose route is not added yet.
    async patchRoutesOnNavigation({ path, patch }) {
      const appPathname = stripBase(path.split(/[?#]/)[0] ?? '/');
      preloadPageScreen(appPathname);
      if (!(await ensureStarted(appPathname))) return;
      const { entries, isPreview } = useAppStore.getState();
      prefetchFirstPage(entries, appPathname, isPreview);
      addEntryRoutes(entries, patch);
    },
  });
  setRouter(router);
  return router;
}
