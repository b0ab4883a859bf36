import type { Entry } from '@tessera/schema/api';
import type { RouteObject, createBrowserRouter } from 'react-router-dom';
import { entryRouteSpecs, type EntryRouteSpec } from './dynamic';
import { componentRegistry, isRegisteredComponent } from './registry';
import { loadChunk } from '../lib/chunk';
import type { RouteHandle } from './navigation';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** Id of the shell route the dynamic routes are added under. */
export const LAYOUT_ROUTE_ID = 'layout';

let router: AppRouter | null = null;
const routedPaths = new Set<string>();

export function setRouter(instance: AppRouter): void {
  router = instance;
}

/**
 * The path a navigation in progress leaves (the committed location), or null while the app's first navigation
 * runs: there is no page to come from yet.
 */
export function previousPath(): string | null {
  if (!router?.state.initialized) return null;
  return router.state.location.pathname;
}

/** Whether a path already has a dynamic route. */
export function hasEntryRoute(path: string): boolean {
  return routedPaths.has(path);
}

function toRouteObject(spec: EntryRouteSpec): RouteObject {
  const handle: RouteHandle = { title: spec.title, titleEn: spec.titleEn, sidebar: true, entryId: spec.entryId };
  return {
    id: `entry-${spec.entryId}`,
    path: spec.path,
    handle,
    lazy: async () => {
      const mod = await loadChunk(componentRegistry[spec.component]);
      return { Component: mod.default };
    },
  };
}

/** Adds a route for every page of `entries` that has none yet (step 5 of the startup, and app switches). */
export function addEntryRoutes(entries: Entry[], patch?: Patch): number {
  const specs = entryRouteSpecs(entries, isRegisteredComponent, routedPaths);
  if (specs.length === 0) return 0;
  const apply: Patch | undefined = patch ?? (router ? (id, children) => router!.patchRoutes(id, children) : undefined);
  if (!apply) return 0;
  apply(LAYOUT_ROUTE_ID, specs.map(toRouteObject));
  for (const s of specs) routedPaths.add(s.path);
  return specs.length;
}
