import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '@tessera/schema/api';
import { useAppStore } from '../../../store';

/** The app a screen works in: the one chosen in the sidebar's switcher. */
export function useCurrentApp(): AppInfo | null {
  return useAppStore((s) => s.currentApp);
}

export function NoApp() {
  const { t } = useTranslation();
  return <Empty className="ts-main-spin" description={t('manage.noApp')} />;
}
