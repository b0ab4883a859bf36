import { ALL_OPTION, type Filter } from '@tessera/schema/dsl';
import { currentFilterValue, isAllOption, isEmptyValue, isFlagOn } from '@tessera/schema/rules';
import { type SelectOption } from '@tessera/schema/api';

/** What a choice control (select, tab, radio, tree) shows: its value and the options to show it with. */
export interface ChoiceView {
  value: unknown;
  options: SelectOption[];
}

/**
 * The filter's current value as its control shows it. The 'all' value (chosen, or by is_default_select_all) shows
 * as the all option when it is listed; otherwise a multi filter shows every option chosen and a single one the all
 * option added for the purpose.
 */
export function choiceView(
  filter: Filter,
  values: Readonly<Record<string, unknown>>,
  options: SelectOption[],
  allLabel: string,
): ChoiceView {
  const value = currentFilterValue(filter, values);
  const multi = isFlagOn(filter.is_multi);
  if (isAllOption(value)) {
    const listed = options.some((option) => option.value === ALL_OPTION.value);
    if (listed) return { value: multi ? [ALL_OPTION.value] : ALL_OPTION.value, options };
    if (multi) return { value: options.map((option) => option.value), options };
    return { value: ALL_OPTION.value, options: [{ name: allLabel, value: ALL_OPTION.value }, ...options] };
  }
  if (multi) return { value: isEmptyValue(value) ? [] : Array.isArray(value) ? value : [value], options };
  return { value: isEmptyValue(value) ? null : Array.isArray(value) ? value[0] : value, options };
}

/** A multi choice after a change: picking 'all' drops the rest, picking something else drops 'all'. */
export function multiChoice(shown: readonly unknown[], next: readonly unknown[]): unknown[] {
  const all = ALL_OPTION.value;
  if (next.includes(all) && !shown.includes(all)) return [all];
  if (next.includes(all) && next.length > 1) return next.filter((value) => value !== all);
  return [...next];
}
