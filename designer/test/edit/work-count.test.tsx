/**
 * The designer's speed on a large page, counted as work rather than time (times on a loaded machine vary by a factor
 * of two or more): one validation per JSON edit, no grid layout pass for an edit that moves nothing, and an undo whose
 * work follows the size of the change, not of the page or of the history.
 */
import { act, render } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import * as validate from '@tessera/schema/check';
import { nudgeSelection } from '../../src/commands/canvas';
import { beginLayoutGesture, renameSection, updateLayoutGesture } from '../../src/commands/sections';
import * as description from '../../src/edit/description';
import { createDesignerStore } from '../../src/edit/store';
import PageDesigner from '../../src/ui/PageDesigner';
import { attachJsonSync } from '../../src/ui/json/controller';
import { pageIssues } from '../../src/ui/problems/issues';
import { pageOf } from '../fixtures';
import { fakeMonaco } from '../ui/json/fake-editor';

let gridRenders = 0;

// The real grid, its renders counted (each is a layout pass over every section).
jest.mock('react-grid-layout', () => {
  const actual = jest.requireActual<typeof import('react-grid-layout')>('react-grid-layout');
  function CountedGridLayout(props: Parameters<typeof actual.GridLayout>[0]) {
    gridRenders += 1;
    return <actual.GridLayout {...props} />;
  }
  return { ...actual, GridLayout: CountedGridLayout };
});

// The real validators, counted.
jest.mock('@tessera/schema/check', () => {
  const actual = jest.requireActual<typeof validate>('@tessera/schema/check');
  return {
    ...actual,
    checkDocument: jest.fn(actual.checkDocument),
    validateDocument: jest.fn(actual.validateDocument),
    conformsTo: jest.fn(actual.conformsTo),
  };
});

// The real step descriptions, counted (the history list describes each row it renders).
jest.mock('../../src/edit/description', () => {
  const actual = jest.requireActual<typeof description>('../../src/edit/description');
  return { ...actual, describeEdit: jest.fn(actual.describeEdit) };
});

const client = {} as ReportClient;

/** The panels' loads (a selected section's dataset fields) settle. */
const settle = () => act(() => Promise.resolve());

const validations = () =>
  [validate.checkDocument, validate.validateDocument, validate.conformsTo]
    .map((fn) => (fn as jest.Mock).mock.calls.length)
    .reduce((a, b) => a + b, 0);

const SECTIONS = 60;

describe('one validation per JSON edit', () => {
  it('reads, applies and lists the problems of a typed edit with one run of the schema rules', () => {
    const store = createDesignerStore(pageOf(SECTIONS));
    const fake = fakeMonaco('');
    const sync = attachJsonSync({ store, editor: fake.editor, monaco: fake.monaco, lang: 'zh', onStatus: () => {} });
    fake.listen((text) => sync.textChanged(text));
    for (const title of ['销', '销售', '销售趋']) {
      const before = validations();
      fake.type(fake.text().replace(/"(区块 8|销售趋|销售|销)"/, `"${title}"`));
      sync.flush();
      expect(store.getState().doc.sections[7].title).toBe(title);
      // What the problems panel and the preview ask once the edit settles.
      pageIssues(store.getState().doc);
      expect(validations() - before).toBe(1);
    }
    sync.dispose();
  });
});

/** The designer on a kanban page, as the host shows it (what is counted does not grow with the page). */
async function mountDesigner(page = pageOf(12)) {
  const store = createDesignerStore(page);
  const view = render(<PageDesigner store={store} client={client} lang="zh" appId={1} />);
  await settle();
  return { store, rerender: () => view.rerender(<PageDesigner store={store} client={client} lang="zh" appId={1} />) };
}

describe('the grid lays out only when a place changes', () => {
  beforeEach(() => {
    gridRenders = 0;
  });

  it('takes no layout pass for a title, a selection, the host re-rendering, or a nudge that moves nothing', async () => {
    // s1 is stored two rows down with nothing above it: the grid shows it at the top, and there it stays.
    const page = pageOf(12);
    page.layout!.items[0].y = 2;
    const { store, rerender } = await mountDesigner(page);
    const mounted = gridRenders;
    expect(mounted).toBeGreaterThan(0);
    act(() => renameSection(store, 's8', '新标题'));
    act(() => store.getState().endTyping());
    act(() => store.getState().select('s1'));
    await settle();
    rerender();
    // Left from the left column, up from the top row: nowhere to go, no step and no pass.
    act(() => nudgeSelection(store, -1, 0));
    act(() => nudgeSelection(store, 0, -1));
    expect(store.getState().past).toHaveLength(1);
    act(() => store.getState().undo());
    expect(gridRenders - mounted).toBe(0);
  });

  it('takes one pass for a nudge and one for its undo', async () => {
    const { store } = await mountDesigner();
    act(() => store.getState().select('s1'));
    await settle();
    const before = gridRenders;
    act(() => nudgeSelection(store, 1, 0));
    expect(store.getState().doc.layout!.items[0].x).toBe(1);
    expect(gridRenders - before).toBe(1);
    act(() => store.getState().undo());
    expect(store.getState().doc.layout!.items[0].x).toBe(0);
    expect(gridRenders - before).toBe(2);
  });
});

describe('a drag on the grid', () => {
  it('leaves the grid to lay itself out while it goes on, and gives it the places once when it ends', async () => {
    const { store } = await mountDesigner();
    const before = gridRenders;
    act(() => beginLayoutGesture(store, 's1', 'move'));
    for (let y = 1; y <= 10; y += 1) {
      const places = store.getState().doc.layout!.items.map((item, i) => (i === 0 ? { ...item, y: item.y + 1 } : item));
      act(() => updateLayoutGesture(store, places));
    }
    expect(store.getState().doc.layout!.items[0].y).toBe(10);
    expect(gridRenders - before).toBe(0);
    act(() => store.getState().commitGesture());
    expect(gridRenders - before).toBe(1);
    expect(store.getState().past).toHaveLength(1);
  });
});

describe('an undo does the work of its change', () => {
  it('describes and renders only the history rows whose state changed, however long the history', async () => {
    const { store } = await mountDesigner();
    act(() => store.getState().select('s1'));
    await settle();
    act(() => {
      for (let i = 0; i < 50; i += 1) nudgeSelection(store, i % 2 === 0 ? 1 : -1, 0);
    });
    expect(store.getState().past).toHaveLength(50);
    const described = description.describeEdit as jest.Mock;
    for (let i = 0; i < 3; i += 1) {
      described.mockClear();
      act(() => store.getState().undo());
      // The step undone and the step now current.
      expect(described.mock.calls.length).toBeLessThanOrEqual(2);
    }
    expect(document.querySelectorAll('[data-testid="history-undone"]')).toHaveLength(3);
  });
});
