import type { Filter, FilterCondition } from '@tessera/schema/dsl';
import type { SelectOption } from '@tessera/schema/api';

/** Placement of a filter (belonging_to; absent = search). */
export type FilterPlacement = 'search' | 'table' | 'chart';

export interface FilterScopeArgs {
  filters: readonly Filter[];
  /**
   * The section whose select-options / linked-select calls serve a filter: one id for a section's own filters; for
   * the page's global filters, a function naming a section that has the key (undefined: options only from config).
   */
  diagramId: number | string | ((key: string) => number | string | undefined);
}

/** Global filters imposing values on some of a section's filters. */
export interface FilterOverrides {
  /** Keys whose control shows the global value, disabled. */
  keys: readonly string[];
  values: Readonly<Record<string, unknown>>;
  /** Global filter name by key (for the "set by the global filter" tooltip). */
  names: Readonly<Record<string, string>>;
}

/** The filter values of one scope: a section's own filters, or the page's global filters. */
export interface FilterScope {
  filters: readonly Filter[];
  /**
   * The values queries use, by class_en; an untouched filter may be absent (its default applies). A new object
   * only when an applied value really changed.
   */
  applied: Record<string, unknown>;
  /** The initial defaults are settled (linked filters resolved for their parents' defaults, or fallen back). */
  ready: boolean;
  /** Every filter back to its default, applied. */
  reset: () => void;
  /** What the controls show: the applied values with the edits not applied yet (drafts) over them. */
  values: Readonly<Record<string, unknown>>;
  /** Records a draft: shown at once, applied by the next apply() that carries it. */
  edit: (key: string, value: unknown) => void;
  /**
   * Applies `patch`, and puts the filters of `restore` back to their default. Linked filters whose parent changes
   * are reloaded first, so `applied` changes once, with every dependant resolved.
   */
  apply: (patch: Readonly<Record<string, unknown>>, restore?: readonly string[]) => void;
  /** Options loaded by linked select for the linked (is_interlock) filters, by class_en. */
  linkedOptions: Readonly<Record<string, readonly SelectOption[]>>;
  /** Whether the filter's options come from its parent through linked select. */
  isLinked: (key: string) => boolean;
  /** The section serving the filter's options; undefined when only its configured options exist. */
  diagramIdOf: (key: string) => number | string | undefined;
}

/** Where a control's options come from, as the bar hands it down. */
export interface OptionSource {
  diagramId: number | string | undefined;
  /** The other filters' conditions, so dynamic options follow what is already chosen. */
  conditions: readonly FilterCondition[];
  /** Options of a linked filter (undefined until its first linked load). */
  linked: readonly SelectOption[] | undefined;
  isLinked: boolean;
}

/** What every filter control gets. */
export interface FilterControlProps {
  filter: Filter;
  /**
   * Values by class_en as the control should show them (undefined for this key: untouched, so the default applies;
   * null: cleared by the user).
   */
  values: Readonly<Record<string, unknown>>;
  /** A value picked (select, date, tab…), or a typed value committed (Enter, leaving the field). */
  onChange: (value: unknown) => void;
  /** A value being typed: kept as a draft, never applied by itself. */
  onInput: (value: unknown) => void;
  disabled: boolean;
  source: OptionSource;
}
