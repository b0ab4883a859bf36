import { currentFilterValue, isEmptyValue, type FilterValuesInput } from './filter-values';
import type { DatepickerFilterInput } from './date-filter';

/** The value a global filter imposes now: the user's, else its configured default; undefined when it has none. */
export function globalFilterValue(filter: DatepickerFilterInput, values: FilterValuesInput): unknown {
  const own = Object.prototype.hasOwnProperty.call(values, filter.class_en) ? values[filter.class_en] : undefined;
  // A global filter the user emptied is removed: it no longer overrides anything.
  if (own !== undefined) return isEmptyValue(own) ? undefined : own;
  const candidates = [
    currentFilterValue(filter, values),
    filter.datepicker_options?.default_config_value,
    filter.default_config_value,
  ];
  return candidates.find((candidate) => !isEmptyValue(candidate));
}

export interface EffectiveFilterValues {
  /** The values the section queries with. */
  values: Record<string, unknown>;
  /** Keys of the section's filters a global filter currently overrides. */
  overridden: string[];
}

/**
 * Spec section 4: global filters override the section's filter of the same key, and the section's own value comes
 * back when the global one is removed. The section's own values are never written to, so restoring is only a
 * matter of the global value going away.
 */
export function effectiveFilterValues(
  sectionFilters: readonly { class_en: string }[],
  sectionValues: FilterValuesInput,
  globalFilters: readonly DatepickerFilterInput[],
  globalValues: FilterValuesInput,
): EffectiveFilterValues {
  const values: Record<string, unknown> = { ...sectionValues };
  const overridden: string[] = [];
  const keys = new Set(sectionFilters.map((f) => f.class_en));
  for (const filter of globalFilters) {
    if (!keys.has(filter.class_en)) continue;
    const value = globalFilterValue(filter, globalValues);
    if (value === undefined) continue;
    values[filter.class_en] = value;
    overridden.push(filter.class_en);
  }
  return { values, overridden };
}
