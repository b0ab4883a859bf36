import { useRef, useState } from 'react';
import { Select, Typography } from 'antd';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES, type FeedbackRecord, type FeedbackStatus } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { feedbackList, setFeedbackStatus } from '../../api/social';
import { feedback as toast } from '../../lib/feedback';

/** /admin/feedback (workbench): what users sent with the feedback button, newest first, with its status. */
export default function FeedbackList() {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(undefined);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<FeedbackStatus | undefined>(undefined);
  const statusOptions = FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.statuses.${s}`) }));

  const changeStatus = async (row: FeedbackRecord, next: FeedbackStatus) => {
    try {
      await setFeedbackStatus(row.id, next);
      toast.message.success(t('feedback.statusSaved'));
      void actionRef.current?.reload();
    } catch (err) {
      toast.message.error((err as Error).message);
    }
  };

  const columns: ProColumns<FeedbackRecord>[] = [
    { title: t('feedback.time'), dataIndex: 'created_at', valueType: 'dateTime', width: 165 },
    {
      title: t('feedback.user'),
      dataIndex: 'username',
      width: 140,
      ellipsis: true,
      render: (_, r) => (r.realname ? `${r.realname} (${r.username})` : r.username),
    },
    {
      title: t('feedback.text'),
      dataIndex: 'feedback',
      render: (_, r) => (
        <Typography.Paragraph className="ts-feedback-text" ellipsis={{ rows: 3, expandable: true }}>
          {r.feedback}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('feedback.url'),
      dataIndex: 'url',
      width: 220,
      ellipsis: true,
      render: (_, r) => (
        <a href={r.url} target="_blank" rel="noopener noreferrer" title={r.url}>
          {r.url}
        </a>
      ),
    },
    {
      title: t('feedback.status'),
      dataIndex: 'status',
      width: 120,
      render: (_, r) => (
        <Select<FeedbackStatus>
          size="small"
          data-testid="feedback-status"
          style={{ width: 100 }}
          value={r.status}
          options={statusOptions}
          onChange={(next) => void changeStatus(r, next)}
        />
      ),
    },
  ];

  return (
    <div data-testid="feedback-list">
      <ProTable<FeedbackRecord, { keyword: string; status?: FeedbackStatus }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        params={{ keyword, status }}
        search={false}
        cardBordered
        scroll={{ x: 900 }}
        headerTitle={t('feedback.listTitle')}
        tooltip={t('feedback.listHelp')}
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{ defaultPageSize: PAGING.DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        toolbar={{
          search: {
            placeholder: t('feedback.search'),
            allowClear: true,
            style: { width: 240 },
            onSearch: (value: string) => setKeyword(value.trim()),
          },
          filter: (
            <Select<FeedbackStatus | undefined>
              data-testid="feedback-status-filter"
              style={{ width: 130 }}
              allowClear
              placeholder={t('feedback.allStatuses')}
              value={status}
              onChange={(v) => setStatus(v ?? undefined)}
              options={statusOptions}
            />
          ),
        }}
        request={async (params) => {
          try {
            const page = await feedbackList({
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
              search_content: params.keyword ?? '',
              ...(params.status ? { status: params.status } : {}),
            });
            return { data: page.list, total: page.total_size, success: true };
          } catch (err) {
            toast.message.error((err as Error).message);
            return { data: [], total: 0, success: true };
          }
        }}
      />
    </div>
  );
}
