import { Readable } from 'node:stream';
import { cancelConfirmed, QueryTimeoutError, type CompiledSql, type DataSource } from '../../datasources';

/**
 * Resolves true once the row stream has yielded its first row (or a byte stream its first chunk) (put back at the head of the stream, which is left
 * paused for the pipeline to resume), false when it ended empty; rejects when it fails first.
 */
function firstRow(rows: Readable): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      rows.off('data', onData);
      rows.off('end', onEnd);
      rows.off('error', onError);
      rows.off('close', onClose);
    };
    const onData = (row: unknown) => {
      cleanup();
      rows.pause();
      rows.unshift(row);
      resolve(true);
    };
    const onEnd = () => {
      cleanup();
      resolve(false);
    };
    const onError = (err: unknown) => {
      cleanup();
      reject(err);
    };
    // Destroyed without an error (not expected of a RowStream, but never wait forever).
    const onClose = () => {
      cleanup();
      reject(new Error('row stream closed before its first row'));
    };
    rows.on('data', onData);
    rows.once('end', onEnd);
    rows.once('error', onError);
    rows.once('close', onClose);
  });
}

export interface OpenRowsOptions {
  /** Time the query has to produce its first row; then QueryTimeoutError and the query is cancelled. */
  firstRowMs: number;
  /** The client's signal: aborting it cancels the query at any point, during the transfer too. */
  signal: AbortSignal;
}

/**
 * Starts `sql` as a row stream and waits for its first row. The time limit ends there: the source's own limit
 * would hold for the whole transfer, which lasts as long as the client takes to read. Until the first row nothing
 * has been written, so a failure is still answered with a status and an envelope. Returns the paused stream, or an
 * empty one when the result is empty (an ended stream cannot be piped: its 'end' is past).
 */
export function openRows(source: DataSource, sql: CompiledSql, options: OpenRowsOptions): Promise<Readable> {
  return openFirst((queryOptions) => source.stream(sql, { ...queryOptions, whole: true }), options);
}

/** openRows for the bytes of a COPY statement (DataSource.copy): waits for its first chunk the same way. */
export function openCopy(source: DataSource, statement: string, options: OpenRowsOptions): Promise<Readable> {
  return openFirst((queryOptions) => {
    if (!source.copy) throw new Error(`${source.kind} sources have no COPY`);
    return source.copy(statement, queryOptions);
  }, options);
}

/** openRows for the CSV records an engine's reader writes itself (DataSource.csv). */
export function openCsv(
  source: DataSource,
  sql: CompiledSql,
  keys: readonly string[],
  options: OpenRowsOptions,
): Promise<Readable> {
  return openFirst((queryOptions) => {
    if (!source.csv) throw new Error(`${source.kind} sources write no CSV`);
    return source.csv(sql, keys, queryOptions);
  }, options);
}

async function openFirst(
  start: (options: { timeoutMs: number; signal: AbortSignal }) => Readable,
  options: OpenRowsOptions,
): Promise<Readable> {
  const controller = new AbortController();
  const { signal } = options;
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.firstRowMs);
  const rows = start({ timeoutMs: 0, signal: controller.signal });
  try {
    return (await firstRow(rows)) ? rows : Readable.from([]);
  } catch (err) {
    rows.destroy();
    throw timedOut ? new QueryTimeoutError(cancelConfirmed(err)) : err;
  } finally {
    clearTimeout(timer);
  }
}
