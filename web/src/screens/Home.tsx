import { lazy, Suspense, useState } from 'react';
import { Button, Card, Empty, Input, Modal, Skeleton, Typography } from 'antd';
import {
  EditOutlined,
  FileTextOutlined,
  FolderOutlined,
  NotificationOutlined,
  RightOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, type Entry } from '@tessera/schema/api';
import { isCatalogEntry, isPageEntry, menuPages } from '@tessera/schema/rules';
import { hasPermission, useAppStore } from '../store';
import { saveAnnouncement } from '../api/apps';
import { feedback } from '../lib/feedback';
import AppAvatar from '../layout/AppAvatar';
import { EmptyFolderIcon } from '../layout/icons';
import LevelTag from '../components/LevelTag';
import { useContentNames } from '../lib/contentLang';

const AppSwitchPanel = lazy(() => import('../layout/AppSwitchPanel'));
// The global announcements bring the markdown renderer: a chunk of their own.
const HomeAnnouncements = lazy(() => import('./social/HomeAnnouncements'));

type GreetingKey = 'home.morning' | 'home.afternoon' | 'home.evening';
function greetingKey(hour: number): GreetingKey {
  if (hour < 12) return 'home.morning';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}

/** Top catalogs with their pages; top-level pages are gathered in one more group. */
export function homeGroups(entries: Entry[]): { key: string; catalog: Entry | null; pages: Entry[] }[] {
  const groups: { key: string; catalog: Entry | null; pages: Entry[] }[] = [];
  const loose: Entry[] = [];
  for (const e of entries) {
    if (isCatalogEntry(e))
      groups.push({ key: `c${e.id}`, catalog: e, pages: menuPages(e.childs ?? []).filter((p) => !!p.url) });
    else if (isPageEntry(e) && e.url) loose.push(e);
  }
  if (loose.length) groups.push({ key: 'loose', catalog: null, pages: loose });
  return groups;
}

function AnnouncementCard() {
  const { t } = useTranslation();
  const app = useAppStore((s) => s.currentApp);
  const announcement = useAppStore((s) => s.announcement);
  const canEdit = useAppStore((s) => hasPermission(s.permissions, 'can_edit_app_announcement'));
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!app) return;
    setSaving(true);
    try {
      await saveAnnouncement(app.id, draft);
      useAppStore.getState().set({ announcement: draft });
      feedback.message.success(t('home.announcementSaved'));
      setEditing(false);
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      className="ts-card ts-announcement"
      data-testid="announcement"
      title={
        <span>
          <NotificationOutlined className="ts-card-icon" />
          {t('home.announcement')}
        </span>
      }
      extra={
        canEdit && (
          <Button
            size="small"
            icon={<EditOutlined />}
            data-testid="edit-announcement"
            onClick={() => {
              setDraft(announcement ?? '');
              setEditing(true);
            }}
          >
            {t('home.editAnnouncement')}
          </Button>
        )
      }
    >
      {announcement === null ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : announcement.trim() ? (
        <Typography.Paragraph className="ts-announcement-text">{announcement}</Typography.Paragraph>
      ) : (
        <span className="ts-muted">{t('home.noAnnouncement')}</span>
      )}
      <Modal
        open={editing}
        title={t('home.editAnnouncement')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setEditing(false)}
        destroyOnHidden
      >
        <Input.TextArea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          autoSize={{ minRows: 5, maxRows: 14 }}
          maxLength={INPUT_LIMITS.ANNOUNCEMENT}
          showCount
          placeholder={t('home.announcementPlaceholder')}
        />
      </Modal>
    </Card>
  );
}

export default function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.user);
  const app = useAppStore((s) => s.currentApp);
  const { appName, entryName, entryTips } = useContentNames();
  const apps = useAppStore((s) => s.apps);
  const entries = useAppStore((s) => s.entries);
  const [switchOpen, setSwitchOpen] = useState(false);
  const [switchLoaded, setSwitchLoaded] = useState(false);
  const groups = homeGroups(entries);

  return (
    <div className="ts-home" data-testid="home">
      <section className="ts-home-hero">
        {app && <AppAvatar app={app} size={52} />}
        <div className="ts-home-hero-text">
          <h1>{t(greetingKey(new Date().getHours()), { name: user?.name ?? '' })}</h1>
          <p>{app ? t('home.intro', { app: appName(app) }) : t('home.introNoApp')}</p>
        </div>
        {apps.length > 1 && (
          <Button
            icon={<SwapOutlined />}
            onClick={() => {
              setSwitchLoaded(true);
              setSwitchOpen(true);
            }}
          >
            {t('home.switchApp')}
          </Button>
        )}
      </section>

      <Suspense fallback={null}>
        <HomeAnnouncements />
      </Suspense>
      {app ? (
        <>
          <AnnouncementCard />
          <h2 className="ts-home-section-title">{t('home.catalogs')}</h2>
          {groups.length === 0 ? (
            <Card className="ts-card">
              <Empty description={t('home.noEntries')} />
            </Card>
          ) : (
            <div className="ts-home-groups">
              {groups.map((g) => (
                <Card
                  key={g.key}
                  className="ts-card ts-home-group"
                  size="small"
                  title={
                    <span className="ts-home-group-title">
                      {g.pages.length ? (
                        <FolderOutlined className="ts-card-icon" />
                      ) : (
                        <EmptyFolderIcon className="ts-card-icon ts-muted" />
                      )}
                      <span className="ts-ellipsis">{g.catalog ? entryName(g.catalog) : t('home.ungrouped')}</span>
                    </span>
                  }
                  extra={<span className="ts-muted ts-small">{t('home.pageCount', { count: g.pages.length })}</span>}
                >
                  {g.pages.length === 0 ? (
                    <div className="ts-muted ts-small ts-home-empty">{t('home.noPages')}</div>
                  ) : (
                    <div className="ts-page-links">
                      {g.pages.map((p) => (
                        <Link key={p.id} to={p.url!} className="ts-page-link" title={entryTips(p) ?? entryName(p)}>
                          <FileTextOutlined className="ts-page-link-icon" />
                          <span className="ts-page-link-text">
                            <span className="ts-page-link-name ts-ellipsis">{entryName(p)}</span>
                            {p.tips && <span className="ts-page-link-tips ts-ellipsis">{p.tips}</span>}
                          </span>
                          <LevelTag level={p.data_level} compact />
                          <RightOutlined className="ts-page-link-arrow" />
                        </Link>
                      ))}
                    </div>
                  )}
                </Card>
              ))}
            </div>
          )}
        </>
      ) : (
        <Card className="ts-card">
          <Empty description={t('home.noApp')} />
        </Card>
      )}
      {switchLoaded && (
        <Suspense fallback={null}>
          <AppSwitchPanel
            open={switchOpen}
            onChosen={(url) => {
              setSwitchOpen(false);
              void navigate(url);
            }}
            onDismiss={() => setSwitchOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
