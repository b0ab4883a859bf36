import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function PageNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="ts-center-screen" data-testid="page-not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.desc')}
        extra={
          <Button type="primary" onClick={() => void navigate('/index')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
