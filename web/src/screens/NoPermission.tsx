import { Button, Result, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Which page was asked for (query pageName / permissionUrl) and that the user lacks access to it. */
export default function NoPermission() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = params.get('permissionUrl');
  const page = params.get('pageName') || url;
  return (
    <div className="ts-center-screen" data-testid="no-permission">
      <Result
        status="403"
        title={t('noPermission.title')}
        subTitle={
          <div className="ts-no-permission">
            <div>{page ? t('noPermission.desc', { page }) : t('noPermission.descUnknown')}</div>
            {url && (
              <Typography.Text type="secondary" code>
                {t('noPermission.url', { url })}
              </Typography.Text>
            )}
            <div className="ts-muted">{t('noPermission.hint')}</div>
          </div>
        }
        extra={
          <Button type="primary" onClick={() => void navigate('/index')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
