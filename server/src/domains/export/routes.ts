import { pipeline } from 'node:stream/promises';
import type Router from '@koa/router';
import type { Logger } from '../../core/logger';
import { declareRoutes } from '../../core/routes';
import type { AppState, Ctx } from '../../core/state';
import { requestSignal } from '../../datasources';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import { CopyCsv, csvHead } from './copy-csv';
import { CsvBatcher, truncationLine } from './csv';
import { CsvRows } from './csv-rows';
import { contentDisposition } from './filename';
import { exportRequest } from './payload';
import type { ExportJob, ExportService } from './service';

const READER = { rows: 'cursor', copy: 'copy', csv: 'reader' } as const;

function headersOf(job: ExportJob): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': contentDisposition(job.fileName),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Tessera-Total-Rows': String(job.total),
    'X-Tessera-Row-Cap': String(job.cap),
    'X-Tessera-Truncated': String(job.truncated),
    // Which reader wrote the file: PostgreSQL's COPY, SQLite's reader process writing the CSV, or the cursor's rows.
    'X-Tessera-Export-Reader': READER[job.body],
  };
}

/**
 * `POST /customize/page-diagram/data/download` (any logged-in reader of the page; the section must have
 * table_is_export 1). Errors up to the first row are envelopes; after it the CSV streams with backpressure
 * (cursor → csv-stringify → response), and a failure mid-stream destroys the response (the client sees a broken
 * download, never a silently short file) and the cursor (the query is cancelled in the database).
 */
export function exportRoutes(
  router: Router<AppState>,
  deps: { exports: ExportService; guards: AuthGuards; logger: Logger },
): void {
  const route = declareRoutes(router);
  const { exports, guards, logger } = deps;

  route.post(
    '/customize/page-diagram/data/download',
    { document: 'report-query', answers: 'text/csv' },
    ...guards.user,
    documentErrors,
    async (ctx) => {
      const { payload, preview } = exportRequest(ctx);
      const signal = requestSignal(ctx);
      const job = await exports.open(currentUser(ctx), payload, signal, { preview, lang: ctx.state.lang });
      await sendCsv(ctx, job, signal, logger, { diagram_id: payload.diagram_id });
    },
  );
}

/**
 * Writes an opened export as the response: the headers, then the rows through CsvRows (cells as shown or as they
 * come) and the batcher (or PostgreSQL COPY's CSV through CopyCsv, or the records SQLite's reader wrote after the
 * header), with backpressure. A failure mid-stream destroys the response and the cursor.
 */
export async function sendCsv(
  ctx: Ctx,
  job: ExportJob,
  signal: AbortSignal,
  logger: Logger,
  about: Record<string, unknown>,
): Promise<void> {
  ctx.status = 200;
  ctx.set(headersOf(job));
  // The response is written here, not by Koa, so that the transfer is awaited (the request log shows its time).
  ctx.respond = false;
  const trailer = job.truncated ? truncationLine(job.total, job.cap) : null;
  try {
    if (job.body === 'copy')
      await pipeline(job.rows, new CopyCsv(csvHead(job.columns)), new CsvBatcher(trailer), ctx.res);
    else if (job.body === 'csv') {
      // The records are the file's already: only the BOM and header go first.
      const head = csvHead(job.columns);
      const withHead = async function* (records: AsyncIterable<Buffer>) {
        yield head;
        yield* records;
      };
      await pipeline(job.rows, withHead, new CsvBatcher(trailer), ctx.res);
    } else {
      await pipeline(job.rows, new CsvRows(job.columns, job.shown), new CsvBatcher(trailer), ctx.res);
    }
  } catch (err) {
    // A client that went away is routine; anything else (a database error mid-cursor) is worth a warning.
    logger[signal.aborted ? 'info' : 'warn']({ err, ...about }, 'export: stopped mid-stream');
  }
}
