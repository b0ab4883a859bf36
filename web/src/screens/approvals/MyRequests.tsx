import { useEffect, useState } from 'react';
import { Button, Card, Drawer, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalDetail, ApprovalRecord, Paged } from '@tessera/schema/api';
import { myRequests, requestFlow, sendReminder, withdrawRequest } from '../../api/approvals';
import { feedback } from '../../lib/feedback';
import { formatTime, PageCell, StatusTag, TargetText } from './labels';
import RequestFlow from './RequestFlow';

/** "My requests": the user's own requests with their flow; pending ones can be withdrawn or reminded. */
export default function MyRequests({ version }: { version: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Paged<ApprovalRecord> | null>(null);
  const [flow, setFlow] = useState<ApprovalDetail | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const [tick, setTick] = useState(0);

  useEffect(() => {
    let current = true;
    myRequests({ page }).then(
      (list) => current && setData(list),
      (err: unknown) => current && feedback.message.error((err as Error).message),
    );
    return () => {
      current = false;
    };
  }, [page, version, tick]);

  const act = async (id: number, run: () => Promise<ApprovalDetail>, done: string) => {
    setBusy(id);
    try {
      const detail = await run();
      feedback.message.success(done);
      if (flow?.id === id) setFlow(detail);
      setTick((n) => n + 1);
    } catch (err) {
      feedback.message.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const openFlow = async (id: number) => {
    try {
      setFlow(await requestFlow(id));
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  return (
    <Card size="small" title={t('approvals.mine')} data-testid="my-requests">
      <Table<ApprovalRecord>
        rowKey="id"
        size="small"
        loading={data === null}
        dataSource={data?.list ?? []}
        locale={{ emptyText: t('approvals.noneMine') }}
        pagination={{
          current: page,
          pageSize: data?.page_size ?? 10,
          total: data?.total_size ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'page', title: t('approvals.cols.page'), render: (_, r) => <PageCell record={r} /> },
          { key: 'target', title: t('approvals.cols.target'), render: (_, r) => <TargetText record={r} /> },
          {
            key: 'status',
            title: t('approvals.cols.status'),
            width: 110,
            render: (_, r) => <StatusTag status={r.status} />,
          },
          {
            key: 'time',
            title: t('approvals.cols.time'),
            width: 150,
            render: (_, r) => (
              <>
                <div>{formatTime(r.created_at)}</div>
                {r.reminded_at && (
                  <Typography.Text type="secondary" className="ts-small">
                    {t('approvals.remindedAt', { time: formatTime(r.reminded_at) })}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('approvals.cols.actions'),
            width: 200,
            render: (_, r) => (
              <Space size={4} wrap>
                <Button size="small" type="link" onClick={() => void openFlow(r.id)} data-testid="request-flow">
                  {t('approvals.flow')}
                </Button>
                {r.status === 'pending' && (
                  <>
                    <Button
                      size="small"
                      type="link"
                      loading={busy === r.id}
                      onClick={() => void act(r.id, () => sendReminder(r.id), t('approvals.reminded'))}
                      data-testid="request-remind"
                    >
                      {t('approvals.remind')}
                    </Button>
                    <Popconfirm
                      title={t('approvals.withdrawConfirm')}
                      okText={t('common.ok')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => void act(r.id, () => withdrawRequest(r.id), t('approvals.withdrawn'))}
                    >
                      <Button size="small" type="link" danger data-testid="request-withdraw">
                        {t('approvals.withdraw')}
                      </Button>
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Drawer open={!!flow} width={520} title={t('approvals.flow')} onClose={() => setFlow(null)} destroyOnHidden>
        {flow && <RequestFlow detail={flow} />}
      </Drawer>
    </Card>
  );
}
