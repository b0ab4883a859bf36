import dayjs from 'dayjs';
import { Badge, Tag, Typography } from 'antd';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DATA_LEVELS, type AppInfo, type PageSearchItem } from '@tessera/schema/api';
import { PAGING } from '@tessera/schema/rules';
import { searchPages } from '../../../api/manage';
import LevelTag from '../../../components/LevelTag';
import { feedback } from '../../../lib/feedback';
import UserSelect from '../../workbench/tree/UserSelect';
import { NoApp, useCurrentApp } from '../shared/useCurrentApp';
import { isOnline } from './openPage';
import { pageFilters, pageSort, type PageFilters } from './pageFilters';
import ResultActions from './ResultActions';
import '../shared/manage.css';

/** Views count this many days back (the call's default). */
const VIEWS_DAYS = 30;

function PagesTable({ app }: { app: AppInfo }) {
  const { t } = useTranslation();

  const columns: ProColumns<PageSearchItem>[] = [
    {
      title: t('reportQuery.name'),
      dataIndex: 'search_content',
      width: 200,
      formItemProps: { label: t('reportQuery.nameSearch') },
      render: (_, p) => (
        <>
          <Typography.Text strong ellipsis>
            {p.name}
          </Typography.Text>
          <span className="ts-manage-cell-sub" title={p.url ?? ''}>
            {[p.path.join(' / '), p.url].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      title: t('reportQuery.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: { 1: { text: t('reportQuery.online') }, 0: { text: t('reportQuery.offline') } },
      render: (_, p) => (
        <span className="ts-query-people">
          {isOnline(p.status) ? (
            <Badge status="success" text={t('reportQuery.online')} />
          ) : (
            <Badge status="default" text={t('reportQuery.offline')} />
          )}
          {p.is_show === 0 && <Tag>{t('reportQuery.hidden')}</Tag>}
        </span>
      ),
    },
    {
      title: t('reportQuery.level'),
      dataIndex: 'data_level',
      width: 90,
      valueType: 'select',
      valueEnum: Object.fromEntries(DATA_LEVELS.map((l) => [l, { text: t('report.level', { level: l }) }])),
      render: (_, p) => <LevelTag level={p.data_level} />,
    },
    {
      title: t('reportQuery.charge'),
      dataIndex: 'charge_username',
      width: 150,
      renderFormItem: () => <UserSelect testId="report-query-charge" />,
      render: (_, p) => (
        <span className="ts-query-people">
          <span>
            <span className="ts-muted">{t('reportQuery.develop')}</span>
            {p.develop_charge_username ?? t('manage.none')}
          </span>
          <span>
            <span className="ts-muted">{t('reportQuery.work')}</span>
            {p.work_charge_username ?? t('manage.none')}
          </span>
        </span>
      ),
    },
    { title: t('reportQuery.sections'), dataIndex: 'section_count', width: 90, search: false },
    {
      title: t('reportQuery.views', { days: VIEWS_DAYS }),
      dataIndex: 'views',
      width: 120,
      sorter: true,
      valueType: 'digitRange',
      formItemProps: { label: t('reportQuery.viewsRange') },
      render: (_, p) => p.views,
    },
    {
      title: t('reportQuery.changedAt'),
      dataIndex: 'changed_at',
      width: 150,
      sorter: true,
      valueType: 'dateRange',
      render: (_, p) => (
        <>
          <span>{dayjs(p.changed_at).format('YYYY-MM-DD HH:mm')}</span>
          {p.changed_by && (
            <span className="ts-manage-cell-sub">{t('reportQuery.changedBy', { user: p.changed_by })}</span>
          )}
        </>
      ),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 170,
      fixed: 'right',
      render: (_, p) => <ResultActions entryId={p.id} url={p.url} draft={!isOnline(p.status)} />,
    },
  ];

  return (
    <div className="ts-manage ts-query-page" data-testid="report-query">
      <ProTable<PageSearchItem, PageFilters>
        rowKey="id"
        columns={columns}
        cardBordered
        scroll={{ x: 1080 }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        headerTitle={
          <>
            {t('manage.titles.reportQuery')}
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
        request={async (params, sort) => {
          try {
            const page = await searchPages({
              app_id: app.id,
              search_content: '',
              ...pageFilters(params),
              views_days: VIEWS_DAYS,
              sort: pageSort(sort),
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

/** /admin/management: the current app's pages by status, data level, people in charge, last change and views. */
export default function ReportQuery() {
  const app = useCurrentApp();
  return app ? <PagesTable key={app.id} app={app} /> : <NoApp />;
}
