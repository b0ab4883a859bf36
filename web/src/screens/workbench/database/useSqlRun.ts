import { useCallback, useEffect, useRef, useState } from 'react';
import type { SqlExecResult } from '@tessera/schema/api';
import { ApiError } from '../../../api/client';
import { cancelSql, execSql } from '../../../api/connections';

export type RunState =
  | { status: 'idle' }
  | { status: 'running'; startedAt: number; cancelling: boolean }
  | { status: 'ok'; result: SqlExecResult; maxRows: number }
  | { status: 'error'; message: string }
  | { status: 'cancelled' };

/** HTTP 499: the server cancelled the run in the database, as asked. */
const CANCELLED = 499;

/** A run's id, unguessable enough that only its own page names it (crypto.randomUUID needs a secure context). */
function newRunId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One console run at a time on a connection: run, cancel (in the database: by the run's id, and by dropping the
 * request when the server does not know the id — another instance behind a load balancer), and the outcome.
 * `onSettled` is called after every run, however it ended (the history then has it).
 */
export function useSqlRun(connectionId: number, onSettled: () => void) {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const current = useRef<{ runId: string; abort: AbortController } | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  // Leaving the screen drops the request, which cancels the run in the database.
  useEffect(() => () => current.current?.abort.abort(), [connectionId]);

  const run = useCallback(
    async (sql: string, maxRows: number) => {
      if (current.current) return;
      const runId = newRunId();
      const abort = new AbortController();
      current.current = { runId, abort };
      setState({ status: 'running', startedAt: Date.now(), cancelling: false });
      try {
        const result = await execSql(
          { connection_id: connectionId, sql, max_rows: maxRows, run_id: runId },
          abort.signal,
        );
        setState({ status: 'ok', result, maxRows });
      } catch (err) {
        const e = err as ApiError;
        if (e.status === CANCELLED || e.kind === 'aborted') setState({ status: 'cancelled' });
        else setState({ status: 'error', message: e.message });
      } finally {
        current.current = null;
        settled.current();
      }
    },
    [connectionId],
  );

  const cancel = useCallback(async () => {
    const running = current.current;
    if (!running) return;
    setState((s) => (s.status === 'running' ? { ...s, cancelling: true } : s));
    try {
      const { cancelled } = await cancelSql(running.runId);
      if (!cancelled) running.abort.abort();
    } catch {
      running.abort.abort();
    }
  }, []);

  return { state, run, cancel };
}
