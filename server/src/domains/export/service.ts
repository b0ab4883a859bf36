import type { Readable } from 'node:stream';
import { TIMEOUTS, textIn, type Lang } from '@tessera/schema/rules';
import { forbidden } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { totalOf } from '../../query';
import { prepareReport, type PreparedReport, type ReportDeps } from '../report/prepare';
import type { CsvColumn } from './csv';
import { changesNothing, shownColumns, shownHeaders, type ShownColumn } from './shown';
import { exportFileName } from './filename';
import { openCopy, openCsv, openRows } from './first-row';
import type { ExportQuery } from './payload';

/** The CSV columns in the order the body wrote export_fields (rows are read by key, so the SELECT order is free). */
function inOrder(columns: CsvColumn[], order: readonly string[] | undefined): CsvColumn[] {
  if (!order) return columns;
  const rank = (key: string) => {
    const at = order.indexOf(key);
    return at < 0 ? order.length : at;
  };
  return [...columns].sort((a, b) => rank(a.key) - rank(b.key));
}

export interface ExportSettings {
  /** Rows written at most (EXPORT_MAX_ROWS); read on every export. */
  exportMaxRows: number;
}

export interface ExportOptions {
  /** Time from the start until the export query's first row (count included); default TIMEOUTS.EXPORT. */
  timeoutMs?: number;
}

/** What an export reads of a prepared query. */
export type ExportPrepared = Pick<PreparedReport, 'section' | 'dataset' | 'source' | 'compiled'>;

export interface StreamOptions {
  /** export_fields' keys as the body wrote them (the file's column order). */
  order?: readonly string[];
  values?: 'shown' | 'raw';
  /** The reader's language: "as shown" writes headers, labels and the file name as the page shows them in it. */
  lang?: Lang;
  /** When the request began: the time limit counts from there. */
  started?: number;
  /** The limit up to the first row, when not the export's own (the looker's download). */
  timeoutMs?: number;
}

/** An export whose query has produced its first row (or ended empty): ready to be written. */
export interface ExportJob {
  fileName: string;
  columns: CsvColumn[];
  /** Rows the export query selects in all. */
  total: number;
  cap: number;
  truncated: boolean;
  /**
   * Raw rows (object mode), paused, at most `cap`; destroying it cancels the query in the database. When `body` is
   * not 'rows', CSV bytes (no header) instead.
   */
  rows: Readable;
  /**
   * What `rows` holds: row objects; PostgreSQL COPY's CSV (written through CopyCsv); or the file's own records,
   * written by the engine's reader (SQLite's reader process).
   */
  body: 'rows' | 'copy' | 'csv';
  /** Each column's formatter and labels when the cells are written as shown (the default); null for raw values. */
  shown: Map<string, ShownColumn> | null;
}

/**
 * CSV export of a section's table. Every data call goes through prepareReport (the access check and the compiler,
 * which selects exactly `export_fields` in their order). The time limit (TIMEOUTS.EXPORT) covers the count and the
 * export query up to its first row — not the transfer, which lasts as long as the client reads.
 */
export class ExportService {
  constructor(
    private readonly deps: ReportDeps,
    private readonly settings: ExportSettings,
    private readonly options: ExportOptions = {},
  ) {}

  /** `preview`: an admin exports the draft they see (as `new/data` with preview answers it). */
  async open(
    user: CurrentUser,
    payload: ExportQuery,
    signal: AbortSignal,
    { preview = false, lang = 'zh' }: { preview?: boolean; lang?: Lang } = {},
  ): Promise<ExportJob> {
    const started = Date.now();
    // A page would cut the file to one screen; the export always reads every row (up to the cap).
    const { page: _page, export_order: order, export_values: values = 'shown', ...query } = payload;
    const prepared = await prepareReport(this.deps, user, query, { preview });
    if (prepared.section.table_config?.basic?.table_is_export !== 1) throw forbidden('export.disabled');
    // The compiler's count (`COUNT(*)` over the grouped query, without its ORDER BY) comes with a page.
    const counting = () => prepareReport(this.deps, user, { ...query, page: { page: 1, page_size: 1 } }, { preview });
    return this.stream(prepared, counting, signal, { order, values, lang, started });
  }

  /**
   * The export of a prepared query (a section's, or the looker's): the count, then the rows up to the cap, the time
   * limit running from `started`. `counting` prepares the same query with a page, for its count statement.
   */
  async stream(
    prepared: ExportPrepared,
    counting: () => Promise<Pick<PreparedReport, 'compiled'>>,
    signal: AbortSignal,
    { order, values = 'shown', lang = 'zh', started = Date.now(), timeoutMs }: StreamOptions,
  ): Promise<ExportJob> {
    const limit = timeoutMs ?? this.options.timeoutMs ?? TIMEOUTS.EXPORT;
    const remaining = () => Math.max(1, limit - (Date.now() - started));
    const { source, compiled, section, dataset } = prepared;
    const cap = this.settings.exportMaxRows;

    // The compiled export query has no LIMIT (no page); the cap is a validated integer, inlined as the compiler does.
    const sql = { sql: `${compiled.data.sql} LIMIT ${cap}`, bindings: compiled.data.bindings };
    // Raw values keep every text as it is; "as shown" speaks the reader's language, as the page does.
    const shownLang: Lang = values === 'shown' ? lang : 'zh';
    const columns = inOrder(
      shownHeaders(
        compiled.columns.map((c) => ({ key: c.key, header: c.name })),
        section,
        dataset.columns,
        shownLang,
      ),
      order,
    );
    const shown = values === 'shown' ? shownColumns(compiled.columns, section, dataset.columns, lang) : null;
    // The engine's own CSV writer when the cells are written as they come (raw values, or shown values that change
    // nothing) and it writes the same file (SQLite's reader; PostgreSQL's COPY when copyPlan finds it the same);
    // else rows through the cursor and CsvRows.
    const plain = !shown || changesNothing(shown);

    // The count first, then the rows. Side by side they would deadlock: each export's rows hold a pooled connection
    // (SQLite's reader process leases one too, to bound the readers at once) until the file is written, so two
    // SQLite exports (a pool of 2) or four on MariaDB or PostgreSQL would hold every connection while their counts
    // waited for one.
    const count = (await counting()).compiled.count;
    const total = count ? totalOf(await source.query(count, { timeoutMs: remaining(), signal })) : 0;
    const keys = columns.map((c) => c.key);
    const opened = async (): Promise<Pick<ExportJob, 'rows' | 'body'>> => {
      const first = { firstRowMs: remaining(), signal };
      if (plain && source.csv) return { rows: await openCsv(source, sql, keys, first), body: 'csv' };
      const statement =
        plain && source.copyPlan ? await source.copyPlan(sql, keys, { timeoutMs: remaining(), signal }) : null;
      if (statement)
        return { rows: await openCopy(source, statement, { ...first, firstRowMs: remaining() }), body: 'copy' };
      return { rows: await openRows(source, sql, { ...first, firstRowMs: remaining() }), body: 'rows' };
    };
    return {
      fileName: exportFileName(textIn(section, 'title', shownLang)),
      columns,
      total,
      cap,
      truncated: total > cap,
      ...(await opened()),
      shown,
    };
  }
}
