/** Filters: the values of a scope (a section's own filters, or the page's global ones) and the bars that edit them. */
export { useFilterScope } from './scope/useFilterScope';
export { FilterBar, type FilterBarProps } from './FilterBar';
export type { FilterScope, FilterScopeArgs, FilterPlacement, FilterOverrides } from './types';
