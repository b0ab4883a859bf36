import { Modal, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MonitorDetail, MonitorOutcome, MonitorRun } from '@tessera/schema/api';

export const OUTCOME_COLOR: Record<MonitorOutcome, string> = { passed: 'green', fired: 'red', error: 'orange' };

/** The history of a monitor's runs: value seen, outcome, notice sent, duration, error and each webhook try. */
export default function MonitorRuns({ detail, onClose }: { detail: MonitorDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={detail !== null}
      title={detail ? t('monitor.historyTitle', { name: detail.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      <Table<MonitorRun>
        rowKey="id"
        size="small"
        data-testid="monitor-runs"
        dataSource={detail?.runs ?? []}
        pagination={false}
        scroll={{ x: 880 }}
        locale={{ emptyText: t('monitor.runs.none') }}
        columns={[
          {
            title: t('monitor.runs.startedAt'),
            dataIndex: 'started_at',
            width: 150,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            title: t('monitor.runs.source'),
            dataIndex: 'source',
            width: 80,
            render: (v: MonitorRun['source']) => t(`monitor.runs.sources.${v}`),
          },
          {
            title: t('monitor.runs.outcome'),
            dataIndex: 'outcome',
            width: 80,
            render: (v: MonitorOutcome) => <Tag color={OUTCOME_COLOR[v]}>{t(`monitor.runs.outcomes.${v}`)}</Tag>,
          },
          { title: t('monitor.runs.value'), dataIndex: 'value', width: 100, render: (v: number | null) => v ?? '-' },
          {
            title: t('monitor.runs.notified'),
            dataIndex: 'notified',
            width: 80,
            render: (v: MonitorRun['notified']) => (v ? t(`monitor.noticeKinds.${v}`) : '-'),
          },
          {
            title: t('monitor.runs.duration'),
            dataIndex: 'duration_ms',
            width: 80,
            render: (v: number) => `${v} ms`,
          },
          {
            title: t('monitor.runs.webhook'),
            dataIndex: 'webhook_attempts',
            width: 170,
            render: (_: unknown, run: MonitorRun) =>
              run.webhook_attempts.length === 0
                ? '-'
                : run.webhook_attempts.map((a) => (
                    <div key={a.attempt} data-testid="webhook-attempt">
                      {t('monitor.runs.attempt', { n: a.attempt, result: a.error ?? `HTTP ${a.status_code}` })}
                    </div>
                  )),
          },
          {
            title: t('monitor.runs.error'),
            dataIndex: 'error',
            render: (v: string | null) =>
              v ? (
                <Typography.Text type="danger" className="ts-monitor-error">
                  {v}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </Modal>
  );
}
