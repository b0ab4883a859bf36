import { REPORT_BATCH_MAX, type CompactReportData, type ReportData } from '@tessera/schema/api';
import type { ReportQuery } from '@tessera/schema/dsl';
import { TIMEOUTS } from '@tessera/schema/rules';
import { t } from '../i18n';
import { ApiError, api, lines } from './client';

const PAGE_DIAGRAM = '/customize/page-diagram';

/** An answer in the shape asked for: compact for the queries that asked for it. */
type Answer = ReportData | CompactReportData;

interface Waiting {
  query: ReportQuery;
  /** Answered in the compact shape (a table's rows). */
  compact: boolean;
  signal?: AbortSignal;
  resolve: (data: Answer) => void;
  reject: (err: unknown) => void;
  /** Taken out of the queue into a call. */
  sent: boolean;
  /** Answered, failed or given up by its view: nothing more is done for it. */
  done: boolean;
}

const aborted = () => new ApiError('aborted', { code: 0, status: 0, kind: 'aborted' });

/** One section alone: new/data, as before batching. */
function single(w: Waiting, preview: boolean): void {
  api
    .post<Answer>(
      `${PAGE_DIAGRAM}/new/data`,
      { ...w.query, ...(preview ? { preview: 1 } : {}), ...(w.compact ? { compact: 1 } : {}) },
      { timeout: TIMEOUTS.PAGE_DATA, signal: w.signal },
    )
    .then(w.resolve, w.reject);
}

/**
 * Several sections in one new/data/batch call: each promise settles with its own line as the server writes it.
 * A view that lets go (its signal aborts) is rejected at once; when every view of the call has let go, the call
 * itself is cancelled, and with it the queries in the database.
 */
function together(group: Waiting[], preview: boolean): void {
  const controller = new AbortController();
  const finish = (w: Waiting, settle: () => void) => {
    if (w.done) return;
    w.done = true;
    settle();
    if (group.every((g) => g.done)) controller.abort();
  };
  for (const w of group)
    w.signal?.addEventListener('abort', () => finish(w, () => w.reject(aborted())), { once: true });
  const compact = group.flatMap((w, index) => (w.compact ? [index] : []));
  const body = {
    queries: group.map((w) => w.query),
    ...(preview ? { preview: 1 } : {}),
    ...(compact.length ? { compact } : {}),
  };
  lines(
    `${PAGE_DIAGRAM}/new/data/batch`,
    body,
    (line) => {
      const w = group[line.index];
      if (!w) return;
      if ('error' in line) finish(w, () => w.reject(line.error));
      else finish(w, () => w.resolve(line.result as Answer));
    },
    { timeout: TIMEOUTS.PAGE_DATA, signal: controller.signal },
  ).then(
    () => {
      const missing = new ApiError(t('errors.badResponse'), { code: 200, status: 200, kind: 'response' });
      for (const w of group) finish(w, () => w.reject(missing));
    },
    (err: unknown) => {
      for (const w of group) finish(w, () => w.reject(err));
    },
  );
}

/** The batches waiting for the end of the current task, drafts and online sections apart. */
const queues = new Map<boolean, Waiting[]>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  for (const [preview, waiting] of queues) {
    queues.delete(preview);
    const live = waiting.filter((w) => !w.done);
    for (const w of live) w.sent = true;
    for (let at = 0; at < live.length; at += REPORT_BATCH_MAX) {
      const group = live.slice(at, at + REPORT_BATCH_MAX);
      if (group.length === 1) single(group[0], preview);
      else together(group, preview);
    }
  }
}

/**
 * `new/data` for the renderer. Sections that ask within the same task — a page view's sections mounting, a global
 * filter changing them all — go to the server in one call and are answered each as its query finishes, so the page
 * paints after one round trip instead of one per section. A section asking alone is one new/data call. `compact`
 * (a table's rows) asks for the compact shape, keys once and rows as arrays, in either call.
 */
export function reportData(query: ReportQuery, preview: boolean, signal?: AbortSignal): Promise<ReportData>;
export function reportData(
  query: ReportQuery,
  preview: boolean,
  signal: AbortSignal | undefined,
  compact: true,
): Promise<Answer>;
export function reportData(
  query: ReportQuery,
  preview: boolean,
  signal?: AbortSignal,
  compact = false,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const waiting: Waiting = { query, compact, signal, resolve, reject, sent: false, done: false };
    signal?.addEventListener(
      'abort',
      () => {
        // Still queued: leave the queue now; once sent, the call's own handling takes over.
        if (!waiting.sent && !waiting.done) {
          waiting.done = true;
          reject(aborted());
        }
      },
      { once: true },
    );
    const queue = queues.get(preview) ?? [];
    queue.push(waiting);
    queues.set(preview, queue);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}
