import { useEffect, useState } from 'react';
import { App, Button, Empty, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { DiffOutlined, ReloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PageVersionSummary } from '@tessera/schema/api';
import { ApiError } from '../../../api/client';
import { listVersions, pageDraft, restoreVersion, rollbackPage } from '../../../api/versions';
import PublishButton from './PublishButton';
import VersionDiff from './VersionDiff';
import { diffPair, tick } from './document';
import { formatTime } from './time';

interface Props {
  pageId: number;
  /** Changes when the draft or the versions changed elsewhere: the list reloads. */
  epoch: number;
  /** A publish here changed the versions; a restore or rollback also the draft (`draft` true). */
  onChanged: (draft: boolean) => void;
}

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; list: PageVersionSummary[] };

/**
 * The versions of a page: who, when, summary, source and which one is online, draft saves on request; any two
 * compared; restore one as the new draft or roll back to the previous published version; publish the draft.
 */
export default function VersionPanel({ pageId, epoch, onChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [includeDrafts, setIncludeDrafts] = useState(false);
  const [refreshes, setRefreshes] = useState(0);
  const [ticked, setTicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<{ from: number; to: number } | null>(null);
  const key = `${pageId}:${epoch}:${includeDrafts}:${refreshes}`;
  const [answer, setAnswer] = useState<{ key: string; state: ListState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listVersions(pageId, includeDrafts, controller.signal).then(
      (list) => setAnswer({ key, state: { status: 'ready', list } }),
      (err: unknown) => {
        if (controller.signal.aborted || (err instanceof ApiError && err.kind === 'aborted')) return;
        setAnswer({ key, state: { status: 'error', message: (err as Error).message } });
      },
    );
    return () => controller.abort();
  }, [pageId, includeDrafts, key]);

  const state: ListState = answer?.key === key ? answer.state : { status: 'loading' };
  const list = state.status === 'ready' ? state.list : [];
  const pair = diffPair(ticked, list);

  const restore = async (version: PageVersionSummary) => {
    try {
      const base = (await pageDraft(pageId)).revision;
      await restoreVersion(version.id, base);
      void message.success(t('versions.restored', { number: version.number }));
      onChanged(true);
    } catch (err) {
      void message.error((err as Error).message);
    }
  };

  const rollback = async () => {
    try {
      const version = await rollbackPage(pageId);
      void message.success(t('versions.rolledBack', { number: version.number }));
      onChanged(true);
    } catch (err) {
      void message.error((err as Error).message);
    }
  };

  return (
    <div data-testid="version-panel">
      <Space wrap style={{ marginBottom: 12 }}>
        <PublishButton pageId={pageId} onPublished={() => onChanged(false)} />
        <Popconfirm
          title={t('versions.rollback')}
          description={<div style={{ maxWidth: 320 }}>{t('versions.rollbackConfirm')}</div>}
          okText={t('versions.rollback')}
          cancelText={t('common.cancel')}
          onConfirm={() => void rollback()}
        >
          <Button icon={<RollbackOutlined />} data-testid="version-rollback">
            {t('versions.rollback')}
          </Button>
        </Popconfirm>
        <Button
          type="primary"
          icon={<DiffOutlined />}
          disabled={!pair}
          onClick={() => pair && setCompared({ from: pair.from.id, to: pair.to.id })}
          data-testid="version-compare"
        >
          {t('versions.compare')}
        </Button>
        <Typography.Text type="secondary">{t('versions.pickTwo')}</Typography.Text>
        <span>
          <Switch size="small" checked={includeDrafts} onChange={setIncludeDrafts} data-testid="version-drafts" />{' '}
          {t('versions.includeDrafts')}
        </span>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => setRefreshes((n) => n + 1)}
          aria-label={t('versions.refresh')}
          title={t('versions.refresh')}
        />
      </Space>
      <Table<PageVersionSummary>
        size="small"
        rowKey="id"
        loading={state.status === 'loading'}
        dataSource={list}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={state.status === 'error' ? state.message : t('versions.empty')} /> }}
        rowSelection={{
          hideSelectAll: true,
          selectedRowKeys: ticked,
          onSelect: (record, selected) => setTicked((prev) => tick(prev, record.id, selected)),
        }}
        columns={[
          {
            title: t('versions.number'),
            dataIndex: 'number',
            width: 110,
            render: (_, v) => (
              <Space size={4}>
                <span data-testid="version-number">{v.published ? `#${v.number}` : ''}</span>
                {!v.published && <Tag>{t('versions.draft')}</Tag>}
                {v.online && <Tag color="green">{t('versions.online')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('versions.source'),
            dataIndex: 'source',
            width: 110,
            render: (_, v) => t(`versions.sources.${v.source}`),
          },
          {
            title: t('versions.createdBy'),
            dataIndex: 'created_by',
            width: 120,
            render: (_, v) => v.created_by ?? '-',
          },
          {
            title: t('versions.createdAt'),
            dataIndex: 'created_at',
            width: 170,
            render: (_, v) => formatTime(v.created_at),
          },
          { title: t('versions.summary'), dataIndex: 'summary', ellipsis: true },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 130,
            render: (_, v) => (
              <Popconfirm
                title={t('versions.restore')}
                description={<div style={{ maxWidth: 320 }}>{t('versions.restoreConfirm', { number: v.number })}</div>}
                okText={t('versions.restore')}
                cancelText={t('common.cancel')}
                onConfirm={() => void restore(v)}
              >
                <Button type="link" size="small" data-testid="version-restore">
                  {t('versions.restore')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {compared && (
        <div style={{ marginTop: 16 }}>
          <VersionDiff from={compared.from} to={compared.to} />
        </div>
      )}
    </div>
  );
}
