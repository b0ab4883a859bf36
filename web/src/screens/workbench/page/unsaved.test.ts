import { clearUnsaved, readUnsaved, unsavedKey, workToOffer, writeUnsaved, type WorkStorage } from './unsaved';

/** A Storage that refuses every write, as a browser in private mode or over quota does. */
const fullStorage: WorkStorage = {
  getItem: () => null,
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => undefined,
};

describe('unsaved work of a page', () => {
  beforeEach(() => window.localStorage.clear());

  it('comes back exactly as typed, with its base revision and the time it was kept', () => {
    const text = '{\n  "name": "half typed",\n  "sections": [\n';
    expect(writeUnsaved(7, { text, baseRevision: 3 }, new Date('2026-11-25T08:30:00Z'))).toBe(true);
    expect(readUnsaved(7)).toEqual({ text, baseRevision: 3, savedAt: '2026-11-25T08:30:00.000Z' });
  });

  it('is kept per page', () => {
    writeUnsaved(1, { text: 'one', baseRevision: 1 });
    writeUnsaved(2, { text: 'two', baseRevision: 5 });
    expect(readUnsaved(1)?.text).toBe('one');
    expect(readUnsaved(2)?.text).toBe('two');
    clearUnsaved(1);
    expect(readUnsaved(1)).toBeNull();
    expect(readUnsaved(2)?.text).toBe('two');
  });

  it('drops an entry that is not ours instead of offering garbage', () => {
    window.localStorage.setItem(unsavedKey(4), '{"text": 12}');
    expect(readUnsaved(4)).toBeNull();
    expect(window.localStorage.getItem(unsavedKey(4))).toBeNull();
    window.localStorage.setItem(unsavedKey(4), 'not json');
    expect(readUnsaved(4)).toBeNull();
    window.localStorage.setItem(unsavedKey(4), JSON.stringify({ text: 'x', baseRevision: -1, savedAt: 'now' }));
    expect(readUnsaved(4)).toBeNull();
  });

  it('is offered back only when it differs from the saved draft', () => {
    writeUnsaved(9, { text: 'edited', baseRevision: 2 });
    expect(workToOffer(9, 'saved')?.text).toBe('edited');
    expect(workToOffer(9, 'edited')).toBeNull();
    // the same text means it was saved after all: the stale entry is gone
    expect(readUnsaved(9)).toBeNull();
  });

  it('reports a refused write so the screen can warn', () => {
    expect(writeUnsaved(3, { text: 'x', baseRevision: 0 }, new Date(), fullStorage)).toBe(false);
    expect(writeUnsaved(3, { text: 'x', baseRevision: 0 }, new Date(), null)).toBe(false);
  });
});
