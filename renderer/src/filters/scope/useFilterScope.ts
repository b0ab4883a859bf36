import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { LinkedSelectRequest } from '@tessera/schema/dsl';
import type { SelectOption } from '@tessera/schema/api';
import { currentFilterValue, isAllOption, localized } from '@tessera/schema/rules';
import { useRenderer } from '../../context';
import type { FilterScope, FilterScopeArgs } from '../types';
import { linkedPairs, needsReload, reconcileEdited, settleLinked, type LinkedOptions, type LinkedPair } from './linked';
import { omitKeys, patchValues, sameValues } from './values';

type Values = Record<string, unknown>;

interface ScopeState {
  applied: Values;
  /** Values being settled (linked filters reloading); shown meanwhile, applied once settled. */
  pending: Values | null;
  drafts: Values;
  linked: LinkedOptions;
  ready: boolean;
}

/**
 * Whether the first settle cannot change any value: every linked child shows 'all', which every list of options
 * holds. The scope's queries then go out at once, while the children's options load beside them (a page's sections
 * waited a round trip, and a render, for options that changed nothing).
 */
const settledAtOnce = (pairs: readonly LinkedPair[]) =>
  pairs.every((pair) => isAllOption(currentFilterValue(pair.child, {})));

/**
 * The filter values of one scope. Edits are drafts until applied; applying reloads the linked filters whose parent
 * changed before `applied` changes, so a query never goes out with a child that no longer belongs to its parent.
 */
export function useFilterScope({ filters, diagramId }: FilterScopeArgs): FilterScope {
  const { client, preview, lang } = useRenderer();

  const diagramIdOf = useCallback(
    (key: string) => (typeof diagramId === 'function' ? diagramId(key) : diagramId),
    [diagramId],
  );
  // A new page document brings new filter objects: the linked filters reload only when the pairs' content changes,
  // and the callbacks below read the latest pairs through a ref.
  const pairs = linkedPairs(filters, diagramIdOf);
  const pairsKey = JSON.stringify(pairs.map((p) => [p.child.class_en, p.parent.class_en, p.diagramId]));
  const pairsRef = useRef(pairs);
  useLayoutEffect(() => {
    pairsRef.current = pairs;
  });
  const linkedText = pairs.map((p) => p.child.class_en).join('\n');
  const linkedKeys = useMemo(() => new Set(linkedText.split('\n')), [linkedText]);

  const [state, setState] = useState<ScopeState>(() => ({
    applied: {},
    pending: pairs.length > 0 ? {} : null,
    drafts: {},
    linked: {},
    ready: settledAtOnce(pairs),
  }));
  // Several updates may happen before React renders (an edit then an apply): each reads the latest state here.
  const stateRef = useRef(state);
  const update = useCallback((next: ScopeState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const run = useRef<AbortController | null>(null);
  const settle = useCallback(
    (before: Values | null, target: Values) => {
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      const load = (pair: LinkedPair, value: LinkedSelectRequest['value']): Promise<SelectOption[]> =>
        client
          .linkedSelect(
            { diagram_id: pair.diagramId, field: pair.child.class_en, value },
            { preview, signal: controller.signal },
          )
          .then((items) => items.map((item) => ({ name: localized(item, lang).level_name, value: item.level_value })));
      const s = stateRef.current;
      settleLinked({
        pairs: pairsRef.current,
        before,
        target,
        options: s.linked,
        load,
        signal: controller.signal,
      }).then(
        (settled) => {
          if (controller.signal.aborted) return;
          const current = stateRef.current;
          const applied = sameValues(current.applied, settled.applied) ? current.applied : settled.applied;
          update({ ...current, applied, linked: settled.options, pending: null, ready: true });
        },
        () => undefined, // aborted: a newer settle took over
      );
    },
    [client, preview, lang, update],
  );

  useEffect(() => {
    const s = stateRef.current;
    if (pairsRef.current.length === 0) {
      if (!s.ready) update({ ...s, pending: null, ready: true });
      return undefined;
    }
    const target = s.pending ?? s.applied;
    if (!s.pending) update({ ...s, pending: target });
    // Every child is (re)loaded for the values as they stand.
    settle(null, target);
    return () => run.current?.abort();
  }, [pairsKey, settle, update]);

  const apply = useCallback(
    (patch: Readonly<Values>, restore: readonly string[] = []) => {
      const s = stateRef.current;
      const target = patchValues(s.pending ?? s.applied, patch, restore);
      const drafts = omitKeys(s.drafts, [...Object.keys(patch), ...restore]);
      const before = s.ready ? s.applied : null;
      if (needsReload(pairsRef.current, before, target)) {
        update({ ...s, drafts, pending: target });
        settle(before, target);
        return;
      }
      run.current?.abort();
      const settled = reconcileEdited(pairsRef.current, s.applied, target, s.linked);
      update({ ...s, drafts, pending: null, applied: sameValues(s.applied, settled) ? s.applied : settled });
    },
    [settle, update],
  );

  const edit = useCallback(
    (key: string, value: unknown) => {
      const s = stateRef.current;
      update({ ...s, drafts: { ...s.drafts, [key]: value } });
    },
    [update],
  );

  const reset = useCallback(
    () =>
      apply(
        {},
        filters.map((f) => f.class_en),
      ),
    [apply, filters],
  );
  const isLinked = useCallback((key: string) => key !== '' && linkedKeys.has(key), [linkedKeys]);

  const values = useMemo(
    () => ({ ...(state.pending ?? state.applied), ...state.drafts }),
    [state.pending, state.applied, state.drafts],
  );
  return useMemo(
    () => ({
      filters,
      applied: state.applied,
      ready: state.ready,
      reset,
      values,
      edit,
      apply,
      linkedOptions: state.linked,
      isLinked,
      diagramIdOf,
    }),
    [filters, state.applied, state.ready, state.linked, reset, values, edit, apply, isLinked, diagramIdOf],
  );
}
