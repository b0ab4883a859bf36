import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resolveTitle } from '../router/navigation';

/** After each navigation: the tab title (route title or 'dashboard') and scroll to the top. */
export function useRouteEffects(): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = resolveTitle(
      matches.map((m) => m.handle),
      (key) => t(key),
      t('app.defaultTitle'),
    );
  }, [matches, t, i18n.language]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
