import { createContext, useContext } from 'react';
import type { Draft } from 'immer';
import type { Filter } from '@tessera/schema/dsl';
import { changeFilter, setFilterKey, type FilterScope } from '../../commands/filters';
import { useDesignerStore } from '../../edit/hooks';
import type { TextKey } from '../../i18n';

/** The filter an editor works on: where it sits (scope and index) and the filters beside it. */
export interface FilterAt {
  scope: FilterScope;
  index: number;
  filter: Filter;
  siblings: readonly Filter[];
}

export const FilterAtContext = createContext<FilterAt | null>(null);

export function useFilterAt(): FilterAt {
  const at = useContext(FilterAtContext);
  if (!at) throw new Error('filter editors need a FilterAtContext');
  return at;
}

const scopeName = (scope: FilterScope) => (scope === 'global' ? 'global' : `section:${scope.section}`);

/**
 * The edit of one setting of the filter in context. `typing` (a text field's name) folds a focused field's
 * keystrokes into one step; `end` closes that step when the field loses focus.
 */
export function useFilterEdit(): {
  change: (setting: TextKey, recipe: (f: Draft<Filter>) => void, typing?: string) => void;
  /** The filter's key, with its linked children following it. */
  rekey: (key: string, typing?: string) => void;
  end: () => void;
} {
  const store = useDesignerStore();
  const { scope, index } = useFilterAt();
  return {
    change: (setting, recipe, typing) =>
      changeFilter(
        store,
        scope,
        index,
        setting,
        recipe,
        typing ? { typing: `filter:${scopeName(scope)}:${index}:${typing}` } : undefined,
      ),
    rekey: (key, typing) =>
      setFilterKey(
        store,
        scope,
        index,
        key,
        typing ? { typing: `filter:${scopeName(scope)}:${index}:${typing}` } : undefined,
      ),
    end: () => store.getState().endTyping(),
  };
}
