import { isPageEntry } from '@tessera/schema/rules';
import { type Entry } from '@tessera/schema/api';

/** A route derived from a menu entry (spec section 2: runtime routes from the user's menu). */
export interface EntryRouteSpec {
  path: string;
  /** Tab title: the entry name. */
  title: string;
  /** Its English name, the tab title in English mode. */
  titleEn?: string | null;
  /** Registered component named by router_config. */
  component: string;
  entryId: number;
}

/**
 * Every leaf page with a url and a router configuration naming a registered component becomes a route at
 * its url. Urls already routed (`skip`) and repeated urls are left out, so routes are added once.
 */
export function entryRouteSpecs(
  entries: Entry[],
  isRegistered: (name: string) => boolean,
  skip: ReadonlySet<string> = new Set(),
): EntryRouteSpec[] {
  const out: EntryRouteSpec[] = [];
  const seen = new Set(skip);
  const walk = (list: Entry[]) => {
    for (const e of list) {
      if (e.childs?.length) walk(e.childs);
      if (!isPageEntry(e) || !e.url || !e.url.startsWith('/') || !e.router_config) continue;
      const component = e.router_config.component;
      if (!component || !isRegistered(component) || seen.has(e.url)) continue;
      seen.add(e.url);
      out.push({ path: e.url, title: e.name, ...(e.name_en ? { titleEn: e.name_en } : {}), component, entryId: e.id });
    }
  };
  walk(entries);
  return out;
}
