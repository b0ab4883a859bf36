import { columnWidth, nextSortState, prefixUrl, textWidth } from '../../src/rules';

describe('textWidth', () => {
  it('weighs digits and capitals 1.5, other ASCII 1, the rest 2', () => {
    expect(textWidth('')).toBe(20);
    expect(textWidth('a')).toBeCloseTo(27.8);
    expect(textWidth('A')).toBeCloseTo(31.7);
    expect(textWidth('9')).toBeCloseTo(31.7);
    expect(textWidth('访问量')).toBeCloseTo(66.8);
    expect(textWidth('PV 日')).toBeCloseTo((1.5 * 2 + 1 + 2) * 7.8 + 20);
    expect(textWidth('😀')).toBeCloseTo(35.6);
  });

  it('is capped at 500', () => {
    expect(textWidth('x'.repeat(61))).toBe(495.8);
    expect(textWidth('x'.repeat(62))).toBe(500);
    expect(textWidth('长'.repeat(1000))).toBe(500);
  });
});

describe('columnWidth', () => {
  it('is 110 unless set; auto fits the widest text', () => {
    expect(columnWidth(undefined, ['title'])).toBe(110);
    expect(columnWidth(160, ['title'])).toBe(160);
    expect(columnWidth('80', ['title'])).toBe(80);
    expect(columnWidth('auto', ['日期', '2026-11-21'])).toBeCloseTo(textWidth('2026-11-21'));
    expect(columnWidth('auto', [])).toBe(110);
  });

  it('falls back to 110 on a width it cannot use', () => {
    for (const width of [0, -5, 'wide', '', Number.NaN, null]) expect(columnWidth(width, ['title'])).toBe(110);
  });
});

describe('prefixUrl', () => {
  it("prefixes '//' to links without http(s)", () => {
    expect(prefixUrl('example.com/a?b=1')).toBe('//example.com/a?b=1');
    expect(prefixUrl('  wiki.corp/x ')).toBe('//wiki.corp/x');
  });

  it('keeps http(s), protocol-relative and site paths', () => {
    expect(prefixUrl('https://example.com')).toBe('https://example.com');
    expect(prefixUrl('HTTP://example.com')).toBe('HTTP://example.com');
    expect(prefixUrl('//cdn.example.com/x.png')).toBe('//cdn.example.com/x.png');
    expect(prefixUrl('/app/page/1')).toBe('/app/page/1');
  });

  it('keeps empty empty', () => {
    expect(prefixUrl('')).toBe('');
    expect(prefixUrl('   ')).toBe('');
    expect(prefixUrl(null)).toBe('');
    expect(prefixUrl(undefined)).toBe('');
  });
});

describe('nextSortState', () => {
  it('cycles none → asc → desc → none', () => {
    expect(nextSortState(null)).toBe('asc');
    expect(nextSortState(undefined)).toBe('asc');
    expect(nextSortState('asc')).toBe('desc');
    expect(nextSortState('desc')).toBeNull();
  });
});
