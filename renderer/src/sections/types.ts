import type { ReactNode } from 'react';
import type { Filter, Section } from '@tessera/schema/dsl';
import type { FilterValuesInput } from '@tessera/schema/rules';

/** Where a section's filter sits (belonging_to) other than the section's search bar. */
export type InnerPlacement = 'table' | 'chart';

/** What a section body gets from the page: its filters' applied values and how to show the inner filters. */
export interface SectionScope {
  /** The section's own filters (their keys are what a report query may condition). */
  filters: readonly Filter[];
  /** Applied values, global filters' overrides included. A new object whenever something is applied. */
  values: FilterValuesInput;
  /** False until the filters' defaults are settled, and while a default-not-loaded section waits for its first query. */
  ready: boolean;
  /** The section's filters placed in its table or chart area; null when there are none. */
  renderFilters: (placement: InnerPlacement) => ReactNode;
}

export interface SectionViewProps {
  section: Section;
  scope: SectionScope;
}

/** Section bodies: a table, cards, a chart (which may show a table under it), or an A/B experiment report. */
export type SectionKind = 'table' | 'card' | 'chart' | 'ab';
