import dayjs from 'dayjs';
import { Badge, Tag, Typography } from 'antd';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { AppInfo, SectionSearchItem } from '@tessera/schema/api';
import { CHART_TYPES, type ChartType } from '@tessera/schema/dsl';
import { PAGING } from '@tessera/schema/rules';
import { searchSections } from '../../../api/manage';
import { feedback } from '../../../lib/feedback';
import DatasetSelect from '../shared/DatasetSelect';
import { NoApp, useCurrentApp } from '../shared/useCurrentApp';
import { isOnline } from './openPage';
import ResultActions from './ResultActions';
import '../shared/manage.css';

const TYPE_COLORS: Record<ChartType, string> = {
  0: 'default',
  1: 'blue',
  2: 'geekblue',
  3: 'magenta',
  4: 'purple',
  5: 'gold',
  6: 'cyan',
  7: 'lime',
};

interface Filters {
  search_content?: string;
  chart_type?: ChartType;
  data_set_id?: number | null;
  status?: 0 | 1;
}

function SectionsTable({ app }: { app: AppInfo }) {
  const { t } = useTranslation();
  const typeEnum = Object.fromEntries(
    Object.values(CHART_TYPES).map((code) => [code, { text: t(`chartTypes.${code}`) }]),
  );

  const columns: ProColumns<SectionSearchItem>[] = [
    {
      title: t('chartQuery.title'),
      dataIndex: 'search_content',
      width: 180,
      formItemProps: { label: t('chartQuery.titleSearch') },
      render: (_, s) => (
        <>
          <Typography.Text strong ellipsis>
            {s.title || s.key}
          </Typography.Text>
          <span className="ts-manage-cell-sub ts-manage-key">{s.key}</span>
        </>
      ),
    },
    {
      title: t('chartQuery.chartType'),
      dataIndex: 'chart_type',
      width: 110,
      valueType: 'select',
      valueEnum: typeEnum,
      render: (_, s) => <Tag color={TYPE_COLORS[s.chart_type]}>{t(`chartTypes.${s.chart_type}`)}</Tag>,
    },
    {
      title: t('chartQuery.dataset'),
      dataIndex: 'data_set_id',
      width: 170,
      ellipsis: true,
      renderFormItem: () => <DatasetSelect appId={app.id} testId="chart-query-dataset" />,
      render: (_, s) => s.data_set_name ?? <span className="ts-muted">{t('chartQuery.noDataset')}</span>,
    },
    {
      title: t('chartQuery.page'),
      dataIndex: 'page_name',
      width: 200,
      search: false,
      render: (_, s) => (
        <>
          <Typography.Text ellipsis>{s.page_name}</Typography.Text>
          <span className="ts-manage-cell-sub">{s.page_url}</span>
        </>
      ),
    },
    {
      title: t('chartQuery.status'),
      dataIndex: 'status',
      width: 130,
      valueType: 'select',
      valueEnum: {
        1: { text: t('chartQuery.online') },
        0: { text: t('chartQuery.draft') },
      },
      render: (_, s) => (
        <span className="ts-query-people">
          {isOnline(s.status) ? (
            <Badge status="success" text={t('chartQuery.online')} />
          ) : (
            <Badge status="default" text={t('chartQuery.draft')} />
          )}
          {isOnline(s.status) && s.has_unpublished_changes && <Badge status="warning" text={t('chartQuery.changed')} />}
        </span>
      ),
    },
    {
      title: t('manage.updatedAt'),
      dataIndex: 'updated_at',
      width: 140,
      search: false,
      render: (_, s) => dayjs(s.updated_at).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 180,
      fixed: 'right',
      render: (_, s) => (
        <ResultActions
          entryId={s.entry_id}
          url={s.page_url}
          draft={!isOnline(s.page_status) || !isOnline(s.status) || s.has_unpublished_changes}
        />
      ),
    },
  ];

  return (
    <div className="ts-manage ts-query-page" data-testid="chart-query">
      <ProTable<SectionSearchItem, Filters>
        rowKey="id"
        columns={columns}
        cardBordered
        scroll={{ x: 1110 }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        form={{ syncToUrl: false }}
        headerTitle={
          <>
            {t('manage.titles.chartQuery')}
            <Typography.Text type="secondary" className="ts-manage-app">
              {t('manage.currentApp', { app: app.app_name })}
            </Typography.Text>
          </>
        }
        options={{ reload: true, density: false, setting: false, fullScreen: false }}
        pagination={{
          defaultPageSize: PAGING.DEFAULT_PAGE_SIZE,
          showSizeChanger: true,
          showTotal: (total) => t('manage.total', { total }),
        }}
        request={async (params) => {
          try {
            const page = await searchSections({
              app_id: app.id,
              search_content: (params.search_content ?? '').trim(),
              ...(params.data_set_id ? { data_set_id: params.data_set_id } : {}),
              ...(params.chart_type !== undefined ? { chart_type: Number(params.chart_type) as ChartType } : {}),
              ...(params.status !== undefined ? { status: Number(params.status) as 0 | 1 } : {}),
              page: params.current ?? PAGING.DEFAULT_PAGE,
              page_size: params.pageSize ?? PAGING.DEFAULT_PAGE_SIZE,
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

/** /admin/query/page: every section of the current app, by dataset, chart type, status and title. */
export default function ChartQuery() {
  const app = useCurrentApp();
  return app ? <SectionsTable key={app.id} app={app} /> : <NoApp />;
}
