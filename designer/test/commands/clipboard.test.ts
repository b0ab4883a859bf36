import type { Page } from '@tessera/schema/dsl';
import {
  CLIPBOARD_TYPE,
  copyPayload,
  parsePayload,
  pasteSections,
  readClipboard,
  writeClipboard,
  type ClipboardPayload,
} from '../../src/commands/clipboard';
import { createDesignerStore, pendingDescriptions, type DesignerStore } from '../../src/edit/store';
import { chartSection, pageOf } from '../fixtures';

const APP = 7;
const OTHER_APP = 8;

function copied(page: Page, ids: string[], appId: number | null = APP): ClipboardPayload {
  const store = createDesignerStore(page);
  ids.forEach((id) => store.getState().select(id, 'add'));
  return copyPayload(store, appId)!;
}

const places = (store: DesignerStore) =>
  Object.fromEntries(store.getState().doc.layout!.items.map(({ section_id, x, y, w }) => [section_id, [x, y, w]]));

describe('the clipboard payload', () => {
  it('carries the selected sections in page order, their places and the app', () => {
    const payload = copied(pageOf(3), ['s3', 's1']);
    expect(payload.type).toBe(CLIPBOARD_TYPE);
    expect(payload.appId).toBe(APP);
    expect(payload.sections.map((s) => s.id)).toEqual(['s1', 's3']);
    expect(payload.layout).toEqual([
      { i: 's1', x: 0, y: 0, w: 6, h: 8 },
      { i: 's3', x: 0, y: 8, w: 6, h: 8 },
    ]);
    expect(parsePayload(JSON.stringify(payload))).toEqual(payload);
    expect(copyPayload(createDesignerStore(pageOf(1)), APP)).toBeNull();
  });

  it('refuses random text, other JSON and a payload that is not whole', () => {
    const good = copied(pageOf(1), ['s1']);
    for (const text of [
      '',
      'hello',
      '{"sections": []}',
      JSON.stringify({ ...good, type: 'other' }),
      JSON.stringify({ ...good, sections: [] }),
      JSON.stringify({ ...good, sections: [{ id: 1 }] }),
      JSON.stringify({ ...good, layout: [{ i: 's1', x: -1, y: 0, w: 1, h: 1 }] }),
      '[1,2]',
    ])
      expect(parsePayload(text)).toBeNull();
  });

  it('falls back to local storage when the system clipboard cannot be used, and never pastes text copied since', async () => {
    const payload = copied(pageOf(1), ['s1']);
    // jsdom has no navigator.clipboard: as a browser refusing the permission, reading and writing fail.
    await writeClipboard(payload);
    expect(await readClipboard()).toEqual(payload);

    let system = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (text: string) => Promise.resolve(void (system = text)),
        readText: () => Promise.resolve(system),
      },
    });
    try {
      await writeClipboard(payload);
      expect(JSON.parse(system)).toEqual(payload);
      expect(await readClipboard()).toEqual(payload);
      system = 'some text copied elsewhere';
      expect(await readClipboard()).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});

describe('paste', () => {
  it('within the page: new ids, "副本" titles for titles taken, under everything as laid out, one step, selected', () => {
    const page = pageOf(3);
    const payload = copied(page, ['s1', 's2']);
    const store = createDesignerStore(page);
    const before = store.getState().doc;
    const { ids, foreign } = pasteSections(store, payload, APP, 'zh');
    expect(foreign).toBe(false);
    expect(ids).toEqual(['s1_1', 's2_1']);
    const doc = store.getState().doc;
    expect(doc.sections.map((s) => s.title)).toEqual(['区块 1', '区块 2', '区块 3', '区块 1 副本', '区块 2 副本']);
    expect(doc.sections[3].data_set_id).toBe(1);
    // The grid packs them up as far as they go: the second one fills the gap beside 区块 3.
    expect(places(store)).toMatchObject({ s1_1: [0, 16, 6], s2_1: [6, 8, 6] });
    expect(store.getState().selection).toEqual(['s1_1', 's2_1']);
    expect(pendingDescriptions(store.getState(), 'en')).toEqual(['Paste 2 sections']);
    store.getState().undo();
    expect(JSON.stringify(store.getState().doc)).toBe(JSON.stringify(before));

    // Pasted twice: the ids stay unique.
    pasteSections(store, payload, APP, 'zh');
    pasteSections(store, payload, APP, 'zh');
    const all = store.getState().doc.sections.map((s) => String(s.id));
    expect(new Set(all).size).toBe(all.length);
  });

  it('into a page of another app: the settings stay, the dataset goes, and so does the page it came from', () => {
    const source: Page = {
      ...pageOf(0),
      sections: [{ ...chartSection('s1', '销售趋势'), id: 42, belonging_to: 5, diagram_sql_model: { data_set_id: 1 } }],
      layout: { items: [{ section_id: 42, x: 3, y: 2, w: 6, h: 8 }] },
    };
    const payload = copied(source, ['42']);
    const store = createDesignerStore(pageOf(1));
    const { ids, foreign } = pasteSections(store, payload, OTHER_APP, 'zh');
    expect(foreign).toBe(true);
    expect(ids).toEqual(['section_1']);
    const pasted = store.getState().doc.sections[1];
    const { data_set_id, diagram_sql_model, belonging_to, id, ...kept } = source.sections[0];
    expect([data_set_id, diagram_sql_model, belonging_to, id]).toEqual([1, { data_set_id: 1 }, 5, 42]);
    expect(pasted).toEqual({ ...kept, id: 'section_1' });
    expect(places(store)).toMatchObject({ s1: [0, 0, 6], section_1: [3, 8, 6] });
    expect(pendingDescriptions(store.getState(), 'zh')).toEqual(['粘贴区块 销售趋势']);
  });

  it('makes a valid key of an id that is none', () => {
    const payload = copied(pageOf(1), ['s1']);
    const store = createDesignerStore(pageOf(0));
    pasteSections(store, { ...payload, sections: [{ ...payload.sections[0], id: '<b>x</b>' }] }, APP, 'zh');
    expect(store.getState().doc.sections[0].id).toBe('section_1');
  });

  it('counts a section as foreign when either app is unknown', () => {
    const payload = copied(pageOf(1), ['s1'], null);
    const store = createDesignerStore(pageOf(0));
    expect(pasteSections(store, payload, APP, 'zh').foreign).toBe(true);
    expect(store.getState().doc.sections[0].data_set_id).toBeUndefined();
    expect(pasteSections(store, copied(pageOf(1), ['s1']), null, 'zh').foreign).toBe(true);
  });
});
