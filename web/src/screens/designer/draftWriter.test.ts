import {
  beginLayoutGesture,
  createDesignerStore,
  renameSection,
  updateLayoutGesture,
  type DesignerStore,
} from '@tessera/designer';
import type { Page } from '@tessera/schema/dsl';
import { readUnsaved, writeUnsaved } from '../workbench/page/unsaved';
import { attachDraftWriter, DRAFT_WRITE_DELAY, DRAFT_WRITE_MAX_WAIT } from './draftWriter';

const PAGE_ID = 41;

function pageOf(count: number): Page {
  const sections = Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    title: `区块 ${i + 1}`,
    show_type: 'table',
    data_set_id: 1,
    report_type: 2,
  })) as unknown as Page['sections'];
  return { version: 2, name: '页面', display: 0, global_filters: [], sections };
}

/** The designer's draft kept as the screen keeps it: every write is the page as text in local storage. */
function setUp() {
  const store = createDesignerStore(pageOf(60));
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const writer = attachDraftWriter(store, (text) => writeUnsaved(PAGE_ID, { text, baseRevision: 3 }));
  const kept = () => readUnsaved(PAGE_ID)?.text;
  const type = (s: DesignerStore, text: string) => renameSection(s, 's1', text);
  return { store, writer, writes: () => setItem.mock.calls.length, kept, type };
}

describe('the unsaved copy of a designer page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('is written once a burst of changes pauses, not on every keystroke', () => {
    const { store, writer, writes, kept, type } = setUp();
    let typed = '';
    for (const letter of '销售趋势分析报表') type(store, (typed += letter));
    expect(writes()).toBe(0);
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY);
    expect(writes()).toBe(1);
    expect(kept()).toContain('"title": "销售趋势分析报表"');
    writer.dispose();
  });

  it('is never older than the longest wait while changes go on', () => {
    const { store, writer, writes, kept, type } = setUp();
    const keptTitle = () => /"title": "(a*)"/.exec(kept() ?? '')?.[1] ?? '';
    let typed = '';
    for (let i = 0; i < 50; i += 1) {
      type(store, (typed += 'a'));
      jest.advanceTimersByTime(100);
      // A key every 100 ms: the copy lags the typing by at most the longest wait's worth of keys.
      expect(typed.length - keptTitle().length).toBeLessThanOrEqual(DRAFT_WRITE_MAX_WAIT / 100);
    }
    // 5 s of typing, a key every 100 ms: a write every 2 s, not 50.
    expect(writes()).toBeLessThanOrEqual(3);
    expect(writes()).toBeGreaterThanOrEqual(2);
    writer.dispose();
  });

  it('waits for a drag to end', () => {
    const { store, writer, writes, kept } = setUp();
    beginLayoutGesture(store, 's1', 'move');
    for (let y = 1; y <= 30; y += 1) {
      updateLayoutGesture(store, [{ section_id: 's1', x: 0, y, w: 12, h: 8 }]);
      jest.advanceTimersByTime(100);
    }
    expect(writes()).toBe(0);
    store.getState().commitGesture();
    jest.advanceTimersByTime(DRAFT_WRITE_DELAY);
    expect(writes()).toBe(1);
    expect(kept()).toContain('"y": 30');
    writer.dispose();
  });

  it('is written at once when the tab is hidden or closed, and when the editor goes', () => {
    const { store, writer, writes, kept, type } = setUp();
    type(store, '关页前');
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toContain('"title": "关页前"');

    type(store, '切走前');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(kept()).toContain('"title": "切走前"');
    delete (document as { visibilityState?: unknown }).visibilityState;

    type(store, '离开前');
    writer.dispose();
    expect(kept()).toContain('"title": "离开前"');
    expect(writes()).toBe(3);
    // Gone with the editor: later changes and events write nothing.
    type(store, '之后');
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(DRAFT_WRITE_MAX_WAIT);
    expect(writes()).toBe(3);
  });

  it('writes every change while a save is on its way, and forgets a pending one that is thrown away', () => {
    const { store, writer, writes, kept, type } = setUp();
    type(store, '保存前');
    writer.setImmediate(true);
    expect(kept()).toContain('"title": "保存前"');
    type(store, '保存中');
    expect(kept()).toContain('"title": "保存中"');
    writer.setImmediate(false);
    const before = writes();
    type(store, '重新加载前');
    writer.drop();
    jest.advanceTimersByTime(DRAFT_WRITE_MAX_WAIT);
    writer.dispose();
    expect(writes()).toBe(before);
    expect(kept()).toContain('"title": "保存中"');
  });
});
