import type { Entry } from '@tessera/schema/api';
import { prefetchPageDocument } from '../api/pagePrefetch';
import { findEntryByUrl } from '../menu/tree';
import { componentRegistry } from './registry';
import { STATIC_PATHS } from './startup';

let started = false;
let prefetched = false;

/**
 * A path no built-in screen has is, nearly always, a menu page: its route is added only once the startup call has
 * answered, and only then would the router ask for the shell's and the page screen's chunks. Asked for now, they
 * download and evaluate while that call is in flight, so the page document is asked for sooner. Both chunks are part
 * of the viewer's initial JavaScript already; a failure is left to the route's own load, which shows it.
 */
export function preloadPageScreen(path: string): void {
  if (started || STATIC_PATHS.includes(path)) return;
  started = true;
  for (const load of [() => import('../layout/Shell'), componentRegistry.ReportPage]) load().catch(() => undefined);
}

/**
 * Once the startup has answered, the first navigation to a report page asks for the page's document at once, while
 * the shell and the page frame render (the page takes it through takePageDocument).
 */
export function prefetchFirstPage(entries: Entry[], path: string, preview: boolean): void {
  if (prefetched) return;
  prefetched = true;
  const found = findEntryByUrl(entries, path);
  if (found?.entry.router_config?.component === 'ReportPage') prefetchPageDocument(found.entry.id, preview);
}
