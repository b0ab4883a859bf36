import { useRef, useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AppInfo, MonitorDetail, MonitorRecord, MonitorStatus } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { listMonitors, monitorOne, removeMonitor, triggerMonitor } from '../../api/monitors';
import { feedback } from '../../lib/feedback';
import { NOTICES_CHANGED } from '../../layout/NoticeBell';
import { NoApp, useCurrentApp } from '../manage/shared/useCurrentApp';
import MonitorDrawer from './MonitorDrawer';
import MonitorRuns from './MonitorRuns';
import '../manage/shared/manage.css';
import './monitor.css';

const STATUS_COLOR: Record<MonitorStatus, string> = { ok: 'green', firing: 'red', error: 'orange' };
const when = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

function MonitorTable({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(undefined);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<MonitorRecord | 'new' | null>(null);
  const [history, setHistory] = useState<MonitorDetail | null>(null);
  const [running, setRunning] = useState<number | null>(null);

  const fail = (err: unknown) => feedback.message.error((err as Error).message);
  const reload = () => void actionRef.current?.reload();

  const trigger = async (record: MonitorRecord) => {
    setRunning(record.id);
    try {
      const detail = await triggerMonitor(record.id);
      const outcome = detail.runs[0]?.outcome;
      feedback.message.success(
        t('monitor.triggered', { outcome: outcome ? t(`monitor.runs.outcomes.${outcome}`) : '-' }),
      );
      reload();
      window.dispatchEvent(new Event(NOTICES_CHANGED));
    } catch (err) {
      fail(err);
    } finally {
      setRunning(null);
    }
  };

  const showHistory = (record: MonitorRecord) => monitorOne(record.id).then(setHistory, fail);

  const remove = async (record: MonitorRecord) => {
    try {
      await removeMonitor(record.id);
      feedback.message.success(t('monitor.deleted'));
      reload();
    } catch (err) {
      fail(err);
    }
  };

  const condition = (r: MonitorRecord) => {
    const unit = r.condition_type === 'change' && r.change_mode === 'percent' ? '%' : '';
    const extra = r.condition_type === 'z_value' ? ` · M=${r.periods}` : '';
    return `${t(`monitor.conditions.${r.condition_type}`)} ${r.threshold}${unit}${extra}`;
  };

  const columns: ProColumns<MonitorRecord>[] = [
    {
      title: t('monitor.name'),
      dataIndex: 'name',
      width: 190,
      ellipsis: true,
      render: (_, r) => (
        <>
          <Typography.Text strong>{r.name}</Typography.Text>
          <span className="ts-manage-cell-sub">
            {r.dataset_name ?? r.dataset_id} · {r.indicator}
          </span>
        </>
      ),
    },
    {
      title: t('monitor.condition'),
      dataIndex: 'condition_type',
      width: 160,
      ellipsis: true,
      render: (_, r) => condition(r),
    },
    {
      title: t('monitor.cron'),
      dataIndex: 'cron',
      width: 110,
      render: (_, r) => <span className="ts-manage-key">{r.cron}</span>,
    },
    {
      title: t('monitor.status'),
      dataIndex: 'status',
      width: 90,
      render: (_, r) => (
        <Tag color={r.status ? STATUS_COLOR[r.status] : 'default'} data-testid="monitor-status">
          {t(`monitor.statuses.${r.status ?? 'none'}`)}
        </Tag>
      ),
    },
    {
      title: t('monitor.lastValue'),
      dataIndex: 'last_value',
      width: 90,
      render: (_, r) =>
        r.status === 'error' ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: r.last_error }} className="ts-monitor-error">
            {r.last_error}
          </Typography.Text>
        ) : (
          (r.last_value ?? '-')
        ),
    },
    {
      title: t('monitor.lastRun'),
      dataIndex: 'last_run_at',
      width: 160,
      render: (_, r) => (
        <>
          {when(r.last_run_at)}
          <span className="ts-manage-cell-sub">
            {t('monitor.nextRun')} {r.enabled ? when(r.next_run_at) : '-'}
          </span>
        </>
      ),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 240,
      fixed: 'right',
      render: (_, record) => (
        <Space size={0} wrap={false}>
          <Button
            type="link"
            size="small"
            loading={running === record.id}
            onClick={() => void trigger(record)}
            data-testid="monitor-trigger"
          >
            {t('monitor.trigger')}
          </Button>
          <Button type="link" size="small" onClick={() => void showHistory(record)} data-testid="monitor-history">
            {t('monitor.history')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(record)} data-testid="monitor-edit">
            {t('monitor.edit')}
          </Button>
          <Popconfirm
            title={t('monitor.confirmDelete', { name: record.name })}
            okText={t('common.ok')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd awaits the promise to show the OK button loading; remove catches its own errors
            onConfirm={() => remove(record)}
          >
            <Button type="link" size="small" danger>
              {t('monitor.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="ts-manage" data-testid="monitor-screen">
      <ProTable<MonitorRecord, { keyword: string }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword }}
        search={false}
        cardBordered
        scroll={{ x: 1040 }}
        headerTitle={t('monitor.title')}
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.DEFAULT_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (total) => t('monitor.total', { total }),
        }}
        toolbar={{
          search: {
            placeholder: t('monitor.search'),
            allowClear: true,
            style: { width: 220 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
        }}
        toolBarRender={() => [
          <Button
            key="add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="monitor-add"
          >
            {t('monitor.add')}
          </Button>,
        ]}
        request={async (params) => {
          try {
            const page = await listMonitors({
              search_content: params.keyword ?? '',
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            fail(err);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <MonitorDrawer
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        app={app}
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <MonitorRuns detail={history} onClose={() => setHistory(null)} />
    </div>
  );
}

/** /data/monitor: the data monitors, with their schedule, state, runs and a button to run one now. */
export default function MonitorScreen() {
  const app = useCurrentApp();
  return app ? <MonitorTable key={app.id} app={app} /> : <NoApp />;
}
