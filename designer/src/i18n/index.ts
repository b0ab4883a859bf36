import { createInstance, type i18n } from 'i18next';
import { useFixedT } from '@tessera/renderer/fixed-text';
import { DEFAULT_LANG, type Lang } from '@tessera/schema/rules';
import zh from './zh';
import en from './en';

/**
 * The designer's own i18n instance (namespace 'designer'), like the renderer's: the host only passes the language,
 * and the instance is never registered as every component's default.
 */
const designerI18n: i18n = createInstance();
void designerI18n.init({
  resources: { zh: { designer: zh }, en: { designer: en } },
  ns: ['designer'],
  defaultNS: 'designer',
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

type Domains = typeof zh;
/** Every text key, as 'domain.key'. */
export type TextKey = { [D in keyof Domains]: `${D & string}.${keyof Domains[D] & string}` }[keyof Domains];
export type TextParams = Readonly<Record<string, string | number>>;

/** A text in a given language, outside React (edit descriptions saved with a version are written in one language). */
export function textIn(lang: Lang, key: TextKey, params?: TextParams): string {
  return designerI18n.t(key, { ...params, lng: lang });
}

export function setDesignerLang(lang: Lang): void {
  if (designerI18n.language !== lang) void designerI18n.changeLanguage(lang);
}

/** Texts in components; re-renders when the language changes. */
export function useText(): (key: TextKey, params?: TextParams) => string {
  return useFixedT(designerI18n, 'designer');
}
