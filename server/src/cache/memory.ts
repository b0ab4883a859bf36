import { LRUCache } from 'lru-cache';
import { connectionKeyPrefix } from './key';
import type { QueryCache } from './types';

/** One instance's cache: least recently used entries go first once the JSON texts exceed `maxBytes`. */
export class MemoryQueryCache implements QueryCache {
  readonly kind = 'memory' as const;
  private readonly lru: LRUCache<string, string>;

  /** `clock` measures lifetimes (default performance.now); tests pass their own to step time. */
  constructor(
    readonly maxBytes: number,
    clock?: { now(): number },
  ) {
    // The bound is on what we keep (UTF-8 bytes of the JSON), not on the JS heap, which holds strings as UTF-16.
    this.lru = new LRUCache<string, string>({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (text) => Math.max(1, Buffer.byteLength(text, 'utf8')),
      ttlAutopurge: false,
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
  }

  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.lru.get(key));
  }

  set(key: string, text: string, ttlMs: number): Promise<void> {
    if (ttlMs > 0) this.lru.set(key, text, { ttl: ttlMs });
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.lru.clear();
    return Promise.resolve();
  }

  clearConnection(connectionId: number): Promise<void> {
    const prefix = connectionKeyPrefix(connectionId);
    for (const key of [...this.lru.keys()]) if (key.startsWith(prefix)) this.lru.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.lru.clear();
    return Promise.resolve();
  }

  /** Bytes held now (tests, metrics). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get size(): number {
    return this.lru.size;
  }
}
