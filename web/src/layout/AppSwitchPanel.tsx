import { useMemo, useState } from 'react';
import { Empty, Input, Modal, Segmented, Tag, Tooltip } from 'antd';
import { AppstoreOutlined, BarsOutlined, CheckCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ONLINE_STATUS, type AppInfo } from '@tessera/schema/api';
import { useAppStore } from '../store';
import { switchApp } from '../router/startup';
import { firstPage } from '../menu/tree';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { feedback } from '../lib/feedback';
import AppAvatar from './AppAvatar';
import { useContentNames } from '../lib/contentLang';

type PanelLayout = 'grid' | 'list';

/** Apps whose name (default or English) contains the query (case-insensitive). */
export function searchApps(apps: AppInfo[], query: string): AppInfo[] {
  const q = query.trim().toLowerCase();
  const has = (name: string | null | undefined) => !!name && name.toLowerCase().includes(q);
  return q ? apps.filter((a) => has(a.app_name) || has(a.app_name_en)) : apps;
}

interface Props {
  open: boolean;
  /** An app was chosen and its menu loaded: go to `url` (its first page, or /index). */
  onChosen: (url: string) => void;
  /** Closed without choosing. */
  onDismiss: () => void;
}

/** The app-switch panel: grid or list of the user's apps, searchable by name. */
export default function AppSwitchPanel({ open, onChosen, onDismiss }: Props) {
  const { t } = useTranslation();
  const apps = useAppStore((s) => s.apps);
  const currentId = useAppStore((s) => s.currentApp?.id);
  const { appName } = useContentNames();
  const [query, setQuery] = useState('');
  const [layout, setLayout] = useState<PanelLayout>(() =>
    storage.get(STORAGE_KEYS.appSwitchLayout) === 'list' ? 'list' : 'grid',
  );
  const [busy, setBusy] = useState<number | null>(null);
  const shown = useMemo(() => searchApps(apps, query), [apps, query]);

  const choose = async (app: AppInfo) => {
    if (busy) return;
    setBusy(app.id);
    try {
      const entries = await switchApp(app);
      setQuery('');
      onChosen(firstPage(entries)?.url ?? '/index');
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const changeLayout = (value: PanelLayout) => {
    setLayout(value);
    storage.set(STORAGE_KEYS.appSwitchLayout, value);
  };

  return (
    <Modal
      open={open}
      title={t('appSwitch.title')}
      footer={null}
      width={layout === 'grid' ? 720 : 560}
      onCancel={() => {
        setQuery('');
        onDismiss();
      }}
      destroyOnHidden
      modalRender={(node) => <div data-testid="app-switch-panel">{node}</div>}
    >
      <div className="ts-switch-toolbar">
        <Input
          autoFocus
          allowClear
          prefix={<SearchOutlined className="ts-muted" />}
          placeholder={t('appSwitch.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Segmented<PanelLayout>
          value={layout}
          onChange={changeLayout}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, title: t('appSwitch.grid') },
            { value: 'list', icon: <BarsOutlined />, title: t('appSwitch.list') },
          ]}
        />
      </div>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('appSwitch.empty')} />
      ) : (
        <div className={layout === 'grid' ? 'ts-switch-grid' : 'ts-switch-list'} role="list">
          {shown.map((app) => {
            const current = app.id === currentId;
            return (
              <button
                key={app.id}
                type="button"
                role="listitem"
                className={`ts-switch-item${current ? ' is-current' : ''}`}
                disabled={busy !== null}
                onClick={() => void choose(app)}
              >
                <AppAvatar app={app} size={layout === 'grid' ? 40 : 32} />
                <span className="ts-switch-text">
                  <span className="ts-switch-name ts-ellipsis">{appName(app)}</span>
                  <span className="ts-switch-key ts-ellipsis">{app.app_key}</span>
                </span>
                {app.status === ONLINE_STATUS.OFFLINE && <Tag>{t('appSwitch.offline')}</Tag>}
                {current && (
                  <Tooltip title={t('appSwitch.current')}>
                    <CheckCircleFilled className="ts-switch-current" aria-label={t('appSwitch.current')} />
                  </Tooltip>
                )}
                {busy === app.id && <span className="ts-switch-busy" />}
              </button>
            );
          })}
        </div>
      )}
    </Modal>
  );
}
