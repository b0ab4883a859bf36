import { PAGE_DISPLAYS, type Page } from '@tessera/schema/dsl';
import {
  duplicateSections,
  nudgeSelection,
  reorderSections,
  setDisplay,
  setRefreshInterval,
} from '../../src/commands/canvas';
import { addFromPalette, changeChartType } from '../../src/commands/sections';
import { createDesignerStore, pendingDescriptions, type DesignerStore } from '../../src/edit/store';
import { pageOf } from '../fixtures';

const places = (store: DesignerStore) =>
  Object.fromEntries(store.getState().doc.layout!.items.map(({ section_id, x, y }) => [section_id, [x, y]]));
const ids = (store: DesignerStore) => store.getState().doc.sections.map((s) => s.id);
const titles = (store: DesignerStore) => store.getState().doc.sections.map((s) => s.title);

/** Undo gives back the very document: the step was one step and nothing else changed. */
function expectOneUndoableStep(store: DesignerStore, before: Page) {
  expect(store.getState().past).toHaveLength(1);
  store.getState().undo();
  expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(before));
}

describe('duplicate', () => {
  it('puts a copy with a new id and a "副本" title beside the original when the row has room, as one step', () => {
    const store = createDesignerStore(pageOf(1));
    const before = store.getState().doc;
    store.getState().select('s1');
    expect(duplicateSections(store, ['s1'], 'zh')).toEqual(['s1_1']);
    expect(ids(store)).toEqual(['s1', 's1_1']);
    expect(titles(store)).toEqual(['区块 1', '区块 1 副本']);
    expect(places(store)).toEqual({ s1: [0, 0], s1_1: [6, 0] });
    const [original, copy] = store.getState().doc.sections;
    expect({ ...copy, id: original.id, title: original.title }).toEqual(original);
    expect(store.getState().selection).toEqual(['s1_1']);
    expect(pendingDescriptions(store.getState(), 'en')).toEqual(['Duplicate section 区块 1']);
    expectOneUndoableStep(store, before);
  });

  it('puts the copy under the original when the row is full, the sections below making room; titles in English', () => {
    const store = createDesignerStore(pageOf(3));
    duplicateSections(store, ['s1'], 'en');
    expect(ids(store)).toEqual(['s1', 's1_1', 's2', 's3']);
    expect(titles(store)[1]).toBe('区块 1 copy');
    expect(places(store)).toEqual({ s1: [0, 0], s2: [6, 0], s1_1: [0, 8], s3: [0, 16] });
  });

  it('copies several selected sections as one step with unique ids', () => {
    const store = createDesignerStore(pageOf(2));
    expect(duplicateSections(store, ['s2', 's1'], 'zh')).toEqual(['s1_1', 's2_1']);
    expect(new Set(ids(store)).size).toBe(4);
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['复制 2 个区块']);
    expect(store.getState().selection).toEqual(['s1_1', 's2_1']);
    addFromPalette(store, 'line', 'zh');
    duplicateSections(store, ['line_1'], 'zh');
    expect(ids(store).slice(-2)).toEqual(['line_1', 'line_2']);
  });
});

describe('nudge', () => {
  it('moves the selection one column per key press, one step each; none at the edge', () => {
    const store = createDesignerStore(pageOf(1));
    store.getState().select('s1');
    nudgeSelection(store, 1, 0);
    nudgeSelection(store, 1, 0);
    expect(places(store)).toEqual({ s1: [2, 0] });
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['微移区块 区块 1', '微移区块 区块 1']);
    nudgeSelection(store, -1, 0);
    nudgeSelection(store, -1, 0);
    nudgeSelection(store, -1, 0);
    expect(places(store)).toEqual({ s1: [0, 0] });
    expect(store.getState().past).toHaveLength(4);
  });

  it('moves a section up past the one above it, as the grid packs them, and back down', () => {
    const store = createDesignerStore(pageOf(3));
    store.getState().select('s3');
    nudgeSelection(store, 0, -1);
    expect(places(store)).toMatchObject({ s3: [0, 0], s1: [0, 8] });
    nudgeSelection(store, 0, 1);
    expect(places(store)).toMatchObject({ s1: [0, 0], s3: [0, 8] });
    nudgeSelection(store, 0, 1);
    expect(store.getState().past).toHaveLength(2);
  });

  it('does nothing without a selection', () => {
    const store = createDesignerStore(pageOf(2));
    nudgeSelection(store, 1, 0);
    expect(store.getState().past).toHaveLength(0);
  });
});

describe('outline reorder and display mode', () => {
  it('reorders the sections (the collapse order) as one described step; the grid stays', () => {
    const store = createDesignerStore(pageOf(3));
    const before = store.getState().doc;
    reorderSections(store, 2, 0);
    expect(ids(store)).toEqual(['s3', 's1', 's2']);
    expect(store.getState().doc.layout).toBe(before.layout);
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['调整区块 区块 3 的顺序']);
    expectOneUndoableStep(store, before);
    reorderSections(store, 1, 1);
    reorderSections(store, 0, 5);
    expect(store.getState().past).toHaveLength(0);
  });

  it('switches the page between kanban and collapse as an undoable step', () => {
    const store = createDesignerStore(pageOf(2));
    const before = store.getState().doc;
    setDisplay(store, PAGE_DISPLAYS.KANBAN);
    expect(store.getState().past).toHaveLength(0);
    setDisplay(store, PAGE_DISPLAYS.COLLAPSE);
    expect(store.getState().doc.display).toBe(PAGE_DISPLAYS.COLLAPSE);
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['页面显示方式改为折叠报表']);
    expect(pendingDescriptions(store.getState(), 'en')).toEqual(['Page shown as Collapse report']);
    expectOneUndoableStep(store, before);
  });

  it('sets the refresh interval of real-time sections, typing folded into one step; empty restores the default', () => {
    const store = createDesignerStore(pageOf(1));
    const before = store.getState().doc;
    setRefreshInterval(store, 10);
    setRefreshInterval(store, 15);
    expect(store.getState().doc.refresh_interval).toBe(15);
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['实时刷新间隔改为 15 秒']);
    expect(pendingDescriptions(store.getState(), 'en')).toEqual(['Real-time refresh interval set to 15 s']);
    expectOneUndoableStep(store, before);
    setRefreshInterval(store, 30);
    store.getState().endTyping();
    setRefreshInterval(store, undefined);
    expect('refresh_interval' in store.getState().doc).toBe(false);
    expect(pendingDescriptions(store.getState(), 'en')).toEqual([
      'Real-time refresh interval set to 30 s',
      'Real-time refresh interval back to the default',
    ]);
  });
});

describe('palette drop', () => {
  it('lands the new section on the cell it was dropped on, the sections there making room, as one step', () => {
    const store = createDesignerStore(pageOf(2));
    const before = store.getState().doc;
    const id = addFromPalette(store, 'card', 'zh', { x: 3, y: 0 });
    expect(id).toBe('card_1');
    expect(places(store)).toMatchObject({ card_1: [3, 0], s1: [0, 4], s2: [6, 4] });
    expect(store.getState().selection).toEqual(['card_1']);
    expectOneUndoableStep(store, before);
  });

  it('puts a section dropped on the collapse report at its place in the list, at the bottom of the grid', () => {
    const store = createDesignerStore({ ...pageOf(2), display: 0 });
    addFromPalette(store, 'table', 'zh', { index: 1 });
    expect(ids(store)).toEqual(['s1', 'table_1', 's2']);
    expect(places(store)).toMatchObject({ s1: [0, 0], s2: [6, 0], table_1: [0, 8] });
    expect(store.getState().past).toHaveLength(1);
  });

  it('gives a page without a layout one, keeping where every section showed', () => {
    const page = { ...pageOf(1), layout: undefined };
    const store = createDesignerStore(page);
    addFromPalette(store, 'card', 'zh', { x: 8, y: 0 });
    expect(places(store)).toEqual({ s1: [0, 4], card_1: [8, 0] });
  });
});

describe('chart type switch and the scaffold title', () => {
  it('renames a title still as scaffolded to the new type, and keeps one the admin wrote', () => {
    const store = createDesignerStore({ ...pageOf(0), display: 1 });
    addFromPalette(store, 'line', 'zh');
    addFromPalette(store, 'line', 'zh');
    addFromPalette(store, 'bar', 'zh');
    changeChartType(store, 'line_1', 2);
    // 柱状图 1 is taken by the bar added from the palette: the next free number.
    expect(titles(store)).toEqual(['柱状图 2', '折线图 2', '柱状图 1']);
    expect(pendingDescriptions(store.getState(), 'zh').at(-1)).toBe('区块 折线图 1 改为柱状图');
    changeChartType(store, 'line_1', 1);
    expect(titles(store)[0]).toBe('折线图 3');

    const en = createDesignerStore(pageOf(0));
    addFromPalette(en, 'line', 'en');
    changeChartType(en, 'line_1', 3);
    expect(titles(en)).toEqual(['Pie chart 1']);

    const store2 = createDesignerStore(pageOf(1));
    changeChartType(store2, 's1', 2);
    expect(titles(store2)).toEqual(['区块 1']);
  });
});
