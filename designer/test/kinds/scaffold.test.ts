import type { Page } from '@tessera/schema/dsl';
import { validateDocument } from '@tessera/schema/validate';
import { addFromPalette, dropField } from '../../src/commands/sections';
import { createDesignerStore } from '../../src/edit/store';
import { PALETTE, PALETTE_KEYS, type PaletteKey } from '../../src/kinds/registry';
import type { DropZone } from '../../src/kinds/zones';
import { chartTypeEntry } from '@tessera/schema/charts';
import { textIn } from '../../src/i18n';
import { DATASET, FIELDS } from '../datasets';

const emptyPage = (): Page => ({ version: 2, name: '新页面', display: 1, layout: { items: [] }, sections: [] });

function added(key: PaletteKey) {
  const store = createDesignerStore(emptyPage());
  const id = addFromPalette(store, key, 'zh');
  return { store, id };
}

describe('palette entries and their scaffolds', () => {
  it('has every kind the issue names, each with a label in both languages and an icon', () => {
    expect(PALETTE_KEYS).toEqual([
      'table',
      'card',
      'line',
      'bar',
      'pie',
      'lineBar',
      'funnel',
      'freeDrag',
      'globalFilter',
    ]);
    for (const key of PALETTE_KEYS) {
      expect(PALETTE[key].icon).toBeTruthy();
      const zh = textIn('zh', PALETTE[key].label);
      const en = textIn('en', PALETTE[key].label);
      expect([zh, en].every((text) => text.length > 0 && text !== PALETTE[key].label)).toBe(true);
      expect(zh).not.toBe(en);
    }
  });

  it.each(['table', 'card'] as const)(
    'adds a %s that the schema finds valid, placed at the bottom of the grid',
    (key) => {
      const { store, id } = added(key);
      const doc = store.getState().doc;
      expect(validateDocument('page', doc)).toEqual({ valid: true, issues: [] });
      expect(doc.layout!.items).toEqual([{ section_id: id, x: 0, y: 0, ...PALETTE[key].size }]);
      expect(store.getState().selection).toEqual([id]);
    },
  );

  it.each(['line', 'bar', 'pie', 'lineBar', 'funnel', 'freeDrag'] as const)(
    'adds a %s chart whose only issue is the missing fields, named by its chart type rule',
    (key) => {
      const { store } = added(key);
      const doc = store.getState().doc;
      const { issues } = validateDocument('page', doc);
      const rule = chartTypeEntry(doc.sections[0].chart_config!.config_type).dataRule!;
      expect(issues).toHaveLength(1);
      expect(issues[0].pointer).toBe('/sections/0/chart_config/config_type');
      expect(issues[0].message.en.startsWith(rule.message.en)).toBe(true);
    },
  );

  const fill: Partial<Record<PaletteKey, [DropZone['role'], keyof typeof FIELDS][]>> = {
    line: [
      ['dimension', 'dt'],
      ['indicator', 'pv'],
    ],
    bar: [
      ['dimension', 'dt'],
      ['indicator', 'pv'],
      ['indicator', 'uv'],
    ],
    pie: [
      ['dimension', 'country'],
      ['indicator', 'pv'],
    ],
    lineBar: [
      ['dimension', 'dt'],
      ['indicator', 'pv'],
      ['indicator', 'uv'],
    ],
    funnel: [
      ['indicator', 'pv'],
      ['indicator', 'uv'],
      ['indicator', 'dau'],
    ],
    freeDrag: [
      ['dimension', 'dt'],
      ['indicator', 'pv'],
      ['indicator', 'uv'],
    ],
  };
  it.each(Object.keys(fill) as PaletteKey[])(
    'makes a %s chart the schema finds valid once its fields are dropped into its zones',
    (key) => {
      const { store, id } = added(key);
      const kind = PALETTE[key];
      if (kind.adds !== 'section') throw new Error('a section kind');
      for (const [role, field] of fill[key] ?? []) {
        const zone = kind.zones.find((z) => z.role === role)!;
        expect(dropField(store, id!, zone, FIELDS[field], DATASET)).toBeNull();
      }
      expect(validateDocument('page', store.getState().doc).valid).toBe(true);
    },
  );

  it('adds a global date filter in the language of the designer, one undoable step', () => {
    const store = createDesignerStore(emptyPage());
    expect(addFromPalette(store, 'globalFilter', 'en')).toBeNull();
    const doc = store.getState().doc;
    expect(doc.global_filters).toEqual([expect.objectContaining({ type: 'datepicker', name: 'Date', class_en: 'dt' })]);
    // Valid: its only issue is the warning that no section has a dt filter yet.
    const result = validateDocument('page', doc);
    expect(result.valid).toBe(true);
    expect(result.issues.map((i) => i.severity)).toEqual(['warning']);
    store.getState().undo();
    expect(store.getState().doc.global_filters).toBeUndefined();
  });

  it('gives each new section an id of its own and a numbered title', () => {
    const store = createDesignerStore(emptyPage());
    const first = addFromPalette(store, 'line', 'zh');
    const second = addFromPalette(store, 'line', 'en');
    expect([first, second]).toEqual(['line_1', 'line_2']);
    expect(store.getState().doc.sections.map((s) => s.title)).toEqual(['折线图 1', 'Line chart 2']);
    expect(store.getState().doc.layout!.items.map((i) => i.y)).toEqual([0, 8]);
  });

  it('gives a page without a layout one, keeping every section where the canvas showed it', () => {
    const store = createDesignerStore({ version: 2, name: 'p', sections: [{ id: 7, title: '旧区块' }] });
    addFromPalette(store, 'pie', 'zh');
    expect(store.getState().doc.layout).toEqual({
      items: [
        { section_id: 7, x: 0, y: 0, w: 12, h: 8 },
        { section_id: 'pie_1', x: 0, y: 8, w: 6, h: 8 },
      ],
    });
  });
});
