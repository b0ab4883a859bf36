import { COLUMN_TYPES, type Filter, type Section } from '@tessera/schema/dsl';
import type { SelectOption } from '@tessera/schema/api';
import { isFlagOn, labelOfValue, type ValueLabels } from '@tessera/schema/rules';
import { queryError } from '../../query/errors';

/** A filter found by its key, and the list it sits in (the section's or the page's global filters). */
export interface FoundFilter {
  filter: Filter;
  list: readonly Filter[];
  index: number;
}

/** The section's own filter of that class_en first, else the page's global one; 400 naming the key when neither. */
export function findFilter(
  section: Section,
  globalFilters: readonly Filter[],
  key: string,
  field = 'field',
): FoundFilter {
  for (const list of [section.filter_config_model_list ?? [], globalFilters]) {
    const index = list.findIndex((f) => f.class_en === key);
    if (index >= 0) return { filter: list[index], list, index };
  }
  throw queryError('query.unknown_filter', { key }, field);
}

/**
 * Where a filter's options come from: typed-in ones (get_field_value_type 'manual', or no type with `values`
 * or `fixed_values` configured) or the data ('dynamic', or nothing configured).
 */
export function optionSource(filter: Filter): 'manual' | 'dynamic' {
  if (filter.get_field_value_type) return filter.get_field_value_type;
  return (filter.values ?? []).length > 0 || (filter.fixed_values ?? []).length > 0 ? 'manual' : 'dynamic';
}

/** The typed-in options: `values` (name, value, translated name), else `fixed_values` (each value its own name). */
export function configuredOptions(filter: Filter): SelectOption[] {
  const values = filter.values ?? [];
  if (values.length > 0)
    return values.map((o) => ({ name: o.name, value: o.value, ...translatedName(o.i18n?.en?.name) }));
  return (filter.fixed_values ?? []).map((value) => ({ name: String(value), value }));
}

const translatedName = (en: string | undefined) => (en?.trim() ? { i18n: { en: { name: en } } } : {});

/**
 * A value as an option: named by its display value (with the English label, when translated), else by itself.
 * The answer carries both languages and the page shows its reader's.
 */
export function labelledOption(
  value: string | number,
  labels: ValueLabels | undefined,
  labelsEn: ValueLabels | undefined,
): SelectOption {
  const name = labelOfValue(value, labels) ?? String(value);
  return { name, value, ...translatedName(labelOfValue(value, labelsEn)) };
}

/** The filter offers the 'all' option (spec section 9: label 全部, value all). */
export function wantsAllOption(filter: Filter): boolean {
  return isFlagOn(filter.is_choose_all_row);
}

/**
 * The section reduced to one dimension, the filter's column: no indicators (so no aggregate), no table or chart
 * columns (which would add theirs). Its filters stay, so the other filters' conditions still apply.
 */
export function oneColumnSection(section: Section, key: string, name: string): Section {
  return {
    ...section,
    column_config_model_list: [{ column_key: key, column_name: name, column_type: COLUMN_TYPES.DIMENSION }],
    table_config: undefined,
    chart_config: undefined,
  };
}

/**
 * The parent of a linked (is_interlock) filter: the filter whose class_en is its `filter_key` (the column its
 * options are narrowed by), else the filter just before it in the same list. 400 when it is not linked or has none.
 */
export function parentFilter(section: Section, globalFilters: readonly Filter[], child: FoundFilter): Filter {
  const key = child.filter.class_en;
  if (!isFlagOn(child.filter.is_interlock)) throw queryError('report.not_linked', { key }, 'field');
  if (child.filter.filter_key) {
    if (child.filter.filter_key === key) throw queryError('report.no_parent', { key }, 'field');
    return findFilter(section, globalFilters, child.filter.filter_key, 'field').filter;
  }
  if (child.index === 0) throw queryError('report.no_parent', { key }, 'field');
  return child.list[child.index - 1];
}
