import { Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitorNotice, MonitorNoticeKind } from '@tessera/schema/api';
import dayjs from 'dayjs';

const KIND_COLOR: Record<MonitorNoticeKind, string> = { fired: 'red', recovered: 'green', error: 'orange' };

/**
 * The notices under the bell. A chunk of its own: antd's List brings its pagination and grid (about 12 KB gzip),
 * which every page paid for before the bell was ever opened.
 */
export default function NoticeList({ list, markRead }: { list: MonitorNotice[]; markRead: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const text = (n: MonitorNotice) =>
    t(`notices.${n.kind}`, { name: n.monitor_name, value: n.value ?? '-', error: n.error ?? '' });
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />;
  return (
    <List
      size="small"
      dataSource={list}
      renderItem={(n) => (
        <List.Item
          className={n.read ? 'ts-notice' : 'ts-notice ts-notice-unread'}
          data-testid="notice-item"
          onClick={() => !n.read && markRead([n.id])}
        >
          <div className="ts-notice-body">
            <Tag color={KIND_COLOR[n.kind]}>{t(`monitor.noticeKinds.${n.kind}`)}</Tag>
            <Typography.Text className="ts-notice-text">{text(n)}</Typography.Text>
            <div className="ts-notice-time">{dayjs(n.created_at).format('YYYY-MM-DD HH:mm')}</div>
          </div>
        </List.Item>
      )}
    />
  );
}
