import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MonitorNotice, MonitorNoticeKind } from '@tessera/schema/api';
import { APPROVAL_BADGE_CAP } from '@tessera/schema/rules';
import { listNotices, readNotices } from '../api/monitors';
import dayjs from 'dayjs';
import './notices.css';

/** How often the unread count is refreshed while the tab is shown. */
const REFRESH_MS = 60_000;
/** Dispatched on window by a screen whose action may have sent notices (a monitor run now): the bell reloads. */
export const NOTICES_CHANGED = 'tessera:notices-changed';
const KIND_COLOR: Record<MonitorNoticeKind, string> = { fired: 'red', recovered: 'green', error: 'orange' };

/**
 * The bell of the monitor notices: the unread count as a badge, the latest notices in a popover. Opening it
 * refreshes the list; a notice clicked, or "mark all read", is marked read on the server.
 */
export default function NoticeBell() {
  const { t } = useTranslation();
  const [list, setList] = useState<MonitorNotice[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);

  const load = useCallback(() => {
    listNotices().then(
      (page) => {
        setList(page.list);
        setUnread(page.unread);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    load();
    const timer = setInterval(() => {
      if (!document.hidden) load();
    }, REFRESH_MS);
    window.addEventListener(NOTICES_CHANGED, load);
    return () => {
      clearInterval(timer);
      window.removeEventListener(NOTICES_CHANGED, load);
    };
  }, [load]);

  const markRead = (ids?: number[]) => {
    readNotices(ids).then(
      ({ unread: left }) => {
        setUnread(left);
        setList((items) => items.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)));
      },
      () => undefined,
    );
  };

  const text = (n: MonitorNotice) =>
    t(`notices.${n.kind}`, { name: n.monitor_name, value: n.value ?? '-', error: n.error ?? '' });

  const content = (
    <div className="ts-notices" data-testid="notice-list">
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notices.empty')} />
      ) : (
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
      )}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) load();
      }}
      title={
        <div className="ts-notices-head">
          <span>{t('notices.title')}</span>
          <Button
            type="link"
            size="small"
            disabled={unread === 0}
            onClick={() => markRead()}
            data-testid="notice-read-all"
          >
            {t('notices.markAllRead')}
          </Button>
        </div>
      }
      content={content}
    >
      <button type="button" className="ts-navbar-btn" data-testid="notice-bell" aria-label={t('notices.bell')}>
        <Badge count={unread > APPROVAL_BADGE_CAP ? `${APPROVAL_BADGE_CAP}+` : unread} size="small" offset={[4, -2]}>
          <BellOutlined className="ts-navbar-icon" />
        </Badge>
      </button>
    </Popover>
  );
}
