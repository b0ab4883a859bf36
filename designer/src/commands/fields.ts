import { arrayMove } from '@dnd-kit/sortable';
import type { Draft } from 'immer';
import {
  COLUMN_TYPES,
  DEFAULT_SORTS,
  type Aggregate,
  type BuilderColumn,
  type DefaultSort,
  type Formatter,
  type Page,
  type Section,
} from '@tessera/schema/dsl';
import type { DescriptionParam } from '../edit/description';
import type { DesignerStore } from '../edit/store';
import type { TextKey } from '../i18n';
import type { ZoneRole } from '../kinds/zones';

/** The data-binding edits of one section (the data panel's): each one perform() with its description. */

const sectionIn = (doc: Draft<Page>, id: string) => doc.sections.find((s) => String(s.id) === id);

const ROLE_TYPE = { dimension: COLUMN_TYPES.DIMENSION, indicator: COLUMN_TYPES.INDICATOR } as const;

/** The builder columns of one zone, in their order (what the zone lists). */
export const zoneColumns = (section: Section, role: ZoneRole): BuilderColumn[] =>
  (section.column_config_model_list ?? []).filter((c) => c.column_type === ROLE_TYPE[role]);

/**
 * The section queries another dataset. Fields of the old one mean nothing there, so the zones empty; the same
 * dataset picked again changes nothing (no step).
 */
export function setDataset(store: DesignerStore, id: string, dataset: { id: number; name: string }): void {
  const { perform, doc } = store.getState();
  const section = doc.sections.find((s) => String(s.id) === id);
  if (!section || section.data_set_id === dataset.id) return;
  perform({ key: 'setDataset', params: { title: section.title, dataset: dataset.name } }, (d) => {
    const target = sectionIn(d, id);
    if (!target) return;
    target.data_set_id = dataset.id;
    target.column_config_model_list = [];
    const free = target.chart_config?.free_chart_options;
    if (free) {
      free.dimension_list = [];
      free.indicator_list = [];
    }
  });
}

/** Drag within a zone: the column at `from` goes to `to` (positions within the zone). */
export function reorderZone(store: DesignerStore, id: string, role: ZoneRole, from: number, to: number): void {
  const { perform, doc } = store.getState();
  const section = doc.sections.find((s) => String(s.id) === id);
  if (!section || from === to) return;
  const moved = zoneColumns(section, role)[from];
  if (!moved) return;
  perform({ key: 'reorderField', params: { field: moved.column_name } }, (d) => {
    const target = sectionIn(d, id);
    const columns = target?.column_config_model_list;
    if (!columns) return;
    // The zone's columns are a subsequence of the list: reordered among themselves, the others keep their places.
    const places = columns.flatMap((c, i) => (c.column_type === ROLE_TYPE[role] ? [i] : []));
    const order = arrayMove(
      places.map((i) => columns[i]),
      from,
      to,
    );
    places.forEach((place, k) => (columns[place] = order[k]));
  });
}

/** Takes a field out of its zone. */
export function removeField(store: DesignerStore, id: string, key: string): void {
  const { perform, doc } = store.getState();
  const column = doc.sections
    .find((s) => String(s.id) === id)
    ?.column_config_model_list?.find((c) => c.column_key === key);
  if (!column) return;
  perform({ key: 'removeField', params: { field: column.column_name } }, (d) => {
    const target = sectionIn(d, id);
    if (target?.column_config_model_list)
      target.column_config_model_list = target.column_config_model_list.filter((c) => c.column_key !== key);
  });
}

type IndicatorSetting = { aggregate: Aggregate } | { formatter: Formatter } | { default_sort: DefaultSort };

/** How the history names the new value: an aggregate as it is written, the others by their text. */
function settingWords(setting: IndicatorSetting): { setting: { text: TextKey }; value: DescriptionParam } {
  if ('aggregate' in setting) return { setting: { text: 'data.aggregate' }, value: setting.aggregate };
  if ('formatter' in setting)
    return { setting: { text: 'data.formatter' }, value: { text: `formatters.${setting.formatter}` } };
  return { setting: { text: 'data.sort' }, value: { text: SORT_TEXT[setting.default_sort] } };
}

export const SORT_TEXT: Record<DefaultSort, TextKey> = {
  [DEFAULT_SORTS.NONE]: 'data.sortNone',
  [DEFAULT_SORTS.ASC]: 'data.sortAsc',
  [DEFAULT_SORTS.DESC]: 'data.sortDesc',
};

function setIndicator(store: DesignerStore, id: string, key: string, setting: IndicatorSetting): void {
  const { perform, doc } = store.getState();
  const column = doc.sections
    .find((s) => String(s.id) === id)
    ?.column_config_model_list?.find((c) => c.column_key === key);
  if (!column) return;
  perform({ key: 'setIndicator', params: { field: column.column_name, ...settingWords(setting) } }, (d) => {
    const target = sectionIn(d, id)?.column_config_model_list?.find((c) => c.column_key === key);
    if (target) Object.assign(target, setting);
  });
}

export const setAggregate = (store: DesignerStore, id: string, key: string, aggregate: Aggregate) =>
  setIndicator(store, id, key, { aggregate });

export const setFormatter = (store: DesignerStore, id: string, key: string, formatter: Formatter) =>
  setIndicator(store, id, key, { formatter });

/** The default sort's cycle, as a table header's: none → asc → desc → none. */
export const NEXT_SORT: Record<DefaultSort, DefaultSort> = {
  [DEFAULT_SORTS.NONE]: DEFAULT_SORTS.ASC,
  [DEFAULT_SORTS.ASC]: DEFAULT_SORTS.DESC,
  [DEFAULT_SORTS.DESC]: DEFAULT_SORTS.NONE,
};

export function cycleSort(store: DesignerStore, id: string, key: string): void {
  const column = store
    .getState()
    .doc.sections.find((s) => String(s.id) === id)
    ?.column_config_model_list?.find((c) => c.column_key === key);
  if (!column) return;
  setIndicator(store, id, key, { default_sort: NEXT_SORT[column.default_sort ?? DEFAULT_SORTS.NONE] });
}
