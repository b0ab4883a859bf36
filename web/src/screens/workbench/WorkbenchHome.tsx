import { Alert, Card, Empty, Spin, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { entryCount } from '../manage/overview/entryCounts';
import OverviewFigures from '../manage/overview/OverviewFigures';
import RecentChanges from '../manage/overview/RecentChanges';
import { useOverview } from '../manage/overview/useOverview';
import { workbenchIcon } from './workbenchIcons';
import { useWorkbenchItems } from './useWorkbenchItems';
import './workbench.css';

/** /config: the install at a glance, the workbench entries as cards with what each holds, and the last changes. */
export default function WorkbenchHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items, fromMenu, error } = useWorkbenchItems();
  const { overview, error: overviewError } = useOverview();

  return (
    <div className="ts-workbench-home-screen" data-testid="workbench-home">
      <div className="ts-workbench-title">
        <h1>{t('workbench.title')}</h1>
        <Typography.Text type="secondary">{t('workbench.intro')}</Typography.Text>
      </div>
      {error && <Alert type="error" showIcon message={t('workbench.loadFailed')} description={error} />}
      {overviewError && (
        <Alert type="error" showIcon message={t('overview.recentFailed')} description={overviewError} />
      )}
      {items && !fromMenu && !error && <Alert type="info" showIcon message={t('workbench.builtIn')} />}
      {!overviewError && <OverviewFigures counts={overview?.counts ?? null} />}
      <div className="ts-workbench-body">
        {!items ? (
          <Spin className="ts-main-spin" />
        ) : items.length === 0 ? (
          <Empty description={t('workbench.noEntries')} />
        ) : (
          <div className="ts-workbench-cards" role="list">
            {items.map((item) => {
              const count = overview ? entryCount(item.url, overview.counts, t) : null;
              return (
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
                    <span className="ts-workbench-card-url">{count ?? item.url}</span>
                  </span>
                  <RightOutlined className="ts-muted" aria-label={t('workbench.open')} />
                </Card>
              );
            })}
          </div>
        )}
        {!overviewError && <RecentChanges recent={overview?.recent ?? null} />}
      </div>
    </div>
  );
}
