import type { DatasetColumn } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import type { MetadataSource } from '../../datasources/metadata';
import type { QueryDataset } from '../../query';
import { dayExpression } from './sql';

type Column = Omit<DatasetColumn, 'column_type'>;

const dimension = (column_key: string, zh: string, en: string, data_type = 'varchar'): DatasetColumn => ({
  column_key,
  column_name: zh,
  column_type: 0,
  data_type,
  i18n: { en: { column_name: en } },
});
const indicator = (column: Column & { aggregate: DatasetColumn['aggregate'] }): DatasetColumn => ({
  ...column,
  column_type: 1,
  data_type: 'bigint',
  formatter: 'thousands',
});
/** A count summed over the rows (SUM), named in zh and en. */
const total = (column_key: string, zh: string, en: string): DatasetColumn =>
  indicator({ column_key, column_name: zh, aggregate: 'SUM', i18n: { en: { column_name: en } } });

/**
 * `visit_events`: one row per visit of a report page, with the names shown for it. PV counts the rows, UV the
 * distinct visitors, pages the distinct pages. Only the visit table and the names of apps, pages and users are read
 * (never tokens, passwords or sessions); the SQL is built here with knex, for the store's dialect.
 */
export function visitEventsDataset(source: MetadataSource, lang: Lang): QueryDataset {
  const { knex } = source;
  // Names in the reader's language: the English name where there is one.
  const named = (zh: string, en: string) => (lang === 'en' ? knex.raw('COALESCE(??, ??)', [en, zh]) : knex.ref(zh));
  const sql = source
    .knex('visits as v')
    .leftJoin('apps as a', 'a.id', 'v.app_id')
    .leftJoin('entries as e', 'e.id', 'v.entry_id')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .whereNotNull('v.app_id')
    .whereNotNull('v.entry_id')
    .select({ dt: dayExpression(source) })
    .select({ app_name: named('a.app_name', 'a.app_name_en'), page_name: named('e.name', 'e.name_en') })
    .select('v.app_id', 'v.entry_id', 'e.url as page_url')
    .select('u.username', 'u.realname', { pv: 'v.id', uv: 'v.user_id', pages: 'v.entry_id' })
    .toQuery();
  return {
    sql,
    table_name: null,
    params: [],
    columns: [
      dimension('dt', '日期', 'Date', 'date'),
      dimension('app_id', '应用', 'App', 'int'),
      dimension('app_name', '应用', 'App'),
      dimension('entry_id', '页面', 'Page', 'int'),
      dimension('page_name', '页面', 'Page'),
      dimension('page_url', '页面地址', 'Page URL'),
      dimension('username', '用户名', 'Username'),
      dimension('realname', '姓名', 'Name'),
      indicator({
        column_key: 'pv',
        column_name: '浏览量 PV',
        aggregate: 'COUNT',
        i18n: { en: { column_name: 'Page views (PV)' } },
      }),
      indicator({
        column_key: 'uv',
        column_name: '访客数 UV',
        aggregate: 'COUNT_DISTINCT',
        i18n: { en: { column_name: 'Visitors (UV)' } },
      }),
      indicator({
        column_key: 'pages',
        column_name: '页面数',
        aggregate: 'COUNT_DISTINCT',
        i18n: { en: { column_name: 'Pages' } },
      }),
    ],
  };
}

/** The user flow's datasets: computed from the visits in code (sessions need the order of each user's visits). */
export const FLOW_DATASETS = {
  visit_flow_links: [
    dimension('source', '来源页面', 'From page'),
    dimension('target', '去向页面', 'To page'),
    indicator({
      column_key: 'value',
      column_name: '会话数',
      aggregate: 'SUM',
      i18n: { en: { column_name: 'Sessions' } },
    }),
  ],
  visit_flow_paths: [
    dimension('path', '路径', 'Path'),
    indicator({
      column_key: 'sessions',
      column_name: '会话数',
      aggregate: 'SUM',
      i18n: { en: { column_name: 'Sessions' } },
    }),
  ],
  visit_flow_drop_offs: [
    dimension('step', '步骤', 'Step', 'int'),
    dimension('page_name', '页面', 'Page'),
    indicator({
      column_key: 'sessions',
      column_name: '离开会话数',
      aggregate: 'SUM',
      i18n: { en: { column_name: 'Sessions ended' } },
    }),
    indicator({
      column_key: 'rate',
      column_name: '离开率 %',
      aggregate: 'AVG',
      i18n: { en: { column_name: 'Drop-off rate %' } },
    }),
  ],
} satisfies Record<string, DatasetColumn[]>;
export type FlowDatasetKey = keyof typeof FLOW_DATASETS;

/**
 * The statistics calls' figures as datasets of the visit statistics page: the totals of the period with the visitors
 * added or lost against the period of equal length before it (`/visit/statistics`, `/visit/user/pv/addOrLoss`), and
 * PV / UV per week (`/visit/week/list`, visitors distinct over each week). Computed by stats.ts, not compiled.
 */
export const STAT_DATASETS = {
  visit_summary: [
    total('pv', '浏览量 PV', 'Page views (PV)'),
    total('uv', '访客数 UV', 'Visitors (UV)'),
    {
      ...total('pv_per_uv', '人均浏览', 'Views per visitor'),
      data_type: 'decimal',
      formatter: 'thousands_point',
    },
    total('added', '新增访客', 'Visitors added'),
    total('lost', '流失访客', 'Visitors lost'),
  ],
  visit_weekly: [
    dimension('week_start', '周（周一）', 'Week (Monday)', 'date'),
    total('pv', '浏览量 PV', 'Page views (PV)'),
    total('uv', '访客数 UV', 'Visitors (UV)'),
  ],
} satisfies Record<string, DatasetColumn[]>;
export type StatDatasetKey = keyof typeof STAT_DATASETS;
export const VISIT_EVENTS = 'visit_events';
