import { lazy, Suspense, useState } from 'react';
import { Button, Descriptions, Empty, Space, Spin, Tabs, Tag, Tooltip, Typography, type TabsProps } from 'antd';
import {
  ExportOutlined,
  FileTextOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ONLINE_STATUS, type CatalogEntry } from '@tessera/schema/api';
import { loadChunk } from '../../lib/chunk';
import LevelTag from '../../components/LevelTag';
import VersionPanel from './page/VersionPanel';

// The designer is its own chunk: the tree opens without it, and staff routes never ask for it.
const DesignerPane = lazy(() => loadChunk(() => import('../designer/DesignerPane')));

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

interface PagePaneProps {
  entry: CatalogEntry;
  /** The catalog tree is folded away to give the designer the width. */
  treeHidden: boolean;
  onToggleTree: () => void;
}

/**
 * The right pane of /admin/config for a page: the page open in the designer (its JSON view included), with its
 * details and versions as further tabs, and a way to the same designer full-screen.
 */
export default function PagePane({ entry, treeHidden, onToggleTree }: PagePaneProps) {
  const { t } = useTranslation();
  const [designEpoch, setDesignEpoch] = useState(0);
  const [listEpoch, setListEpoch] = useState(0);
  // The designer stays mounted while another tab is shown, so its undo history and selection survive a look at the
  // versions. Its own JSON view is the page's JSON here: a second editor of the same draft would compete with it.
  // Details and versions are drawn afresh each time, so a save in the designer shows in them.
  const items: TabsProps['items'] = [
    {
      key: 'design',
      label: t('pagePane.design'),
      children: (
        <Suspense fallback={<Spin className="ts-main-spin" />}>
          <DesignerPane pageId={entry.id} epoch={designEpoch} />
        </Suspense>
      ),
    },
    { key: 'details', label: t('pagePane.details'), destroyOnHidden: true, children: <EntryDetails entry={entry} /> },
    {
      key: 'versions',
      label: t('pageEdit.tabVersions'),
      destroyOnHidden: true,
      children: (
        <VersionPanel
          pageId={entry.id}
          epoch={listEpoch}
          onChanged={(draft) => {
            setListEpoch((n) => n + 1);
            // A restored version or a rollback replaced the draft: the designer reloads it.
            if (draft) setDesignEpoch((n) => n + 1);
          }}
        />
      ),
    },
  ];
  const toggleText = treeHidden ? t('pagePane.showTree') : t('pagePane.hideTree');
  return (
    <section className="ts-page-pane" data-testid="page-pane">
      <div className="ts-page-pane-head">
        <Space size={8} className="ts-page-pane-title">
          <Tooltip title={toggleText}>
            <Button
              type="text"
              aria-label={toggleText}
              icon={treeHidden ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggleTree}
              data-testid="tree-toggle"
            />
          </Tooltip>
          <FileTextOutlined />
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {entry.name}
          </Typography.Title>
          <LevelTag level={entry.data_level} compact />
          {entry.status === ONLINE_STATUS.OFFLINE && <Tag>{t('pagePane.offline')}</Tag>}
        </Space>
        <Space size={8}>
          <Link to={`/admin/config2?id=${entry.id}`} data-testid="open-full-screen">
            <Button icon={<FullscreenOutlined />}>{t('pagePane.fullScreen')}</Button>
          </Link>
          {entry.url && (
            <Link to={`${entry.url}?preview=1`}>
              <Button icon={<ExportOutlined />}>{t('pagePane.open')}</Button>
            </Link>
          )}
        </Space>
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
