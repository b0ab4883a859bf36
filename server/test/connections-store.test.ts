/**
 * What migration 0010 adds to connections, on every metadata store: a region per connection (stored, validated,
 * filtered), who created and last saved it, and the SQL console's history per user and connection (the last 100
 * kept, purged with its connection); the migration undone and redone. The statements run against a SQLite data
 * source: the history is about the store, not the engine.
 */
import { SQL_HISTORY_LIMIT, type SqlHistoryEntry } from '@tessera/schema/api';
import knexFactory from 'knex';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { migration as regionHistory } from '../src/store/migrations/0010-connection-region-history';
import type { DbConnectionInfo } from '../src/domains/connections/types';
import { data, describeStores, type TestUser } from './harness';
import { anyNumber, anyString, bodyOf } from './support/body';

interface FieldErr {
  field: string;
  rule: string;
}

describeStores('connections: region, authors and SQL history', { demo: false }, (env) => {
  let other: TestUser;
  let sourceId: number;
  const admin = () => env().adminToken;
  const en = <T extends { set(k: string, v: string): T }>(req: T) => req.set('Accept-Language', 'en');
  const save = (body: object, token = admin()) => en(env().post('/customize/db-info/one', body, token));
  const list = async (query = '') =>
    data<DbConnectionInfo[]>(await env().get(`/customize/db-info/list${query}`, admin())).map((c) => [
      c.name,
      c.region,
    ]);
  const exec = (sql: string, token = admin()) =>
    en(env().post('/customize/sql/exec', { connection_id: sourceId, sql, max_rows: 2 }, token));
  const history = async (token = admin(), lang = 'en', id = sourceId) =>
    data<SqlHistoryEntry[]>(
      await env().get(`/customize/sql/history?connection_id=${id}`, token).set('Accept-Language', lang),
    );

  beforeAll(async () => {
    other = await env().addUser('second-admin', [], true);
    const dir = path.join(env().config.dataSourcesDir, 'console');
    mkdirSync(dir, { recursive: true });
    const k = knexFactory({
      client: 'sqlite3',
      connection: { filename: path.join(dir, 'rows.sqlite') },
      useNullAsDefault: true,
    });
    await k.raw('CREATE TABLE n (v INTEGER)');
    await k('n').insert([{ v: 1 }, { v: 2 }, { v: 3 }]);
    await k.destroy();
    sourceId = data<DbConnectionInfo>(await save({ name: 'console', kind: 'sqlite', file: 'console/rows.sqlite' })).id;
  });

  // The console's pooled data source; the env's teardown closes the store only.
  afterAll(() => env().handle.services.dataSources.closeAll());

  it('stores a region per connection (cn by default), validates it and filters the list by it', async () => {
    const made = data<DbConnectionInfo>(
      await save({ name: 'eu-dw', kind: 'postgres', host: 'h', username: 'u', database_name: 'd', region: 'oversea' }),
    );
    expect(made.region).toBe('oversea');
    const plain = data<DbConnectionInfo>(await save({ name: 'cn-dw', kind: 'mysql', host: 'h', username: 'u' }));
    expect(plain.region).toBe('cn');
    // A save that does not name the region keeps it.
    expect(data<DbConnectionInfo>(await save({ id: made.id, host: 'h2' })).region).toBe('oversea');
    expect(data<DbConnectionInfo>(await save({ id: plain.id, region: 'cloud' })).region).toBe('cloud');

    expect(await list('?region=oversea')).toEqual([['eu-dw', 'oversea']]);
    expect(await list('?region=cloud')).toEqual([['cn-dw', 'cloud']]);
    expect(await list()).toEqual([
      ['cn-dw', 'cloud'],
      ['console', 'cn'],
      ['eu-dw', 'oversea'],
    ]);

    const bad = await save({ id: made.id, region: 'moon' });
    expect(bad.status).toBe(400);
    expect((bad.body as { result_data: { errors: FieldErr[] } }).result_data.errors).toEqual([
      expect.objectContaining({ field: 'region', rule: 'enum' }),
    ]);
    const badFilter = await en(env().get('/customize/db-info/list?region=moon', admin()));
    expect(badFilter.status).toBe(400);
    expect(bodyOf(badFilter).message).toMatch(/^region:/);
  });

  it('records who created a connection and who saved it last', async () => {
    const made = data<DbConnectionInfo>(await save({ name: 'authored', kind: 'mysql', host: 'h', username: 'u' }));
    expect(made).toMatchObject({ created_by: 'admin', updated_by: 'admin' });
    const edited = data<DbConnectionInfo>(await save({ id: made.id, host: 'h3' }, other.token));
    expect(edited).toMatchObject({ created_by: 'admin', updated_by: other.username, updated_at: anyString() });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(made.updated_at));
  });

  it("keeps each user's statements per connection, newest first, with how they ended", async () => {
    expect((await exec('SELECT v FROM n ORDER BY v')).status).toBe(200);
    expect((await exec('DELETE FROM n')).status).toBe(400);
    expect((await exec('SELECT nope FROM n')).status).toBe(400);
    expect((await exec('SELECT 42 AS answer', other.token)).status).toBe(200);

    const mine = await history();
    expect(mine).toEqual([
      {
        id: anyNumber(),
        connection_id: sourceId,
        sql: 'SELECT nope FROM n',
        status: 'error',
        elapsed_ms: anyNumber(),
        row_count: null,
        truncated: false,
        message: 'The query failed',
        created_at: anyString(),
      },
      expect.objectContaining({
        sql: 'DELETE FROM n',
        status: 'error',
        message: 'Only read-only statements may be run (SELECT, WITH, SHOW, DESCRIBE, EXPLAIN)',
      }),
      expect.objectContaining({
        sql: 'SELECT v FROM n ORDER BY v',
        status: 'ok',
        row_count: 2,
        truncated: true,
        message: null,
      }),
    ]);
    // Messages are stored as keys and read in the reader's language.
    expect((await history(admin(), 'zh'))[0].message).toBe('查询失败');
    expect((await history(other.token)).map((h) => h.sql)).toEqual(['SELECT 42 AS answer']);

    const missing = await en(env().get('/customize/sql/history?connection_id=999999', admin()));
    expect(missing.status).toBe(404);
    expect((await en(env().get('/customize/sql/history', admin()))).status).toBe(400);
  });

  it(`keeps the last ${SQL_HISTORY_LIMIT} statements per user and connection`, async () => {
    const before = (await history()).length;
    const runs = SQL_HISTORY_LIMIT - before + 5;
    for (let i = 0; i < runs; i += 1) expect((await exec(`SELECT ${i} AS run`)).status).toBe(200);
    const kept = await history();
    expect(kept).toHaveLength(SQL_HISTORY_LIMIT);
    expect(kept[0].sql).toBe(`SELECT ${runs - 1} AS run`);
    expect(kept[SQL_HISTORY_LIMIT - 1].sql).toBe(`SELECT ${runs - SQL_HISTORY_LIMIT} AS run`);
    const { SqlHistory, User } = env().handle.store.models;
    const me = await User.findOne({ where: { username: 'admin' } });
    expect(await SqlHistory.count({ where: { user_id: me?.id, connection_id: sourceId } })).toBe(SQL_HISTORY_LIMIT);
    // The other user's history is not touched.
    expect(await history(other.token)).toHaveLength(1);
  });

  it('purges the history with its connection', async () => {
    const made = data<DbConnectionInfo>(
      await save({ name: 'short-lived', kind: 'sqlite', file: 'console/rows.sqlite' }),
    );
    expect(
      (await env().post('/customize/sql/exec', { connection_id: made.id, sql: 'SELECT 1 AS one' }, admin())).status,
    ).toBe(200);
    expect(await history(admin(), 'en', made.id)).toHaveLength(1);
    const del = await env()
      .http.delete(env().api(`/customize/db-info/delete?id=${made.id}`))
      .set('Authorization', `Bearer ${admin()}`);
    expect(del.status).toBe(200);
    const { SqlHistory, TrashItem } = env().handle.store.models;
    const item = await TrashItem.findOne({ where: { kind: 'connection', item_id: made.id } });
    const purged = await env().post('/trash/delete-or-recover', { id: item?.id, action: 'delete' }, admin());
    expect(purged.status).toBe(200);
    expect(await SqlHistory.count({ where: { connection_id: made.id } })).toBe(0);
  });

  it('undoes and redoes the migration', async () => {
    const { store } = env().handle;
    const context = {
      queryInterface: store.sequelize.getQueryInterface(),
      sequelize: store.sequelize,
      dialect: store.dialect,
    };
    await regionHistory.down(context);
    const columns = await context.queryInterface.describeTable('db_connections');
    expect(Object.keys(columns)).not.toContain('region');
    await regionHistory.up(context);
    // Connections made before the migration are in cn; nobody is named as their author.
    expect(await list('?region=cn')).toContainEqual(['console', 'cn']);
    const authored = data<DbConnectionInfo[]>(await env().get('/customize/db-info/list', admin())).find(
      (c) => c.name === 'authored',
    );
    expect(authored).toMatchObject({ region: 'cn', created_by: null, updated_by: null });
    expect(await history()).toEqual([]);
  });
});
