import Redis from 'ioredis';
import { Op } from 'sequelize';
import type { Logger } from '../../core/logger';
import type { Store } from '../../store';

/**
 * Who runs a due check when several instances tick at once. `claim` answers true to exactly one of them for a
 * monitor's due time; `done` moves the monitor to its next due time and lets go.
 */
export interface Claims {
  readonly kind: 'redis' | 'lease';
  claim(monitorId: number, due: Date, holdMs: number): Promise<boolean>;
  done(monitorId: number, due: Date, next: Date | null): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database lease (no Redis): a conditional UPDATE that only succeeds while the monitor is still due at the time
 * this instance read and nobody holds an unexpired lease. The one that got the row runs the check; moving
 * next_run_at afterwards makes the others' stale reads miss.
 */
export class LeaseClaims implements Claims {
  readonly kind = 'lease' as const;

  constructor(
    private readonly store: Store,
    private readonly owner: string,
  ) {}

  async claim(monitorId: number, due: Date, holdMs: number): Promise<boolean> {
    const now = new Date();
    const [count] = await this.store.models.Monitor.update(
      { lease_owner: this.owner, lease_until: new Date(now.getTime() + holdMs) },
      {
        where: {
          id: monitorId,
          next_run_at: due,
          [Op.or]: [{ lease_until: null }, { lease_until: { [Op.lt]: now } }],
        },
      },
    );
    return count === 1;
  }

  async done(monitorId: number, _due: Date, next: Date | null): Promise<void> {
    await this.store.models.Monitor.update(
      { next_run_at: next, lease_owner: null, lease_until: null },
      { where: { id: monitorId, lease_owner: this.owner } },
    );
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The Redis lock (REDIS_URL set): SET NX PX on a key naming the monitor and its due time, shared by every instance.
 * The key outlives the run (it expires after the hold), so an instance that read the old due time late still finds
 * it taken; an instance that died mid-run lets the check run again once the hold is over.
 */
export class RedisClaims implements Claims {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly owner: string,
    private readonly store: Store,
    logger: Logger,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
    this.redis.on('error', (err: unknown) =>
      logger.warn({ error: err instanceof Error ? err.message : String(err) }, 'redis monitor lock connection error'),
    );
  }

  async claim(monitorId: number, due: Date, holdMs: number): Promise<boolean> {
    const key = `${this.prefix}${monitorId}:${due.getTime()}`;
    return (await this.redis.set(key, this.owner, 'PX', holdMs, 'NX')) === 'OK';
  }

  async done(monitorId: number, due: Date, next: Date | null): Promise<void> {
    await this.store.models.Monitor.update({ next_run_at: next }, { where: { id: monitorId, next_run_at: due } });
  }

  async close(): Promise<void> {
    this.redis.disconnect();
    return Promise.resolve();
  }
}
