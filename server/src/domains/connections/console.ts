import { performance } from 'node:perf_hooks';
import type { SqlExecBody, SqlHistoryStatus } from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { AppError, conflict } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { QueryCancelledError, QueryTimeoutError } from '../../datasources/errors';
import type { PooledRegistry } from '../../datasources/registry';
import { checkReadOnlySql, sqlRefusalError } from '../../datasources/sql-guard';
import type { Row } from '../../datasources/types';
import type { HistoryRecord, SqlHistory } from './history';
import type { SqlExecResult } from './types';

/** Binary values travel as hex text; everything else JSON already carries. */
function jsonRow(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row))
    out[key] = Buffer.isBuffer(value)
      ? `0x${value.toString('hex')}`
      : typeof value === 'bigint'
        ? value.toString()
        : value;
  return out;
}

function statusOf(err: unknown): SqlHistoryStatus {
  if (err instanceof QueryCancelledError) return 'cancelled';
  if (err instanceof QueryTimeoutError) return 'timeout';
  return 'error';
}

/** A run for a connection that does not exist has nothing to be recorded against. */
const isMissingConnection = (err: unknown) => err instanceof AppError && err.key === 'connections.not_found';

/**
 * The SQL console: the statement check, then a read-only run capped at max_rows. A run is cancelled in the database
 * when its client leaves, or when the same user asks to cancel its `run_id` (the answer then is 499, "cancelled").
 * Every run that reached a connection is recorded in the user's history, with how it ended.
 */
export class SqlConsole {
  /** Runs that may be cancelled, by `${userId}:${run_id}`: only the user who started a run can cancel it. */
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly registry: PooledRegistry,
    private readonly history: SqlHistory,
    private readonly logger: Logger,
  ) {}

  async exec(body: SqlExecBody, userId: number, clientGone: AbortSignal): Promise<SqlExecResult> {
    const runKey = body.run_id ? `${userId}:${body.run_id}` : null;
    if (runKey && this.running.has(runKey)) throw conflict('connections.run_in_progress');
    const cancel = new AbortController();
    if (runKey) this.running.set(runKey, cancel);
    const started = performance.now();
    const base = { userId, connectionId: body.connection_id, sql: body.sql };
    try {
      const source = await this.registry.get(body.connection_id);
      const check = await checkReadOnlySql(body.sql, source.kind);
      if (!check.ok) throw sqlRefusalError(check);
      const result = await source.exec(check.statement, {
        timeoutMs: TIMEOUTS.SQL_EXEC,
        signal: AbortSignal.any([clientGone, cancel.signal]),
        maxRows: body.max_rows,
      });
      const elapsed = Math.round(performance.now() - started);
      await this.record({
        ...base,
        status: 'ok',
        elapsedMs: elapsed,
        rowCount: result.rows.length,
        truncated: result.truncated,
      });
      return {
        columns: result.columns,
        rows: result.rows.map(jsonRow),
        truncated: result.truncated,
        elapsed_ms: elapsed,
      };
    } catch (err) {
      if (!isMissingConnection(err))
        await this.record({ ...base, status: statusOf(err), elapsedMs: performance.now() - started, error: err });
      throw err;
    } finally {
      if (runKey) this.running.delete(runKey);
    }
  }

  /** Cancels the user's run `runId` in the database; false when no such run is in progress on this server. */
  cancel(userId: number, runId: string): boolean {
    const run = this.running.get(`${userId}:${runId}`);
    run?.abort();
    return run !== undefined;
  }

  /** A history that cannot be written never fails the run itself. */
  private async record(entry: HistoryRecord): Promise<void> {
    try {
      await this.history.record(entry);
    } catch (err) {
      this.logger.warn({ err, connection_id: entry.connectionId }, 'sql console: history not recorded');
    }
  }
}
