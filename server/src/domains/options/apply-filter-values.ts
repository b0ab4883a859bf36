import { ALL_OPTION, type Filter, type FilterOption, type FilterType, type Section } from '@tessera/schema/dsl';
import type { SavedFilterValues } from './types';

/** Filter widgets whose `values` are options to pick from; only these can have saved option values. */
const OPTION_FILTER_TYPES: readonly FilterType[] = ['select', 'tab', 'radio', 'treeselect'];

export const hasOptions = (filter: Filter) => OPTION_FILTER_TYPES.includes(filter.type ?? 'select');

/** Whether a default names one of the options (or the 'all' option); 1 and '1' are the same value in a query. */
export function isOption(saved: SavedFilterValues, value: string | number): boolean {
  return value === ALL_OPTION.value || saved.values.some((o) => String(o.value) === String(value));
}

/**
 * A saved option over the published one of the same value. It keeps the published extras (decision_diagram_id,
 * new_diagram_config, data_set_id), because those change what the page shows and only a publish may change them.
 * Its texts are the admin's: the English name saved with it, else the published English only while the name is the
 * published one. A renamed option (中国大陆 for 中国) never reads as the old name's English (China) in English mode.
 */
function savedOption(published: FilterOption | undefined, saved: SavedFilterValues['values'][number]): FilterOption {
  const { i18n: publishedI18n, ...extras } = published ?? {};
  const i18n = saved.i18n ?? (published?.name === saved.name ? publishedI18n : undefined);
  return { ...extras, name: saved.name, value: saved.value, ...(i18n ? { i18n } : {}) };
}

/**
 * The filter as staff see it once an admin saved values for it (filter/values/get-update): the saved options
 * replace the published ones and become its only source (manual — no dataset query, no global list, no select_sql).
 * Saved defaults replace the published ones when given.
 */
function applySavedValues(filter: Filter, saved: SavedFilterValues): Filter {
  const published = new Map((filter.values ?? []).map((o) => [String(o.value), o]));
  const next: Filter = {
    ...filter,
    values: saved.values.map((o) => savedOption(published.get(String(o.value)), o)),
    get_field_value_type: 'manual',
    is_diy_datasource: 0,
    map_id: null,
  };
  if (saved.default_value !== undefined) next.default_value = saved.default_value;
  if (saved.default_value_list !== undefined) next.default_value_list = saved.default_value_list;
  return next;
}

/** A section with the saved values of its filters applied (filters of other types, or without saved values, unchanged). */
export function applySavedFilterValues(section: Section, saved: ReadonlyMap<string, SavedFilterValues>): Section {
  if (saved.size === 0 || !section.filter_config_model_list) return section;
  return {
    ...section,
    filter_config_model_list: section.filter_config_model_list.map((f) => {
      const s = saved.get(f.class_en);
      return s && hasOptions(f) ? applySavedValues(f, s) : f;
    }),
  };
}
