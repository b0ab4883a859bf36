import { useEffect, useState } from 'react';
import { Alert, Input, Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageViewer } from '@tessera/schema/api';
import { DELAYS } from '@tessera/schema/rules';
import { pageViewers } from '../../../api/catalog';
import { useDebounced } from '../../../lib/useDebounced';
import type { CatalogNode } from './model';

/** A reason as the server words it ('admin', 'role:<name>', 'share:<sharer>', 'user'), in the user's language. */
function Reason({ reason }: { reason: string }) {
  const { t } = useTranslation();
  if (reason === 'admin') return <Tag color="geekblue">{t('catalog.reasonAdmin')}</Tag>;
  if (reason === 'user') return <Tag color="green">{t('catalog.reasonUser')}</Tag>;
  if (reason.startsWith('role:')) return <Tag color="purple">{t('catalog.reasonRole', { role: reason.slice(5) })}</Tag>;
  if (reason.startsWith('share:')) return <Tag color="cyan">{t('catalog.reasonShare', { by: reason.slice(6) })}</Tag>;
  return <Tag>{reason}</Tag>;
}

/** Who can see a page, and why: read only. */
export default function ViewersModal({ page, onClose }: { page: CatalogNode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, DELAYS.SEARCH_DEBOUNCE);
  const [answer, setAnswer] = useState<{ key: string; viewers: PageViewer[]; error: string | null } | null>(null);
  const key = `${page?.id ?? 0}:${query}`;

  useEffect(() => {
    if (!page) return undefined;
    let current = true;
    pageViewers(page.id, query.trim()).then(
      (viewers) => current && setAnswer({ key, viewers: viewers ?? [], error: null }),
      (err: unknown) => current && setAnswer({ key, viewers: [], error: (err as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [page, query, key]);

  const ready = answer?.key === key ? answer : null;
  // The people in charge are the page's approvers (with the app's approver role holders).
  const approvers = [
    ...new Set([page?.develop_charge_username, page?.work_charge_username].filter((u): u is string => !!u)),
  ];
  return (
    <Modal
      open={!!page}
      title={page ? t('catalog.viewersTitle', { name: page.name }) : ''}
      footer={null}
      width={600}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(node) => <div data-testid="viewers-modal">{node}</div>}
    >
      <Typography.Paragraph type="secondary">{t('catalog.viewersHelp')}</Typography.Paragraph>
      <Typography.Paragraph data-testid="viewers-approvers">
        {approvers.length
          ? t('catalog.viewersApprovers', { names: approvers.join(' / ') })
          : t('catalog.viewersNoApprovers')}
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder={t('catalog.viewersSearch')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {ready?.error && <Alert type="error" showIcon message={ready.error} style={{ marginBottom: 12 }} />}
      <Table<PageViewer>
        rowKey="username"
        size="small"
        loading={!ready}
        dataSource={ready?.viewers ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('catalog.viewersEmpty') }}
        columns={[
          {
            title: t('catalog.viewer'),
            dataIndex: 'username',
            render: (_, v) => (v.realname ? `${v.realname} (${v.username})` : v.username),
          },
          {
            title: t('catalog.reasons'),
            dataIndex: 'reasons',
            render: (_, v) => v.reasons.map((r) => <Reason key={r} reason={r} />),
          },
        ]}
      />
    </Modal>
  );
}
