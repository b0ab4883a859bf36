import { useEffect, useRef } from 'react';
import { Alert, Modal } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@tessera/renderer/markdown';
import { markAnnouncementsSeen } from '../../api/social';
import { useAppStore } from '../../store';

function dismiss(id: number) {
  const { notices, set } = useAppStore.getState();
  set({ notices: notices.filter((n) => n.id !== id) });
}

const warn = (err: unknown) => console.warn('[tessera] announcement seen', err);

/**
 * Global announcements the user has not seen, each shown once: an `important` one as a modal he acknowledges (seen
 * when he does), the others as banners above the screen (seen as soon as shown; they stay until closed or the next
 * start-up). Loaded only when there is something to show, with the markdown renderer.
 */
export default function Notices() {
  const { t } = useTranslation();
  const notices = useAppStore((s) => s.notices);
  const important = notices.find((n) => n.level === 'important');
  const banners = notices.filter((n) => n.level !== 'important');
  const marked = useRef(new Set<number>());

  const bannerIds = banners.map((b) => b.id).join(',');
  useEffect(() => {
    const ids = bannerIds
      .split(',')
      .filter(Boolean)
      .map(Number)
      .filter((id) => !marked.current.has(id));
    if (ids.length === 0) return;
    ids.forEach((id) => marked.current.add(id));
    markAnnouncementsSeen(ids).catch(warn);
  }, [bannerIds]);

  const acknowledge = (id: number) => {
    dismiss(id);
    markAnnouncementsSeen([id]).catch(warn);
  };

  return (
    <>
      {banners.length > 0 && (
        <div className="ts-announcement-banners" data-testid="notice-banners">
          {banners.map((b) => (
            <Alert
              key={b.id}
              banner
              closable
              showIcon
              icon={<NotificationOutlined />}
              type={b.level === 'warning' ? 'warning' : 'info'}
              data-testid="notice-banner"
              message={<strong>{b.title}</strong>}
              description={b.body.trim() ? <Markdown text={b.body} className="ts-markdown ts-notice-body" /> : null}
              onClose={() => dismiss(b.id)}
            />
          ))}
        </div>
      )}
      {important && (
        <Modal
          key={important.id}
          open
          title={
            <span>
              <NotificationOutlined /> {important.title}
            </span>
          }
          data-testid="notice-modal"
          okText={t('announcements.got')}
          cancelButtonProps={{ style: { display: 'none' } }}
          onOk={() => acknowledge(important.id)}
          onCancel={() => acknowledge(important.id)}
          maskClosable={false}
          width={560}
        >
          <div data-testid="notice-modal-body">
            <Markdown text={important.body} className="ts-markdown" />
          </div>
        </Modal>
      )}
    </>
  );
}
