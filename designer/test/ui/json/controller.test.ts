import type { Page } from '@tessera/schema/dsl';
import { renameSection } from '../../../src/commands/sections';
import { createDesignerStore } from '../../../src/edit/store';
import { attachJsonSync, type JsonStatus } from '../../../src/ui/json/controller';
import { documentText } from '../../../src/ui/json/sync';
import { takeBrokenText, textIssuesOf } from '../../../src/ui/json/textIssues';
import { pageOf } from '../../fixtures';
import { fakeMonaco } from './fake-editor';

function open(page: Page = pageOf(3), given?: ReturnType<typeof createDesignerStore>) {
  const store = given ?? createDesignerStore(page);
  const restored = takeBrokenText(store);
  const fake = fakeMonaco(restored ?? '');
  const statuses: JsonStatus[] = [];
  const sync = attachJsonSync({
    store,
    editor: fake.editor,
    monaco: fake.monaco,
    lang: 'en',
    onStatus: (s) => statuses.push(s),
    restored,
  });
  fake.listen((text) => sync.textChanged(text));
  const status = () => statuses[statuses.length - 1];
  return { store, fake, sync, status };
}

const edited = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

describe('the JSON view in lock-step with the designer', () => {
  it('opens on the document as it is', () => {
    const { store, fake, status } = open();
    expect(fake.text()).toBe(documentText(store.getState().doc));
    expect(status()).toEqual({ kind: 'synced' });
  });

  it('applies a valid edit as one undoable step per focus, touching only the edited section', () => {
    const { store, fake, sync } = open();
    const before = store.getState().doc;
    fake.type(edited(fake.text(), '"区块 2"', '"销售"'));
    sync.flush();
    fake.type(edited(fake.text(), '"销售"', '"销售趋势"'));
    sync.flush();
    const after = store.getState().doc;
    expect(after.sections[1].title).toBe('销售趋势');
    // The other sections keep their objects: nothing else re-renders.
    expect(after.sections[0]).toBe(before.sections[0]);
    expect(after.sections[2]).toBe(before.sections[2]);
    expect(store.getState().past.map((e) => e.description.key)).toEqual(['editJson']);

    fake.blur();
    store.getState().undo();
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(before));
    // The text follows the undo at once.
    expect(fake.text()).toBe(documentText(before));
  });

  it('keeps the document and marks the pointer when the JSON breaks the page structure', () => {
    const { store, fake, sync, status } = open();
    const before = store.getState().doc;
    const text = edited(fake.text(), '"report_type": 2', '"report_type": "two"');
    fake.type(text);
    sync.flush();
    expect(store.getState().doc).toBe(before);
    expect(store.getState().past).toHaveLength(0);
    expect(status()).toMatchObject({ kind: 'invalid' });
    expect(fake.markers.map((m) => m.source)).toContain('/sections/0/report_type');
    const marker = fake.markers.find((m) => m.source === '/sections/0/report_type')!;
    expect(text.split('\n')[marker.startLineNumber - 1]).toContain('"report_type": "two"');
    // The broken text stays for the user to fix, and the problems panel lists what is wrong with it.
    expect(fake.text()).toBe(text);
    expect(
      textIssuesOf(store)
        .getState()
        .issues.map((i) => i.pointer),
    ).toEqual(['/sections/0/report_type']);
    fake.type(text.replace('"report_type": "two"', '"report_type": 2'));
    sync.flush();
    expect(textIssuesOf(store).getState().issues).toEqual([]);
    expect(store.getState().past).toHaveLength(0);
  });

  it('keeps the document through a syntax error, then applies the fixed text', () => {
    const { store, fake, sync, status } = open();
    const before = store.getState().doc;
    const broken = edited(fake.text(), '"区块 3"', '"区块 3');
    fake.type(broken);
    sync.flush();
    expect(status()).toMatchObject({ kind: 'syntax' });
    expect(store.getState().doc).toBe(before);
    fake.type(edited(broken, '"区块 3', '"区块 三"'));
    sync.flush();
    expect(status()).toEqual({ kind: 'synced' });
    expect(store.getState().doc.sections[2].title).toBe('区块 三');
  });

  it('marks semantic errors at their pointers while the page still applies', () => {
    const { store, fake, sync } = open();
    // The indicator made a dimension: the chart's zone rule, not the page structure, refuses it.
    fake.type(edited(fake.text(), '"column_type": 1', '"column_type": 0'));
    sync.flush();
    expect(store.getState().past).toHaveLength(1);
    expect(fake.markers.map((m) => [m.source, m.message])).toContainEqual([
      '/sections/0/column_config_model_list/1/column_type',
      'please drag a dimension here ("pv") (/sections/0/column_config_model_list/1/column_type)',
    ]);
  });

  it('shows a visual edit in the JSON at once, and reveals the selected section', () => {
    const { store, fake } = open();
    renameSection(store, 's3', '利润');
    expect(fake.text()).toBe(documentText(store.getState().doc));
    expect(fake.text()).toContain('"利润"');

    store.getState().select('s2');
    const line = fake.text().split('\n')[fake.selection()!.startLineNumber - 1];
    expect(line.trim()).toBe('{');
    const after = fake
      .text()
      .split('\n')
      .slice(fake.selection()!.startLineNumber, fake.selection()!.startLineNumber + 2);
    expect(after.join('\n')).toContain('"id": "s2"');
  });

  it('opens at the section selected on the canvas', () => {
    const store = createDesignerStore(pageOf(3));
    store.getState().select('s3');
    const fake = fakeMonaco();
    attachJsonSync({ store, editor: fake.editor, monaco: fake.monaco, lang: 'en', onStatus: () => undefined });
    const lines = fake.text().split('\n');
    expect(lines[fake.selection()!.startLineNumber].trim()).toBe('"id": "s3",');
  });

  it('selects the section the cursor is in', () => {
    const { store, fake } = open();
    fake.click(fake.text().indexOf('"区块 3"') + 2);
    expect(store.getState().selection).toEqual(['s3']);
    fake.click(fake.text().indexOf('"name"') + 1);
    expect(store.getState().selection).toEqual(['s3']);
  });

  it('drops a pending edit when the document changes elsewhere first', () => {
    const { store, fake, sync } = open();
    fake.type(edited(fake.text(), '"区块 1"', '"草稿"'));
    renameSection(store, 's2', '外部');
    sync.flush();
    expect(store.getState().doc.sections[0].title).toBe('区块 1');
    expect(fake.text()).toContain('"外部"');
  });

  it('keeps a broken text through the view closing and opening again, never applying it', () => {
    const first = open();
    const { store } = first;
    const before = store.getState().doc;
    const broken = edited(first.fake.text(), '"report_type": 2', '"report_type": "two"');
    first.fake.type(broken);
    first.sync.flush();
    first.sync.dispose();
    // Closed: the page is as it was, and the problems panel still lists what is wrong with the kept text.
    expect(store.getState().doc).toBe(before);
    expect(
      textIssuesOf(store)
        .getState()
        .issues.map((i) => i.pointer),
    ).toEqual(['/sections/0/report_type']);

    const again = open(undefined, store);
    expect(again.fake.text()).toBe(broken);
    expect(again.status()).toMatchObject({ kind: 'invalid', count: 1 });
    expect(again.fake.markers.map((m) => m.source)).toContain('/sections/0/report_type');
    expect(store.getState().doc).toBe(before);
    expect(store.getState().past).toHaveLength(0);

    // A syntax error is kept the same way.
    again.fake.type(`${broken},`);
    again.sync.flush();
    again.sync.dispose();
    const third = open(undefined, store);
    expect(third.fake.text()).toBe(`${broken},`);
    expect(third.status()).toMatchObject({ kind: 'syntax' });
    third.sync.dispose();
  });

  it('drops a kept broken text when the page changes elsewhere meanwhile, as the open view would', () => {
    const first = open();
    const { store } = first;
    first.fake.type(edited(first.fake.text(), '"report_type": 2', '"report_type": "two"'));
    first.sync.flush();
    first.sync.dispose();
    renameSection(store, 's2', '画布上改的');
    expect(textIssuesOf(store).getState().issues).toEqual([]);
    const again = open(undefined, store);
    expect(again.fake.text()).toBe(documentText(store.getState().doc));
    expect(again.status()).toEqual({ kind: 'synced' });
  });

  it('lets a text that is the page go with the view', () => {
    const { store, sync } = open();
    sync.dispose();
    const again = open(undefined, store);
    expect(again.fake.text()).toBe(documentText(store.getState().doc));
  });
});
