import type { Logger } from '../core/logger';
import { SourceUnavailableError } from './errors';

/** Pause before each ping of an unavailable source: doubling from the first, then steady at the last. */
export const HEALTH_RETRY_MS = { first: 1000, max: 5000 } as const;

/**
 * Whether a source may take queries. A cancel that cannot be confirmed leaves a statement that may still run on a
 * database that may not answer: until a ping succeeds, queries are refused at once with a clear error, instead of
 * waiting out their whole time limit behind it. Pings run in the background until one succeeds.
 */
export class SourceHealth {
  private down = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ping: () => Promise<unknown>,
    private readonly logger: Logger,
    private readonly connectionId: number,
  ) {}

  get available(): boolean {
    return !this.down;
  }

  /** Throws SourceUnavailableError while the source waits for a successful ping. */
  assertAvailable(): void {
    if (this.down) throw new SourceUnavailableError();
  }

  /** A cancel could not be confirmed: refuse queries and ping until the database answers. */
  markUnavailable(): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.logger.warn(
      { connection_id: this.connectionId },
      'data source: a cancel could not be confirmed; unavailable until it answers a ping',
    );
    this.retry(HEALTH_RETRY_MS.first);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private retry(delayMs: number): void {
    this.timer = setTimeout(() => void this.check(delayMs), delayMs);
    // Never the reason the process stays alive.
    this.timer.unref();
  }

  private async check(lastDelayMs: number): Promise<void> {
    if (this.closed) return;
    try {
      await this.ping();
    } catch (err) {
      this.logger.warn({ err, connection_id: this.connectionId }, 'data source: still unavailable (ping failed)');
      if (!this.closed) this.retry(Math.min(lastDelayMs * 2, HEALTH_RETRY_MS.max));
      return;
    }
    this.down = false;
    this.logger.info({ connection_id: this.connectionId }, 'data source: available again (ping answered)');
  }
}
