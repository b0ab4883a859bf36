import { arrayMove } from '@dnd-kit/sortable';
import type { Draft } from 'immer';
import {
  COLUMN_TYPES,
  HEIGHT_PATTERN,
  heightMessage,
  type CardInfo,
  type DataZoom,
  type LocalizedMessage,
  type Page,
  type Section,
  type TableColumn,
} from '@tessera/schema/dsl';
import { seriesTypeFor } from '@tessera/schema/charts';
import { COLOR_RULE_PRESETS, type ColorRulePreset } from '@tessera/schema/rules';
import type { DescriptionParam, EditDescription } from '../edit/description';
import type { DesignerStore } from '../edit/store';
import type { TextKey } from '../i18n';
import { pointerTokens } from '@tessera/schema/dsl';
import { setAt, valueAt } from '../ui/settings/schema';

/**
 * The property panel's edits of one section: each one perform() with its description. Text and number fields
 * pass `typing`, so one focus of a field is one undo step.
 */

const sectionIn = <T extends Page | Draft<Page>>(doc: T, id: string) =>
  doc.sections.find((s) => String(s.id) === id) as T['sections'][number] | undefined;

/** A column is named by its header, a card by its title (or its indicator), in the history. */
const columnName = (column: TableColumn | undefined) => column?.column_name || column?.column_key || '';
export const cardName = (card: CardInfo | undefined) => card?.title || card?.column_key || '';

/**
 * How the history tells a setting: a table column's and a card's by their own names, any other by the section's
 * title. `setting` is the field's label, `value` the new value as said (a text key for switches and choices).
 */
function describeSetting(
  section: Section,
  pointer: string,
  setting: TextKey,
  value: DescriptionParam | undefined,
): EditDescription {
  const [first, second, third] = pointerTokens(pointer);
  const said = { setting: { text: setting }, value: value ?? { text: 'settings.unset' as TextKey } };
  if (first === 'table_config' && second === 'columns' && third !== undefined)
    return {
      key: 'setColumn',
      params: { column: columnName(section.table_config?.columns?.[Number(third)]), ...said },
    };
  if (first === 'chart_config' && second === 'series' && third !== undefined) {
    const n = Number(third);
    const name = section.chart_config?.series?.[n]?.name || String(n + 1);
    return { key: 'setSeries', params: { title: section.title, name, ...said } };
  }
  if (first === 'card_info_models' && second !== undefined)
    return { key: 'setCard', params: { name: cardName(section.card_info_models?.[Number(second)]), ...said } };
  if (value === undefined) return { key: 'clearSetting', params: { title: section.title, setting: said.setting } };
  return { key: 'setSetting', params: { title: section.title, ...said } };
}

export interface SettingChange {
  /** JSON Pointer inside the section. */
  pointer: string;
  /** undefined removes the value (the schema's default applies). */
  value: unknown;
  /** The field's label. */
  label: TextKey;
  /** The new value as the history says it; the value itself when absent. */
  said?: DescriptionParam;
  /** A text or number input: keystrokes of one focus fold into one step. */
  typing?: boolean;
}

/** One field of the property panel changed: the value at its pointer, one described step. */
export function setSetting(store: DesignerStore, id: string, change: SettingChange): void {
  const { perform, doc, typing } = store.getState();
  const section = sectionIn(doc, id);
  if (!section || valueAt(section, change.pointer) === change.value) return;
  const field = `${id}${change.pointer}`;
  // Typing a column's (or card's) name: the step names it as it was when the typing began, not one keystroke ago.
  const named = (change.typing && typing?.field === field && sectionIn(typing.base, id)) || section;
  const said =
    change.said ?? (typeof change.value === 'string' || typeof change.value === 'number' ? change.value : undefined);
  perform(
    describeSetting(named, change.pointer, change.label, change.value === undefined ? change.said : said),
    (d) => {
      const target = sectionIn(d, id);
      if (target) setAt(target, change.pointer, change.value);
    },
    change.typing ? { typing: field } : undefined,
  );
}

const HEIGHT = new RegExp(HEIGHT_PATTERN);

/**
 * A chart's or a table's height as typed: a number, a numeric string or auto (spec section 5); empty removes it.
 * Anything else is refused with the schema's message naming the field, and nothing is stored.
 */
export function setHeight(
  store: DesignerStore,
  id: string,
  what: 'chart' | 'table',
  text: string,
): LocalizedMessage | null {
  const typed = text.trim();
  if (typed !== '' && !HEIGHT.test(typed)) return heightMessage(what, text);
  const value = typed === '' ? undefined : typed === 'auto' ? 'auto' : Number(typed);
  setSetting(store, id, {
    pointer: what === 'chart' ? '/chart_config/height' : '/table_config/basic/height',
    value,
    label: what === 'chart' ? 'settings.height' : 'settings.tableHeight',
    typing: true,
  });
  return null;
}

/** A new series plots the first indicator no series plots yet, typed as the chart type draws it. */
export function addSeries(store: DesignerStore, id: string, name: string): void {
  const { perform, doc } = store.getState();
  const chart = sectionIn(doc, id)?.chart_config;
  if (!chart) return;
  const used = new Set((chart.series ?? []).map((s) => s.field));
  const field = sectionIn(doc, id)
    ?.column_config_model_list?.filter((c) => c.column_type === COLUMN_TYPES.INDICATOR)
    .find((c) => !used.has(c.column_key));
  const type = seriesTypeFor(chart.config_type);
  perform({ key: 'addSeries', params: { title: sectionIn(doc, id)!.title, name } }, (d) => {
    const target = sectionIn(d, id)?.chart_config;
    if (!target) return;
    (target.series ??= []).push({
      name_way: 'manual',
      name,
      ...(type ? { type } : {}),
      ...(field ? { field: field.column_key } : {}),
      fe_tag_is_selected: 1,
    });
  });
}

export function removeSeries(store: DesignerStore, id: string, index: number, name: string): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  if (!section?.chart_config?.series?.[index]) return;
  perform({ key: 'removeSeries', params: { title: section.title, name } }, (d) => {
    sectionIn(d, id)?.chart_config?.series?.splice(index, 1);
  });
}

/**
 * The second y axis: on adds a value axis on the right; off removes it and moves its series back to the first,
 * so no series points at an axis that is gone.
 */
export function setSecondYAxis(store: DesignerStore, id: string, on: boolean): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  const chart = section?.chart_config;
  if (!section || !chart || (chart.y_axis?.length ?? 0) > 1 === on) return;
  perform(
    {
      key: 'setSetting',
      params: {
        title: section.title,
        setting: { text: 'settings.secondYAxis' },
        value: { text: on ? 'settings.on' : 'settings.off' },
      },
    },
    (d) => {
      const target = sectionIn(d, id)?.chart_config;
      if (!target) return;
      const axes = (target.y_axis ??= []);
      if (on) {
        if (axes.length === 0) axes.push({ type: 'value' });
        axes.push({ type: 'value', position: 'right' });
        return;
      }
      axes.splice(1);
      for (const series of target.series ?? []) if (series.y_axis_index === 1) series.y_axis_index = 0;
    },
  );
}

/** The zoom bar: on adds a slider under the chart (with wheel zoom inside it); off removes every zoom control. */
export function setDataZoom(store: DesignerStore, id: string, on: boolean): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  const chart = section?.chart_config;
  if (!section || !chart || (chart.data_zoom?.length ?? 0) > 0 === on) return;
  perform(
    {
      key: 'setSetting',
      params: {
        title: section.title,
        setting: { text: 'settings.dataZoomShow' },
        value: { text: on ? 'settings.on' : 'settings.off' },
      },
    },
    (d) => {
      const target = sectionIn(d, id)?.chart_config;
      if (!target) return;
      if (on)
        target.data_zoom = [
          { type: 'inside', start: 0, end: 100 },
          { type: 'slider', show: true, start: 0, end: 100 },
        ];
      else delete target.data_zoom;
    },
  );
}

/** Which zoom controls a chart has: the slider bar with wheel zoom inside the plot, or only one of them. */
export type ZoomControls = 'both' | 'slider' | 'inside';
export const ZOOM_CONTROLS: readonly ZoomControls[] = ['both', 'slider', 'inside'];

export function zoomControlsOf(zooms: readonly DataZoom[]): ZoomControls {
  const slider = zooms.some((z) => z.type !== 'inside');
  const inside = zooms.some((z) => z.type === 'inside');
  return slider && inside ? 'both' : inside ? 'inside' : 'slider';
}

/** The visible window every zoom control starts at (percent of the category axis), as the first control has it. */
export function zoomWindowOf(zooms: readonly DataZoom[]): [number, number] {
  return [zooms[0]?.start ?? 0, zooms[0]?.end ?? 100];
}

/** The zoom controls of a chart that has zoom on: the window they open at is kept. */
export function setZoomControls(store: DesignerStore, id: string, controls: ZoomControls): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  const zooms = section?.chart_config?.data_zoom ?? [];
  if (!section || zooms.length === 0 || zoomControlsOf(zooms) === controls) return;
  const [start, end] = zoomWindowOf(zooms);
  perform(
    {
      key: 'setSetting',
      params: {
        title: section.title,
        setting: { text: 'settings.dataZoomControls' },
        value: { text: `settings.dataZoom_${controls}` },
      },
    },
    (d) => {
      const target = sectionIn(d, id)?.chart_config;
      if (!target) return;
      target.data_zoom = [
        ...(controls === 'slider' ? [] : [{ type: 'inside' as const, start, end }]),
        ...(controls === 'inside' ? [] : [{ type: 'slider' as const, show: true, start, end }]),
      ];
    },
  );
}

/** The window the chart opens at, in percent of its category axis (e.g. 50–100: the latest half), for every control. */
export function setZoomWindow(store: DesignerStore, id: string, window: readonly [number, number]): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  const zooms = section?.chart_config?.data_zoom ?? [];
  const [start, end] = [Math.min(...window), Math.max(...window)].map((n) => Math.min(100, Math.max(0, n)));
  const [was, wasEnd] = zoomWindowOf(zooms);
  if (!section || zooms.length === 0 || (was === start && wasEnd === end)) return;
  perform(
    {
      key: 'setSetting',
      params: { title: section.title, setting: { text: 'settings.dataZoomWindow' }, value: `${start}–${end} %` },
    },
    (d) => {
      for (const zoom of sectionIn(d, id)?.chart_config?.data_zoom ?? []) Object.assign(zoom, { start, end });
    },
  );
}

/**
 * The section's fields become table columns (those not yet one), in the builder's order: then each column can be
 * set, hidden and ordered. A table without columns shows the query's own.
 */
export function addTableColumns(store: DesignerStore, id: string): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  if (!section) return;
  const have = new Set((section.table_config?.columns ?? []).map((c) => c.column_key));
  const added: TableColumn[] = (section.column_config_model_list ?? [])
    .filter((c) => !have.has(c.column_key))
    .map((c) => ({
      column_key: c.column_key,
      column_name: c.column_name,
      is_index: c.column_type === COLUMN_TYPES.INDICATOR ? 1 : 0,
      is_default: 1,
      ...(c.description ? { description: c.description } : {}),
      // The field's English name and description head the column in English mode too.
      ...(c.i18n?.en ? { i18n: { en: { ...c.i18n.en } } } : {}),
      ...(c.formatter ? { props: { formatter: c.formatter } } : {}),
    }));
  if (added.length === 0) return;
  perform({ key: 'addTableColumns', params: { title: section.title, count: added.length } }, (d) => {
    const target = sectionIn(d, id);
    if (!target) return;
    ((target.table_config ??= {}).columns ??= []).push(...added);
  });
}

/** Drag in the column list: the column at `from` goes to `to`. */
export function moveTableColumn(store: DesignerStore, id: string, from: number, to: number): void {
  const { perform, doc } = store.getState();
  const column = sectionIn(doc, id)?.table_config?.columns?.[from];
  if (!column || from === to) return;
  perform({ key: 'moveTableColumn', params: { column: columnName(column) } }, (d) => {
    const config = sectionIn(d, id)?.table_config;
    if (config?.columns) config.columns = arrayMove(config.columns, from, to);
  });
}

export function removeTableColumn(store: DesignerStore, id: string, index: number): void {
  const { perform, doc } = store.getState();
  const column = sectionIn(doc, id)?.table_config?.columns?.[index];
  if (!column) return;
  perform({ key: 'removeTableColumn', params: { column: columnName(column) } }, (d) => {
    sectionIn(d, id)?.table_config?.columns?.splice(index, 1);
  });
}

/** The colour rules a column may take: none, a preset of spec section 9, or thresholds of its own. */
export type RuleChoice = 'none' | ColorRulePreset | 'custom';

export const RULE_TEXT: Record<RuleChoice, TextKey> = {
  none: 'settings.rulesNone',
  z_value: 'settings.rulesZ',
  rate: 'settings.rulesRate',
  custom: 'settings.rulesCustom',
};

/** The rule choice a column's props.rules stand for. */
export function ruleChoiceOf(column: TableColumn): RuleChoice {
  const rules = column.props?.rules;
  if (!rules) return 'none';
  if (rules.thresholds?.length) return 'custom';
  return rules.preset === 'z_value' || rules.preset === 'rate' ? rules.preset : 'none';
}

/**
 * A preset names its thresholds (the renderer judges by the preset); custom starts from the z-value thresholds,
 * one colour per band (negative red to positive green), to be edited.
 */
export function setColumnRules(store: DesignerStore, id: string, index: number, choice: RuleChoice): void {
  const rules =
    choice === 'none'
      ? undefined
      : choice === 'custom'
        ? {
            thresholds: [...COLOR_RULE_PRESETS.z_value.thresholds],
            colors: ['#cf1322', '#ff7875', '#8c8c8c', '#95de64', '#389e0d'],
          }
        : { preset: choice };
  setSetting(store, id, {
    pointer: `/table_config/columns/${index}/props/rules`,
    value: rules,
    label: 'settings.colorRules',
    said: { text: RULE_TEXT[choice] },
  });
}

/** A card of one indicator, its summary by the builder column's aggregate and format. */
export function addCard(store: DesignerStore, id: string): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  if (!section) return;
  const used = new Set((section.card_info_models ?? []).map((c) => c.column_key));
  const indicators = (section.column_config_model_list ?? []).filter((c) => c.column_type === COLUMN_TYPES.INDICATOR);
  const column = indicators.find((c) => !used.has(c.column_key)) ?? indicators[0];
  if (!column) return;
  const card: CardInfo = { title: column.column_name, column_key: column.column_key, is_show: 1 };
  perform({ key: 'addCard', params: { title: section.title, name: cardName(card) } }, (d) => {
    const target = sectionIn(d, id);
    if (target) (target.card_info_models ??= []).push(card);
  });
}

export function removeCard(store: DesignerStore, id: string, index: number): void {
  const { perform, doc } = store.getState();
  const section = sectionIn(doc, id);
  const card = section?.card_info_models?.[index];
  if (!section || !card) return;
  perform({ key: 'removeCard', params: { title: section.title, name: cardName(card) } }, (d) => {
    sectionIn(d, id)?.card_info_models?.splice(index, 1);
  });
}

/**
 * Spec section 5: a card shows its indicator as a summary, or as the single value of one filtered row. Filtered
 * keeps one condition on a dimension (the first one, to start with); summary drops the conditions.
 */
export function setCardMode(store: DesignerStore, id: string, index: number, mode: 'summary' | 'filtered'): void {
  const section = sectionIn(store.getState().doc, id);
  const dimension = section?.column_config_model_list?.find((c) => c.column_type === COLUMN_TYPES.DIMENSION);
  setSetting(store, id, {
    pointer: `/card_info_models/${index}/filters`,
    value: mode === 'summary' ? undefined : { [dimension?.column_key ?? '']: '' },
    label: 'settings.cardMode',
    said: { text: mode === 'summary' ? 'settings.summary' : 'settings.filtered' },
  });
}
