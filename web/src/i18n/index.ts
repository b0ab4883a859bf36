import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DEFAULT_LANG, LANGS, type Lang } from '@tessera/schema/rules';
import zh from './zh';
import { loadChunk } from '../lib/chunk';
import { feedback } from '../lib/feedback';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { useAppStore } from '../store';

// Only the default language is in the first script: every screen's texts in both languages had grown to about 30 KB
// gzip there, half of it English that most sessions never show. English is a chunk fetched when first needed.
const resources = { zh: { translation: zh } } as const;

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

/** Fetches a language's texts once; the default language is always there. */
let english: Promise<void> | null = null;
function loadLang(lang: Lang): Promise<void> {
  if (lang === DEFAULT_LANG) return Promise.resolve();
  english ??= loadChunk(() => import('./en')).then(
    ({ default: en }) => {
      i18next.addResourceBundle('en', 'translation', en);
    },
    (err: unknown) => {
      english = null; // the next switch tries again
      throw err;
    },
  );
  return english;
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

/** Resolves when the session's language has its texts: the app is first drawn then, never in a mix of two. */
export const i18nReady: Promise<void> = loadLang(startLang);

/**
 * Switches the language in place once its texts are loaded: texts, antd and dayjs locales re-render; the choice is
 * stored at once.
 */
export async function changeLang(lang: Lang): Promise<void> {
  storage.set(STORAGE_KEYS.lang, lang);
  await loadLang(lang);
  applyLang(lang);
  await i18next.changeLanguage(lang);
  useAppStore.getState().setLang(lang);
}

/** The language button of the navbar and the login page: the other language, or a message when it cannot load. */
export function toggleLang(): void {
  changeLang(currentLang() === 'zh' ? 'en' : 'zh').catch(() =>
    feedback.message.error(i18next.t('navbar.langLoadFailed')),
  );
}

/** Current language, for the Accept-Language header. */
export function currentLang(): Lang {
  return useAppStore.getState().lang;
}

export const t = i18next.t.bind(i18next);
export default i18next;
