import type { Page } from '@tessera/schema/dsl';
import { validateDocument } from '@tessera/schema/validate';
import { createDesignerStore, HISTORY_LIMIT, isDirty, pendingDescriptions } from '../../src/edit/store';
import { pageOf } from '../fixtures';

const json = (page: Page) => JSON.stringify(page);
const rename = (title: string) => ({ key: 'renameSection' as const, params: { title } });

describe('perform, undo and redo', () => {
  it('records one described step per perform and takes it back exactly', () => {
    const store = createDesignerStore(pageOf(3));
    const before = json(store.getState().doc);
    store.getState().perform(rename('新标题'), (draft) => {
      draft.sections[1].title = '新标题';
      delete draft.sections[1].chart_config?.height;
    });
    expect(store.getState().doc.sections[1].title).toBe('新标题');
    expect(store.getState().past).toHaveLength(1);

    store.getState().undo();
    // Byte for byte: the deleted key comes back in its own place, not at the end of its object.
    expect(json(store.getState().doc)).toBe(before);
    store.getState().redo();
    expect(store.getState().doc.sections[1].title).toBe('新标题');
    expect(store.getState().doc.sections[1].chart_config).not.toHaveProperty('height');
  });

  it('leaves no step for a recipe that changes nothing', () => {
    const store = createDesignerStore(pageOf(2));
    store.getState().perform(rename('区块 1'), (draft) => {
      draft.sections[0].title = '区块 1';
    });
    expect(store.getState().past).toHaveLength(0);
  });

  it('forgets the redo steps when a new edit follows an undo', () => {
    const store = createDesignerStore(pageOf(2));
    store.getState().perform(rename('a'), (d) => void (d.sections[0].title = 'a'));
    store.getState().perform(rename('b'), (d) => void (d.sections[0].title = 'b'));
    store.getState().undo();
    store.getState().perform(rename('c'), (d) => void (d.sections[0].title = 'c'));
    expect(store.getState().future).toHaveLength(0);
    store.getState().redo();
    expect(store.getState().doc.sections[0].title).toBe('c');
  });

  it(`keeps ${HISTORY_LIMIT} steps (at least 200) and undoes every one of them`, () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(200);
    const store = createDesignerStore(pageOf(4));
    const steps = HISTORY_LIMIT + 20;
    const afterOldestDropped: string[] = [];
    for (let i = 0; i < steps; i += 1) {
      if (i === 20) afterOldestDropped.push(json(store.getState().doc));
      store.getState().perform(rename(`t${i}`), (d) => void (d.sections[i % 4].title = `t${i}`));
    }
    expect(store.getState().past).toHaveLength(HISTORY_LIMIT);
    const edited = json(store.getState().doc);
    for (let i = 0; i < HISTORY_LIMIT; i += 1) store.getState().undo();
    // The 20 oldest steps fell off the bounded stack: undo goes back to the document after them.
    expect(json(store.getState().doc)).toBe(afterOldestDropped[0]);
    store.getState().undo();
    expect(json(store.getState().doc)).toBe(afterOldestDropped[0]);
    for (let i = 0; i < HISTORY_LIMIT; i += 1) store.getState().redo();
    expect(json(store.getState().doc)).toBe(edited);
  });
});

describe('gestures', () => {
  const move = { key: 'moveSection' as const, params: { title: '区块 1' } };

  it('makes a drag of many updates one step', () => {
    const store = createDesignerStore(pageOf(2));
    const before = json(store.getState().doc);
    store.getState().beginGesture(move);
    for (let y = 1; y <= 50; y += 1) {
      store.getState().updateGesture((d) => void (d.layout!.items[0].y = y));
      // Each update shows at once.
      expect(store.getState().doc.layout!.items[0].y).toBe(y);
    }
    expect(store.getState().past).toHaveLength(0);
    store.getState().commitGesture();
    expect(store.getState().past).toHaveLength(1);
    // Squashed: one replacement, not fifty.
    expect(store.getState().past[0].patches).toHaveLength(1);
    store.getState().undo();
    expect(json(store.getState().doc)).toBe(before);
    store.getState().redo();
    expect(store.getState().doc.layout!.items[0].y).toBe(50);
  });

  it('cancels a gesture in flight (Esc) without a step, restoring the document', () => {
    const store = createDesignerStore(pageOf(2));
    store.getState().perform(rename('x'), (d) => void (d.sections[0].title = 'x'));
    const before = store.getState().doc;
    store.getState().beginGesture(move);
    store.getState().updateGesture((d) => void (d.layout!.items[0].x = 6));
    store.getState().updateGesture((d) => void (d.layout!.items[0].w = 3));
    store.getState().cancelGesture();
    expect(store.getState().doc).toBe(before);
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().gesture).toBeNull();
    // Undo after the cancel takes back the step before the gesture, not the gesture.
    store.getState().undo();
    expect(store.getState().doc.sections[0].title).toBe('区块 1');
  });

  it('leaves no step for a gesture that ends where it began', () => {
    const store = createDesignerStore(pageOf(2));
    store.getState().beginGesture(move);
    store.getState().updateGesture((d) => void (d.layout!.items[0].x = 6));
    store.getState().updateGesture((d) => void (d.layout!.items[0].x = 0));
    store.getState().commitGesture();
    expect(store.getState().past).toHaveLength(0);
  });

  it('undo during a gesture cancels the gesture only', () => {
    const store = createDesignerStore(pageOf(2));
    store.getState().perform(rename('x'), (d) => void (d.sections[0].title = 'x'));
    store.getState().beginGesture(move);
    store.getState().updateGesture((d) => void (d.layout!.items[0].y = 9));
    store.getState().undo();
    expect(store.getState().doc.layout!.items[0].y).toBe(0);
    expect(store.getState().doc.sections[0].title).toBe('x');
  });
});

describe('typing', () => {
  it('folds the keystrokes of one field focus into one step', () => {
    const store = createDesignerStore(pageOf(2));
    const typed = '销售趋势';
    for (let i = 1; i <= typed.length; i += 1) {
      const value = typed.slice(0, i);
      store.getState().perform(rename(value), (d) => void (d.sections[0].title = value), { typing: 's1/title' });
    }
    expect(store.getState().past).toHaveLength(1);
    // The step is described by the last value typed.
    expect(pendingDescriptions(store.getState(), 'en')).toEqual(['Rename section 销售趋势']);

    store.getState().endTyping();
    store.getState().perform(rename('销售趋势!'), (d) => void (d.sections[0].title = '销售趋势!'), {
      typing: 's1/title',
    });
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().doc.sections[0].title).toBe('区块 1');
  });

  it('starts a new step when another field is typed into', () => {
    const store = createDesignerStore(pageOf(2));
    store.getState().perform(rename('a'), (d) => void (d.sections[0].title = 'a'), { typing: 's1/title' });
    store.getState().perform(rename('b'), (d) => void (d.sections[1].title = 'b'), { typing: 's2/title' });
    store.getState().perform(rename('bc'), (d) => void (d.sections[1].title = 'bc'), { typing: 's2/title' });
    expect(store.getState().past).toHaveLength(2);
  });

  it('drops the step when the field is typed back to what it held', () => {
    const store = createDesignerStore(pageOf(1));
    store.getState().perform(rename('区块 12'), (d) => void (d.sections[0].title = '区块 12'), { typing: 'f' });
    store.getState().perform(rename('区块 1'), (d) => void (d.sections[0].title = '区块 1'), { typing: 'f' });
    expect(store.getState().past).toHaveLength(0);
  });
});

describe('history descriptions, saved mark and selection', () => {
  it('lists the steps since the save in the language asked for, and knows when the page is dirty', () => {
    const store = createDesignerStore(pageOf(2));
    expect(isDirty(store.getState())).toBe(false);
    store.getState().perform(rename('销售趋势'), (d) => void (d.sections[0].title = '销售趋势'));
    store.getState().markSaved();
    expect(isDirty(store.getState())).toBe(false);
    store
      .getState()
      .perform(
        { key: 'addGlobalFilter', params: { name: '日期' } },
        (d) => void d.global_filters!.push({ name: '日期', class_en: 'dt', type: 'datepicker' }),
      );
    store
      .getState()
      .perform(
        { key: 'changeChartType', params: { title: '销售趋势', type: { text: 'palette.bar' } } },
        (d) => void (d.sections[0].chart_config!.config_type = 2),
      );
    expect(isDirty(store.getState())).toBe(true);
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['添加全局筛选 日期', '区块 销售趋势 改为柱状图']);
    expect(pendingDescriptions(store.getState(), 'en')).toEqual([
      'Add global filter 日期',
      'Section 销售趋势 becomes a Bar chart',
    ]);
    store.getState().undo();
    store.getState().undo();
    expect(isDirty(store.getState())).toBe(false);
  });

  it('selects one, adds with shift, toggles with ctrl, and drops sections that undo removes', () => {
    const store = createDesignerStore(pageOf(3));
    store.getState().select('s1');
    store.getState().select('s2', 'add');
    store.getState().select('s3', 'toggle');
    expect(store.getState().selection).toEqual(['s1', 's2', 's3']);
    store.getState().select('s2', 'toggle');
    expect(store.getState().selection).toEqual(['s1', 's3']);
    store.getState().select('s3');
    expect(store.getState().selection).toEqual(['s3']);

    store.getState().perform({ key: 'deleteSection', params: { title: '区块 3' } }, (d) => {
      d.sections.splice(2, 1);
      d.layout!.items.splice(2, 1);
    });
    expect(store.getState().selection).toEqual([]);
    store.getState().undo();
    expect(validateDocument('page', store.getState().doc).valid).toBe(true);
  });
});
