import { useRef, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import {
  PERMISSION_SOURCES,
  type PermissionListDownloadBody,
  type PermissionSource,
  type UserPermissionRow,
} from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { saveBlob } from '@tessera/renderer/save';
import { downloadPermissionList, permissionList } from '../../api/sharing';
import LevelTag from '../../components/LevelTag';
import { feedback } from '../../lib/feedback';
import { useAppStore } from '../../store';

type Filters = Omit<PermissionListDownloadBody, 'source'> & { source: PermissionSource | null };
const EMPTY: Filters = { app_id: null, user_search: '', page_search: '', role_search: '', source: null };
const SOURCE_COLORS: Record<PermissionSource, string> = { role: 'purple', share: 'cyan', user: 'green' };

const bodyOf = ({ source, ...rest }: Filters) => ({ ...rest, ...(source ? { source } : {}) });

/** /user/permission: who holds which page, through which role, share or direct grant; searchable, paged, as CSV. */
export default function PermissionListScreen() {
  const { t } = useTranslation();
  const apps = useAppStore((s) => s.apps);
  const actionRef = useRef<ActionType>(undefined);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadPermissionList(bodyOf(filters));
      saveBlob(file.blob, file.filename);
      feedback.message.success(t('permissionList.downloaded'));
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  const via = (r: UserPermissionRow) => {
    if (r.source === 'role') return t('permissionList.viaRole', { role: r.role_name ?? '' });
    if (r.source === 'share') return t('permissionList.viaShare', { by: r.granted_by ?? '' });
    return t('permissionList.viaUser', { by: r.granted_by ?? '-' });
  };

  const columns: ProColumns<UserPermissionRow>[] = [
    {
      title: t('permissionList.user'),
      dataIndex: 'username',
      ellipsis: true,
      render: (_, r) => (r.realname ? `${r.realname} (${r.username})` : r.username),
    },
    { title: t('permissionList.app'), dataIndex: 'app_name', ellipsis: true, width: 120 },
    {
      title: t('permissionList.page'),
      dataIndex: 'page_name',
      render: (_, r) => (
        <Space size={4} wrap>
          <span>{r.page_name}</span>
          <LevelTag level={r.data_level} compact />
          <Typography.Text type="secondary" className="ts-permission-url">
            {r.url}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('permissionList.via'),
      dataIndex: 'source',
      render: (_, r) => (
        <Tag color={SOURCE_COLORS[r.source]} data-testid={`permission-via-${r.source}`}>
          {via(r)}
        </Tag>
      ),
    },
    {
      title: t('permissionList.at'),
      dataIndex: 'granted_at',
      width: 150,
      render: (_, r) => (r.granted_at ? dayjs(r.granted_at).format('YYYY-MM-DD HH:mm') : '-'),
    },
  ];

  const apply = () => {
    setFilters(draft);
    actionRef.current?.setPageInfo?.({ current: 1 });
  };

  return (
    <Card
      title={t('permissionList.title')}
      data-testid="permission-list"
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => void download()}
          data-testid="permission-download"
        >
          {t('permissionList.download')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('permissionList.help')}</Typography.Paragraph>
      <Space wrap className="ts-permission-filters" style={{ marginBottom: 12 }}>
        <Input
          allowClear
          placeholder={t('permissionList.userSearch')}
          value={draft.user_search}
          onChange={(e) => setDraft({ ...draft, user_search: e.target.value })}
          onPressEnter={apply}
          data-testid="permission-user-search"
          style={{ width: 180 }}
        />
        <Input
          allowClear
          placeholder={t('permissionList.pageSearch')}
          value={draft.page_search}
          onChange={(e) => setDraft({ ...draft, page_search: e.target.value })}
          onPressEnter={apply}
          data-testid="permission-page-search"
          style={{ width: 180 }}
        />
        <Input
          allowClear
          placeholder={t('permissionList.roleSearch')}
          value={draft.role_search}
          onChange={(e) => setDraft({ ...draft, role_search: e.target.value })}
          onPressEnter={apply}
          data-testid="permission-role-search"
          style={{ width: 150 }}
        />
        <Select<number | null>
          value={draft.app_id}
          onChange={(app_id) => setDraft({ ...draft, app_id })}
          options={[
            { value: null, label: t('permissionList.allApps') },
            ...apps.map((a) => ({ value: a.id, label: a.app_name })),
          ]}
          style={{ width: 150 }}
        />
        <Select<PermissionSource | null>
          value={draft.source}
          onChange={(source) => setDraft({ ...draft, source })}
          options={[
            { value: null, label: t('permissionList.allSources') },
            ...PERMISSION_SOURCES.map((s) => ({ value: s, label: t(`permissionList.sources.${s}`) })),
          ]}
          style={{ width: 130 }}
        />
        <Button type="primary" onClick={apply} data-testid="permission-search">
          {t('permissionList.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
          }}
        >
          {t('permissionList.reset')}
        </Button>
      </Space>
      <ProTable<UserPermissionRow>
        rowKey={(r) => `${r.username}:${r.page_id}:${r.source}:${r.role_id ?? ''}:${r.share_id ?? ''}`}
        actionRef={actionRef}
        columns={columns}
        params={filters}
        request={async (params) => {
          const page = await permissionList({
            ...bodyOf(filters),
            page: params.current ?? 1,
            page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
          });
          return { data: page.list, total: page.total_size, success: true };
        }}
        onRequestError={(err) => void feedback.message.error(err.message)}
        search={false}
        options={false}
        size="small"
        pagination={{ pageSize: PAGING.DEFAULT_PAGE_SIZE, showSizeChanger: true }}
      />
    </Card>
  );
}
