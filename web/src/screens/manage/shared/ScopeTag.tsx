import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a definition belongs to the current app or is shared by every app. */
export default function ScopeTag({ appId }: { appId: number | null }) {
  const { t } = useTranslation();
  return appId === null ? (
    <Tag color="purple">{t('manage.scopeShared')}</Tag>
  ) : (
    <Tag color="blue">{t('manage.scopeApp')}</Tag>
  );
}
