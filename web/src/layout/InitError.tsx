import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Replaces the app when the startup failed with an unknown error. */
export default function InitError({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="ts-fullscreen-center" data-testid="init-error">
      <Result
        status="500"
        title={t('init.error')}
        subTitle={detail}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('common.refresh')}
          </Button>
        }
      />
    </div>
  );
}
