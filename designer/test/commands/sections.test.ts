import { beginLayoutGesture, deleteSections, renameSection, updateLayoutGesture } from '../../src/commands/sections';
import { createDesignerStore, pendingDescriptions } from '../../src/edit/store';
import { pageOf } from '../fixtures';

describe('section commands', () => {
  it('deletes sections with their grid places in one step, and undo brings both back', () => {
    const store = createDesignerStore(pageOf(4));
    const before = JSON.stringify(store.getState().doc);
    deleteSections(store, ['s2', 's4']);
    const doc = store.getState().doc;
    expect(doc.sections.map((s) => s.id)).toEqual(['s1', 's3']);
    expect(doc.layout!.items.map((i) => i.section_id)).toEqual(['s1', 's3']);
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['删除 2 个区块']);
    store.getState().undo();
    expect(JSON.stringify(store.getState().doc)).toBe(before);

    deleteSections(store, ['s3']);
    expect(pendingDescriptions(store.getState(), 'en')).toEqual(['Delete section 区块 3']);
    deleteSections(store, ['nope']);
    expect(store.getState().past).toHaveLength(1);
  });

  it('renames as the title is typed: one step per focus of the title field', () => {
    const store = createDesignerStore(pageOf(2));
    for (const title of ['销', '销售', '销售趋', '销售趋势']) renameSection(store, 's2', title);
    store.getState().endTyping();
    renameSection(store, 's2', '销售趋势图');
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['重命名区块 销售趋势', '重命名区块 销售趋势图']);
  });

  it('moves a section on the grid as one described step, and Esc leaves it where it was', () => {
    const store = createDesignerStore(pageOf(2));
    beginLayoutGesture(store, 's1', 'move');
    for (let y = 1; y <= 20; y += 1) updateLayoutGesture(store, [{ section_id: 's1', x: 6, y, w: 6, h: 8 }]);
    store.getState().commitGesture();
    expect(store.getState().doc.layout!.items[0]).toEqual({ section_id: 's1', x: 6, y: 20, w: 6, h: 8 });
    expect(pendingDescriptions(store.getState(), 'en')).toEqual(['Move section 区块 1']);

    beginLayoutGesture(store, 's2', 'resize');
    updateLayoutGesture(store, [{ section_id: 's2', x: 6, y: 0, w: 12, h: 4 }]);
    store.getState().cancelGesture();
    expect(store.getState().doc.layout!.items[1]).toEqual({ section_id: 's2', x: 6, y: 0, w: 6, h: 8 });
    expect(store.getState().past).toHaveLength(1);
  });

  it('places a section that had no grid place yet, on a page without a layout', () => {
    const { layout: _none, ...page } = pageOf(1);
    const store = createDesignerStore(page);
    beginLayoutGesture(store, 's1', 'resize');
    updateLayoutGesture(store, [{ section_id: 's1', x: 0, y: 0, w: 12, h: 6 }]);
    store.getState().commitGesture();
    expect(store.getState().doc.layout).toEqual({ items: [{ section_id: 's1', x: 0, y: 0, w: 12, h: 6 }] });
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['调整区块 区块 1 的大小']);
    store.getState().undo();
    expect(store.getState().doc).toEqual(page);
  });
});
