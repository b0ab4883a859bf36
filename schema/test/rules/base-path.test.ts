import { normaliseBasePath } from '../../src/rules';

describe('normaliseBasePath', () => {
  it('gives a prefix with a leading and a trailing slash', () => {
    expect(normaliseBasePath(undefined)).toBe('/');
    expect(normaliseBasePath('')).toBe('/');
    expect(normaliseBasePath(' / ')).toBe('/');
    expect(normaliseBasePath('/a/b')).toBe('/a/b/');
    expect(normaliseBasePath('tessera/')).toBe('/tessera/');
    expect(normaliseBasePath('//tessera//')).toBe('/tessera/');
  });

  it('refuses characters that are not url-safe path characters', () => {
    expect(() => normaliseBasePath('/a"><script>')).toThrow(/BASE_PATH/);
    expect(() => normaliseBasePath('/a b/')).toThrow(/BASE_PATH/);
    expect(() => normaliseBasePath('/a//b/')).toThrow(/BASE_PATH/);
  });
});
