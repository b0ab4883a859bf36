import { useCallback } from 'react';
import type { AppInfo, Entry } from '@tessera/schema/api';
import { appNameIn, entryNameIn, textOrEnglish } from '@tessera/schema/rules';
import { useAppStore } from '../store';

/**
 * Names of apps and menu entries in the interface language: the English name in English mode where there is one,
 * else the default name (page content follows the same rule inside the renderer).
 */
export function useContentNames() {
  const lang = useAppStore((s) => s.lang);
  return {
    lang,
    appName: useCallback((app: Pick<AppInfo, 'app_name' | 'app_name_en'>) => appNameIn(app, lang), [lang]),
    entryName: useCallback((entry: Pick<Entry, 'name' | 'name_en'>) => entryNameIn(entry, lang), [lang]),
    entryTips: useCallback(
      (entry: Pick<Entry, 'tips' | 'tips_en'>) => textOrEnglish(entry.tips, entry.tips_en, lang),
      [lang],
    ),
  };
}
