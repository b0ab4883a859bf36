import type { Logger } from '../core/logger';
import { MemoryQueryCache } from './memory';
import { RedisQueryCache } from './redis';
import type { CacheSettings } from './settings';
import type { QueryCache } from './types';

export { MemoryQueryCache } from './memory';
export { RedisQueryCache } from './redis';
export { QueryRunner, type CacheOutcome } from './runner';
export { SingleFlight } from './single-flight';
export { cacheKey } from './key';
export { loadCacheSettings, ttlMsFor, type CacheSettings } from './settings';
export type { QueryCache } from './types';

/** Redis when REDIS_URL is set (shared by the instances), else the in-process LRU. */
export function createQueryCache(settings: CacheSettings, logger: Logger): QueryCache {
  if (settings.redisUrl) return RedisQueryCache.connect(settings.redisUrl, settings.redisPrefix, logger);
  return new MemoryQueryCache(settings.maxBytes);
}
