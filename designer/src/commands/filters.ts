import { arrayMove } from '@dnd-kit/sortable';
import { produce, type Draft } from 'immer';
import type { Filter, FilterType, Page } from '@tessera/schema/dsl';
import { isFlagOn, type Lang } from '@tessera/schema/rules';
import type { DesignerStore, PerformOptions } from '../edit/store';
import { textIn, type TextKey } from '../i18n';
import { filterScaffold, retyped } from '../kinds/filter-types';

/**
 * The filter edits: a section's filters (`{ section: id }`) or the page's global filters (`'global'`). Each one
 * is one described perform() step; text fields pass `typing` so a field's keystrokes make one step per focus.
 */
export type FilterScope = { section: string } | 'global';

const NONE: readonly Filter[] = Object.freeze([]);

/** The filters a scope holds now; one shared empty list when it has none (stable for store selectors). */
export function filtersIn(doc: Page, scope: FilterScope): readonly Filter[] {
  if (scope === 'global') return doc.global_filters ?? NONE;
  return doc.sections.find((s) => String(s.id) === scope.section)?.filter_config_model_list ?? NONE;
}

/** The draft list of a scope, created when it has none yet (only inside a recipe). */
function draftList(doc: Draft<Page>, scope: FilterScope): Draft<Filter>[] | null {
  if (scope === 'global') return (doc.global_filters ??= []);
  const section = doc.sections.find((s) => String(s.id) === scope.section);
  return section ? (section.filter_config_model_list ??= []) : null;
}

/** A key not taken in the list: the scaffold's column, else the column with a number. */
function freeKey(list: readonly Filter[], key: string): string {
  const taken = new Set(list.map((f) => f.class_en));
  if (!taken.has(key)) return key;
  let n = 2;
  while (taken.has(`${key}_${n}`)) n++;
  return `${key}_${n}`;
}

/**
 * Adds a filter of a type at the end of the scope's list, on `column` (a field of the dataset) when given;
 * returns its index.
 */
export function addFilter(
  store: DesignerStore,
  scope: FilterScope,
  type: FilterType,
  lang: Lang,
  column?: { key: string; name: string },
): number {
  const { perform, doc } = store.getState();
  const list = filtersIn(doc, scope);
  const name = column?.name ?? textIn(lang, `filters.type_${type}`);
  const filter = filterScaffold(type, name, freeKey(list, column?.key ?? (type === 'datepicker' ? 'dt' : 'field')));
  perform({ key: 'filters.editAdd', params: { name } }, (d) => {
    draftList(d, scope)?.push(filter);
  });
  return list.length;
}

export function removeFilter(store: DesignerStore, scope: FilterScope, index: number): void {
  const { perform, doc } = store.getState();
  const filter = filtersIn(doc, scope)[index];
  if (!filter) return;
  perform({ key: 'filters.editRemove', params: { name: filter.name } }, (d) => {
    draftList(d, scope)?.splice(index, 1);
  });
}

/** The filter at `from` goes to `to`; the order is the order of the filter bar. */
export function moveFilter(store: DesignerStore, scope: FilterScope, from: number, to: number): void {
  const { perform, doc } = store.getState();
  const list = filtersIn(doc, scope);
  const filter = list[from];
  if (!filter || from === to || to < 0 || to >= list.length) return;
  perform({ key: 'filters.editMove', params: { name: filter.name } }, (d) => {
    const target = draftList(d, scope);
    if (target) target.splice(0, target.length, ...arrayMove([...target], from, to));
  });
}

/**
 * One setting of one filter changes: `recipe` edits the filter's draft. `setting` names it in the description
 * ("筛选 日期 的运算符已修改"); `options.typing` folds the keystrokes of one focused field into one step.
 */
export function changeFilter(
  store: DesignerStore,
  scope: FilterScope,
  index: number,
  setting: TextKey,
  recipe: (filter: Draft<Filter>) => void,
  options?: PerformOptions,
): void {
  const { perform, doc } = store.getState();
  const filter = filtersIn(doc, scope)[index];
  if (!filter) return;
  // Named as it is after the edit: typing a new name reads "筛选 国家 的名称已修改", not the half-typed "国".
  const { name } = produce(filter, recipe);
  perform(
    { key: 'filters.editChange', params: { name, setting: { text: setting } } },
    (d) => {
      const target = draftList(d, scope)?.[index];
      if (target) recipe(target);
    },
    options,
  );
}

/**
 * The filter's key changes, and the linked filters whose parent it was (filter_key) follow it in the same step: in
 * its own list, and for a global filter in every section too (a section filter may link to a global one).
 */
export function setFilterKey(
  store: DesignerStore,
  scope: FilterScope,
  index: number,
  key: string,
  options?: PerformOptions,
): void {
  const { perform, doc } = store.getState();
  const filter = filtersIn(doc, scope)[index];
  if (!filter || filter.class_en === key) return;
  const old = filter.class_en;
  perform(
    { key: 'filters.editChange', params: { name: filter.name, setting: { text: 'filters.classEn' } } },
    (d) => {
      const list = draftList(d, scope);
      const target = list?.[index];
      if (!list || !target) return;
      target.class_en = key;
      const lists = scope === 'global' ? [list, ...d.sections.map((s) => s.filter_config_model_list ?? [])] : [list];
      for (const child of lists.flat())
        if (child !== target && isFlagOn(child.is_interlock) && child.filter_key === old) child.filter_key = key;
    },
    options,
  );
}

/** The filter becomes another type, with that type's resets (kinds/filter-types.ts `retyped`). */
export function setFilterType(store: DesignerStore, scope: FilterScope, index: number, type: FilterType): void {
  const filter = filtersIn(store.getState().doc, scope)[index];
  if (!filter || (filter.type ?? 'select') === type) return;
  const next = retyped(filter, type);
  changeFilter(store, scope, index, 'filters.type', (d) => {
    for (const key of Object.keys(d) as (keyof Filter)[]) if (!(key in next)) delete d[key];
    Object.assign(d, next);
  });
}

/** Where a choice filter's options come from (spec section 3 "Data source"). */
export type OptionSource = 'dataset' | 'manual' | 'global' | 'sql';

export function optionSourceOf(filter: Filter): OptionSource {
  if (filter.map_id !== undefined) return 'global';
  if (filter.get_field_value_type === 'manual') return 'manual';
  if (filter.select_sql !== undefined && filter.select_sql !== null) return 'sql';
  if (filter.get_field_value_type === undefined && (filter.values ?? []).length > 0) return 'manual';
  return 'dataset';
}

/**
 * Switches the option source: each source sets what the data service reads (get_field_value_type, map_id,
 * select_sql + sql_db_id) and drops the others' fields, so a filter never carries two sources.
 */
export function setOptionSource(store: DesignerStore, scope: FilterScope, index: number, source: OptionSource): void {
  const filter = filtersIn(store.getState().doc, scope)[index];
  if (!filter || optionSourceOf(filter) === source) return;
  changeFilter(store, scope, index, 'filters.options', (d) => {
    delete d.map_id;
    delete d.is_diy_datasource;
    if (source !== 'sql') {
      delete d.select_sql;
      delete d.sql_db_id;
    }
    if (source !== 'manual') delete d.values;
    if (source === 'manual') {
      d.get_field_value_type = 'manual';
      d.values ??= [];
    } else d.get_field_value_type = 'dynamic';
    if (source === 'global') d.map_id = null;
    if (source === 'sql') {
      d.select_sql ??= '';
      d.sql_db_id ??= null;
    }
  });
}

/**
 * Global filters override the section filters of the same key (spec section 4): the sections a global filter
 * reaches, by title.
 */
export function overriddenSections(doc: Page, filter: Filter): string[] {
  return doc.sections
    .filter((s) => (s.filter_config_model_list ?? []).some((f) => f.class_en === filter.class_en))
    .map((s) => s.title ?? String(s.id));
}
