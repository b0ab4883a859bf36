import Redis from 'ioredis';
import type { Logger } from '../core/logger';
import { connectionKeyPrefix } from './key';
import type { QueryCache } from './types';

/** A Redis that is slow or gone costs a report at most this long before it counts as a miss. */
const COMMAND_TIMEOUT_MS = 1000;
/** Connection trouble is logged at most this often (ioredis reports every reconnect attempt). */
const LOG_EVERY_MS = 60_000;

const globEscape = (text: string) => text.replace(/[*?[\]\\]/g, (ch) => `\\${ch}`);

/**
 * The cache shared by every instance behind a load balancer. Keys are `prefix + hash`; values the JSON texts with a
 * PX expiry. Failures of get/set are logged and treated as misses, so Redis is never in the way of a report.
 */
export class RedisQueryCache implements QueryCache {
  readonly kind = 'redis' as const;
  private lastLogged = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    redis.on('error', (err: unknown) => this.warn(err, 'redis cache connection error'));
  }

  /** Commands issued while connecting wait for the connection; after one reconnect attempt or 1 s they fail (a miss). */
  static connect(url: string, prefix: string, logger: Logger): RedisQueryCache {
    const redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      enableReadyCheck: true,
    });
    return new RedisQueryCache(redis, prefix, logger);
  }

  private warn(err: unknown, message: string): void {
    const now = Date.now();
    if (now - this.lastLogged < LOG_EVERY_MS) return;
    this.lastLogged = now;
    // The error's own text only: the URL may carry a password.
    this.logger.warn({ error: err instanceof Error ? err.message : String(err) }, message);
  }

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(this.prefix + key)) ?? undefined;
    } catch (err) {
      this.warn(err, 'redis cache read failed (treated as a miss)');
      return undefined;
    }
  }

  async set(key: string, text: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    try {
      await this.redis.set(this.prefix + key, text, 'PX', Math.ceil(ttlMs));
    } catch (err) {
      this.warn(err, 'redis cache write failed (result not cached)');
    }
  }

  /** Deletes our keys only (SCAN + UNLINK), never FLUSHDB: the Redis may be shared with other data. */
  clear(): Promise<void> {
    return this.unlinkMatching(`${globEscape(this.prefix)}*`);
  }

  clearConnection(connectionId: number): Promise<void> {
    return this.unlinkMatching(`${globEscape(this.prefix + connectionKeyPrefix(connectionId))}*`);
  }

  private async unlinkMatching(pattern: string): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      if (keys.length > 0) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  /** Remaining lifetime of a key in ms (-2 absent), for tests and diagnostics. */
  async ttlMs(key: string): Promise<number> {
    return this.redis.pttl(this.prefix + key);
  }

  async close(): Promise<void> {
    // QUIT needs a live connection; otherwise stop the reconnect attempts at once.
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
