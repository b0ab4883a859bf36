import {
  currentFilterValue,
  isAllOption,
  isEmptyValue,
  type FilterValueSourceInput,
  type FilterValuesInput,
} from './filter-values';

/**
 * Which table columns show under the current radio/tab selection (spec section 5).
 *
 * Matching rule: only radio and tab filters switch columns. Their current selection is the user's value,
 * else their default; a switch with no selection or with the 'all' option restricts nothing.
 * A column is visible when every restriction it declares holds:
 * - each pair of its `filters` whose key is the class_en of a radio/tab filter: that filter's selection
 *   equals the pair's value (compared as text, so 1 matches '1'; an array value lists several accepted
 *   values; an empty value restricts nothing). Pairs naming other filters are data conditions of the column, not visibility, and are ignored;
 * - its tab_name, if set: it equals the selection of a tab filter (tab filters derive from tab_name);
 * - its radio_type, if set: it equals the selection of a radio filter (radio filters derive from radio_type).
 * A column that declares nothing of the kind is always visible.
 */

export interface SwitchFilterInput extends FilterValueSourceInput {
  type?: string | null;
}

export interface ColumnFilterPairInput {
  key: string;
  value?: unknown;
}

export interface VisibilityColumnInput {
  filters?: readonly ColumnFilterPairInput[] | Readonly<Record<string, unknown>> | null;
  tab_name?: string | number | null;
  radio_type?: string | number | null;
}

type SwitchKind = 'radio' | 'tab';

/** class_en → selected text, of the switches that restrict (selected, and not 'all'). */
interface Selection {
  byKey: Map<string, string>;
  byKind: Record<SwitchKind, string[]>;
}

function selectionOf(filters: readonly SwitchFilterInput[], values: FilterValuesInput): Selection {
  const selection: Selection = { byKey: new Map(), byKind: { radio: [], tab: [] } };
  for (const filter of filters) {
    if (filter.type !== 'radio' && filter.type !== 'tab') continue;
    const raw = currentFilterValue(filter, values);
    const value: unknown = Array.isArray(raw) ? raw[0] : raw;
    if (isEmptyValue(value) || isAllOption(value)) continue;
    selection.byKey.set(filter.class_en, String(value));
    selection.byKind[filter.type].push(String(value));
  }
  return selection;
}

function pairsOf(filters: VisibilityColumnInput['filters']): ColumnFilterPairInput[] {
  if (!filters) return [];
  if (Array.isArray(filters)) return filters as ColumnFilterPairInput[];
  return Object.entries(filters).map(([key, value]) => ({ key, value }));
}

const accepts = (expected: unknown, selected: string): boolean =>
  Array.isArray(expected) ? expected.some((item) => String(item) === selected) : String(expected) === selected;

function matches(column: VisibilityColumnInput, selection: Selection): boolean {
  for (const pair of pairsOf(column.filters)) {
    const selected = selection.byKey.get(pair.key);
    if (selected !== undefined && !isEmptyValue(pair.value) && !accepts(pair.value, selected)) return false;
  }
  const declared: [SwitchKind, unknown][] = [
    ['tab', column.tab_name],
    ['radio', column.radio_type],
  ];
  return declared.every(([kind, name]) => {
    const selected = selection.byKind[kind];
    return isEmptyValue(name) || selected.length === 0 || selected.includes(String(name));
  });
}

/** Whether one column shows under the current radio/tab selection. */
export function isColumnVisible(
  column: VisibilityColumnInput,
  filters: readonly SwitchFilterInput[],
  values: FilterValuesInput,
): boolean {
  return matches(column, selectionOf(filters, values));
}

/** The columns that show, in order; the selection is read once for all of them. */
export function visibleColumns<T extends VisibilityColumnInput>(
  columns: readonly T[],
  filters: readonly SwitchFilterInput[],
  values: FilterValuesInput,
): T[] {
  const selection = selectionOf(filters, values);
  return columns.filter((column) => matches(column, selection));
}
