import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import StatusNotice from '@tessera/renderer/status-notice';

/** Replaces the app when the startup failed with an unknown error. */
export default function InitError({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="ts-fullscreen-center" data-testid="init-error">
      <StatusNotice
        tone="error"
        title={t('init.error')}
        detail={detail}
        action={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('common.refresh')}
          </Button>
        }
      />
    </div>
  );
}
