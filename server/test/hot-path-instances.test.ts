/**
 * Two server instances in this process, behind an imaginary load balancer: one MariaDB metadata store, one Redis
 * (REDIS_URL). Each keeps its own memos (section plans, page access, sessions) and data-source pools; a change made
 * through either must show on the other's very next answer. Skipped with a message when MariaDB or Redis is not
 * reachable (unless TESSERA_REQUIRE_DBS=1).
 */
import type { Knex } from 'knex';
import Redis from 'ioredis';
import request from 'supertest';
import { createApp, type AppHandle } from '../src/app';
import type { ReportData } from '../src/domains/report/types';
import { openStore, type Store } from '../src/store';
import { createEnv, data, type TestEnv, type TestUser } from './harness';
import { hotSection, ok, P, PAGE_URL, query, ROLE, shownName } from './hot-path-fixture';
import { addConnection, addSection, importTemplate, sqliteDemoFile } from './report-fixture';
import { describeEach, REQUIRE_DBS } from './support/engines';
import { REDIS_URL, REDIS_WHERE, redisReachable } from './support/redis';

interface Instances {
  a: TestEnv;
  /** The second instance: its own app, store connection pool, memos and data-source pools. */
  b: { handle: AppHandle; store: Store; post: TestEnv['post']; delete: (path: string, token: string) => request.Test };
}

async function twoInstances(): Promise<Instances> {
  const a = await createEnv('mysql', { redisUrl: REDIS_URL });
  const store = await openStore(a.config.databaseUrl);
  const handle = await createApp(a.config, { store, logger: a.handle.logger });
  const http = request(handle.app.callback());
  const b: Instances['b'] = {
    handle,
    store,
    post: (path, body, token) =>
      http
        .post(a.api(path))
        .set('Authorization', `Bearer ${token ?? ''}`)
        .send(body as object),
    delete: (path, token) => http.delete(a.api(path)).set('Authorization', `Bearer ${token}`),
  };
  return { a, b };
}

async function closeInstances({ a, b }: Instances): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    const prefix = a.config.queryCache.generationsPrefix;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
  await a.handle.services.report.cache.clear();
  await b.handle.close();
  await b.store.close();
  await a.handle.close();
  await a.close();
}

const redisUp = redisReachable();
if (!redisUp && !REQUIRE_DBS)
  console.warn(`SKIPPED: hot path on two instances — Redis is not reachable at ${REDIS_WHERE}`);

(redisUp || REQUIRE_DBS ? describe : describe.skip)('hot path: two instances', () => {
  describeEach(['mysql'], 'sharing one MariaDB store and Redis', twoInstances, closeInstances, (current) => {
    let viewer: TestUser;
    let section: number;
    let connectionId: number;
    const a = () => current().a;
    const b = () => current().b;
    const admin = () => a().adminToken;
    const both = async (token: string) => [await shownName(a(), section, token), await shownName(b(), section, token)];
    const publishOn = async (on: Pick<TestEnv, 'post'>, name: string) => {
      await ok(on.post(`${P}/update/one`, { id: section, section: hotSection(name) }, admin()));
      await ok(on.post(`${P}/online`, { diagram_id_set: [section] }, admin()));
    };

    beforeAll(async () => {
      if (!redisUp) throw new Error(`Redis is not reachable at ${REDIS_WHERE} and TESSERA_REQUIRE_DBS=1`);
      await sqliteDemoFile(a());
      await sqliteDemoFile(a(), 'other.sqlite', (knex: Knex) => knex('pushes').update({ title: 'from other' }));
      connectionId = await addConnection(a(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
      await importTemplate(a(), 'push-list.json');
      section = await addSection(a(), PAGE_URL, hotSection('v1'));
      viewer = await a().addUser('twoviewer', [ROLE]);
    });

    it('serves neither a stale section after a publish, rollback or delete on the other instance', async () => {
      // Warm: plans, access and sessions memoised on both.
      expect(await both(viewer.token)).toEqual(['v1', 'v1']);
      expect(await both(viewer.token)).toEqual(['v1', 'v1']);

      await publishOn(a(), 'v2');
      expect(await both(viewer.token)).toEqual(['v2', 'v2']);

      await publishOn(b(), 'v3');
      expect(await both(viewer.token)).toEqual(['v3', 'v3']);

      await ok(b().post(`${P}/rollback`, { id: section }, admin()));
      expect(await both(viewer.token)).toEqual(['v2', 'v2']);

      await ok(a().post(`${P}/rollback`, { id: section }, admin()));
      expect(await both(viewer.token)).toEqual(['v1', 'v1']);

      await ok(b().delete(`${P}/delete/one?id=${section}`, admin()));
      expect(await both(viewer.token)).toEqual(['HTTP 404', 'HTTP 404']);
      section = await addSection(a(), PAGE_URL, hotSection('v4'));
      expect(await both(viewer.token)).toEqual(['v4', 'v4']);
    });

    it('refuses, on the other instance, a user who lost his role or his session', async () => {
      const member = await a().addUser('twomember', [ROLE]);
      expect(await both(member.token)).toEqual(['v4', 'v4']);
      const role = await a().handle.store.models.Role.findOne({ where: { name: ROLE } });
      await ok(
        a().post(
          '/backend/role-user/remove-or-add/one',
          { role_id: role?.id, username: member.username, operate: 'remove' },
          admin(),
        ),
      );
      expect(await both(member.token)).toEqual(['HTTP 403', 'HTTP 403']);

      const leaver = await a().addUser('twoleaver', [ROLE]);
      expect(await both(leaver.token)).toEqual(['v4', 'v4']);
      await ok(a().post('/auth/logout', {}, leaver.token));
      expect(await shownName(b(), section, leaver.token)).toBe('HTTP 401');

      const disabled = await a().addUser('twodisabled', [ROLE]);
      expect(await both(disabled.token)).toEqual(['v4', 'v4']);
      await ok(b().post('/backend/user/update', { id: disabled.id, status: 0 }, admin()));
      expect(await shownName(a(), section, disabled.token)).toBe('HTTP 401');
    });

    it('answers from the new database on the other instance when a connection is pointed elsewhere', async () => {
      const titles = async (on: Pick<TestEnv, 'post'>) => {
        const res = await on.post(`${P}/new/data`, query(section), viewer.token);
        expect(res.status).toBe(200);
        return new Set(data<ReportData>(res).rows.map((r) => r.title));
      };
      expect(await titles(b())).not.toContain('from other');
      expect(await titles(a())).not.toContain('from other');
      await ok(a().post('/customize/db-info/one', { id: connectionId, file: 'other.sqlite' }, admin()));
      expect(await titles(b())).toEqual(new Set(['from other']));
      expect(await titles(a())).toEqual(new Set(['from other']));
    });
  });
});
