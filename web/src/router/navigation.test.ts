import { readFlags, resolveTitle, wantsSidebar } from './navigation';

const translate = (key: string) => `t:${key}`;

describe('tab title', () => {
  it('is the title of the deepest route that has one', () => {
    expect(resolveTitle([undefined, {}, { title: '留存日报', sidebar: true }], translate, 'dashboard')).toBe(
      '留存日报',
    );
    expect(resolveTitle([{ title: 'outer' }, { titleKey: 'users.title' }], translate, 'dashboard')).toBe(
      't:users.title',
    );
  });

  it('is the English name of an entry in English mode, when it has one', () => {
    const handles = [{ title: '留存日报', titleEn: 'Daily retention' }];
    expect(resolveTitle(handles, translate, 'dashboard', 'en')).toBe('Daily retention');
    expect(resolveTitle(handles, translate, 'dashboard', 'zh')).toBe('留存日报');
    expect(resolveTitle([{ title: '留存对比', titleEn: null }], translate, 'dashboard', 'en')).toBe('留存对比');
  });

  it("falls back to 'dashboard'", () => {
    expect(resolveTitle([undefined, null, { sidebar: false }], translate, 'dashboard')).toBe('dashboard');
    expect(resolveTitle([], translate, 'dashboard')).toBe('dashboard');
  });
});

describe('sidebar per route', () => {
  it('follows the deepest route that says so', () => {
    expect(wantsSidebar([{ sidebar: false }, { sidebar: true }])).toBe(true);
    expect(wantsSidebar([{ sidebar: true }, { titleKey: 'home.title', sidebar: false }])).toBe(false);
    expect(wantsSidebar([undefined])).toBe(false);
  });
});

describe('query flags', () => {
  const none = { isFromOuterSite: false, isPreview: false };

  it('from marks an outer-site session, and it stays marked', () => {
    const first = readFlags('?from=portal', none);
    expect(first.isFromOuterSite).toBe(true);
    expect(readFlags('?x=1', first).isFromOuterSite).toBe(true);
  });

  it('preview follows the current url', () => {
    const on = readFlags('?preview=1', none);
    expect(on.isPreview).toBe(true);
    expect(readFlags('', on).isPreview).toBe(false);
    expect(readFlags('?preview=0', none).isPreview).toBe(false);
    expect(readFlags('?preview=false', none).isPreview).toBe(false);
    expect(readFlags('?preview=true', none).isPreview).toBe(true);
  });

  it('empty flags set nothing', () => {
    expect(readFlags('?from=&preview=', none)).toEqual(none);
  });
});
