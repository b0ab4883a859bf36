import { QueryCancelledError, QueryTimeoutError } from './errors';
import type { QueryOptions } from './types';

/**
 * One query's end conditions: its time limit and the caller's signal, as one internal signal. `race` makes any
 * awaited step give up as soon as either fires.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private reason: 'timeout' | 'cancelled' | undefined;
  private readonly onAbort = () => this.fire('cancelled');

  constructor(private readonly options: QueryOptions) {
    if (options.signal?.aborted) this.fire('cancelled');
    else {
      options.signal?.addEventListener('abort', this.onAbort, { once: true });
      if (options.timeoutMs > 0) this.timer = setTimeout(() => this.fire('timeout'), options.timeoutMs);
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get fired(): boolean {
    return this.reason !== undefined;
  }

  /** QueryTimeoutError or QueryCancelledError, by what ended the query; `confirmed` false when its cancel failed. */
  error(confirmed = true): Error {
    return this.reason === 'timeout' ? new QueryTimeoutError(confirmed) : new QueryCancelledError(confirmed);
  }

  /** `work`, or the deadline's error as soon as it fires (the work itself is left to the caller to clean up). */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.fired) return Promise.reject(this.error());
    return new Promise<T>((resolve, reject) => {
      const onFire = () => reject(this.error());
      this.signal.addEventListener('abort', onFire, { once: true });
      work.then(
        (value) => {
          this.signal.removeEventListener('abort', onFire);
          resolve(value);
        },
        (err: unknown) => {
          this.signal.removeEventListener('abort', onFire);
          reject(err);
        },
      );
    });
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.options.signal?.removeEventListener('abort', this.onAbort);
  }

  private fire(reason: 'timeout' | 'cancelled'): void {
    if (this.reason) return;
    this.reason = reason;
    if (this.timer) clearTimeout(this.timer);
    this.controller.abort();
  }
}

/** Resolves true when `work` settles within `ms`, false otherwise (never rejects). */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}
