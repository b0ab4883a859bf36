/**
 * Honest errors (finding 10): when a query's cancel fails, the answer says the cancel could not be confirmed (not
 * "cancelled in the database"), and the data source refuses queries with a clear 503 until a ping succeeds; pings
 * are retried. On real MariaDB and PostgreSQL: the data source's database user is locked out (ACCOUNT LOCK /
 * NOLOGIN) while a slow statement runs on a pooled connection it already holds, so the side connection that would
 * send KILL QUERY / pg_cancel_backend cannot log in — the statement keeps running, as on a frozen database.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { eventually, scratch, type Scratch } from '../datasources-scratch';
import { createEnv, type TestEnv } from '../harness';
import { addConnection, addSection } from '../report-fixture';
import { bodyOf } from '../support/body';
import { describeKinds } from '../support/engines';

const P = '/customize/page-diagram';
const SLOW = { mysql: 'SELECT SLEEP(60) AS n', postgres: 'SELECT 1 AS n FROM pg_sleep(60)' };

describeKinds(['mysql', 'postgres'] as const, 'a cancel that cannot be confirmed', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  let connectionId: number;
  let slow: number;
  let fast: number;
  const user = `tessera_frozen_${randomBytes(4).toString('hex')}`;
  const password = 'frozen-pass-1';
  const account = kind === 'mysql' ? `'${user}'@'%'` : user;

  const lockOut = (locked: boolean) =>
    db.admin.raw(
      kind === 'mysql'
        ? `ALTER USER ${account} ACCOUNT ${locked ? 'LOCK' : 'UNLOCK'}`
        : `ALTER ROLE ${account} ${locked ? 'NOLOGIN' : 'LOGIN'}`,
    );
  const data = (diagramId: number) =>
    env
      .post(
        `${P}/new/data`,
        { diagram_id: diagramId, filter_condition: [], sort_key_map: {}, preview: 1 },
        env.adminToken,
      )
      .set('Accept-Language', 'en');
  /** Connections of the data source's pool that wait, unused, for the next query. */
  const idleConnections = async () => {
    const source = await env.handle.services.dataSources.get(connectionId);
    return (source.knex.client as { pool: { numFree(): number } }).pool.numFree();
  };
  const logged = (message: string) => env.logs.some((line) => (JSON.parse(line) as { msg: string }).msg === message);

  /** Ends the statements the locked-out user left running, so the user and the database can go. */
  async function endSessions(admin: Knex): Promise<void> {
    if (kind === 'mysql') {
      const [rows] = (await admin.raw('SELECT ID AS id FROM information_schema.PROCESSLIST WHERE USER = ?', [
        user,
      ])) as [{ id: number }[]];
      for (const { id } of rows) await admin.raw('KILL ?', [id]).catch(() => undefined);
    } else await admin.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = ?', [user]);
  }

  beforeAll(async () => {
    env = await createEnv('sqlite');
    db = await scratch(kind, env.config.dataSourcesDir);
    if (kind === 'mysql') {
      await db.admin.raw(`CREATE USER ${account} IDENTIFIED BY '${password}'`);
      await db.admin.raw(`GRANT SELECT ON \`${db.database}\`.* TO ${account}`);
    } else await db.admin.raw(`CREATE ROLE ${account} LOGIN PASSWORD '${password}'`);
    connectionId = await addConnection(env, 'frozen', { ...db.settings, username: user, password });
    const app = await env.appId('push');
    for (const [key, sql] of [
      ['slow', SLOW[kind]],
      ['fast', 'SELECT 1 AS n'],
    ]) {
      const saved = await env.post(
        '/customize/dataset/save-update',
        {
          app_id: app,
          key,
          name: key,
          connection_id: connectionId,
          sql,
          columns: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
        },
        env.adminToken,
      );
      expect(saved.status).toBe(200);
    }
    const section = (key: string) => ({
      id: key,
      title: key,
      data_set_id: key,
      column_config_model_list: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
    });
    slow = await addSection(env, '/push/overview/list', section('slow'));
    fast = await addSection(env, '/push/overview/list', section('fast'));
  });

  afterAll(async () => {
    if (db) {
      await lockOut(false).catch(() => undefined);
      await endSessions(db.admin).catch(() => undefined);
    }
    await env?.handle.close();
    if (db)
      await db.admin.raw(`DROP ${kind === 'mysql' ? 'USER' : 'ROLE'} IF EXISTS ${account}`).catch(() => undefined);
    await db?.drop();
    await env?.close();
  });

  it('answers that the cancel could not be confirmed, refuses queries until a ping answers, then recovers', async () => {
    env.config.report.pageDataTimeoutMs = 1000;
    expect((await data(fast)).status).toBe(200);
    // The slow statement gets the pooled connection the fast one gave back; only new connections are refused.
    expect(await eventually(async () => (await idleConnections()) === 1, 5000, 20)).toBe(true);
    await lockOut(true);

    const timedOut = await data(slow);
    expect(timedOut.status).toBe(504);
    expect(bodyOf(timedOut).message).toBe('The query timed out; cancelling it in the database could not be confirmed');

    const refused = await data(fast);
    expect(refused.status).toBe(503);
    expect(bodyOf(refused).message).toMatch(
      /^The data source is unavailable: cancelling a query could not be confirmed/,
    );
    const zh = await data(fast).set('Accept-Language', 'zh');
    expect(bodyOf(zh).message).toMatch(/^数据源暂不可用/);

    // Pings are retried while the database refuses them; the first one that succeeds makes the source available.
    expect(
      await eventually(() => Promise.resolve(logged('data source: still unavailable (ping failed)')), 20_000),
    ).toBe(true);
    expect((await data(fast)).status).toBe(503);
    await lockOut(false);
    expect(await eventually(async () => (await data(fast)).status === 200, 30_000, 250)).toBe(true);
    expect(logged('data source: available again (ping answered)')).toBe(true);
  }, 90_000);

  it('a row stream (what CSV exports read) whose cancel cannot be confirmed says so too', async () => {
    const source = await env.handle.services.dataSources.get(connectionId);
    expect(await eventually(async () => (await idleConnections()) >= 1, 5000, 20)).toBe(true);
    await lockOut(true);
    const stream = source.stream({ sql: SLOW[kind], bindings: [] }, { timeoutMs: 1000 });
    const error = await new Promise<unknown>((resolve) => {
      stream.on('error', resolve);
      stream.resume();
    });
    expect(error).toMatchObject({ status: 504, key: 'datasources.timeout_unconfirmed' });
    expect((await data(fast)).status).toBe(503);
    await lockOut(false);
    expect(await eventually(async () => (await data(fast)).status === 200, 30_000, 250)).toBe(true);
  }, 90_000);
});
