/**
 * The result cache in isolation: keys, TTLs per update mode, the byte-bounded LRU, single flight, the runner over a
 * real SQLite source (errors never cached, bypass, sharing), and the Redis implementation against a real Redis
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379; skipped with a message when unreachable, unless
 * TESSERA_REQUIRE_DBS=1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import knexFactory from 'knex';
import {
  MemoryQueryCache,
  QueryRunner,
  RedisQueryCache,
  SingleFlight,
  cacheKey,
  createQueryCache,
  loadCacheSettings,
  ttlMsFor,
} from '../src/cache';
import { createLogger } from '../src/core/logger';
import { QueryCancelledError, QueryFailedError } from '../src/datasources/errors';
import { openSource, type AnySource } from '../src/datasources/open';
import { REDIS_URL, REDIS_WHERE, redisReachable } from './support/redis';
import { sqliteSettings } from './datasources-scratch';

const logger = createLogger('silent');
const REQUIRE = process.env.TESSERA_REQUIRE_DBS === '1';
const sql = (text: string) => ({ sql: text, bindings: [] });

describe('cache keys', () => {
  const base = { connectionId: 1, sql: 'select ? as x', bindings: [1], permissionKey: '[]' };

  it('are stable and change with each part: connection, SQL, bindings (typed), permissions', () => {
    expect(cacheKey(base)).toBe(cacheKey({ ...base }));
    expect(cacheKey(base)).toMatch(new RegExp(`^${base.connectionId}:[0-9a-f]{64}$`));
    const variants = [
      { ...base, connectionId: 2 },
      { ...base, sql: 'select ? as y' },
      { ...base, bindings: ['1'] },
      { ...base, bindings: [new Date('2024-05-01T00:00:00Z')] },
      { ...base, bindings: ['2024-05-01T00:00:00.000Z'] },
      { ...base, bindings: [BigInt(1)] },
      { ...base, permissionKey: '[{"key":"country","value_type":"string","operator":"eq","value":"cn"}]' },
    ];
    const keys = new Set([cacheKey(base), ...variants.map(cacheKey)]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('never let two users with different row permissions share a result', () => {
    const cn = JSON.stringify([{ key: 'country', value_type: 'string', operator: 'eq', value: 'cn' }]);
    const us = JSON.stringify([{ key: 'country', value_type: 'string', operator: 'eq', value: 'us' }]);
    expect(cacheKey({ ...base, permissionKey: cn })).not.toBe(cacheKey({ ...base, permissionKey: us }));
  });
});

describe('cache settings', () => {
  it('keep results 5 min (incremental), 1 h (full), 24 h (manual), 1 min (custom source) by default', () => {
    const settings = loadCacheSettings({});
    expect([1, 2, 3, 4].map((mode) => ttlMsFor(settings, mode))).toEqual([300_000, 3_600_000, 86_400_000, 60_000]);
    expect(ttlMsFor(settings, 9)).toBe(60_000);
    expect(settings).toMatchObject({ redisUrl: null, maxBytes: 64 * 1024 * 1024, redisPrefix: 'tessera:query:' });
  });

  it('read the environment', () => {
    const settings = loadCacheSettings({
      REDIS_URL: 'redis://cache:6379/2',
      QUERY_CACHE_MAX_MB: '8',
      QUERY_CACHE_TTL_FULL: '600',
      QUERY_CACHE_TTL_CUSTOM: '0',
    });
    expect(settings.redisUrl).toBe('redis://cache:6379/2');
    expect(settings.maxBytes).toBe(8 * 1024 * 1024);
    expect([1, 2, 3, 4].map((mode) => ttlMsFor(settings, mode))).toEqual([300_000, 600_000, 86_400_000, 0]);
    expect([1, 2, 3, 4].map((mode) => ttlMsFor(loadCacheSettings({ QUERY_CACHE: 'off' }), mode))).toEqual([0, 0, 0, 0]);
    expect(() => loadCacheSettings({ QUERY_CACHE_TTL_MANUAL: '-1' })).toThrow(/QUERY_CACHE_TTL_MANUAL/);
  });
});

describe('in-process cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is bounded by the bytes of the cached JSON, dropping the least recently used first', async () => {
    const cache = new MemoryQueryCache(100);
    const text = (c: string) => c.repeat(40);
    await cache.set('a', text('a'), 60_000);
    await cache.set('b', text('b'), 60_000);
    expect(await cache.get('a')).toBe(text('a')); // a is now the most recent
    await cache.set('c', text('c'), 60_000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(text('a'));
    expect(cache.bytes).toBe(80);
    // Multi-byte text counts its UTF-8 bytes: 34 × 3 bytes does not fit next to the others.
    await cache.set('d', '数'.repeat(34), 60_000);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    await cache.set('huge', 'x'.repeat(101), 60_000);
    expect(await cache.get('huge')).toBeUndefined();
    await cache.clear();
    expect(cache.size).toBe(0);
  });

  it('forgets an entry when its TTL is over', async () => {
    let now = 1_000_000;
    const cache = new MemoryQueryCache(1000, { now: () => now });
    await cache.set('k', '[]', 300_000);
    now += 299_000;
    expect(await cache.get('k')).toBe('[]');
    now += 2_000;
    expect(await cache.get('k')).toBeUndefined();
  });
});

describe('single flight', () => {
  it('runs identical concurrent work once and gives everyone its result', async () => {
    const flights = new SingleFlight<number>();
    // The work ends when the test says so: every caller is in before it does.
    const finishes: ((value: number) => void)[] = [];
    const work = jest.fn(() => new Promise<number>((resolve) => finishes.push(resolve)));
    const all = Promise.all([
      flights.run('k', undefined, work),
      flights.run('k', undefined, work),
      flights.run('k', undefined, work),
    ]);
    finishes.forEach((finish) => finish(42));
    expect(await all).toEqual([42, 42, 42]);
    expect(work).toHaveBeenCalledTimes(1);
    expect(flights.running).toBe(0);
    const again = flights.run('k', undefined, work);
    finishes.forEach((finish) => finish(42));
    await again;
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('cancels the work only when every caller has gone; a newcomer then starts afresh', async () => {
    const flights = new SingleFlight<string>();
    const signals: AbortSignal[] = [];
    // Each run ends with 'done' when the test finishes it, or rejects as soon as its signal aborts.
    const finishes: (() => void)[] = [];
    const work = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve, reject) => {
        finishes.push(() => resolve('done'));
        signal.addEventListener('abort', () => reject(new QueryCancelledError()));
      });
    };
    const finishAll = () => finishes.forEach((finish) => finish());
    const a = new AbortController();
    const b = new AbortController();
    const first = flights.run('k', a.signal, work);
    const second = flights.run('k', b.signal, work);
    a.abort();
    await expect(first).rejects.toBeInstanceOf(QueryCancelledError);
    expect(signals[0].aborted).toBe(false);
    finishAll();
    await expect(second).resolves.toBe('done');

    const c = new AbortController();
    const third = flights.run('j', c.signal, work);
    c.abort();
    await expect(third).rejects.toBeInstanceOf(QueryCancelledError);
    expect(signals[1].aborted).toBe(true);
    const fresh = flights.run('j', undefined, work);
    finishAll();
    await expect(fresh).resolves.toBe('done');
    expect(signals).toHaveLength(3);
  });
});

describe('query runner over a real SQLite source', () => {
  let dir: string;
  let source: AnySource;
  const options = { timeoutMs: 5000, ttlMs: 60_000, permissionKey: '[]' };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-cache-'));
    const knex = knexFactory({
      client: 'sqlite3',
      connection: { filename: path.join(dir, 'r.sqlite') },
      useNullAsDefault: true,
    });
    await knex.schema.createTable('t', (t) => {
      t.integer('id');
      t.string('name');
    });
    await knex('t').insert([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    await knex.destroy();
    source = openSource(7, sqliteSettings('r.sqlite'), { dataSourcesDir: dir, logger });
  });

  afterAll(async () => {
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => jest.restoreAllMocks());

  it('answers a repeated statement from the cache; another permission key is another entry', async () => {
    const runner = new QueryRunner(new MemoryQueryCache(1 << 20));
    const query = jest.spyOn(source, 'query');
    const first = await runner.run(source, sql('SELECT id, name FROM t ORDER BY id'), options);
    const second = await runner.run(source, sql('SELECT id, name FROM t ORDER BY id'), options);
    expect(first).toEqual({
      rows: [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      cache: 'miss',
    });
    expect(second).toEqual({ ...first, cache: 'hit' });
    // Each caller owns its rows: changing one answer never changes the cached one.
    second.rows[0].name = 'changed';
    expect((await runner.run(source, sql('SELECT id, name FROM t ORDER BY id'), options)).rows[0].name).toBe('a');
    expect(
      (await runner.run(source, sql('SELECT id, name FROM t ORDER BY id'), { ...options, permissionKey: 'other' }))
        .cache,
    ).toBe('miss');
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('never caches an error, and a bypass neither reads nor writes', async () => {
    const cache = new MemoryQueryCache(1 << 20);
    const runner = new QueryRunner(cache);
    const query = jest.spyOn(source, 'query');
    for (let i = 0; i < 2; i++)
      await expect(runner.run(source, sql('SELECT * FROM missing_table'), options)).rejects.toBeInstanceOf(
        QueryFailedError,
      );
    expect(query).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    const bypass = await runner.run(source, sql('SELECT 1 AS one'), { ...options, bypass: true });
    expect(bypass).toEqual({ rows: [{ one: 1 }], cache: 'bypass' });
    expect(cache.size).toBe(0);
    expect((await runner.run(source, sql('SELECT 1 AS one'), { ...options, ttlMs: 0 })).cache).toBe('miss');
    expect(cache.size).toBe(0);
  });

  it('runs identical concurrent statements once', async () => {
    const runner = new QueryRunner(new MemoryQueryCache(1 << 20));
    const query = jest.spyOn(source, 'query');
    const statement = sql(
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 200000) SELECT count(*) AS n FROM c',
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => runner.run(source, statement, options)));
    expect(results.map((r) => r.rows)).toEqual(Array.from({ length: 5 }, () => [{ n: 200000 }]));
    expect(query).toHaveBeenCalledTimes(1);
  });
});

const redisUp = redisReachable();
if (!redisUp && !REQUIRE)
  console.warn(
    `SKIPPED: redis cache — Redis is not reachable at ${REDIS_WHERE} (set TESSERA_REQUIRE_DBS=1 to fail instead)`,
  );

(redisUp || REQUIRE ? describe : describe.skip)('redis cache', () => {
  const prefix = `tessera:test:${process.pid}:${Date.now()}:`;
  let cache: RedisQueryCache;
  let admin: Redis;

  beforeAll(() => {
    if (!redisUp) throw new Error(`Redis is not reachable at ${REDIS_URL} and TESSERA_REQUIRE_DBS=1`);
    cache = RedisQueryCache.connect(REDIS_URL, prefix, logger);
    admin = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await cache?.clear();
    await cache?.close();
    await admin?.quit();
  });

  it('is the one createApp picks when REDIS_URL is set (else the in-process LRU)', async () => {
    const chosen = createQueryCache({ ...loadCacheSettings({ REDIS_URL }), redisPrefix: prefix }, logger);
    expect(chosen.kind).toBe('redis');
    await chosen.set('picked', '[]', 60_000);
    expect(await cache.get('picked')).toBe('[]');
    await chosen.close();
    expect(createQueryCache(loadCacheSettings({}), logger).kind).toBe('memory');
  });

  it('stores texts with their TTL and clears only its own keys', async () => {
    await cache.set('a', '[{"x":1}]', 60_000);
    expect(await cache.get('a')).toBe('[{"x":1}]');
    expect(await cache.get('absent')).toBeUndefined();
    const ttl = await cache.ttlMs('a');
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await admin.set(`${prefix.slice(0, -1)}-other:key`, 'keep', 'PX', 60_000);
    await cache.clear();
    expect(await cache.get('a')).toBeUndefined();
    expect(await admin.get(`${prefix.slice(0, -1)}-other:key`)).toBe('keep');
    await admin.del(`${prefix.slice(0, -1)}-other:key`);
  });

  it('serves the runner like the in-process cache (shared by every instance)', async () => {
    const query = jest.fn(() => Promise.resolve([{ n: 1 }]));
    const fake = {
      connectionId: 3,
      kind: 'sqlite',
      knex: null,
      stream: () => null,
      query,
    } as unknown as AnySource;
    const one = new QueryRunner(cache);
    const other = new QueryRunner(RedisQueryCache.connect(REDIS_URL, prefix, logger));
    try {
      expect(
        (await one.run(fake, sql('SELECT 1 AS n'), { timeoutMs: 1000, ttlMs: 60_000, permissionKey: '[]' })).cache,
      ).toBe('miss');
      expect(
        await other.run(fake, sql('SELECT 1 AS n'), { timeoutMs: 1000, ttlMs: 60_000, permissionKey: '[]' }),
      ).toEqual({ rows: [{ n: 1 }], cache: 'hit' });
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      await other.cache.close();
    }
  });

  it('counts a Redis it cannot talk to as a miss, and never throws from get/set', async () => {
    // Never connected, no offline queue: every command fails at once (a dead Redis fails after one reconnect or 1 s).
    const down = new RedisQueryCache(
      new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false }),
      prefix,
      logger,
    );
    try {
      expect(await down.get('a')).toBeUndefined();
      await expect(down.set('a', '[]', 1000)).resolves.toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
