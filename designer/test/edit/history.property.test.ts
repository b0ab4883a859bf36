import fc from 'fast-check';
import { produce, type Draft } from 'immer';
import type { Page } from '@tessera/schema/dsl';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { chartSection, pageOf } from '../fixtures';

/** An edit as the generator draws it; indexes are taken modulo what the document holds when the edit runs. */
type Edit =
  | { kind: 'title'; at: number; value: string }
  | { kind: 'dropKey'; at: number; key: 'show_type' | 'data_set_id' | 'report_type' }
  | { kind: 'setKey'; at: number; value: number }
  | { kind: 'dropHeight'; at: number }
  | { kind: 'insert'; at: number; id: number }
  | { kind: 'remove'; at: number }
  | { kind: 'moveAndEdit'; from: number; to: number; value: string }
  | { kind: 'series'; at: number; field: string }
  | { kind: 'layout'; at: number; x: number; y: number }
  | { kind: 'pageName'; value: string }
  | { kind: 'globalFilter'; key: string }
  | { kind: 'toggleLayout' };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('title'), at: fc.nat(), value: fc.string({ maxLength: 8 }) }),
  fc.record({
    kind: fc.constant('dropKey'),
    at: fc.nat(),
    key: fc.constantFrom('show_type' as const, 'data_set_id' as const, 'report_type' as const),
  }),
  fc.record({ kind: fc.constant('setKey'), at: fc.nat(), value: fc.integer({ min: 100, max: 900 }) }),
  fc.record({ kind: fc.constant('dropHeight'), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert'), at: fc.nat(), id: fc.nat({ max: 1000 }) }),
  fc.record({ kind: fc.constant('remove'), at: fc.nat() }),
  fc.record({ kind: fc.constant('moveAndEdit'), from: fc.nat(), to: fc.nat(), value: fc.string({ maxLength: 4 }) }),
  fc.record({ kind: fc.constant('series'), at: fc.nat(), field: fc.constantFrom('pv', 'uv', 'dau') }),
  fc.record({ kind: fc.constant('layout'), at: fc.nat(), x: fc.nat({ max: 11 }), y: fc.nat({ max: 40 }) }),
  fc.record({ kind: fc.constant('pageName'), value: fc.string({ minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('globalFilter'), key: fc.constantFrom('dt', 'app', 'country') }),
  fc.constant({ kind: 'toggleLayout' as const }),
);

function apply(d: Draft<Page>, e: Edit): void {
  const n = d.sections.length;
  const section = n > 0 && 'at' in e ? d.sections[e.at % n] : undefined;
  switch (e.kind) {
    case 'title':
      if (section) section.title = e.value;
      break;
    case 'dropKey':
      if (section) delete section[e.key];
      break;
    case 'setKey':
      // Adds the key back when an earlier edit dropped it (at the end of the object, as a recipe would).
      if (section) section.chart_config = { ...(section.chart_config ?? { config_type: 1 }), height: e.value };
      break;
    case 'dropHeight':
      if (section?.chart_config) delete section.chart_config.height;
      break;
    case 'insert':
      d.sections.splice(e.at % (n + 1), 0, chartSection(`n${e.id}`, `新 ${e.id}`));
      break;
    case 'remove':
      if (n > 0) d.sections.splice(e.at % n, 1);
      break;
    case 'moveAndEdit': {
      if (n === 0) break;
      const [moved] = d.sections.splice(e.from % n, 1);
      d.sections.splice(e.to % n, 0, moved);
      moved.title = `${moved.title}${e.value}`;
      break;
    }
    case 'series':
      section?.chart_config?.series?.push({ name_way: 'manual', name: e.field, field: e.field });
      break;
    case 'layout': {
      const items = d.layout?.items ?? [];
      const item = items.length > 0 ? items[e.at % items.length] : undefined;
      if (item) Object.assign(item, { x: e.x, y: e.y });
      break;
    }
    case 'pageName':
      d.name = e.value;
      break;
    case 'globalFilter':
      if (d.global_filters?.some((f) => f.class_en === e.key))
        d.global_filters = d.global_filters.filter((f) => f.class_en !== e.key);
      else (d.global_filters ??= []).push({ name: e.key, class_en: e.key });
      break;
    case 'toggleLayout':
      // A key of the document itself comes and goes (the first grid move of a page without a layout adds it).
      if (d.layout) delete d.layout;
      else d.layout = { items: d.sections.map((s, i) => ({ section_id: s.id, x: 0, y: i * 8, w: 12, h: 8 })) };
      break;
  }
}

/** How a step reaches the store: a plain perform, a gesture of several updates, or keystrokes in one field. */
type Step =
  { via: 'perform'; edit: Edit } | { via: 'gesture'; edits: Edit[] } | { via: 'typing'; values: string[]; at: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: edit.map((e) => ({ via: 'perform' as const, edit: e })) },
  {
    weight: 1,
    arbitrary: fc.array(edit, { minLength: 1, maxLength: 6 }).map((edits) => ({ via: 'gesture' as const, edits })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      via: fc.constant('typing' as const),
      values: fc.array(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 6 }),
      at: fc.nat(),
    }),
  },
);

const description = { key: 'renameSection' as const, params: { title: 'x' } };

function run(store: DesignerStore, s: Step): void {
  const state = store.getState();
  switch (s.via) {
    case 'perform':
      state.perform(description, (d) => apply(d, s.edit));
      break;
    case 'gesture':
      state.beginGesture(description);
      for (const e of s.edits) store.getState().updateGesture((d) => apply(d, e));
      store.getState().commitGesture();
      break;
    case 'typing':
      for (const value of s.values)
        store
          .getState()
          .perform(description, (d) => apply(d, { kind: 'title', at: s.at, value }), { typing: `title-${s.at}` });
      store.getState().endTyping();
      break;
  }
}

/** What the steps make when applied straight to the document, with no history in between: the model. */
function model(page: Page, steps: readonly Step[]): Page {
  return steps.reduce(
    (doc, s) =>
      produce(doc, (d) => {
        if (s.via === 'perform') apply(d, s.edit);
        else if (s.via === 'gesture') for (const e of s.edits) apply(d, e);
        else for (const value of s.values) apply(d, { kind: 'title', at: s.at, value });
      }),
    page,
  );
}

describe('the command stack, by property', () => {
  it('any sequence of edits makes what its edits say; undone it gives back the byte-identical document, redone the edited one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.array(step, { maxLength: 40 }), (sections, steps) => {
        const store = createDesignerStore(pageOf(sections));
        const original = JSON.stringify(store.getState().doc);
        for (const s of steps) run(store, s);
        const edited = JSON.stringify(store.getState().doc);
        // Every step took effect, gestures and typing included, exactly as the edits say.
        expect(edited).toBe(JSON.stringify(model(pageOf(sections), steps)));
        const depth = store.getState().past.length;

        for (let i = 0; i < depth; i += 1) store.getState().undo();
        expect(JSON.stringify(store.getState().doc)).toBe(original);
        for (let i = 0; i < depth; i += 1) store.getState().redo();
        expect(JSON.stringify(store.getState().doc)).toBe(edited);
      }),
      { numRuns: 300 },
    );
  });
});
