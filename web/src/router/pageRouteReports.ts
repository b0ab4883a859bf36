import { reportPageRoute } from '../api/visits';
import { useAppStore } from '../store';

/**
 * The page-route report of spec section 2. Off until main.tsx turns it on for the production build, so
 * neither the dev server nor the tests report.
 */
let enabled = false;

export function enablePageRouteReports(on = true): void {
  enabled = on;
}

/**
 * Reports a completed navigation to `path` (without the base path). Fire-and-forget: a failed report never
 * disturbs the navigation, though a 401 still starts the client's logged-out flow.
 */
export function reportNavigation(path: string): void {
  // The login page and a not-yet-identified user have no session to report for: a 401 there would
  // restart the logged-out flow, which leads back to /login (and would reset its pending redirect).
  if (!enabled || path === '/login' || useAppStore.getState().authStatus !== 'identified') return;
  reportPageRoute(path).catch(() => undefined);
}
