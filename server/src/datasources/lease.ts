import type { Knex } from 'knex';
import type { Logger } from '../core/logger';
import { settledWithin } from './deadline';
import type { Driver } from './dialects/driver';
import type { KnexClient } from './knex-internals';

/** How long the side connection that cancels may take, and how long a cancelled statement gets to return. */
const CANCEL_WAIT_MS = 5000;
const SETTLE_WAIT_MS = 10_000;

/**
 * One pooled connection held for the whole of a query (so its thread id / backend pid stays ours while a cancel
 * may target it), handed back exactly once: released, or discarded when its state is unknown.
 */
export class Lease<C extends object> {
  private done = false;

  constructor(
    readonly conn: C,
    private readonly driver: Driver<C>,
    /** Driver.reset of this connection, with what the source keeps on its session (PooledSource.resetSession). */
    private readonly reset: () => Promise<void>,
    private readonly knex: Knex,
    private readonly client: KnexClient<C>,
    private readonly logger: Logger,
  ) {}

  /**
   * Back to the pool clean (locks, variables and session settings of this request gone, see Driver.reset); a
   * connection that cannot be reset is closed instead, so the next request never sees this one's session.
   */
  release(): void {
    if (this.done) return;
    this.done = true;
    // After the current callbacks: the answer waiting on this statement is written before the reset's round trips.
    setImmediate(() => this.resetAndGiveBack());
  }

  private resetAndGiveBack(): void {
    this.reset().then(
      () => this.giveBack(),
      (err: unknown) => {
        this.logger.warn({ err }, 'data source: connection reset failed, closing it');
        this.close();
      },
    );
  }

  discard(): void {
    if (this.done) return;
    this.done = true;
    this.close();
  }

  private close(): void {
    try {
      this.driver.discard(this.conn);
    } catch (err) {
      this.logger.warn({ err }, 'data source: discard failed');
    }
    this.giveBack();
  }

  private giveBack(): void {
    this.client
      .releaseConnection(this.conn)
      .catch((err: unknown) => this.logger.warn({ err }, 'data source: release failed'));
  }

  /**
   * Stops the statement in the database (KILL QUERY / pg_cancel_backend / interrupt) and resolves once that was
   * sent: true when the database took the cancel, false when it failed or got no answer in time (the statement may
   * still run). `work` is what still runs on the connection. When it has returned the connection goes back to the
   * pool (SQLite) or is closed (MySQL, PostgreSQL: a late cancel must not hit the next user of the connection).
   */
  async abandon(work: Promise<unknown>, stop?: () => void): Promise<boolean> {
    if (this.done) return true;
    const cancelled = this.driver.cancel(this.conn, this.knex).then(
      () => true,
      (err: unknown) => {
        this.logger.warn({ err }, 'data source: cancel failed');
        return false;
      },
    );
    const confirmed = (await settledWithin(cancelled, CANCEL_WAIT_MS)) && (await cancelled);
    stop?.();
    void settledWithin(work, SETTLE_WAIT_MS).then((settled) =>
      settled && this.driver.reusableAfterCancel ? this.release() : this.discard(),
    );
    return confirmed;
  }
}
