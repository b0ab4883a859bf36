import dayjs from 'dayjs';
import { Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecentChange, RecentChangeKind } from '@tessera/schema/api';

const COLORS: Record<RecentChangeKind, string> = {
  page: 'blue',
  dataset: 'purple',
  connection: 'magenta',
  global_column: 'geekblue',
  global_select: 'cyan',
  select_diy: 'gold',
  app: 'green',
  deleted: 'red',
};

/** The last changes of the install: who changed what, when; a page's version summary under it. */
export default function RecentChanges({ recent }: { recent: RecentChange[] | null }) {
  const { t } = useTranslation();
  return (
    <Card
      className="ts-card ts-recent"
      data-testid="workbench-recent"
      title={
        <span>
          <HistoryOutlined className="ts-card-icon" />
          {t('overview.recent')}
        </span>
      }
    >
      {recent === null ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : recent.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.recentEmpty')} />
      ) : (
        <List
          size="small"
          dataSource={recent}
          renderItem={(c) => (
            <List.Item className="ts-recent-item">
              <Tag color={COLORS[c.kind]} className="ts-recent-kind">
                {c.kind === 'deleted' && c.deleted_kind
                  ? `${t('overview.kinds.deleted')} · ${t(`bin.kinds.${c.deleted_kind}`)}`
                  : t(`overview.kinds.${c.kind}`)}
              </Tag>
              <span className="ts-recent-text">
                <Typography.Text strong ellipsis className="ts-recent-name">
                  {c.name}
                </Typography.Text>
                {c.summary && (
                  <Typography.Text type="secondary" ellipsis className="ts-recent-summary">
                    {c.summary}
                  </Typography.Text>
                )}
              </span>
              <span className="ts-recent-meta">
                <span>{[c.app_name, c.by].filter(Boolean).join(' · ')}</span>
                <span>{dayjs(c.at).format('MM-DD HH:mm')}</span>
              </span>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
