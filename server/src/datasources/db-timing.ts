/**
 * How long a request had a statement running in the database: the union of its statements' spans (a report's data
 * and count run side by side, and count once). Measured around the driver call alone, after the connection was
 * leased and its session limit set, so everything else the request did is the server's own time.
 */
export class DbTiming {
  private running = 0;
  private since = 0;
  private busy = 0;

  /** Marks a statement's start; call the returned function once when it is over. */
  begin(): () => void {
    if (this.running === 0) this.since = performance.now();
    this.running += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running -= 1;
      if (this.running === 0) this.busy += performance.now() - this.since;
    };
  }

  /** Milliseconds with a statement running, those still running counted up to now. */
  get ms(): number {
    return this.busy + (this.running > 0 ? performance.now() - this.since : 0);
  }
}
