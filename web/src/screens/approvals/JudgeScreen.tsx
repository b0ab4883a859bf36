import { useEffect, useState } from 'react';
import { Button, Card, Drawer, Input, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_LIMITS, type ApprovalDetail, type ApprovalRecord, type Paged } from '@tessera/schema/api';
import { approvalDetail, approvalRecords, decideRequest, refreshApprovalCount } from '../../api/approvals';
import { feedback } from '../../lib/feedback';
import { formatTime, PageCell, StatusTag, TargetText } from './labels';
import RequestFlow from './RequestFlow';
import './approvals.css';

type ListType = 'pending' | 'handled';

/**
 * /permission/judage: the requests the user approves, pending and handled. A request's detail shows its flow; a
 * pending one is approved or rejected there with a comment, and the navbar badge is counted again.
 */
export default function JudgeScreen() {
  const { t } = useTranslation();
  const [type, setType] = useState<ListType>('pending');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Paged<ApprovalRecord> | null>(null);
  const [detail, setDetail] = useState<ApprovalDetail | null>(null);
  const [comment, setComment] = useState('');
  const [deciding, setDeciding] = useState<'pass' | 'reject' | null>(null);

  const [tick, setTick] = useState(0);

  useEffect(() => {
    let current = true;
    approvalRecords({ type, page }).then(
      (list) => current && setData(list),
      (err: unknown) => {
        if (!current) return;
        feedback.message.error((err as Error).message);
        setData({ list: [], page, page_size: 10, total_size: 0 });
      },
    );
    return () => {
      current = false;
    };
  }, [type, page, tick]);

  const open = async (id: number) => {
    try {
      setComment('');
      setDetail(await approvalDetail(id));
    } catch (err) {
      feedback.message.error((err as Error).message);
    }
  };

  const decide = async (operate: 'pass' | 'reject') => {
    if (!detail || deciding) return;
    setDeciding(operate);
    try {
      setDetail(await decideRequest({ id: detail.id, operate, comment: comment.trim() }));
      feedback.message.success(t(operate === 'pass' ? 'approvals.approved' : 'approvals.rejected'));
    } catch (err) {
      feedback.message.error((err as Error).message);
      // Someone else may have decided it meanwhile (409): show it as it stands now.
      approvalDetail(detail.id).then(setDetail, () => undefined);
    } finally {
      setDeciding(null);
      void refreshApprovalCount();
      setTick((n) => n + 1);
    }
  };

  const table = (
    <Table<ApprovalRecord>
      rowKey="id"
      size="small"
      loading={data === null}
      dataSource={data?.list ?? []}
      locale={{ emptyText: t(type === 'pending' ? 'approvals.nonePending' : 'approvals.noneHandled') }}
      onRow={(r) => ({ 'data-testid': `approval-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: page,
        pageSize: data?.page_size ?? 10,
        total: data?.total_size ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          key: 'applicant',
          title: t('approvals.applicant'),
          width: 150,
          render: (_, r) => (
            <>
              <div className="ts-ellipsis">{r.applicant_realname}</div>
              <div className="ts-muted ts-small ts-ellipsis">{r.applicant}</div>
            </>
          ),
        },
        { key: 'page', title: t('approvals.cols.page'), render: (_, r) => <PageCell record={r} /> },
        { key: 'target', title: t('approvals.cols.target'), render: (_, r) => <TargetText record={r} /> },
        {
          key: 'reason',
          title: t('approvals.reason'),
          render: (_, r) => (
            <Typography.Text ellipsis={{ tooltip: r.reason }} className="ts-approval-page">
              {r.reason}
            </Typography.Text>
          ),
        },
        {
          key: 'time',
          title: t('approvals.cols.time'),
          width: 150,
          render: (_, r) => (
            <>
              <div>{formatTime(type === 'pending' ? r.created_at : r.decided_at || r.created_at)}</div>
              {type === 'pending' && r.reminded_at && (
                <Typography.Text type="warning" className="ts-small">
                  {t('approvals.remindedAt', { time: formatTime(r.reminded_at) })}
                </Typography.Text>
              )}
            </>
          ),
        },
        ...(type === 'handled'
          ? [
              {
                key: 'status',
                title: t('approvals.cols.status'),
                width: 100,
                render: (_: unknown, r: ApprovalRecord) => <StatusTag status={r.status} />,
              },
            ]
          : []),
        {
          key: 'actions',
          title: t('approvals.cols.actions'),
          width: 90,
          render: (_, r) => (
            <Button size="small" type="link" onClick={() => void open(r.id)} data-testid="approval-open">
              {t('approvals.detail')}
            </Button>
          ),
        },
      ]}
    />
  );

  return (
    <div className="ts-approval-screen" data-testid="judge-screen">
      <Card size="small" title={t('approvals.judgeTitle')}>
        <Tabs
          activeKey={type}
          onChange={(key) => {
            setData(null);
            setType(key as ListType);
            setPage(1);
          }}
          items={[
            { key: 'pending', label: <span data-testid="judge-tab-pending">{t('approvals.pending')}</span> },
            { key: 'handled', label: <span data-testid="judge-tab-handled">{t('approvals.handled')}</span> },
          ].map((item) => ({ ...item, children: table }))}
        />
      </Card>
      <Drawer open={!!detail} width={560} title={t('approvals.detail')} onClose={() => setDetail(null)} destroyOnHidden>
        {detail && (
          <>
            <RequestFlow detail={detail} />
            {detail.can_decide && (
              <div className="ts-approval-decide" data-testid="approval-decide">
                <Typography.Text strong>{t('approvals.comment')}</Typography.Text>
                <Input.TextArea
                  value={comment}
                  onChange={(e) => setComment(e.target.value)}
                  placeholder={t('approvals.commentPlaceholder')}
                  aria-label={t('approvals.comment')}
                  maxLength={APPROVAL_LIMITS.COMMENT}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  data-testid="approval-comment"
                />
                <div className="ts-approval-decide-buttons">
                  <Button
                    danger
                    loading={deciding === 'reject'}
                    disabled={!!deciding}
                    onClick={() => void decide('reject')}
                    data-testid="approval-reject"
                  >
                    {t('approvals.reject')}
                  </Button>
                  <Button
                    type="primary"
                    loading={deciding === 'pass'}
                    disabled={!!deciding}
                    onClick={() => void decide('pass')}
                    data-testid="approval-pass"
                  >
                    {t('approvals.approve')}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
      </Drawer>
    </div>
  );
}
