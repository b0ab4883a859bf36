import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MonitorNotice } from '@tessera/schema/api';
import { APPROVAL_BADGE_CAP } from '@tessera/schema/rules';
import { listNotices, readNotices } from '../api/monitors';
import { loadChunk } from '../lib/chunk';
import './notices.css';

const NoticeList = lazy(() => loadChunk(() => import('./NoticeList')));

/** How often the unread count is refreshed while the tab is shown. */
const REFRESH_MS = 60_000;
/** Dispatched on window by a screen whose action may have sent notices (a monitor run now): the bell reloads. */
export const NOTICES_CHANGED = 'tessera:notices-changed';

/**
 * The bell of the monitor notices: the unread count as a badge, the latest notices in a popover. Opening it
 * refreshes the list; a notice clicked, or "mark all read", is marked read on the server.
 */
export default function NoticeBell() {
  const { t } = useTranslation();
  const [list, setList] = useState<MonitorNotice[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);

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

  // A click popover does not close on Escape by itself; a keyboard user expects it to, and to be back on the bell.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const markRead = (ids?: number[]) => {
    readNotices(ids).then(
      ({ unread: left }) => {
        setUnread(left);
        setList((items) => items.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)));
      },
      () => undefined,
    );
  };

  const content = (
    <div className="ts-notices" data-testid="notice-list">
      {open && (
        <Suspense fallback={<Spin size="small" />}>
          <NoticeList list={list} markRead={markRead} />
        </Suspense>
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
      <button
        ref={bell}
        type="button"
        className="ts-navbar-btn"
        data-testid="notice-bell"
        aria-label={t('notices.bell')}
      >
        <Badge count={unread > APPROVAL_BADGE_CAP ? `${APPROVAL_BADGE_CAP}+` : unread} size="small" offset={[4, -2]}>
          <BellOutlined className="ts-navbar-icon" />
        </Badge>
      </button>
    </Popover>
  );
}
