import type { PageVersionSummary } from '@tessera/schema/api';
import { changeText, diffPair, documentText, parseDocument, tick } from './document';

const version = (id: number, revision: number, published = true): PageVersionSummary => ({
  id,
  page_id: 1,
  number: id,
  source: published ? 'publish' : 'save',
  published,
  revision,
  summary: '',
  created_by: 'admin',
  created_at: '2026-11-25T08:00:00Z',
  online: false,
});

describe('page document text', () => {
  it('round-trips through the editor', () => {
    const doc = { name: '销售', sections: [{ id: 3 }] };
    expect(parseDocument(documentText(doc))).toEqual({ ok: true, document: doc });
  });

  it('refuses text that is not JSON, naming the parser error', () => {
    const parsed = parseDocument('{"name": ');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok === false && parsed.error).toBe('syntax');
    expect(parsed.ok === false && parsed.detail).not.toBe('');
  });

  it('refuses JSON that is not an object', () => {
    expect(parseDocument('[1]')).toEqual({ ok: false, error: 'notObject', detail: '' });
    expect(parseDocument('null')).toEqual({ ok: false, error: 'notObject', detail: '' });
  });
});

describe('picking two versions to compare', () => {
  const versions = [version(12, 9), version(11, 7, false), version(10, 4)];

  it('orders the pair older → newer whatever the ticking order', () => {
    expect(diffPair([10, 12], versions)).toEqual({ from: versions[2], to: versions[0] });
    expect(diffPair([12, 10], versions)).toEqual({ from: versions[2], to: versions[0] });
    expect(diffPair([12, 11], versions)).toEqual({ from: versions[1], to: versions[0] });
  });

  it('needs exactly two listed versions', () => {
    expect(diffPair([10], versions)).toBeNull();
    expect(diffPair([10, 99], versions)).toBeNull();
  });

  it('keeps at most two ticks, dropping the oldest', () => {
    expect(tick([], 1, true)).toEqual([1]);
    expect(tick([1], 2, true)).toEqual([1, 2]);
    expect(tick([1, 2], 3, true)).toEqual([2, 3]);
    expect(tick([1, 2], 1, false)).toEqual([2]);
    expect(tick([1, 2], 2, true)).toEqual([1, 2]);
  });
});

it('a change reads in the chosen language', () => {
  const change = {
    pointer: '/sections/0/chart/type',
    kind: 'changed' as const,
    message: { zh: '区块 销售趋势：图表类型 line → bar', en: 'section 销售趋势: chart type line → bar' },
  };
  expect(changeText(change, 'zh')).toBe('区块 销售趋势：图表类型 line → bar');
  expect(changeText(change, 'en')).toBe('section 销售趋势: chart type line → bar');
});
