/**
 * The parts of the hot path's invalidation on their own: memo generations in the process and in a real Redis
 * (TEST_REDIS_URL; skipped with a message when unreachable, unless TESSERA_REQUIRE_DBS=1), the memo that keeps values
 * under them, and the store hooks that announce a write only once it committed (real SQLite store).
 */
import Redis from 'ioredis';
import { LocalGenerations, RedisGenerations } from '../src/cache/generations';
import { GenerationMemo } from '../src/cache/memo';
import { createLogger } from '../src/core/logger';
import { watchStoreChanges, type StoreChange } from '../src/store/change-hooks';
import { openStore, type Store } from '../src/store';
import { migrate } from '../src/store/migrate';
import { REDIS_URL, REDIS_WHERE, redisReachable } from './support/redis';

const logger = createLogger('silent');
const REQUIRE = process.env.TESSERA_REQUIRE_DBS === '1';

describe('memo', () => {
  it('keeps a value while its generation is current, recomputes after, and keeps nothing without one', async () => {
    const memo = new GenerationMemo<{ n: number }>(10);
    let computed = 0;
    const compute = () => Promise.resolve({ n: ++computed });
    expect(await memo.get('k', 'g1', compute)).toEqual({ n: 1 });
    expect(await memo.get('k', 'g1', compute)).toEqual({ n: 1 });
    expect(await memo.get('k', 'g2', compute)).toEqual({ n: 2 });
    expect(await memo.get('k', null, compute)).toEqual({ n: 3 });
    expect(await memo.get('k', null, compute)).toEqual({ n: 4 });
    // A failure is not kept: the next call computes again.
    await expect(memo.get('x', 'g2', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await memo.get('x', 'g2', compute)).toEqual({ n: 5 });
  });
});

describe('generations in one process', () => {
  it('moves only the topics bumped', async () => {
    const generations = new LocalGenerations();
    const before = await generations.current();
    await generations.bump(['config']);
    const after = await generations.current();
    expect(after.config).not.toBe(before.config);
    expect(after.sessions).toBe(before.sessions);
  });
});

const redisUp = redisReachable();
if (!redisUp && !REQUIRE) console.warn(`SKIPPED: redis generations — Redis is not reachable at ${REDIS_WHERE}`);

(redisUp || REQUIRE ? describe : describe.skip)('generations in Redis', () => {
  const prefix = `tessera:test:${process.pid}:${Date.now()}:generation:`;
  let a: RedisGenerations;
  let b: RedisGenerations;
  let admin: Redis;

  beforeAll(() => {
    if (!redisUp) throw new Error(`Redis is not reachable at ${REDIS_WHERE} and TESSERA_REQUIRE_DBS=1`);
    a = RedisGenerations.connect(REDIS_URL, prefix, logger);
    b = RedisGenerations.connect(REDIS_URL, prefix, logger);
    admin = new Redis(REDIS_URL);
  });

  afterAll(async () => {
    await admin?.del(`${prefix}config`, `${prefix}sessions`);
    await a?.close();
    await b?.close();
    await admin?.quit();
  });

  it('shows a bump on one instance to the other at once', async () => {
    const seen = await b.current();
    expect(await a.current()).toEqual(seen);
    await a.bump(['sessions']);
    const now = await b.current();
    expect(now?.sessions).not.toBe(seen?.sessions);
    expect(now?.config).toBe(seen?.config);
  });

  it('never hands out an old token again after Redis lost its keys', async () => {
    const seen = await a.current();
    await admin.del(`${prefix}config`, `${prefix}sessions`);
    const fresh = await a.current();
    expect(fresh?.config).not.toBe(seen?.config);
    expect(await b.current()).toEqual(fresh);
    expect(await admin.ttl(`${prefix}config`)).toBeGreaterThan(0);
  });

  it('answers null while Redis cannot be read, and trusts nothing from before the outage', async () => {
    const client = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const flaky = new RedisGenerations(client, prefix, logger);
    try {
      await new Promise<void>((resolve) => client.once('ready', () => resolve()));
      const before = await flaky.current();
      expect(before).toEqual(await a.current());
      const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
      client.disconnect();
      expect(await flaky.current()).toBeNull();
      await ended;
      await client.connect();
      const after = await flaky.current();
      // Same tokens in Redis, yet a bump may have been missed while it was unreadable: nothing from before matches.
      expect(after?.config).not.toBe(before?.config);
      expect(after?.sessions).not.toBe(before?.sessions);
    } finally {
      await flaky.close();
    }
  });
});

describe('store change hooks', () => {
  let store: Store;
  const seen: StoreChange[][] = [];

  beforeAll(async () => {
    store = await openStore('sqlite::memory:');
    await migrate(store);
    watchStoreChanges(store.sequelize, (changes) => {
      seen.push([...changes]);
      return Promise.resolve();
    });
  });

  afterAll(() => store.close());
  beforeEach(() => void (seen.length = 0));

  it('announces a write outside a transaction at once, with its table and row', async () => {
    const app = await store.models.App.create({ app_name: 'a', app_key: 'hooks_a', status: 1, sort: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0][0]).toMatchObject({ table: 'apps', kind: 'create' });
    expect(seen[0][0].rows?.[0].get('id')).toBe(app.id);
    await store.models.App.update({ sort: 2 }, { where: { id: app.id } });
    expect(seen[1][0]).toMatchObject({ table: 'apps', kind: 'update', rows: null });
  });

  it('announces the writes of a transaction once, after it committed, and nothing when it rolled back', async () => {
    await store.sequelize.transaction(async (transaction) => {
      await store.models.App.create({ app_name: 'b', app_key: 'hooks_b', status: 1, sort: 0 }, { transaction });
      await store.models.App.update({ sort: 3 }, { where: { app_key: 'hooks_b' }, transaction });
      expect(seen).toHaveLength(0);
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].map((c) => c.kind)).toEqual(['create', 'update']);

    await expect(
      store.sequelize.transaction(async (transaction) => {
        await store.models.App.create({ app_name: 'c', app_key: 'hooks_c', status: 1, sort: 0 }, { transaction });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(seen).toHaveLength(1);
  });
});
