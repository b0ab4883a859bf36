import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { i18n, TFunction } from 'i18next';

/**
 * Texts of one i18next instance and namespace in components, re-rendering when its language changes. Not
 * react-i18next's useTranslation: that copies the instance's property descriptors into a new wrapper object on every
 * call, and the renderer and the designer call it in every section, filter, cell and panel on each render (about
 * 22 ms of a 30-section page's first paint, before the garbage it leaves).
 */
export function useFixedT(instance: i18n, namespace: string): TFunction {
  const subscribe = useCallback(
    (listener: () => void) => {
      instance.on('languageChanged', listener);
      return () => instance.off('languageChanged', listener);
    },
    [instance],
  );
  const lang = useSyncExternalStore(subscribe, () => instance.language);
  return useMemo(() => instance.getFixedT(lang, namespace), [instance, lang, namespace]);
}
