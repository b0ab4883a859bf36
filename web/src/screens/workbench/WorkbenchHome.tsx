import { Alert, Card, Empty, Spin, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { workbenchIcon } from './workbenchIcons';
import { useWorkbenchItems } from './useWorkbenchItems';
import './workbench.css';

/** /config: the workbench entries as cards. */
export default function WorkbenchHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items, fromMenu, error } = useWorkbenchItems();

  return (
    <div className="ts-workbench-home-screen" data-testid="workbench-home">
      <div className="ts-workbench-title">
        <h1>{t('workbench.title')}</h1>
        <Typography.Text type="secondary">{t('workbench.intro')}</Typography.Text>
      </div>
      {error && <Alert type="error" showIcon message={t('workbench.loadFailed')} description={error} />}
      {items && !fromMenu && !error && <Alert type="info" showIcon message={t('workbench.builtIn')} />}
      {!items ? (
        <Spin className="ts-main-spin" />
      ) : items.length === 0 ? (
        <Empty description={t('workbench.noEntries')} />
      ) : (
        <div className="ts-workbench-cards" role="list">
          {items.map((item) => (
            <Card
              key={item.url}
              role="listitem"
              hoverable
              className="ts-workbench-card"
              onClick={() => void navigate(item.url)}
            >
              <span className="ts-workbench-card-icon">{workbenchIcon(item.url)}</span>
              <span className="ts-workbench-card-text">
                <span className="ts-workbench-card-name">{item.name}</span>
                <span className="ts-workbench-card-url">{item.url}</span>
              </span>
              <RightOutlined className="ts-muted" aria-label={t('workbench.open')} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
