/**
 * Two server instances in this process on one metadata store, each with its own monitor scheduler, tick at the
 * same moment: the due check runs once. Without Redis through the database lease (on every store), with Redis
 * through its lock (skipped with a message when Redis is not reachable, unless TESSERA_REQUIRE_DBS=1).
 */
import Redis from 'ioredis';
import type { MonitorRecord } from '@tessera/schema/api';
import { createApp, type AppHandle } from '../src/app';
import { openStore, type Store } from '../src/store';
import { data, describeOnSqlite, describeStores, type EnvOptions, type TestEnv } from './harness';
import { monitorBody, monitorDataset } from './monitors-fixture';
import { REQUIRE_DBS } from './support/engines';
import { REDIS_URL, REDIS_WHERE, redisReachable } from './support/redis';

/** Resolves once at least 10 s are left before the next minute starts (at once, mostly). */
async function clearOfMinuteTurn(): Promise<void> {
  while (60_000 - (Date.now() % 60_000) < 10_000) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Runs one schedule tick on both instances at once, twice over, and checks the check ran once each time. */
function oneCheckPerDueTime(env: () => TestEnv, claims: 'lease' | 'redis') {
  let second: { handle: AppHandle; store: Store };

  beforeAll(async () => {
    const store = await openStore(env().config.databaseUrl);
    second = { store, handle: await createApp(env().config, { store, logger: env().handle.logger }) };
  });

  afterAll(async () => {
    if (claims === 'redis') {
      // The locks would expire by themselves; this suite's keys go now.
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${env().config.queryCache.monitorPrefix}*`);
      if (keys.length > 0) await redis.unlink(...keys);
      redis.disconnect();
    }
    await second.handle.close();
    await second.store.close();
  });

  it(`runs a due check on one instance only (${claims})`, async () => {
    // The check runs every minute: a minute turning during the test would make the check due again.
    await clearOfMinuteTurn();
    const a = env().handle.services.monitorScheduler;
    const b = second.handle.services.monitorScheduler;
    const datasetId = await monitorDataset(env());
    const saved = await env().post('/data-monitor/add-or-update', monitorBody(datasetId), env().adminToken);
    const { id } = data<MonitorRecord>(saved);
    const { Monitor, MonitorRun } = env().handle.store.models;
    for (const round of [1, 2]) {
      // Due minutes ago, a different time each round (whole seconds: every store keeps them exactly).
      const due = new Date(Math.floor(Date.now() / 1000) * 1000 - round * 60_000);
      await Monitor.update({ next_run_at: due }, { where: { id } });
      const ran = await Promise.all([a.tick(), b.tick()]);
      expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
      expect(await MonitorRun.count({ where: { monitor_id: id } })).toBe(round);
      const after = await Monitor.findByPk(id);
      expect(after?.next_run_at?.getTime()).toBeGreaterThan(Date.now());
      expect(after?.lease_owner).toBeNull();
      expect(after?.status).toBe('firing');
    }
    // Not due any more: a further tick runs nothing.
    expect(await Promise.all([a.tick(), b.tick()])).toEqual([0, 0]);
    // Apps built here never start the timer; close() stops one that was started.
    expect(a.started).toBe(false);
    a.start();
    expect(a.started).toBe(true);
    await env().handle.close();
    expect(a.started).toBe(false);
  });
}

describeStores('monitor schedule: two instances, database lease', { demo: false }, (env) =>
  oneCheckPerDueTime(env, 'lease'),
);

const redisUp = redisReachable();
if (!redisUp && !REQUIRE_DBS)
  console.warn(`SKIPPED: monitor schedule with Redis — Redis is not reachable at ${REDIS_WHERE}`);
const withRedis: EnvOptions = { redisUrl: REDIS_URL, demo: false };
(redisUp || REQUIRE_DBS ? describe : describe.skip)('monitor schedule with Redis', () => {
  describeOnSqlite('two instances, Redis lock', withRedis, (env) => {
    beforeAll(() => {
      if (!redisUp) throw new Error(`Redis is not reachable at ${REDIS_WHERE} and TESSERA_REQUIRE_DBS=1`);
      expect(env().handle.services.monitorScheduler.claimsKind).toBe('redis');
    });
    oneCheckPerDueTime(env, 'redis');
  });
});
