import type { LinkedSelectOption, ReportQuery, Section } from '@tessera/schema/dsl';
import type { CacheSettings, CacheOutcome, QueryCache, QueryRunner } from '../../cache';
import { ttlMsFor } from '../../cache';
import { forbidden } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { DbTiming } from '../../datasources/db-timing';
import type { CompiledSql, Row } from '../../datasources/types';
import { compactRows, normalizeRows, totalOf } from '../../query';
import { reportColumns } from './columns';
import {
  FilterOptionService,
  type FilterOptionSources,
  type LinkedSelectInput,
  type SelectOptionsInput,
} from './filter-options';
import { prepareReport, ReportMemos, type PreparedReport, type ReportDeps } from './prepare';
import type { ReportSettings } from './settings';
import type { OptionConnectionLookup } from './sql-options';
import type { CompactReportData, ReportData, ReportExplain, ReportPage, SelectOption } from './types';

export interface ReportServiceDeps extends ReportDeps {
  runner: QueryRunner;
  optionSources?: FilterOptionSources;
  /** Resolves a filter's sql_db_id within the page's app; absent: no filter may run its own SQL. */
  optionConnections?: OptionConnectionLookup;
  /** Read on every call, so a changed limit (tests) applies at once. */
  settings: { report: ReportSettings; queryCache: Pick<CacheSettings, 'ttlSeconds'> };
}

/** An answer and how the cache served it (undefined: no database involved). */
export interface Answer<T> {
  result: T;
  cache?: CacheOutcome;
}

interface ExecOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  bypass: boolean;
  timing?: DbTiming;
}

const overall = (outcomes: CacheOutcome[]): CacheOutcome =>
  outcomes.includes('bypass') ? 'bypass' : outcomes.every((o) => o === 'hit') ? 'hit' : 'miss';

type DataOptions = {
  preview?: boolean;
  signal?: AbortSignal;
  generation?: string | null;
  /** Told how long the call's statements ran in the database. */
  timing?: DbTiming;
};

/**
 * The report data calls: rows of a section (`new/data`), the designer's preview of an unsaved config, the SQL an
 * admin may look at, and, through FilterOptionService, a filter's options and the linked select. Every one goes
 * through prepareSection/prepareReport (the access check), then through the cached runner (single flight, TTL by the
 * dataset's update mode).
 */
export class ReportService {
  private readonly deps: ReportServiceDeps;
  private readonly filterOptions: FilterOptionService;

  constructor(deps: ReportServiceDeps) {
    this.deps = { ...deps, memos: deps.memos ?? new ReportMemos() };
    this.filterOptions = new FilterOptionService(this.deps);
  }

  /** The result cache: `clear()` it when a dataset's data was reloaded. */
  get cache(): QueryCache {
    return this.deps.runner.cache;
  }

  async data(user: CurrentUser, payload: ReportQuery, options: DataOptions = {}): Promise<Answer<ReportData>> {
    const { prepared, exec } = await this.prepareData(user, payload, options);
    return this.execute(prepared, payload, exec);
  }

  /** `data` in the compact shape (`compact: 1`): the same access check, cache and time limit. */
  async compactData(
    user: CurrentUser,
    payload: ReportQuery,
    options: DataOptions = {},
  ): Promise<Answer<CompactReportData>> {
    const { prepared, exec } = await this.prepareData(user, payload, options);
    return this.executeCompact(prepared, payload, exec);
  }

  /** The access-checked query of a `data` call and how it runs: the page's time limit; a preview skips the cache. */
  private async prepareData(user: CurrentUser, payload: ReportQuery, options: DataOptions) {
    const preview = options.preview === true;
    const prepared = await prepareReport(this.deps, user, payload, { preview, generation: options.generation });
    const exec: ExecOptions = {
      timeoutMs: this.deps.settings.report.pageDataTimeoutMs,
      signal: options.signal,
      bypass: preview,
      timing: options.timing,
    };
    return { prepared, exec };
  }

  /**
   * Rows of a config derived from the stored section once the access check passed (`derive` may also refuse it):
   * the real-time calls and the A/B report. The same checks and compiler as `data`; `fresh` skips the result cache.
   */
  async derivedData(
    user: CurrentUser,
    payload: ReportQuery,
    derive: (section: Section) => Section,
    options: { preview?: boolean; signal?: AbortSignal; fresh?: boolean } = {},
  ): Promise<Answer<ReportData>> {
    const preview = options.preview === true;
    const prepared = await prepareReport(this.deps, user, payload, { preview, deriveSection: derive });
    return this.execute(prepared, payload, {
      timeoutMs: this.deps.settings.report.pageDataTimeoutMs,
      signal: options.signal,
      bypass: preview || options.fresh === true,
    });
  }

  /**
   * The designer's preview of an unsaved section config (admins; prepareSection refuses others): never cached. A
   * section not yet stored names its page instead (pageId).
   */
  async configData(
    user: CurrentUser,
    section: Section,
    payload: ReportQuery,
    signal?: AbortSignal,
    pageId?: number,
  ): Promise<Answer<ReportData>> {
    const prepared = await prepareReport(this.deps, user, payload, { preview: true, sectionOverride: section, pageId });
    return this.execute(prepared, payload, {
      timeoutMs: this.deps.settings.report.pageDataTimeoutMs,
      signal,
      bypass: true,
    });
  }

  /** The compiled statements instead of their rows (admins only): the access check and every compiler check still apply. */
  async explain(user: CurrentUser, payload: ReportQuery, preview: boolean): Promise<ReportExplain> {
    if (!user.is_admin) throw forbidden('errors.admin_only');
    const { compiled } = await prepareReport(this.deps, user, payload, { preview });
    const plain = (sql: CompiledSql) => ({ sql: sql.sql, bindings: [...sql.bindings] });
    return {
      ...plain(compiled.data),
      ...(compiled.count ? { count: plain(compiled.count) } : {}),
      sql_text: compiled.sql_text_for_admins,
    };
  }

  /** A filter's options: see FilterOptionService. */
  selectOptions(user: CurrentUser, input: SelectOptionsInput, signal?: AbortSignal): Promise<Answer<SelectOption[]>> {
    return this.filterOptions.selectOptions(user, input, signal);
  }

  /** The linked select: see FilterOptionService. */
  linkedSelect(
    user: CurrentUser,
    input: LinkedSelectInput,
    signal?: AbortSignal,
  ): Promise<Answer<LinkedSelectOption[]>> {
    return this.filterOptions.linkedSelect(user, input, signal);
  }

  /** Data and count statements in parallel; the first failure cancels the other. */
  private async execute(
    prepared: PreparedReport,
    payload: ReportQuery,
    options: ExecOptions,
  ): Promise<Answer<ReportData>> {
    const { columns, rows, page, cache } = await this.run(prepared, payload, options);
    const result: ReportData = { columns, rows: normalizeRows(rows, prepared.compiled.columns) };
    if (page) result.page = page;
    return { result, cache };
  }

  /** `execute` answering in the compact shape: the keys once, rows as arrays. */
  private async executeCompact(
    prepared: PreparedReport,
    payload: ReportQuery,
    options: ExecOptions,
  ): Promise<Answer<CompactReportData>> {
    const { columns, rows, page, cache } = await this.run(prepared, payload, options);
    const result: CompactReportData = { columns, ...compactRows(rows, prepared.compiled.columns) };
    if (page) result.page = page;
    return { result, cache };
  }

  /** The statements' rows as the driver gave them, the answer's columns, and its page when one was asked. */
  private async run(
    prepared: PreparedReport,
    payload: ReportQuery,
    options: ExecOptions,
  ): Promise<{ columns: ReportData['columns']; rows: Row[]; page?: ReportPage; cache?: CacheOutcome }> {
    const { compiled, source } = prepared;
    const sibling = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, sibling.signal]) : sibling.signal;
    const runOptions = {
      timeoutMs: options.timeoutMs,
      signal,
      ttlMs: ttlMsFor(this.deps.settings.queryCache, prepared.dataset.data_update_mode),
      permissionKey: prepared.permissionKey,
      bypass: options.bypass,
      timing: options.timing,
    };
    const run = (sql: CompiledSql) =>
      this.deps.runner.run(source, sql, runOptions).catch((err: unknown) => {
        sibling.abort();
        throw err;
      });
    const [data, count] = await Promise.all([run(compiled.data), compiled.count ? run(compiled.count) : undefined]);
    return {
      columns: reportColumns(compiled, prepared.section, prepared.dataset.columns),
      rows: data.rows,
      page:
        payload.page && count
          ? { page: payload.page.page, page_size: payload.page.page_size, total_size: totalOf(count.rows) }
          : undefined,
      cache: overall(count ? [data.cache, count.cache] : [data.cache]),
    };
  }
}
