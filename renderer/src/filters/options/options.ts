import { ALL_OPTION, type Filter } from '@tessera/schema/dsl';
import { isFlagOn } from '@tessera/schema/rules';
import { type SelectOption } from '@tessera/schema/api';

/** Widgets that choose among options. */
export const OPTION_WIDGETS = ['select', 'tab', 'radio', 'treeselect'] as const;

/** Options typed into the filter: `values` (name, value), else `fixed_values` (each value its own name). */
export function configuredOptions(filter: Filter): SelectOption[] {
  const values = filter.values ?? [];
  if (values.length > 0) return values.map((option) => ({ name: option.name, value: option.value }));
  return (filter.fixed_values ?? []).map((value) => ({ name: String(value), value }));
}

/**
 * Whether the data service provides the options. Same rule as the server's: get_field_value_type decides, else
 * typed-in options win. A global select option (map_id) lives on the server, so it is asked for too.
 */
export function optionsFromServer(filter: Filter): boolean {
  if (filter.map_id !== undefined && filter.map_id !== null) return true;
  if (filter.get_field_value_type) return filter.get_field_value_type === 'dynamic';
  return configuredOptions(filter).length === 0;
}

const collator = new Intl.Collator(undefined, { numeric: true });
const isAll = (option: SelectOption): boolean => option.value === ALL_OPTION.value;

/**
 * Options as the data service gave them: kept in its order with is_default_sort on, else sorted by label.
 * The 'all' option stays first either way.
 */
export function sortServedOptions(filter: Filter, options: readonly SelectOption[]): SelectOption[] {
  if (isFlagOn(filter.is_default_sort)) return [...options];
  const all = options.filter(isAll);
  const rest = options.filter((option) => !isAll(option)).sort((a, b) => collator.compare(a.name, b.name));
  return [...all, ...rest];
}

/**
 * Gives the 'all' option its label in the current language, and prepends it when the filter asks for it
 * (is_choose_all_row) and `prepend` is set: the server's select-options already prepends it, so its lists are only
 * relabelled, never given a second one.
 */
export function withAllOption(
  filter: Filter,
  options: readonly SelectOption[],
  label: string,
  prepend: boolean,
): SelectOption[] {
  const labelled = options.map((option) => (isAll(option) ? { ...option, name: label } : option));
  if (!prepend || !isFlagOn(filter.is_choose_all_row) || labelled.some(isAll)) return labelled;
  return [{ name: label, value: ALL_OPTION.value }, ...labelled];
}
