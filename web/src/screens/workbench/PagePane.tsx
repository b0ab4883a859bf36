import { Alert, Button, Card, Descriptions, Empty, Space, Tabs, Tag, Typography, type TabsProps } from 'antd';
import { ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReportRenderer } from '@tessera/renderer';
import { ONLINE_STATUS, type CatalogEntry } from '@tessera/schema/api';
import { reportClient } from '../../api/report';
import { useAppStore } from '../../store';
import LevelTag from '../../components/LevelTag';
import { usePageDocument } from '../report/usePageDocument';
import { usePageTabs } from './page/usePageTabs';

/** The page's draft as the renderer draws it (preview: admins get the drafts). */
function DraftPreview({ entry }: { entry: CatalogEntry }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  const doc = usePageDocument(entry.id, true);
  if (doc.status === 'loading') return <Card className="ts-card" loading data-testid="page-preview" />;
  if (doc.status === 'error')
    return (
      <Alert
        data-testid="page-preview"
        type="error"
        showIcon
        message={t('pagePane.loadFailed')}
        description={doc.message}
      />
    );
  return (
    <div className="ts-pane-preview" data-testid="page-preview">
      <ReportRenderer page={doc.page} client={reportClient} preview lang={lang} pageUrl={entry.url ?? undefined} />
    </div>
  );
}

function EntryDetails({ entry }: { entry: CatalogEntry }) {
  const { t } = useTranslation();
  const none = <span className="ts-muted">{t('pagePane.none')}</span>;
  const online = entry.status === ONLINE_STATUS.ONLINE;
  return (
    <Descriptions
      data-testid="page-details"
      size="small"
      bordered
      column={1}
      items={[
        { key: 'url', label: t('pagePane.url'), children: entry.url ?? none },
        {
          key: 'status',
          label: t('pagePane.status'),
          children: online ? <Tag color="success">{t('pagePane.online')}</Tag> : <Tag>{t('pagePane.offline')}</Tag>,
        },
        { key: 'show', label: t('pagePane.shown'), children: entry.is_show ? t('pagePane.yes') : t('pagePane.no') },
        { key: 'level', label: t('pagePane.dataLevel'), children: <LevelTag level={entry.data_level} /> },
        {
          key: 'published',
          label: t('pagePane.published'),
          children: entry.published ? t('pagePane.yes') : t('pagePane.no'),
        },
        { key: 'revision', label: t('pagePane.revision'), children: entry.revision ?? none },
        { key: 'dev', label: t('pagePane.developCharge'), children: entry.develop_charge_username ?? none },
        { key: 'work', label: t('pagePane.workCharge'), children: entry.work_charge_username ?? none },
        { key: 'tips', label: t('pagePane.tips'), children: entry.tips || none },
        { key: 'remark', label: t('pagePane.remark'), children: entry.remark || none },
      ]}
    />
  );
}

/**
 * The right pane of /admin/config for a page: until the designer lands, a read-only preview of the draft and the
 * entry's details, as tabs.
 */
export default function PagePane({ entry }: { entry: CatalogEntry }) {
  const { t } = useTranslation();
  const pageTabs = usePageTabs(entry.id);
  // Preview and details are drawn afresh each time they are shown (a saved draft shows); the JSON editor and the
  // version panel stay mounted so switching tabs keeps an edit and a chosen diff.
  const items: TabsProps['items'] = [
    {
      key: 'preview',
      label: t('pagePane.preview'),
      destroyOnHidden: true,
      children: <DraftPreview key={`${entry.id}:${entry.revision ?? 0}`} entry={entry} />,
    },
    { key: 'details', label: t('pagePane.details'), destroyOnHidden: true, children: <EntryDetails entry={entry} /> },
    ...pageTabs,
  ];
  return (
    <section className="ts-page-pane" data-testid="page-pane">
      <div className="ts-page-pane-head">
        <Space size={8} className="ts-page-pane-title">
          <FileTextOutlined />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {entry.name}
          </Typography.Title>
          <LevelTag level={entry.data_level} compact />
          {entry.status === ONLINE_STATUS.OFFLINE && <Tag>{t('pagePane.offline')}</Tag>}
        </Space>
        {entry.url && (
          <Link to={`${entry.url}?preview=1`}>
            <Button icon={<ExportOutlined />}>{t('pagePane.open')}</Button>
          </Link>
        )}
      </div>
      <Tabs className="ts-page-pane-tabs" items={items} />
    </section>
  );
}

/** The right pane before a page is chosen, or for a catalog. */
export function PaneHint({ text }: { text: string }) {
  return (
    <section className="ts-page-pane ts-page-pane-empty" data-testid="page-pane-empty">
      <Empty description={text} />
    </section>
  );
}
