/**
 * Where report results are kept: JSON texts by key, each with its own lifetime. Implementations never throw from
 * get/set (a cache that fails is a miss, never a failed report); clear() does report failure, its caller asked for it.
 */
export interface QueryCache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  /** Stores `text` for `ttlMs` (> 0). A text larger than the whole cache is simply not kept. */
  set(key: string, text: string, ttlMs: number): Promise<void>;
  /** Drops every cached result (e.g. after a dataset's data was reloaded). */
  clear(): Promise<void>;
  /** Drops the cached results of one connection (its settings or one of its datasets changed). */
  clearConnection(connectionId: number): Promise<void>;
  close(): Promise<void>;
}
