import type { TFunction } from 'i18next';
import type { WorkbenchCounts } from '@tessera/schema/api';

/** What a workbench entry holds, told on its card: by the entry's url, for the screens that list something. */
export function entryCount(url: string, counts: WorkbenchCounts, t: TFunction): string | null {
  switch (url) {
    case '/admin/config':
      return t('overview.entryCount.pages', { online: counts.pages_online, offline: counts.pages_offline });
    case '/admin/database/config':
      return t('overview.entryCount.connections', { count: counts.connections });
    case '/admin/dataset':
      return t('overview.entryCount.datasets', { count: counts.datasets });
    case '/admin/app/manage':
      return t('overview.entryCount.apps', { count: counts.apps });
    case '/admin/field/config':
      return t('overview.entryCount.fields', { count: counts.global_columns });
    case '/admin/field/value/manage':
      return t('overview.entryCount.fieldValues', { count: counts.select_diy });
    case '/admin/options/manage':
      return t('overview.entryCount.options', { count: counts.global_selects });
    case '/admin/recycleBin':
      return t('overview.entryCount.trash', { count: counts.trash });
    default:
      return null;
  }
}
