import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { effectiveFilterValues, isFlagOn } from '@tessera/schema/rules';
import { type Filter, type Section } from '@tessera/schema/dsl';
import { FilterBar, useFilterScope, type FilterScope } from '../filters';
import type { InnerPlacement, SectionScope } from '../sections/types';

const NO_FILTERS: Filter[] = [];

/**
 * A section waits for a first query when its props say `load_on_open: 0` (the spec's default-not-loaded prompt):
 * heavy sections then cost nothing until someone asks for them.
 */
function loadsOnOpen(section: Section): boolean {
  const flag = (section.props as { load_on_open?: unknown } | undefined)?.load_on_open;
  return flag === undefined || flag === null || isFlagOn(flag as number | boolean);
}

export interface SectionScopeState {
  scope: SectionScope;
  filters: FilterScope;
  /** Keys a global filter currently sets, with their values and the global filters' names. */
  overrides: { keys: string[]; values: Record<string, unknown>; names: Record<string, string> };
  /** Default-not-loaded and not asked yet. */
  waiting: boolean;
  load: () => void;
}

/** The section's own filter values with the page's global filters applied over them (spec section 4). */
export function useSectionScope(section: Section, global: FilterScope): SectionScopeState {
  const ownFilters = section.filter_config_model_list ?? NO_FILTERS;
  const filters = useFilterScope({ filters: ownFilters, diagramId: section.id });
  const [requested, setRequested] = useState(() => loadsOnOpen(section));

  // Applying the section's own filters counts as asking for the data; the values its linked filters settle on
  // while loading do not.
  const settled = useRef<unknown>(null);
  useEffect(() => {
    if (!filters.ready) return;
    if (settled.current === null) settled.current = filters.applied;
    else if (filters.applied !== settled.current) setRequested(true);
  }, [filters.ready, filters.applied]);

  const effective = useMemo(
    () => effectiveFilterValues(ownFilters, filters.applied, global.filters, global.applied),
    [ownFilters, filters.applied, global.filters, global.applied],
  );
  const overrides = useMemo(() => {
    const names = Object.fromEntries(global.filters.map((f) => [f.class_en, f.name || f.class_en]));
    return { keys: effective.overridden, values: effective.values, names };
  }, [effective, global.filters]);

  const renderFilters = useCallback(
    (placement: InnerPlacement) => <FilterBar scope={filters} placement={placement} overrides={overrides} rest />,
    [filters, overrides],
  );
  const ready = filters.ready && global.ready && requested;
  const scope = useMemo<SectionScope>(
    () => ({ filters: ownFilters, values: effective.values, ready, renderFilters }),
    [ownFilters, effective.values, ready, renderFilters],
  );
  const load = useCallback(() => setRequested(true), []);
  return { scope, filters, overrides, waiting: !requested, load };
}
