import zh from './zh';
import en from './en';
import i18n, { changeLang, initialLang } from './index';
import { useAppStore } from '../store';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('i18n resources', () => {
  const zhLeaves = leaves(zh);
  const enLeaves = leaves(en);

  it('every zh key exists in en', () => {
    expect([...zhLeaves.keys()].filter((k) => !enLeaves.has(k))).toEqual([]);
  });

  it('every en key exists in zh', () => {
    expect([...enLeaves.keys()].filter((k) => !zhLeaves.has(k))).toEqual([]);
  });

  it('no text is empty and both languages use the same interpolation variables', () => {
    for (const [key, text] of zhLeaves) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, vars: vars(enLeaves.get(key) ?? '') }).toEqual({ key, vars: vars(text) });
    }
  });

  it('the spec texts are present', () => {
    expect(en.auth.notLoggedIn).toBe('Not logged in, about to redirect to login');
    expect(en.init.error).toBe('Oops~~ an error occurred, please refresh later');
    expect(en.auth.unknownException).toBe('~Ooop, token expired or unknown exception!');
    expect(en.sidebar.collapse).toBe('Collapse sidebar');
    expect(en.sidebar.expand).toBe('Expand sidebar');
  });
});

describe('language switch', () => {
  afterEach(() => changeLang('zh'));

  it('defaults to zh, switches in place once English is loaded and remembers the choice', async () => {
    expect(initialLang()).toBe('zh');
    expect(i18n.t('navbar.logout')).toBe('退出登录');
    // English is a chunk of its own, fetched on the first switch (it is not in the first script).
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    await changeLang('en');
    expect(i18n.t('navbar.logout')).toBe('Log out');
    expect(useAppStore.getState().lang).toBe('en');
    expect(initialLang()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
