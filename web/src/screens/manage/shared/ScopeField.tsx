import { ProFormRadio } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';

export type Scope = 'app' | 'shared';

/** This app or every app; fixed once saved (the server refuses moving a definition). */
export default function ScopeField({ editing, appName }: { editing: boolean; appName: string }) {
  const { t } = useTranslation();
  return (
    <ProFormRadio.Group
      name="scope"
      label={t('manage.scope')}
      disabled={editing}
      extra={editing ? t('manage.scopeFixed') : undefined}
      options={[
        { value: 'app', label: t('manage.scopeAppNamed', { app: appName }) },
        { value: 'shared', label: t('manage.scopeShared') },
      ]}
    />
  );
}
