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

/** The catalog tree of an app, read again when the app changes; an answer for a previous app is dropped. */
export function useCatalogTree(appId: number | null): CatalogTreeState {
  const [state, setState] = useState<{ appId: number | null; tree: CatalogNode[] | null; error: string | null }>({
    appId: null,
    tree: null,
    error: null,
  });

  const load = useCallback(
    (id: number, isCurrent: () => boolean = () => true) =>
      catalogList(id).then(
        (list) => {
          if (isCurrent()) setState({ appId: id, tree: withChilds(list as CatalogNode[]), error: null });
        },
        (err: unknown) => {
          if (isCurrent()) setState({ appId: id, tree: null, error: (err as Error).message });
        },
      ),
    [],
  );

  useEffect(() => {
    if (appId === null) return undefined;
    let current = true;
    catalogList(appId).then(
      (list) => current && setState({ appId, tree: withChilds(list as CatalogNode[]), error: null }),
      (err: unknown) => current && setState({ appId, tree: null, error: (err as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [appId]);

  const reload = useCallback(() => (appId === null ? Promise.resolve() : load(appId)), [appId, load]);
  const replace = useCallback((tree: CatalogNode[]) => setState((s) => ({ ...s, tree })), []);
  const fresh = state.appId === appId;
  return { tree: fresh ? state.tree : null, error: fresh ? state.error : null, reload, replace };
}
