import { useRef, useState } from 'react';
import { Button, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { TRASH_KINDS, type TrashItem, type TrashKind } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { searchTrash, trashAction } from '../../../api/trash';
import { feedback } from '../../../lib/feedback';
import '../workbench.css';

const KIND_COLORS: Record<TrashKind, string> = {
  page: 'blue',
  catalog: 'gold',
  section: 'cyan',
  dataset: 'purple',
  connection: 'magenta',
  app: 'geekblue',
};

function KindTag({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const known = (TRASH_KINDS as readonly string[]).includes(kind) ? (kind as TrashKind) : null;
  return <Tag color={known ? KIND_COLORS[known] : undefined}>{known ? t(`bin.kinds.${known}`) : kind}</Tag>;
}

/** Things listed in a cell: a kind tag and a name each, the first few shown, the rest counted. */
function ThingList({ things }: { things: { kind: string; name: string }[] }) {
  const { t } = useTranslation();
  if (things.length === 0) return <span className="ts-muted">{t('bin.none')}</span>;
  const first = things.slice(0, 3);
  return (
    <Tooltip title={things.length > first.length ? things.map((x) => x.name).join('、') : undefined}>
      <span className="ts-bin-things">
        {first.map((x, i) => (
          <span key={i} className="ts-bin-thing">
            <KindTag kind={x.kind} />
            <span className="ts-ellipsis">{x.name}</span>
          </span>
        ))}
        {things.length > first.length && <span className="ts-muted">+{things.length - first.length}</span>}
      </span>
    </Tooltip>
  );
}

/** /admin/recycleBin: what was deleted, by whom and when, with recover and delete-forever. */
export default function RecycleBin() {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(undefined);
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<TrashKind | undefined>(undefined);

  const act = async (item: TrashItem, action: 'recover' | 'delete') => {
    try {
      await trashAction({ id: item.id, action });
      feedback.message.success(
        action === 'recover' ? t('bin.recovered', { name: item.name }) : t('bin.purged', { name: item.name }),
      );
      void actionRef.current?.reload();
    } catch (err) {
      // A refusal (a parent or url taken since, something still using it) as the server words it.
      feedback.message.error((err as Error).message);
    }
  };

  const columns: ProColumns<TrashItem>[] = [
    { title: t('bin.kind'), dataIndex: 'kind', width: 100, render: (_, r) => <KindTag kind={r.kind} /> },
    {
      title: t('bin.name'),
      dataIndex: 'name',
      width: 200,
      ellipsis: true,
      render: (_, r) => <Typography.Text strong>{r.name}</Typography.Text>,
    },
    {
      title: t('bin.app'),
      dataIndex: 'app_name',
      width: 140,
      ellipsis: true,
      render: (_, r) => r.app_name ?? t('bin.none'),
    },
    { title: t('bin.deletedBy'), dataIndex: 'deleted_by', width: 120, render: (_, r) => r.deleted_by ?? t('bin.none') },
    { title: t('bin.deletedAt'), dataIndex: 'deleted_at', valueType: 'dateTime', width: 170 },
    {
      title: t('bin.contains'),
      dataIndex: 'contains',
      width: 240,
      render: (_, r) => <ThingList things={r.contains} />,
    },
    {
      title: t('bin.usedBy'),
      dataIndex: 'used_by',
      width: 220,
      render: (_, r) =>
        r.used_by.length ? (
          <span className="ts-bin-used">
            <WarningOutlined className="ts-bin-warn" />
            <ThingList things={r.used_by} />
          </span>
        ) : (
          <span className="ts-muted">{t('bin.none')}</span>
        ),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 170,
      render: (_, item) => (
        <Space size={4} wrap={false}>
          <Popconfirm
            title={t('bin.confirmRecover', { name: item.name })}
            okText={t('common.ok')}
            cancelText={t('common.cancel')}
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise to show the OK button loading; act catches its own errors
            onConfirm={() => act(item, 'recover')}
          >
            <Button type="link" size="small" data-testid="bin-recover">
              {t('bin.recover')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('bin.confirmDelete', { name: item.name })}
            description={item.used_by.length ? t('bin.inUse') : undefined}
            okText={t('common.ok')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- as above
            onConfirm={() => act(item, 'delete')}
          >
            <Button type="link" size="small" danger data-testid="bin-delete">
              {t('bin.deleteForever')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="ts-bin" data-testid="recycle-bin">
      <ProTable<TrashItem, { keyword: string; kind?: TrashKind }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword, kind }}
        search={false}
        cardBordered
        scroll={{ x: 1240 }}
        headerTitle={t('bin.title')}
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.DEFAULT_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (total) => t('bin.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('bin.search'),
            allowClear: true,
            style: { width: 240 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
          filter: (
            <Select<TrashKind | undefined>
              data-testid="bin-kind"
              style={{ width: 150 }}
              allowClear
              placeholder={t('bin.allKinds')}
              value={kind}
              onChange={(v) => setKind(v ?? undefined)}
              options={TRASH_KINDS.map((k) => ({ value: k, label: t(`bin.kinds.${k}`) }))}
            />
          ),
        }}
        request={async (params) => {
          try {
            const page = await searchTrash({
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
              search_content: params.keyword ?? '',
              ...(params.kind ? { kind: params.kind } : {}),
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            feedback.message.error((err as Error).message);
            return { data: [], total: 0, success: true };
          }
        }}
      />
    </div>
  );
}
