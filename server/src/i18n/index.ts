import { DEFAULT_LANG, LANGS, type Lang } from '@tessera/schema/rules';
import { en, zh, type MessageKey } from './messages';

export type { MessageKey } from './messages';
export type MessageParams = Record<string, string | number>;

const dictionaries: Record<Lang, Record<MessageKey, string>> = { zh, en };

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(zh, key);
}

/** The translated text of `key` in `lang`, with `{name}` placeholders filled in. */
export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = dictionaries[lang][key] ?? zh[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Picks zh or en from an Accept-Language header (`en`, `en-US,en;q=0.9`, `zh-CN`, …), honouring q-values.
 * Anything else falls back to the default language.
 */
export function pickLang(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) {
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return DEFAULT_LANG;
}
