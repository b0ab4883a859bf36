import type { Section } from '@tessera/schema/dsl';
import {
  addCard,
  addSeries,
  addTableColumns,
  moveTableColumn,
  removeCard,
  removeSeries,
  removeTableColumn,
  setCardMode,
  setColumnRules,
  setDataZoom,
  setZoomControls,
  setZoomWindow,
  setHeight,
  setSecondYAxis,
  setSetting,
} from '../../src/commands/settings';
import { describeEdit } from '../../src/edit/description';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { PALETTE, kindOf } from '../../src/kinds/registry';
import { chartSection, pageOf } from '../fixtures';

let store: DesignerStore;
const section = (): Section => store.getState().doc.sections[0];
const history = (lang: 'zh' | 'en' = 'zh') => store.getState().past.map((e) => describeEdit(e.description, lang));

beforeEach(() => {
  store = createDesignerStore(pageOf(2));
});

describe('a setting of the property panel', () => {
  it('sets the value at its pointer, making the objects on the way, as one described step', () => {
    const other = store.getState().doc.sections[1];
    setSetting(store, 's1', { pointer: '/chart_config/grid/left', value: '15%', label: 'settings.gridLeft' });
    expect(section().chart_config!.grid).toEqual({ left: '15%' });
    setSetting(store, 's1', {
      pointer: '/chart_config/legend/type',
      value: 'scroll',
      label: 'settings.legendType',
      said: { text: 'settings.opt_scroll' },
    });
    expect(section().chart_config!.legend).toEqual({ show: true, type: 'scroll', selected_mode: 'multiple' });
    expect(history()).toEqual(['区块 区块 1 的左改为 15%', '区块 区块 1 的图例样式改为 可滚动']);
    expect(history('en')[1]).toBe('Section 区块 1: Legend style set to scroll');
    // The other section is the same object: its panel and card do not re-render.
    expect(store.getState().doc.sections[1]).toBe(other);
  });

  it('removes the value when cleared (the default applies) and makes no step for the value it already has', () => {
    setSetting(store, 's1', { pointer: '/chart_config/legend/show', value: true, label: 'settings.legendShow' });
    expect(store.getState().past).toHaveLength(0);
    setSetting(store, 's1', { pointer: '/chart_config/legend/type', value: undefined, label: 'settings.legendType' });
    expect(section().chart_config!.legend).toEqual({ show: true, selected_mode: 'multiple' });
    expect(history()).toEqual(['区块 区块 1 的图例样式恢复默认']);
  });

  it('folds the keystrokes of one focus into one step; the next focus is a new step; undo restores', () => {
    const type = (text: string) =>
      setSetting(store, 's1', {
        pointer: '/chart_config/series/0/stack',
        value: text,
        label: 'settings.stack',
        typing: true,
      });
    type('a');
    type('ab');
    type('abc');
    expect(store.getState().past).toHaveLength(1);
    expect(history()).toEqual(['区块 区块 1 的系列 浏览量：堆叠组改为 abc']);
    store.getState().endTyping();
    type('abcd');
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    store.getState().undo();
    expect(section()).toEqual(chartSection('s1', '区块 1'));
  });
});

describe('the height', () => {
  it('takes a number, a numeric string or auto, and empty removes it', () => {
    expect(setHeight(store, 's1', 'chart', '420')).toBeNull();
    expect(section().chart_config!.height).toBe(420);
    expect(setHeight(store, 's1', 'chart', 'auto')).toBeNull();
    expect(section().chart_config!.height).toBe('auto');
    expect(setHeight(store, 's1', 'chart', '')).toBeNull();
    expect(section().chart_config!.height).toBeUndefined();
    expect(setHeight(store, 's1', 'table', '300')).toBeNull();
    expect(section().table_config!.basic!.height).toBe(300);
  });

  it('refuses anything else with the message naming the field, and stores nothing', () => {
    const before = store.getState().doc;
    expect(setHeight(store, 's1', 'chart', '40px')).toEqual({
      en: 'chart height must be a number, a numeric string or "auto" (got "40px")',
      zh: '图表高度必须是数字、数字字符串或 "auto"（实际为 "40px"）',
    });
    expect(setHeight(store, 's1', 'table', 'big')?.en).toMatch(/^table height must be/);
    expect(store.getState().doc).toBe(before);
    expect(store.getState().past).toHaveLength(0);
  });
});

describe('chart edits', () => {
  it('adds a series on the next unplotted indicator, typed for the chart, and removes it', () => {
    store.getState().perform({ key: 'addIndicator', params: { field: '访客数' } }, (d) => {
      d.sections[0].column_config_model_list!.push({ column_key: 'uv', column_name: '访客数', column_type: 1 });
    });
    addSeries(store, 's1', '系列 2');
    expect(section().chart_config!.series![1]).toEqual({
      name_way: 'manual',
      name: '系列 2',
      type: 'line',
      field: 'uv',
      fe_tag_is_selected: 1,
    });
    removeSeries(store, 's1', 0, '浏览量');
    expect(section().chart_config!.series!.map((s) => s.name)).toEqual(['系列 2']);
    expect(history().slice(1)).toEqual(['区块 区块 1 添加系列 系列 2', '区块 区块 1 删除系列 浏览量']);
  });

  it('adds a second y axis, and removing it moves its series back to the first', () => {
    setSecondYAxis(store, 's1', true);
    expect(section().chart_config!.y_axis).toEqual([{ type: 'value' }, { type: 'value', position: 'right' }]);
    setSetting(store, 's1', { pointer: '/chart_config/series/0/y_axis_index', value: 1, label: 'settings.yAxisIndex' });
    setSecondYAxis(store, 's1', false);
    expect(section().chart_config!.y_axis).toEqual([{ type: 'value' }]);
    expect(section().chart_config!.series![0].y_axis_index).toBe(0);
    expect(history()[0]).toBe('区块 区块 1 的第二 Y 轴改为 开');
  });

  it('turns the zoom bar on and off', () => {
    setDataZoom(store, 's1', true);
    expect(section().chart_config!.data_zoom!.map((z) => z.type)).toEqual(['inside', 'slider']);
    setDataZoom(store, 's1', false);
    expect(section().chart_config!.data_zoom).toBeUndefined();
    expect(store.getState().past).toHaveLength(2);
  });

  it('sets the zoom window every control opens at, and which controls there are; reset shows all', () => {
    setZoomWindow(store, 's1', [50, 100]);
    expect(store.getState().past).toHaveLength(0); // no zoom yet: nothing to set
    setDataZoom(store, 's1', true);
    setZoomWindow(store, 's1', [100, 50]);
    expect(section().chart_config!.data_zoom).toEqual([
      { type: 'inside', start: 50, end: 100 },
      { type: 'slider', show: true, start: 50, end: 100 },
    ]);
    setZoomControls(store, 's1', 'slider');
    expect(section().chart_config!.data_zoom).toEqual([{ type: 'slider', show: true, start: 50, end: 100 }]);
    setZoomControls(store, 's1', 'inside');
    expect(section().chart_config!.data_zoom).toEqual([{ type: 'inside', start: 50, end: 100 }]);
    setZoomWindow(store, 's1', [0, 100]);
    setZoomWindow(store, 's1', [0, 100]);
    expect(section().chart_config!.data_zoom).toEqual([{ type: 'inside', start: 0, end: 100 }]);
    expect(history().slice(1)).toEqual([
      '区块 区块 1 的初始显示范围改为 50–100 %',
      '区块 区块 1 的缩放方式改为 仅缩放条',
      '区块 区块 1 的缩放方式改为 仅滚轮拖动',
      '区块 区块 1 的初始显示范围改为 0–100 %',
    ]);
  });
});

describe('table edits', () => {
  it("adds the section's fields as columns, moves and removes them, each a step", () => {
    addTableColumns(store, 's1');
    expect(section().table_config!.columns).toEqual([
      { column_key: 'dt', column_name: '日期', is_index: 0, is_default: 1 },
      { column_key: 'pv', column_name: '浏览量', is_index: 1, is_default: 1 },
    ]);
    addTableColumns(store, 's1');
    expect(store.getState().past).toHaveLength(1);
    moveTableColumn(store, 's1', 1, 0);
    expect(section().table_config!.columns!.map((c) => c.column_key)).toEqual(['pv', 'dt']);
    setSetting(store, 's1', {
      pointer: '/table_config/columns/0/column_name',
      value: '页面浏览',
      label: 'settings.columnName',
    });
    removeTableColumn(store, 's1', 1);
    expect(history()).toEqual([
      '区块 区块 1 加入 2 个表格列',
      '调整表格列 浏览量 的顺序',
      '表格列 浏览量 的列名改为 页面浏览',
      '删除表格列 日期',
    ]);
  });

  it('colours a column by a preset of spec section 9, by thresholds of its own, or not at all', () => {
    addTableColumns(store, 's1');
    setColumnRules(store, 's1', 1, 'rate');
    expect(section().table_config!.columns![1].props!.rules).toEqual({ preset: 'rate' });
    setColumnRules(store, 's1', 1, 'custom');
    expect(section().table_config!.columns![1].props!.rules!.thresholds).toEqual([-2, -1, 1, 2]);
    expect(section().table_config!.columns![1].props!.rules!.colors).toHaveLength(5);
    setColumnRules(store, 's1', 1, 'none');
    expect(section().table_config!.columns![1].props!.rules).toBeUndefined();
    expect(history().slice(1)).toEqual([
      '表格列 浏览量 的颜色规则改为 比率（-0.05、0、0.05）',
      '表格列 浏览量 的颜色规则改为 自定义阈值',
      '表格列 浏览量 的颜色规则改为 无',
    ]);
  });
});

describe('card items', () => {
  it('adds a card of the next indicator, shows a single filtered value or the summary, removes it', () => {
    addCard(store, 's1');
    expect(section().card_info_models).toEqual([{ title: '浏览量', column_key: 'pv', is_show: 1 }]);
    setCardMode(store, 's1', 0, 'filtered');
    expect(section().card_info_models![0].filters).toEqual({ dt: '' });
    setSetting(store, 's1', {
      pointer: '/card_info_models/0/filters',
      value: { dt: '2026-11-01' },
      label: 'settings.filterValue',
      said: '2026-11-01',
      typing: true,
    });
    setCardMode(store, 's1', 0, 'summary');
    expect(section().card_info_models![0].filters).toBeUndefined();
    removeCard(store, 's1', 0);
    expect(section().card_info_models).toEqual([]);
    expect(history()).toEqual([
      '区块 区块 1 添加指标卡 浏览量',
      '指标卡 浏览量 的取值改为 单个筛选值',
      '指标卡 浏览量 的筛选值改为 2026-11-01',
      '指标卡 浏览量 的取值改为 汇总值',
      '区块 区块 1 删除指标卡 浏览量',
    ]);
  });
});

describe('the panels of a kind', () => {
  it('reads the kind from the section and lists its panels', () => {
    expect(kindOf(chartSection('a', 'a'))).toBe(PALETTE.line);
    expect(kindOf(chartSection('a', 'a')).panels).toEqual(['chart', 'table']);
    expect(kindOf({ id: 'b', title: 'b', show_type: 'card' }).panels).toEqual(['cards']);
    expect(kindOf({ id: 'c', title: 'c' }).panels).toEqual(['table']);
    const free = PALETTE.freeDrag.scaffold({ id: 'd', title: 'd', lang: 'zh' });
    expect(kindOf(free)).toBe(PALETTE.freeDrag);
  });
});
