import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DEFAULT_LANG, LANGS, type Lang } from '@tessera/schema/rules';
import zh from './zh';
import en from './en';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { useAppStore } from '../store';

const resources = { zh: { translation: zh }, en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zh };
  }
}

function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Language of a new session: the stored choice, else the product default (zh). */
export function initialLang(): Lang {
  const stored = storage.get(STORAGE_KEYS.lang);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en' };

function applyLang(lang: Lang) {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

const startLang = initialLang();
void i18next.use(initReactI18next).init({
  resources,
  lng: startLang,
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
applyLang(startLang);
useAppStore.getState().setLang(startLang);

/** Switches the language in place: texts, antd and dayjs locales re-render; the choice is stored. */
export function changeLang(lang: Lang): void {
  storage.set(STORAGE_KEYS.lang, lang);
  applyLang(lang);
  void i18next.changeLanguage(lang);
  useAppStore.getState().setLang(lang);
}

/** Current language, for the Accept-Language header. */
export function currentLang(): Lang {
  return useAppStore.getState().lang;
}

export const t = i18next.t.bind(i18next);
export default i18next;
