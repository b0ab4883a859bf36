import type { Ctx } from '../core/state';

/**
 * Aborted when the client goes away before the answer is written, so the query it asked for is cancelled in the
 * database. The response's 'close' is the reliable signal: since Node 16 the request's 'close' also fires after
 * a body was merely read.
 */
export function requestSignal(ctx: Ctx): AbortSignal {
  const controller = new AbortController();
  const res = ctx.res;
  const onClose = () => {
    if (!res.writableFinished) controller.abort();
  };
  res.once('close', onClose);
  return controller.signal;
}
