import type { Entry } from '@tessera/schema/api';
import { isPageEntry, menuPages } from '@tessera/schema/rules';

/** One node of the share tree: a page (`page:<id>`) or a catalog (`catalog:<id>`), as antd's Tree takes it. */
export interface ShareNode {
  key: string;
  entry: Entry;
  /** The recipients hold it already (a catalog: every page below): disabled, and left out of the checks. */
  disabled: boolean;
  children?: ShareNode[];
}

export const pageKey = (id: number) => `page:${id}`;

/**
 * The share modal's tree from the server's share=1 entries. A held leaf is disabled; antd's tree then leaves it out
 * of its catalog's check, so a catalog's tri-state (all, some, none) is over the pages not yet authorised.
 */
export function toShareNodes(entries: Entry[]): ShareNode[] {
  return entries.map((entry) => {
    const children = entry.childs?.length ? toShareNodes(entry.childs) : undefined;
    return {
      key: isPageEntry(entry) ? pageKey(entry.id) : `catalog:${entry.id}`,
      entry,
      disabled: entry.authorized,
      ...(children ? { children } : {}),
    };
  });
}

/** The page ids to send: checked pages the recipients do not all hold yet, in tree order. */
export function sharedPageIds(entries: Entry[], checked: readonly React.Key[]): number[] {
  const keys = new Set(checked.map(String));
  return menuPages(entries)
    .filter((p) => !p.authorized && keys.has(pageKey(p.id)))
    .map((p) => p.id);
}
