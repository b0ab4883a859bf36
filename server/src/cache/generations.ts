import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Logger } from '../core/logger';

/**
 * What a memo may depend on. `config`: pages, sections, datasets, connections, apps, entries, roles, shares, field
 * authority — everything a section plan or an access decision is derived from. `sessions`: who is logged in (sessions
 * ended, users disabled or changed).
 */
export type Topic = 'config' | 'sessions';
export const TOPICS: readonly Topic[] = ['config', 'sessions'];

/** One opaque token per topic: a memo entry is valid while the token it was computed under is still the current one. */
export type Generations = Readonly<Record<Topic, string>>;

/**
 * The invalidation of every in-memory memo (section plans, access decisions, sessions). Readers take the current
 * generations before reading the store and keep what they computed under them; a writer bumps the topics it touched
 * after its transaction committed. A value computed from data read before a commit therefore carries a generation
 * that is no longer current once the commit is announced: nothing stale is ever served.
 */
export interface Invalidation {
  readonly kind: 'memory' | 'redis';
  /** The current generations; null when they cannot be known (Redis unreachable): callers then read the store. */
  current(): Promise<Generations | null>;
  /** Makes every memo entry of these topics stale, on every instance sharing the Redis. */
  bump(topics: readonly Topic[]): Promise<void>;
  close(): Promise<void>;
}

/** One instance: counters in this process (tokens start at a random value, so two processes never agree by chance). */
export class LocalGenerations implements Invalidation {
  readonly kind = 'memory' as const;
  private readonly epoch = randomUUID();
  private readonly counters: Record<Topic, number> = { config: 0, sessions: 0 };
  private snapshot: Generations = this.tokens();

  private tokens(): Generations {
    return { config: `${this.epoch}:${this.counters.config}`, sessions: `${this.epoch}:${this.counters.sessions}` };
  }

  current(): Promise<Generations> {
    return Promise.resolve(this.snapshot);
  }

  bump(topics: readonly Topic[]): Promise<void> {
    for (const topic of topics) this.counters[topic] += 1;
    this.snapshot = this.tokens();
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

const COMMAND_TIMEOUT_MS = 1000;
/**
 * Generation keys expire a week after their last change: a new token then makes every memo read the store once, which
 * is harmless, and keys of instances (or test runs) long gone do not stay in a shared Redis forever.
 */
const KEY_LIFETIME_S = 7 * 24 * 3600;
const LOG_EVERY_MS = 60_000;

/**
 * Every instance behind the load balancer: one Redis key per topic holding a random token, read on every use (one
 * MGET, no pub/sub delay to race with) and replaced by a bump. Random tokens, never counters: a Redis that lost its
 * keys (restart, eviction) starts from a token no memo has seen, instead of an old counter value that would make stale
 * entries look current again.
 */
export class RedisGenerations implements Invalidation {
  readonly kind = 'redis' as const;
  private lastLogged = 0;
  /**
   * Raised whenever Redis could not be read: a bump may have been lost meanwhile, so nothing memoised before the
   * outage is trusted after it (it is part of every token handed out).
   */
  private outages = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    redis.on('error', (err: unknown) => this.warn(err, 'redis generations connection error'));
  }

  static connect(url: string, prefix: string, logger: Logger): RedisGenerations {
    const redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      enableReadyCheck: true,
    });
    return new RedisGenerations(redis, prefix, logger);
  }

  private warn(err: unknown, message: string): void {
    const now = Date.now();
    if (now - this.lastLogged < LOG_EVERY_MS) return;
    this.lastLogged = now;
    this.logger.warn({ error: err instanceof Error ? err.message : String(err) }, message);
  }

  private keys(): string[] {
    return TOPICS.map((t) => this.prefix + t);
  }

  async current(): Promise<Generations | null> {
    try {
      let values = await this.redis.mget(...this.keys());
      if (values.some((v) => v === null)) {
        const missing = this.keys().filter((_k, i) => values[i] === null);
        // NX: the first instance to notice the gap fills it, the others read its token.
        await Promise.all(missing.map((key) => this.redis.set(key, randomUUID(), 'EX', KEY_LIFETIME_S, 'NX')));
        values = await this.redis.mget(...this.keys());
      }
      if (values.some((v) => v === null)) throw new Error('generation keys vanished while read');
      const local = `:${this.outages}`;
      return { config: `${values[0]}${local}`, sessions: `${values[1]}${local}` };
    } catch (err) {
      this.outages += 1;
      this.warn(err, 'redis generations unreadable (memos bypassed)');
      return null;
    }
  }

  /**
   * Fails loudly: a change that could not be announced would leave other instances serving what it replaced, so the
   * caller (the write's after-commit hook) must see the error.
   */
  async bump(topics: readonly Topic[]): Promise<void> {
    if (topics.length === 0) return;
    const pipeline = this.redis.multi();
    for (const topic of topics) pipeline.set(this.prefix + topic, randomUUID(), 'EX', KEY_LIFETIME_S);
    const results = await pipeline.exec();
    const failed = (results ?? []).find(([err]) => err);
    if (!results || failed) throw failed?.[0] ?? new Error('redis generations: MULTI was discarded');
  }

  async close(): Promise<void> {
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}

/** Redis when REDIS_URL is set (so a change on one instance reaches all), else this process only. */
export function createInvalidation(redisUrl: string | null, prefix: string, logger: Logger): Invalidation {
  return redisUrl ? RedisGenerations.connect(redisUrl, prefix, logger) : new LocalGenerations();
}
