import type { DataNode } from 'antd/es/tree';
import { isPageEntry } from '@tessera/schema/rules';
import type { Entry } from '@tessera/schema/api';

/** Built-in screens an admin may open to a role (their routes are granted like page urls). */
export const BUILT_IN_SCREENS = [
  { url: '/visitStat', key: 'visitStat' },
  { url: '/userFlow', key: 'userFlow' },
] as const;
export const BUILT_IN_GROUP = 'builtin:';

/**
 * The app's catalog as a checkable tree: a page's key is its url, which is what a role lists, and a catalog's key
 * names it apart so it is never saved. Catalogs without pages below are left out: checking them grants nothing.
 */
export function toTreeData(entries: Entry[]): DataNode[] {
  const out: DataNode[] = [];
  for (const e of entries) {
    if (isPageEntry(e)) {
      if (e.url) out.push({ key: e.url, title: e.name, children: childrenOf(e) });
    } else {
      const children = toTreeData(e.childs);
      if (children.length) out.push({ key: `catalog:${e.id}`, title: e.name, children });
    }
  }
  return out;
}

const childrenOf = (e: Entry) => {
  const children = toTreeData(e.childs);
  return children.length ? children : undefined;
};

/** Checked keys that are grantable urls (pages and built-in screens), as the server takes them. */
export const grantedUrls = (keys: React.Key[]): string[] => keys.map(String).filter((k) => k.startsWith('/'));
