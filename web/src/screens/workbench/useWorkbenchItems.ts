import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWorkbenchEntries, useWorkbenchStore, type WorkbenchItem } from './workbenchEntries';

/** The workbench entries, named in the current language; null while loading. */
export function useWorkbenchItems(): { items: WorkbenchItem[] | null; fromMenu: boolean; error: string | null } {
  const { t } = useTranslation();
  const { items, fromMenu, error } = useWorkbenchStore();
  useEffect(() => {
    void loadWorkbenchEntries();
  }, []);
  const named = items?.map((i) => (i.nameKey ? { ...i, name: t(`workbench.${i.nameKey}`) } : i)) ?? null;
  return { items: named, fromMenu, error };
}
