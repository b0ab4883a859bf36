import type { ReportData, SelectOption, VisitFlow, VisitReportOptionsBody } from '@tessera/schema/api';
import { VISIT_FLOW_DEPTH, VISIT_SESSION_MINUTES, type VisitReportPageName } from '@tessera/schema/api';
import type { DatasetColumn, FilterCondition, Page, ReportQuery, Section } from '@tessera/schema/dsl';
import { isAllOption, isEmptyValue, type Lang } from '@tessera/schema/rules';
import { AppError, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { MetadataSource } from '../../datasources/metadata';
import { compileReportQuery, normalizeRows, totalOf } from '../../query';
import type { Store } from '../../store';
import { reportColumns } from '../report/columns';
import { visibleApps, type VisitScreen } from './access';
import {
  FLOW_DATASETS,
  STAT_DATASETS,
  VISIT_EVENTS,
  visitEventsDataset,
  type FlowDatasetKey,
  type StatDatasetKey,
} from './datasets';
import type { VisitFlowService } from './flow';
import { VISIT_REPORT_PAGES, visitSection } from './pages';
import { count } from './sql';
import type { VisitStatsService } from './stats';

/** Options a select filter lists at most. */
const OPTIONS_MAX = 500;

type Row = Record<string, unknown>;

const screenOf = (page: Page) => page.url as VisitScreen;
const isFlowDataset = (key: unknown): key is FlowDatasetKey => typeof key === 'string' && key in FLOW_DATASETS;
const isStatDataset = (key: unknown): key is StatDatasetKey => typeof key === 'string' && key in STAT_DATASETS;

/** The value of a single-value condition on `key`, unless it is empty or 'all'. */
function chosen(conditions: readonly FilterCondition[], key: string): unknown {
  const condition = conditions.find((c) => c.key === key);
  const value = condition?.value ?? condition?.values?.[0];
  return isEmptyValue(value) || isAllOption(value) ? undefined : value;
}

function positiveId(value: unknown, field: string): number | undefined {
  if (value === undefined) return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new ValidationError([{ field, rule: 'invalid' }]);
  return id;
}

/**
 * The built-in visit report pages: their documents, their sections' data and their filters' options. Data of the
 * `visit_events` sections is compiled by the report compiler from the section and the payload, exactly as every
 * report, and runs on the built-in metadata source; a caller who is not an admin only ever reads rows of the apps
 * whose role grants him the screen (a row condition the compiler ANDs in). The user flow's sections are computed
 * from its sessions (flow.ts), and the totals and weeks of the statistics page by the statistics calls (stats.ts),
 * with the same filters.
 */
export class VisitReportService {
  constructor(
    private readonly store: Store,
    private readonly source: MetadataSource,
    private readonly flows: VisitFlowService,
    private readonly stats: VisitStatsService,
  ) {}

  /** The page document; the caller must be allowed the screen (403 otherwise), so it never shows an empty frame. */
  async page(user: CurrentUser, name: VisitReportPageName): Promise<Page> {
    const page = VISIT_REPORT_PAGES[name];
    await visibleApps(this.store, user, screenOf(page));
    return page;
  }

  async data(user: CurrentUser, payload: ReportQuery, lang: Lang = 'zh', now?: Date): Promise<ReportData> {
    const found = visitSection(payload.diagram_id);
    if (!found)
      throw new AppError(
        404,
        'visits.report_section_unknown',
        { id: String(payload.diagram_id) },
        { field: 'diagram_id' },
      );
    const { page, section } = found;
    const apps = await visibleApps(this.store, user, screenOf(page));
    const datasetKey = section.diagram_sql_model?.data_set_id;
    if (isFlowDataset(datasetKey)) return this.flowData(user, section, datasetKey, payload, lang, now);
    if (isStatDataset(datasetKey)) return this.statData(user, section, datasetKey, payload, now);
    if (datasetKey !== VISIT_EVENTS) throw new AppError(500, 'errors.internal');
    const dataset = visitEventsDataset(this.source, lang);
    const rowFilters: FilterCondition[] = apps
      ? [{ key: 'app_id', value_type: 'string', operator: 'eq', values: apps.map(String) }]
      : [];
    const compiled = compileReportQuery({
      section,
      dataset,
      payload,
      kind: this.source.kind,
      knex: this.source.knex,
      globalFilters: page.global_filters ?? [],
      rowFilters,
      now,
    });
    const options = { timeoutMs: 0 };
    const rows = await this.source.query(compiled.data, options);
    const result: ReportData = {
      columns: reportColumns(compiled, section, dataset.columns),
      rows: normalizeRows(rows, compiled.columns),
    };
    if (payload.page && compiled.count)
      result.page = {
        page: payload.page.page,
        page_size: payload.page.page_size,
        total_size: totalOf(await this.source.query(compiled.count, options)),
      };
    return result;
  }

  /** The user flow of the filters' app, days and start page (no start page yet: nothing to follow). */
  private async flowData(
    user: CurrentUser,
    section: Section,
    key: FlowDatasetKey,
    payload: ReportQuery,
    lang: Lang,
    now?: Date,
  ): Promise<ReportData> {
    const conditions = payload.filter_condition;
    const entryId = positiveId(chosen(conditions, 'entry_id'), 'filter_condition.entry_id');
    const flow = entryId
      ? await this.flows.flow(
          user,
          {
            app_id: positiveId(chosen(conditions, 'app_id'), 'filter_condition.app_id'),
            entry_id: entryId,
            ...dateRange(conditions),
            depth: VISIT_FLOW_DEPTH.DEFAULT,
            session_minutes: VISIT_SESSION_MINUTES.DEFAULT,
          },
          lang,
          now,
        )
      : null;
    return computedResult(section, FLOW_DATASETS[key], flow ? flowRows(flow, key) : [], payload);
  }

  /** The period's totals with the visitors added or lost, or its weeks, for the filters' app, days and page. */
  private async statData(
    user: CurrentUser,
    section: Section,
    key: StatDatasetKey,
    payload: ReportQuery,
    now?: Date,
  ): Promise<ReportData> {
    const conditions = payload.filter_condition;
    const query = {
      app_id: positiveId(chosen(conditions, 'app_id'), 'filter_condition.app_id'),
      entry_id: positiveId(chosen(conditions, 'entry_id'), 'filter_condition.entry_id'),
      ...dateRange(conditions),
    };
    let rows: Row[];
    if (key === 'visit_weekly') rows = (await this.stats.weeks(user, query, now)).map((w) => ({ ...w }));
    else {
      const { current } = await this.stats.statistics(user, query, now);
      const change = await this.stats.addOrLoss(user, query, now);
      rows = [
        {
          pv: current.pv,
          uv: current.uv,
          pv_per_uv: current.pv_per_uv,
          added: change.added_count,
          lost: change.lost_count,
        },
      ];
    }
    return computedResult(section, STAT_DATASETS[key], rows, payload);
  }

  /** A select filter's options: the caller's apps, or the pages of those apps that were visited. */
  async options(user: CurrentUser, body: VisitReportOptionsBody): Promise<SelectOption[]> {
    const apps = await visibleApps(this.store, user, '/visitStat').catch(() =>
      visibleApps(this.store, user, '/userFlow'),
    );
    const search = body.search?.trim().toLowerCase() ?? '';
    const { knex } = this.source;
    const query =
      body.field === 'app_id'
        ? knex('apps as a').select('a.id as value', 'a.app_name as name', 'a.app_name_en as name_en').orderBy('a.id')
        : knex('entries as e')
            .whereIn('e.id', knex('visits as v').distinct('v.entry_id').whereNotNull('v.entry_id'))
            .select('e.id as value', 'e.name as name', 'e.name_en as name_en', 'e.app_id')
            .orderBy('e.id');
    if (apps) query.whereIn(body.field === 'app_id' ? 'a.id' : 'e.app_id', apps);
    const rows: Row[] = await this.source.rows(query.limit(OPTIONS_MAX));
    return rows
      .map((r) => ({
        value: count(r.value),
        name: String(r.name ?? r.value),
        ...(typeof r.name_en === 'string' && r.name_en ? { i18n: { en: { name: r.name_en } } } : {}),
      }))
      .filter(
        (o) => !search || o.name.toLowerCase().includes(search) || o.i18n?.en.name.toLowerCase().includes(search),
      );
  }
}

/**
 * The days of the date filter as the renderer sends them: a span of days is `(day before 23:59:59, last day
 * 23:59:59]` (the compiler's bounds), so a start with a time is the day after it; plain days are taken as they are.
 * Without a date filter the default 30 days apply.
 */
function dateRange(conditions: readonly FilterCondition[]): { start_date?: string; end_date?: string } {
  const range = conditions.find((c) => c.key === 'dt')?.range;
  const day = (value: unknown, exclusive: boolean): string | undefined => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
    if (value.length <= 10 || !exclusive) return value.slice(0, 10);
    const next = new Date(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) + 86_400_000);
    return next.toISOString().slice(0, 10);
  };
  const start_date = day(range?.start, true);
  const end_date = day(range?.end, false);
  return { ...(start_date ? { start_date } : {}), ...(end_date ? { end_date } : {}) };
}

/** The answer of a section over rows computed in code: its columns as the dataset names them, paged here. */
function computedResult(
  section: Section,
  columns: readonly DatasetColumn[],
  rows: readonly Row[],
  payload: ReportQuery,
): ReportData {
  const compiledColumns = columns.map((c) => ({
    key: c.column_key,
    name: c.column_name,
    role: c.column_type === 1 ? ('indicator' as const) : ('dimension' as const),
  }));
  const result: ReportData = {
    columns: reportColumns({ columns: compiledColumns, masked: [] }, section, [...columns]),
    rows: normalizeRows([...rows], compiledColumns),
  };
  if (!payload.page) return result;
  const { page, page_size } = payload.page;
  return {
    ...result,
    rows: result.rows.slice((page - 1) * page_size, page * page_size),
    page: { page, page_size, total_size: rows.length },
  };
}

function flowRows(flow: VisitFlow, key: FlowDatasetKey): Row[] {
  if (key === 'visit_flow_links') return flow.links.map((l) => ({ ...l }));
  if (key === 'visit_flow_paths')
    return flow.top_paths.map((p) => ({ path: p.pages.join(' → '), sessions: p.sessions }));
  return flow.drop_offs.map((d) => ({ step: d.step, page_name: d.page_name, sessions: d.sessions, rate: d.rate }));
}
