import { isEmptyValue, visibleColumns, type FilterValuesInput, type SwitchFilterInput } from '@tessera/schema/rules';
import { type Filter, type TableColumn } from '@tessera/schema/dsl';
import type { ColumnSpec } from './columns';

/**
 * The table's own column switches (spec section 3: tab and radio filters derive from tab_name and radio_type). They
 * only choose columns, so their selection stays in the table and is never sent. A section that configures its own
 * radio (or tab) filter already shows it with its filters, and that filter decides instead.
 */
export interface SwitchOptions {
  /** radio_type values, in column order; shown only when table_radio_show is on. */
  radio: string[];
  /** tab_name values, in column order. */
  tabs: string[];
}

export interface SwitchSelection {
  radio: string | null;
  tab: string | null;
}

const RADIO_KEY = '__table_radio__';
const TAB_KEY = '__table_tab__';

function distinct(values: readonly unknown[]): string[] {
  return [...new Set(values.filter((value) => !isEmptyValue(value)).map(String))];
}

export function switchOptions(
  configured: readonly TableColumn[],
  filters: readonly Filter[],
  radioShow: boolean,
): SwitchOptions {
  const has = (type: Filter['type']) => filters.some((filter) => filter.type === type);
  return {
    radio: radioShow && !has('radio') ? distinct(configured.map((column) => column.radio_type)) : [],
    tabs: has('tab') ? [] : distinct(configured.map((column) => column.tab_name)),
  };
}

/** A selection that is still among the options, else the first option. */
export function settleSelection(options: SwitchOptions, chosen: SwitchSelection): SwitchSelection {
  const pick = (list: string[], value: string | null) =>
    value !== null && list.includes(value) ? value : (list[0] ?? null);
  return { radio: pick(options.radio, chosen.radio), tab: pick(options.tabs, chosen.tab) };
}

/**
 * The columns the radio/tab selection shows (schema visibleColumns): the section's radio/tab filters with their
 * applied values, plus the table's own switches as if they were filters of the same kinds.
 */
export function switchedColumns(
  columns: readonly ColumnSpec[],
  filters: readonly Filter[],
  values: FilterValuesInput,
  selection: SwitchSelection,
): ColumnSpec[] {
  const own: SwitchFilterInput[] = [];
  const ownValues: Record<string, unknown> = {};
  if (selection.radio !== null) {
    own.push({ class_en: RADIO_KEY, type: 'radio' });
    ownValues[RADIO_KEY] = selection.radio;
  }
  if (selection.tab !== null) {
    own.push({ class_en: TAB_KEY, type: 'tab' });
    ownValues[TAB_KEY] = selection.tab;
  }
  const withConfig = columns.map((spec) => ({
    filters: spec.config?.filters,
    tab_name: spec.config?.tab_name,
    radio_type: spec.config?.radio_type,
    spec,
  }));
  return visibleColumns(withConfig, [...filters, ...own], { ...values, ...ownValues }).map((entry) => entry.spec);
}
