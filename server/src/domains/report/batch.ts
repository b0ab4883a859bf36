import { PassThrough } from 'node:stream';
import type { ReportDataBatchBody } from '@tessera/schema/api';
import type { ReportQuery } from '@tessera/schema/dsl';
import type { Logger } from '../../core/logger';
import { errorAnswer } from '../../core/middleware';
import type { Ctx, CurrentUser } from '../../core/state';
import { t } from '../../i18n';
import { reportQueryOf } from './body';
import type { ReportService } from './service';

/** One line of a batch answer: the usual envelope of `new/data`, with the query's place and its section. */
export interface BatchLine {
  index: number;
  diagram_id: number | string;
  code: number;
  message: string;
  result_data: unknown;
  /** `X-Tessera-Cache` of the separate call: hit, miss or bypass. */
  cache?: string;
}

/** Every query checked before any runs: a bad one refuses the whole call, naming `/queries/<i>/…`. */
export function batchQueries(body: ReportDataBatchBody): ReportQuery[] {
  return body.queries.map((query, index) => reportQueryOf(query, `/queries/${index}`));
}

/**
 * Answers a page view's sections in one response, NDJSON, one line per section written as soon as its query
 * finishes (in whatever order they finish). Each runs exactly as `new/data` would (access check, cache, time
 * limit); a failing one is a line with its error envelope and the others go on. The client going away cancels
 * every query still running.
 */
export function streamBatch(
  ctx: Ctx,
  deps: { report: ReportService; logger: Logger },
  user: CurrentUser,
  queries: ReportQuery[],
  options: { preview: boolean; signal: AbortSignal; generation?: string | null; compact?: ReadonlySet<number> },
): void {
  const lang = ctx.state.lang;
  const out = new PassThrough();
  const write = (line: BatchLine) => {
    if (!out.destroyed) out.write(`${JSON.stringify(line)}\n`);
  };
  const running = queries.map(async (query, index) => {
    const place = { index, diagram_id: query.diagram_id };
    try {
      const answer = options.compact?.has(index)
        ? await deps.report.compactData(user, query, options)
        : await deps.report.data(user, query, options);
      const cache = answer.cache ? { cache: answer.cache } : {};
      write({ ...place, code: 1, message: t(lang, 'ok'), result_data: answer.result, ...cache });
    } catch (err) {
      const { body } = errorAnswer(err, lang, deps.logger, { method: ctx.method, path: ctx.path });
      write({ ...place, ...body });
    }
  });
  void Promise.all(running).then(() => out.end());
  ctx.status = 200;
  ctx.type = 'application/x-ndjson';
  // Not in the compressible types of mime-db: asked for, so the lines travel compressed (each flushed as written).
  ctx.compress = true;
  ctx.body = out;
}
