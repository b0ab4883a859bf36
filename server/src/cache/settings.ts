import { DATA_UPDATE_MODES, type DataUpdateMode } from '@tessera/schema/dsl';

/** How report results are cached (section "Result cache" of server/README.md). */
export interface CacheSettings {
  /** REDIS_URL: one cache shared by every instance; null → an in-process LRU per instance. */
  redisUrl: string | null;
  /** Prefix of every Redis key, so clear() never touches anything else in a shared Redis. */
  redisPrefix: string;
  /** Prefix of the generation keys (cache/generations.ts) that tell every instance which memos went stale. */
  generationsPrefix: string;
  /** Prefix of the locks that let one instance alone run a due monitor check (domains/monitors/claims.ts). */
  monitorPrefix: string;
  /** Bound of the in-process LRU: total UTF-8 bytes of the cached JSON texts. */
  maxBytes: number;
  /** Seconds a result lives, per dataset data_update_mode; 0 = never cached (identical concurrent calls still share one run). */
  ttlSeconds: Record<DataUpdateMode, number>;
}

/**
 * Incremental datasets gain rows through the day: 5 min. Full ones are rebuilt by a periodic job: 1 h. Manual ones
 * change only when someone reloads them (who then calls cache.clear()): 24 h. A custom source reads live tables
 * whose rhythm we do not know: 1 min.
 */
const DEFAULT_TTL_SECONDS: Readonly<Record<DataUpdateMode, number>> = {
  [DATA_UPDATE_MODES.INCREMENTAL]: 300,
  [DATA_UPDATE_MODES.FULL]: 3600,
  [DATA_UPDATE_MODES.MANUAL]: 86_400,
  [DATA_UPDATE_MODES.CUSTOM_SOURCE]: 60,
};

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

type Env = Record<string, string | undefined>;

function count(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0: ${raw}`);
  return value;
}

/** QUERY_CACHE=0 turns caching off (every TTL 0); the QUERY_CACHE_TTL_* variables set one mode each, in seconds. */
export function loadCacheSettings(env: Env): CacheSettings {
  const off = ['0', 'false', 'no', 'off'].includes((env.QUERY_CACHE ?? '').toLowerCase());
  const ttl = (name: string, mode: DataUpdateMode) => (off ? 0 : count(env, name, DEFAULT_TTL_SECONDS[mode]));
  return {
    redisUrl: env.REDIS_URL?.trim() || null,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'tessera:query:',
    generationsPrefix: env.REDIS_GENERATIONS_PREFIX?.trim() || 'tessera:generation:',
    monitorPrefix: env.REDIS_MONITOR_PREFIX?.trim() || 'tessera:monitor:',
    maxBytes: count(env, 'QUERY_CACHE_MAX_MB', DEFAULT_MAX_BYTES / (1024 * 1024)) * 1024 * 1024,
    ttlSeconds: {
      [DATA_UPDATE_MODES.INCREMENTAL]: ttl('QUERY_CACHE_TTL_INCREMENTAL', DATA_UPDATE_MODES.INCREMENTAL),
      [DATA_UPDATE_MODES.FULL]: ttl('QUERY_CACHE_TTL_FULL', DATA_UPDATE_MODES.FULL),
      [DATA_UPDATE_MODES.MANUAL]: ttl('QUERY_CACHE_TTL_MANUAL', DATA_UPDATE_MODES.MANUAL),
      [DATA_UPDATE_MODES.CUSTOM_SOURCE]: ttl('QUERY_CACHE_TTL_CUSTOM', DATA_UPDATE_MODES.CUSTOM_SOURCE),
    },
  };
}

/** The lifetime of a result of a dataset with this update mode, in ms (unknown modes: the shortest, custom source). */
export function ttlMsFor(settings: Pick<CacheSettings, 'ttlSeconds'>, mode: number | null | undefined): number {
  const known = (Object.values(DATA_UPDATE_MODES) as number[]).includes(mode ?? -1);
  const seconds = known
    ? settings.ttlSeconds[mode as DataUpdateMode]
    : settings.ttlSeconds[DATA_UPDATE_MODES.CUSTOM_SOURCE];
  return seconds * 1000;
}
