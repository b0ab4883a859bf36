import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resolveTitle } from '../router/navigation';
import { reportNavigation } from '../router/pageRouteReports';
import { useAppStore } from '../store';

/** After each navigation: the tab title (route title or 'dashboard'), the page-route report and scroll to the top. */
export function useRouteEffects(): void {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const lang = useAppStore((s) => s.lang);
  // Under the router's basename, pathname is already the in-app path (base path stripped).
  const { pathname, key: locationKey } = useLocation();

  useEffect(() => {
    document.title = resolveTitle(
      matches.map((m) => m.handle),
      (key) => t(key),
      t('app.defaultTitle'),
      lang,
    );
  }, [matches, t, i18n.language, lang]);

  // Keyed by the location, not the matches: revalidations and language changes are not navigations.
  useEffect(() => {
    reportNavigation(pathname);
  }, [locationKey, pathname]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
