/**
 * The admin's searches (chart query: sections; report query: pages) and the workbench overview: what the calls
 * answer.
 */
import type { ChartType } from '../dsl';
import type { DataLevel, OnlineStatus } from './entities';
import type { TrashKind } from './lifecycle';

/** One section found by `POST /customize/page-diagram/search`, with the page it is on. */
export interface SectionSearchItem {
  /** The diagram id. */
  id: number;
  key: string;
  title: string;
  /** What the draft shows (sectionChartType): a chart type, cards or a table. */
  chart_type: ChartType;
  /** 1 online, 0 draft only. */
  status: OnlineStatus;
  /** The draft differs from what is online (always true for a draft-only section). */
  has_unpublished_changes: boolean;
  /** The dataset the draft queries, null when it names none. */
  data_set_id: number | null;
  data_set_name: string | null;
  /** The page's menu entry. */
  entry_id: number;
  page_name: string;
  page_url: string | null;
  page_status: OnlineStatus;
  updated_at: string;
}

export const PAGE_SEARCH_SORTS = ['changed_desc', 'changed_asc', 'views_desc', 'views_asc'] as const;
export type PageSearchSort = (typeof PAGE_SEARCH_SORTS)[number];

/** One page found by `POST /customize/catalog/page/search`. */
export interface PageSearchItem {
  /** The page's entry id. */
  id: number;
  name: string;
  url: string | null;
  /** Names of the catalogs above it, outermost first. */
  path: string[];
  status: OnlineStatus;
  is_show: number;
  data_level: DataLevel;
  develop_charge_username: string | null;
  work_charge_username: string | null;
  /** Live sections on the page. */
  section_count: number;
  /** The last change of the page: its menu fields, its draft or a publish, whichever is latest. */
  changed_at: string;
  /** Who saved or published the draft last; null when nobody did through the product. */
  changed_by: string | null;
  /** Visits in the last `views_days` days. */
  views: number;
}

/** Totals of the install, for the workbench home. */
export interface WorkbenchCounts {
  apps: number;
  connections: number;
  datasets: number;
  pages_online: number;
  pages_offline: number;
  global_columns: number;
  global_selects: number;
  select_diy: number;
  trash: number;
}

export const RECENT_CHANGE_KINDS = [
  'page',
  'dataset',
  'connection',
  'global_column',
  'global_select',
  'select_diy',
  'app',
  'deleted',
] as const;
export type RecentChangeKind = (typeof RECENT_CHANGE_KINDS)[number];

/** One of the last changes: a page version, a definition saved, or something sent to the recycle bin. */
export interface RecentChange {
  kind: RecentChangeKind;
  /** The changed thing's id (a page: its entry id; deleted: the bin item's id). */
  id: number;
  name: string;
  /** What was deleted, for `deleted`. */
  deleted_kind: TrashKind | null;
  app_id: number | null;
  app_name: string | null;
  at: string;
  by: string | null;
  /** A page version's summary in the reader's language; null otherwise. */
  summary: string | null;
}

/** `GET /workbench/overview`. */
export interface WorkbenchOverview {
  counts: WorkbenchCounts;
  recent: RecentChange[];
}
