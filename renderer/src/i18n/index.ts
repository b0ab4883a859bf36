import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LANG, type Lang } from '@tessera/schema/rules';
import zh from './zh';
import en from './en';
import { useFixedT } from './useFixedT';

/**
 * The renderer's own i18n instance (namespace 'renderer'), so a host other than the web app gets every text
 * without setting anything up; the host only passes the language. It is never registered with initReactI18next,
 * which would make it every component's default instance, the host's too.
 */
const rendererI18n: i18n = createInstance();
void rendererI18n.init({
  resources: { zh: { renderer: zh }, en: { renderer: en } },
  ns: ['renderer'],
  defaultNS: 'renderer',
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

type Domains = typeof zh;
/** Every text key, as 'domain.key'. */
export type TextKey = { [D in keyof Domains]: `${D & string}.${keyof Domains[D] & string}` }[keyof Domains];
export type TextFn = (key: TextKey, params?: Record<string, unknown>) => string;

export function setRendererLang(lang: Lang): void {
  if (rendererI18n.language !== lang) void rendererI18n.changeLanguage(lang);
}

/** Texts in components; re-renders when the language changes. */
export function useText(): TextFn {
  return useFixedT(rendererI18n, 'renderer') as TextFn;
}
