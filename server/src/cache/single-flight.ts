import { QueryCancelledError } from '../datasources/errors';

interface Flight<T> {
  promise: Promise<T>;
  /** Aborts the shared work; fired only when every caller waiting for it has gone. */
  controller: AbortController;
  waiters: number;
}

/**
 * Identical work asked for at the same time runs once in this process: later callers wait for the first one's
 * promise. The work is cancelled only when ALL its callers have given up (a client that disconnects does not take
 * the answer away from the others); a caller who gives up gets QueryCancelledError at once.
 */
export class SingleFlight<T> {
  private readonly flights = new Map<string, Flight<T>>();

  /** How many distinct pieces of work are running (tests). */
  get running(): number {
    return this.flights.size;
  }

  run(key: string, signal: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (signal?.aborted) return Promise.reject(new QueryCancelledError());
    let flight = this.flights.get(key);
    // A flight whose callers all left is being cancelled: a newcomer must not inherit that cancellation.
    if (!flight || flight.controller.signal.aborted) flight = this.start(key, work);
    return this.wait(flight, signal);
  }

  private start(key: string, work: (signal: AbortSignal) => Promise<T>): Flight<T> {
    const controller = new AbortController();
    const flight: Flight<T> = { controller, waiters: 0, promise: Promise.resolve(undefined as T) };
    flight.promise = (async () => {
      try {
        return await work(controller.signal);
      } finally {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      }
    })();
    // Nobody may be left to observe a cancelled flight's rejection.
    flight.promise.catch(() => undefined);
    this.flights.set(key, flight);
    return flight;
  }

  private wait(flight: Flight<T>, signal: AbortSignal | undefined): Promise<T> {
    flight.waiters += 1;
    if (!signal) return flight.promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        flight.waiters -= 1;
        if (flight.waiters === 0) flight.controller.abort();
        reject(new QueryCancelledError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (err: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(err);
        },
      );
    });
  }
}
