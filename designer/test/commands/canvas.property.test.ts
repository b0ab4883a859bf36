import fc from 'fast-check';
import { duplicateSections, nudgeSelection, reorderSections, setDisplay } from '../../src/commands/canvas';
import { copyPayload, pasteSections } from '../../src/commands/clipboard';
import { addFromPalette, deleteSections } from '../../src/commands/sections';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { gridItems } from '../../src/layout/grid';
import { pageOf } from '../fixtures';

/** A canvas command as the generator draws it; indexes are taken modulo the sections there are when it runs. */
type Command =
  | { kind: 'select'; at: number; add: boolean }
  | { kind: 'duplicate' }
  | { kind: 'copyPaste'; sameApp: boolean }
  | { kind: 'nudge'; dx: -1 | 0 | 1; dy: -1 | 0 | 1 }
  | { kind: 'reorder'; from: number; to: number }
  | { kind: 'display'; kanban: boolean }
  | { kind: 'drop'; x: number; y: number }
  | { kind: 'dropInList'; at: number }
  | { kind: 'delete' };

const step = fc.constantFrom(-1 as const, 0 as const, 1 as const);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('select' as const), at: fc.nat(), add: fc.boolean() }),
  fc.constant({ kind: 'duplicate' as const }),
  fc.record({ kind: fc.constant('copyPaste' as const), sameApp: fc.boolean() }),
  fc.record({ kind: fc.constant('nudge' as const), dx: step, dy: step }),
  fc.record({ kind: fc.constant('reorder' as const), from: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('display' as const), kanban: fc.boolean() }),
  fc.record({ kind: fc.constant('drop' as const), x: fc.nat({ max: 11 }), y: fc.nat({ max: 30 }) }),
  fc.record({ kind: fc.constant('dropInList' as const), at: fc.nat() }),
  fc.constant({ kind: 'delete' as const }),
);

function run(store: DesignerStore, c: Command): void {
  const state = store.getState();
  const ids = state.doc.sections.map((s) => String(s.id));
  switch (c.kind) {
    case 'select':
      if (ids.length > 0) state.select(ids[c.at % ids.length], c.add ? 'add' : 'replace');
      break;
    case 'duplicate':
      duplicateSections(store, state.selection, 'zh');
      break;
    case 'copyPaste': {
      const payload = copyPayload(store, 1);
      if (payload) pasteSections(store, payload, c.sameApp ? 1 : 2, 'en');
      break;
    }
    case 'nudge':
      nudgeSelection(store, c.dx, c.dy);
      break;
    case 'reorder':
      if (ids.length > 0) reorderSections(store, c.from % ids.length, c.to % ids.length);
      break;
    case 'display':
      setDisplay(store, c.kanban ? 1 : 0);
      break;
    case 'drop':
      addFromPalette(store, 'card', 'zh', { x: c.x, y: c.y });
      break;
    case 'dropInList':
      addFromPalette(store, 'line', 'zh', { index: c.at % (ids.length + 1) });
      break;
    case 'delete':
      deleteSections(store, state.selection);
      break;
  }
}

const overlaps = (store: DesignerStore) => {
  const items = gridItems(store.getState().doc);
  return items.some((a, i) =>
    items.some((b, j) => i < j && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h),
  );
};

describe('canvas commands, in any order', () => {
  it('keep ids unique, places on the grid and inside it; undone they give back the page byte for byte', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 25 }), (commands) => {
        const store = createDesignerStore(pageOf(3));
        const opened = JSON.stringify(store.getState().doc);
        for (const c of commands) {
          run(store, c);
          const { doc } = store.getState();
          const ids = doc.sections.map((s) => String(s.id));
          expect(new Set(ids).size).toBe(ids.length);
          const placed = (doc.layout?.items ?? []).map((i) => String(i.section_id));
          expect(placed.every((id) => ids.includes(id))).toBe(true);
          expect(gridItems(doc).every((i) => i.x >= 0 && i.y >= 0 && i.x + i.w <= 12)).toBe(true);
          expect(overlaps(store)).toBe(false);
        }
        const edited = JSON.stringify(store.getState().doc);
        while (store.getState().past.length > 0) store.getState().undo();
        expect(JSON.stringify(store.getState().doc)).toBe(opened);
        while (store.getState().future.length > 0) store.getState().redo();
        expect(JSON.stringify(store.getState().doc)).toBe(edited);
      }),
      { numRuns: 150 },
    );
  });
});
