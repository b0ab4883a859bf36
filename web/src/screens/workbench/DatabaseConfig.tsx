import { Button, Empty } from 'antd';
import { DatabaseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WORKBENCH_ROOT_URL } from '../../menu/workbench';
import './workbench.css';

/** /admin/database/config, reached from the index page: the data workbench issue builds it. */
export default function DatabaseConfig() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="ts-center-screen ts-workbench-unavailable" data-testid="database-config">
      <Empty
        image={<DatabaseOutlined className="ts-workbench-unavailable-icon" />}
        description={
          <>
            <div className="ts-workbench-unavailable-title">{t('workbench.databaseUnavailable')}</div>
            <div className="ts-muted">{t('workbench.databaseUnavailableDesc')}</div>
          </>
        }
      >
        <Button type="primary" onClick={() => void navigate(WORKBENCH_ROOT_URL)}>
          {t('workbench.backToWorkbench')}
        </Button>
      </Empty>
    </div>
  );
}
