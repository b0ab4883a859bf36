import { useEffect, useState } from 'react';
import { Card, Collapse } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { Markdown } from '@tessera/renderer/markdown';
import type { CurrentAnnouncement } from '@tessera/schema/api';
import { currentAnnouncements } from '../../api/social';
import AnnouncementLevelTag from './AnnouncementLevelTag';

/**
 * The global announcements in force, on the home page, newest first (the first one open). Nothing is shown while
 * there are none, or when they cannot be read: the home page works without them.
 */
export default function HomeAnnouncements() {
  const { t } = useTranslation();
  const [list, setList] = useState<CurrentAnnouncement[]>([]);

  useEffect(() => {
    let alive = true;
    currentAnnouncements().then(
      (found) => alive && setList(found ?? []),
      (err: unknown) => console.warn('[tessera] announcements', err),
    );
    return () => {
      alive = false;
    };
  }, []);

  if (list.length === 0) return null;
  return (
    <Card
      className="ts-card ts-home-announcements"
      data-testid="home-announcements"
      size="small"
      title={
        <span>
          <NotificationOutlined className="ts-card-icon" /> {t('announcements.homeTitle')}
        </span>
      }
    >
      <Collapse
        ghost
        size="small"
        defaultActiveKey={[list[0].id]}
        items={list.map((a) => ({
          key: a.id,
          label: (
            <span className="ts-home-announcement-head">
              <AnnouncementLevelTag level={a.level} />
              <span className="ts-ellipsis">{a.title}</span>
              <span className="ts-muted ts-small">{dayjs(a.starts_at ?? a.created_at).format('YYYY-MM-DD')}</span>
            </span>
          ),
          children: a.body.trim() ? (
            <Markdown text={a.body} className="ts-markdown" />
          ) : (
            <span className="ts-muted">{t('announcements.emptyPreview')}</span>
          ),
        }))}
      />
    </Card>
  );
}
