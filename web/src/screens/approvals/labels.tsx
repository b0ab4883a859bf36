import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ApprovalRecord, ApprovalStatus } from '@tessera/schema/api';

const COLORS: Record<ApprovalStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
};

export const formatTime = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

export function StatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="approval-status">
      {t(`approvals.status.${status}`)}
    </Tag>
  );
}

/** What was asked for: the page alone, or a role to join. */
export function TargetText({ record }: { record: ApprovalRecord }) {
  const { t } = useTranslation();
  return <>{record.role_name ? t('approvals.joinRole', { name: record.role_name }) : t('approvals.pageOnly')}</>;
}

/** The page asked for: its name, and its url below in small print. */
export function PageCell({ record }: { record: ApprovalRecord }) {
  return (
    <div className="ts-approval-page">
      <div className="ts-ellipsis" title={record.page_name}>
        {record.page_name}
      </div>
      <div className="ts-muted ts-small ts-ellipsis" title={record.permission_url}>
        {record.app_name} · {record.permission_url}
      </div>
    </div>
  );
}
