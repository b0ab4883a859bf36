import Redis from 'ioredis';
import type { Logger } from '../../core/logger';
import type { Counter, CounterStore, ThrottleRule } from './throttle';

/**
 * `waitOf` (throttle.ts) and the count in one atomic step, so every instance sharing the Redis sees one count.
 * KEYS[1] the counter hash {failures, last}; ARGV: now, freeFailures, baseDelayMs, maxDelayMs, lockAfter, lockMs,
 * windowMs. Returns the wait in ms, 0 when the attempt was counted.
 */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local free, base, maxDelay = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local lockAfter, lockMs, windowMs = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local state = redis.call('HMGET', KEYS[1], 'failures', 'last')
local failures, last = tonumber(state[1]) or 0, tonumber(state[2]) or 0
local wait = 0
if failures >= lockAfter then
  wait = last + lockMs - now
elseif failures >= free then
  wait = last + math.min(base * 2 ^ (failures - free), maxDelay) - now
end
if wait > 0 then return math.ceil(wait) end
redis.call('HSET', KEYS[1], 'failures', failures + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], windowMs)
return 0
`;

const REFUND = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures'))
if failures and failures > 0 then redis.call('HSET', KEYS[1], 'failures', failures - 1) end
return 0
`;

/** Counters shared by every instance through REDIS_URL. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: () => string,
  ) {}

  static connect(url: string, prefix: () => string, logger: Logger): RedisCounterStore {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 2000, connectTimeout: 2000 });
    // The error's own text only: the URL may carry a password.
    redis.on('error', (err: unknown) =>
      logger.warn({ error: err instanceof Error ? err.message : String(err) }, 'redis login throttle error'),
    );
    return new RedisCounterStore(redis, prefix);
  }

  async attempt(key: string, rule: ThrottleRule, now: number): Promise<number> {
    const wait = await this.redis.eval(
      ATTEMPT,
      1,
      this.prefix() + key,
      now,
      rule.freeFailures,
      rule.baseDelayMs,
      rule.maxDelayMs,
      rule.lockAfter,
      rule.lockMs,
      rule.windowMs,
    );
    return Number(wait);
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND, 1, this.prefix() + key);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix() + key);
  }

  async peek(key: string): Promise<Counter | null> {
    const [failures, last] = await this.redis.hmget(this.prefix() + key, 'failures', 'last');
    return failures === null ? null : { failures: Number(failures), last: Number(last) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
