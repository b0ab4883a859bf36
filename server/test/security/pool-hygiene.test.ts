/**
 * Session state does not leak through the pool: what one request left on a pooled connection (a GET_LOCK or
 * advisory lock, a user variable, a session setting) is gone when the next request gets that same connection. The
 * statements run on the source directly, as something that got past the statement check would.
 */
import type { DataSource } from '../../src/datasources/types';
import { connectionBody } from '../export-helpers';
import { describeKinds } from '../support/engines';
import { eventually, scratch, type Scratch } from '../datasources-scratch';
import { createEnv, type TestEnv } from '../harness';

interface PoolView {
  numUsed(): number;
}

describeKinds(['mysql', 'postgres'] as const, 'pooled connections go back clean', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  let source: DataSource;
  const one = async (sql: string) => (await source.query({ sql, bindings: [] }, { timeoutMs: 10_000 }))[0] ?? {};
  /** The connection is back in the pool (released after its reset), so the next query reuses it. */
  const idle = async () => {
    const pool = (source.knex.client as { pool: PoolView }).pool;
    expect(await eventually(() => Promise.resolve(pool.numUsed() === 0), 5000, 10)).toBe(true);
  };
  const session = kind === 'mysql' ? 'SELECT CONNECTION_ID() AS id' : 'SELECT pg_backend_pid() AS id';

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    db = await scratch(kind, env.config.dataSourcesDir);
    const { id } = await env.handle.services.connections.save(connectionBody(db, 'pool'));
    source = await env.handle.services.dataSources.get(id);
  });

  // Every test starts with all connections back: the pool hands out the one released last, so the second query of
  // a test gets the connection of its first.
  beforeEach(idle);

  afterAll(async () => {
    await env?.handle.close();
    await db?.drop();
    await env?.close();
  });

  it('a lock taken by one request is released before the next request on the same connection', async () => {
    const take =
      kind === 'mysql'
        ? "SELECT GET_LOCK('tessera_pool_lock', 0) AS got, CONNECTION_ID() AS id"
        : 'SELECT pg_try_advisory_lock(424242) AS got, pg_backend_pid() AS id';
    const first = await one(take);
    expect(Number(first.got)).toBe(1);
    await idle();
    // Another session can take the lock: the pooled connection no longer holds it.
    const free =
      kind === 'mysql'
        ? await db.admin.raw<[{ free: number }[]]>("SELECT IS_FREE_LOCK('tessera_pool_lock') AS free")
        : await db.admin.raw<{ rows: { free: boolean }[] }>(
            "SELECT NOT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 424242) AS free",
          );
    const row =
      kind === 'mysql' ? (free as [{ free: number }[]])[0][0] : (free as { rows: { free: boolean }[] }).rows[0];
    expect(Number(row.free)).toBe(1);
    expect((await one(session)).id).toEqual(first.id);
  });

  it('user variables and session settings of one request are not seen by the next', async () => {
    const set =
      kind === 'mysql'
        ? "SELECT @tessera_v := 'left over' AS v, CONNECTION_ID() AS id"
        : "SELECT set_config('tessera.v', 'left over', false) AS v, pg_backend_pid() AS id";
    const first = await one(set);
    expect(first.v).toBe('left over');
    await idle();
    const read =
      kind === 'mysql'
        ? 'SELECT @tessera_v AS v, CONNECTION_ID() AS id, @@session.tx_read_only AS ro'
        : "SELECT current_setting('tessera.v', true) AS v, pg_backend_pid() AS id, current_setting('default_transaction_read_only') AS ro";
    const next = await one(read);
    expect(next.id).toEqual(first.id);
    expect(next.v ?? '').toBe('');
    // The reset keeps the session hardening: the connection is read-only again.
    expect(String(next.ro)).toMatch(/^(1|on)$/);
  });

  // PostgreSQL's server-side backstop (statement_timeout, the time limit plus 2 s) stays on the session between
  // statements, so a reused connection runs no SET first; the reset puts it back whatever a statement did to it.
  if (kind === 'postgres') {
    const limitOf = async (timeoutMs: number) =>
      (
        await source.query(
          { sql: "SELECT current_setting('statement_timeout') AS limit, pg_backend_pid() AS id", bindings: [] },
          { timeoutMs },
        )
      )[0];

    it('the server-side time limit holds on a reused connection, whatever the last statement set', async () => {
      const first = await source.query(
        { sql: "SELECT set_config('statement_timeout', '0', false) AS v, pg_backend_pid() AS id", bindings: [] },
        { timeoutMs: 10_000 },
      );
      expect(first[0].v).toBe('0');
      await idle();
      const next = await limitOf(10_000);
      expect(next.id).toEqual(first[0].id);
      expect(next.limit).toBe('12s');
    });

    it('a statement with another time limit gets its own on the same connection', async () => {
      const first = await limitOf(10_000);
      expect(first.limit).toBe('12s');
      await idle();
      const longer = await limitOf(30_000);
      expect(longer.id).toEqual(first.id);
      expect(longer.limit).toBe('32s');
      await idle();
      expect((await limitOf(10_000)).limit).toBe('12s');
    });

    it("a connection's time zone option is its session's, on a new connection and after each reset", async () => {
      const zones = { 'Asia/Shanghai': 'Asia/Shanghai', '+08:00': '<+08>-08', UTC: 'UTC' };
      for (const [option, setting] of Object.entries(zones)) {
        const body = { ...connectionBody(db, `pool ${option}`), options: { timezone: option } };
        const { id } = await env.handle.services.connections.save(body);
        const zoned = await env.handle.services.dataSources.get(id);
        const zone = async () =>
          (
            await zoned.query(
              { sql: "SELECT current_setting('TimeZone') AS zone, pg_backend_pid() AS id", bindings: [] },
              { timeoutMs: 10_000 },
            )
          )[0];
        const first = await zone();
        expect(first.zone).toBe(setting);
        const pool = (zoned.knex.client as { pool: PoolView }).pool;
        expect(await eventually(() => Promise.resolve(pool.numUsed() === 0), 5000, 10)).toBe(true);
        const again = await zone();
        expect(again).toEqual(first);
      }
    });
  }
});
