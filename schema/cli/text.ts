import type { LocalizedMessage } from '../src/dsl';

/** Languages of the problem lines: zh is the product's default (spec section 9), en available. */
export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

export function say(lang: Lang, message: LocalizedMessage): string {
  return message[lang];
}
