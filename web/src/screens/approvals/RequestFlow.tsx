import { Descriptions, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalDetail } from '@tessera/schema/api';
import { formatTime, PageCell, StatusTag, TargetText } from './labels';

const DOT: Record<string, string> = { apply: 'blue', remind: 'orange', withdraw: 'gray', pass: 'green', reject: 'red' };

/** A request as both sides see it: what was asked, why, by whom, and every step with who and when. */
export default function RequestFlow({ detail }: { detail: ApprovalDetail }) {
  const { t } = useTranslation();
  const approvers = detail.approvers.map((a) => `${a.realname} (${a.username})`).join('、');
  return (
    <div className="ts-approval-flow" data-testid="approval-flow">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'page', label: t('approvals.page'), children: <PageCell record={detail} /> },
          { key: 'target', label: t('approvals.target'), children: <TargetText record={detail} /> },
          {
            key: 'applicant',
            label: t('approvals.applicant'),
            children: `${detail.applicant_realname} (${detail.applicant})`,
          },
          {
            key: 'reason',
            label: t('approvals.reason'),
            children: <Typography.Paragraph className="ts-approval-reason">{detail.reason}</Typography.Paragraph>,
          },
          { key: 'status', label: t('approvals.cols.status'), children: <StatusTag status={detail.status} /> },
          {
            key: 'approvers',
            label: t('approvals.approvers'),
            children: [approvers, t('approvals.approversAdmins')].filter(Boolean).join(' '),
          },
        ]}
      />
      <Typography.Title level={5} className="ts-approval-flow-title">
        {t('approvals.flow')}
      </Typography.Title>
      <Timeline
        items={detail.steps.map((step, i) => ({
          key: i,
          color: DOT[step.action],
          children: (
            <div data-testid={`approval-step-${step.action}`}>
              <div>{t(`approvals.steps.${step.action}`, { who: `${step.realname} (${step.username})` })}</div>
              <div className="ts-muted ts-small">{formatTime(step.created_at)}</div>
              {step.comment && <div className="ts-approval-comment">{step.comment}</div>}
            </div>
          ),
        }))}
      />
    </div>
  );
}
