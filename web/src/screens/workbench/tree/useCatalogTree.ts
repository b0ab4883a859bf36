import { useCallback, useEffect, useState } from 'react';
import { catalogList } from '../../../api/catalog';
import type { CatalogNode } from './model';

export interface CatalogTreeState {
  tree: CatalogNode[] | null;
  error: string | null;
  /** Reads the tree again; resolves when it is in. */
  reload: () => Promise<void>;
  /** Shows a local change at once (a drop) until the next reload. */
  replace: (tree: CatalogNode[]) => void;
}

const withChilds = (list: CatalogNode[]): CatalogNode[] =>
  list.map((n) => ({ ...n, childs: withChilds((n.childs as CatalogNode[] | undefined) ?? []) }));

/** The tree of an app, or the reason it could not be read. */
const fetchTree = (appId: number): Promise<{ tree: CatalogNode[] | null; error: string | null }> =>
  catalogList(appId).then(
    (list) => ({ tree: withChilds(list as CatalogNode[]), error: null }),
    (err: unknown) => ({ tree: null, error: (err as Error).message }),
  );

/** The catalog tree of an app, read again when the app changes; an answer for a previous app is dropped. */
export function useCatalogTree(appId: number | null): CatalogTreeState {
  const [state, setState] = useState<{ appId: number | null; tree: CatalogNode[] | null; error: string | null }>({
    appId: null,
    tree: null,
    error: null,
  });

  const load = useCallback(
    (id: number, isCurrent: () => boolean = () => true) =>
      fetchTree(id).then((answer) => {
        if (isCurrent()) setState({ appId: id, ...answer });
      }),
    [],
  );

  useEffect(() => {
    if (appId === null) return undefined;
    let current = true;
    void fetchTree(appId).then((answer) => current && setState({ appId, ...answer }));
    return () => {
      current = false;
    };
  }, [appId]);

  const reload = useCallback(() => (appId === null ? Promise.resolve() : load(appId)), [appId, load]);
  const replace = useCallback((tree: CatalogNode[]) => setState((s) => ({ ...s, tree })), []);
  const fresh = state.appId === appId;
  return { tree: fresh ? state.tree : null, error: fresh ? state.error : null, reload, replace };
}
