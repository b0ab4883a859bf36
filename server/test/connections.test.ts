/**
 * Database connections, on the SQLite metadata store: save/list/delete, passwords encrypted at rest and never
 * returned, kind rules and the option allow-list, SQLite paths confined to the data-sources folder, tamper
 * detection, and the connection test on a SQLite file (the network engines are covered by datasources.test.ts).
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { SecretBox } from '../src/datasources/secrets';
import type { DbConnectionInfo } from '../src/domains/connections/types';
import { data, describeOnSqlite, type TestEnv, type TestUser } from './harness';
import { anyNumber, anyString, bodyOf, textMatching } from './support/body';

interface FieldErr {
  field: string;
  rule: string;
}
const fieldErrors = (res: { body: { result_data: { errors: FieldErr[] } } }) =>
  res.body.result_data.errors.map((e) => `${e.field}:${e.rule}`).sort();

const MYSQL = {
  name: 'warehouse',
  kind: 'mysql',
  host: 'db.internal',
  port: 3307,
  username: 'report',
  password: 's3cret!pw',
  database_name: 'dw',
};

/** A live dataset on the connection, written straight into whatever `datasets` table the datasets domain created. */
async function useInDataset(env: TestEnv, connectionId: number): Promise<number> {
  const qi = env.handle.store.sequelize.getQueryInterface();
  const columns = await qi.describeTable('datasets');
  const now = new Date();
  const row: Record<string, unknown> = {};
  for (const [name, c] of Object.entries(columns)) {
    if (c.primaryKey || c.allowNull || (c.defaultValue !== null && c.defaultValue !== undefined)) continue;
    const type = c.type.toUpperCase();
    if (name === 'connection_id') row[name] = connectionId;
    else if (name === 'app_id') row[name] = await env.appId('growth');
    else if (name === 'key') row[name] = `k${connectionId}_${Date.now()}`;
    else if (/INT|NUMERIC|DECIMAL/.test(type)) row[name] = 1;
    else if (/DATE|TIME/.test(type)) row[name] = now;
    else if (/BOOL/.test(type)) row[name] = false;
    else row[name] = /TEXT|JSON/.test(type) ? '[]' : 'x';
  }
  row.connection_id = connectionId;
  await qi.bulkInsert('datasets', [row]);
  const [found] = await env.handle.store.sequelize.query<{ id: number }>(
    'SELECT id FROM datasets WHERE connection_id = :id',
    {
      type: QueryTypes.SELECT,
      replacements: { id: connectionId },
    },
  );
  return Number(found.id);
}

describeOnSqlite('connections', { demo: true }, (env) => {
  let member: TestUser;
  const admin = () => env().adminToken;
  const save = (body: object, token = admin()) =>
    env().post('/customize/db-info/one', body, token).set('Accept-Language', 'en');
  const rawRow = async (id: number) =>
    (
      await env().handle.store.sequelize.query<{ password_enc: string | null; options: string | null }>(
        'SELECT password_enc, options FROM db_connections WHERE id = :id',
        {
          type: QueryTypes.SELECT,
          replacements: { id },
        },
      )
    )[0];

  beforeAll(async () => {
    member = await env().addUser('analyst', ['增长分析-运营']);
    const dir = env().config.dataSourcesDir;
    mkdirSync(path.join(dir, 'shop'), { recursive: true });
    writeFileSync(path.join(env().dataDir, 'outside.sqlite'), '');
    symlinkSync(path.join(env().dataDir, 'outside.sqlite'), path.join(dir, 'link.sqlite'));
  });

  it('saves, lists and updates connections; the password is encrypted at rest and never returned', async () => {
    const res = await save({ ...MYSQL, options: { charset: 'utf8mb4', timezone: '+08:00' } });
    expect(res.status).toBe(200);
    const saved = data<DbConnectionInfo>(res);
    expect(saved).toEqual({
      id: anyNumber(),
      app_id: null,
      name: 'warehouse',
      kind: 'mysql',
      host: 'db.internal',
      port: 3307,
      username: 'report',
      database_name: 'dw',
      file: null,
      options: { charset: 'utf8mb4', timezone: '+08:00' },
      region: 'cn',
      has_password: true,
      created_by: 'admin',
      updated_by: 'admin',
      created_at: anyString(),
      updated_at: anyString(),
    });
    expect(JSON.stringify(res.body)).not.toContain('s3cret');

    const list = await env().get('/customize/db-info/list', admin());
    expect(data<DbConnectionInfo[]>(list).map((c) => c.name)).toContain('warehouse');
    expect(JSON.stringify(list.body)).not.toMatch(/s3cret|password_enc/);

    const row = await rawRow(saved.id);
    expect(row.password_enc).toBeTruthy();
    expect(row.password_enc).not.toContain('s3cret');
    expect(Buffer.from(row.password_enc ?? '', 'base64').toString('latin1')).not.toContain('s3cret');
    expect(new SecretBox(env().config.secret).decrypt(row.password_enc ?? '')).toBe('s3cret!pw');

    // Saving other fields without a password keeps the stored one (camelCase keys are accepted too).
    const moved = data<DbConnectionInfo>(await save({ id: saved.id, host: 'db2.internal', databaseName: 'dw2' }));
    expect(moved).toMatchObject({
      host: 'db2.internal',
      database_name: 'dw2',
      port: 3307,
      has_password: true,
      options: { charset: 'utf8mb4' },
    });
    expect((await rawRow(saved.id)).password_enc).toBe(row.password_enc);

    await save({ id: saved.id, password: 'n3w-one' });
    const changed = (await rawRow(saved.id)).password_enc ?? '';
    expect(changed).not.toBe(row.password_enc);
    expect(new SecretBox(env().config.secret).decrypt(changed)).toBe('n3w-one');

    // An explicit empty string clears it.
    expect(data<DbConnectionInfo>(await save({ id: saved.id, password: '' })).has_password).toBe(false);
    expect((await rawRow(saved.id)).password_enc).toBeNull();
    expect((await save({ id: 999_999, host: 'x' })).status).toBe(404);
  });

  it('filters by app: an app sees its own connections and the shared ones', async () => {
    const growth = await env().appId('growth');
    const push = await env().appId('push');
    expect((await save({ ...MYSQL, name: 'growth-db', app_id: growth })).status).toBe(200);
    expect((await save({ ...MYSQL, name: 'push-db', appId: push })).status).toBe(200);
    const names = async (q: string) =>
      data<DbConnectionInfo[]>(await env().get(`/customize/db-info/list${q}`, admin())).map((c) => c.name);
    expect(await names(`?app_id=${growth}`)).toEqual(expect.arrayContaining(['growth-db', 'warehouse']));
    expect(await names(`?app_id=${growth}`)).not.toContain('push-db');
    expect(await names('')).toEqual(expect.arrayContaining(['growth-db', 'push-db', 'warehouse']));
    expect((await save({ ...MYSQL, name: 'ghost-app', app_id: 987_654 })).status).toBe(404);
  });

  it('validates per kind and names each field', async () => {
    expect(fieldErrors(await save({ name: 'a', kind: 'mysql' }))).toEqual(['host:required', 'username:required']);
    expect(fieldErrors(await save({ name: 'b', kind: 'postgres', host: 'h', username: 'u' }))).toEqual([
      'database_name:required',
    ]);
    expect(fieldErrors(await save({ name: 'c', kind: 'sqlite' }))).toEqual(['file:required']);
    expect(fieldErrors(await save({ kind: 'sqlite', file: 'x.sqlite' }))).toEqual(['name:required']);
    expect(fieldErrors(await save({ name: 'd' }))).toEqual(['kind:required']);
    expect(fieldErrors(await save({ name: 'e', kind: 'oracle' }))).toEqual(['kind:enum']);
    expect(fieldErrors(await save({ ...MYSQL, name: 'f', port: 70000, password_enc: 'x' }))).toEqual([
      'password_enc:unknown_field',
      'port:maximum',
    ]);
  });

  it('accepts only allow-listed options and names the rejected ones', async () => {
    const res = await save({
      ...MYSQL,
      name: 'opts',
      options: {
        multipleStatements: true,
        flags: ['LOCAL_FILES'],
        ssl: { reject_unauthorized: false },
        timezone: 'Nowhere/City',
      },
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res)).toEqual([
      'options.flags:unknown_field',
      'options.multipleStatements:unknown_field',
      'options.timezone:invalid',
    ]);
    expect(bodyOf(res).message).toContain('options.flags');
    const pg = await save({
      name: 'pg-opts',
      kind: 'postgres',
      host: 'h',
      username: 'u',
      database_name: 'd',
      options: { charset: 'utf8', ssl: true },
    });
    expect(fieldErrors(pg)).toEqual(['options.charset:not_for_kind']);
    expect(bodyOf(pg).message).toBe('options.charset: does not apply to postgres connections');
    const good = await save({
      name: 'pg-ok',
      kind: 'postgres',
      host: 'h',
      username: 'u',
      database_name: 'd',
      options: { ssl: { reject_unauthorized: true }, connect_timeout: 3000, timezone: 'Asia/Shanghai' },
    });
    expect(data<DbConnectionInfo>(good).options).toEqual({
      ssl: { reject_unauthorized: true },
      connect_timeout: 3000,
      timezone: 'Asia/Shanghai',
    });
    // Changing the kind re-checks the stored options against the new kind.
    expect(fieldErrors(await save({ id: data<DbConnectionInfo>(good).id, kind: 'sqlite', file: 'x.sqlite' }))).toEqual([
      'options.connect_timeout:not_for_kind',
      'options.ssl:not_for_kind',
      'options.timezone:not_for_kind',
    ]);
  });

  it('keeps SQLite files inside the data-sources folder', async () => {
    const rule = async (file: string) =>
      fieldErrors(await save({ name: `lite-${Math.random()}`, kind: 'sqlite', file }));
    expect(await rule('/etc/passwd')).toEqual(['file:absolute_path']);
    expect(await rule('../tessera.sqlite')).toEqual(['file:path_escape']);
    expect(await rule('shop/../../tessera.sqlite')).toEqual(['file:path_escape']);
    expect(await rule('link.sqlite')).toEqual(['file:path_escape']);
    const res = await save({ name: 'bad-lite', kind: 'sqlite', file: '../x.sqlite' });
    expect(bodyOf(res).message).toBe('file: must not lead outside the data-sources folder');
    const ok = await save({
      name: 'shop-lite',
      kind: 'sqlite',
      file: 'shop/sales.sqlite',
      host: 'ignored',
      password: 'ignored',
    });
    expect(data<DbConnectionInfo>(ok)).toMatchObject({
      kind: 'sqlite',
      file: 'shop/sales.sqlite',
      host: null,
      has_password: false,
    });
  });

  it('409 on a duplicate name, with a distinct message when a deleted connection holds it', async () => {
    const first = data<DbConnectionInfo>(await save({ ...MYSQL, name: 'dup' }));
    const dup = await save({ ...MYSQL, name: 'dup' });
    expect(dup.status).toBe(409);
    expect(bodyOf(dup).message).toBe('The connection name dup is already in use');
    const other = data<DbConnectionInfo>(await save({ ...MYSQL, name: 'dup2' }));
    expect((await save({ id: other.id, name: 'dup' })).status).toBe(409);
    expect(
      (
        await env()
          .http.delete(env().api(`/customize/db-info/delete?id=${first.id}`))
          .set('Authorization', `Bearer ${admin()}`)
      ).status,
    ).toBe(200);
    const held = await save({ ...MYSQL, name: 'dup' });
    expect(held.status).toBe(409);
    expect(bodyOf(held).message).toMatch(/belongs to a deleted connection/);
  });

  it('deletes softly (id in the query or the body); 409 while a dataset uses the connection', async () => {
    const del = (q: string, body?: object) => {
      const req = env()
        .http.delete(env().api(`/customize/db-info/delete${q}`))
        .set('Authorization', `Bearer ${admin()}`)
        .set('Accept-Language', 'en');
      return body ? req.send(body) : req;
    };
    const used = data<DbConnectionInfo>(await save({ ...MYSQL, name: 'used' }));
    const datasetId = await useInDataset(env(), used.id);
    const refused = await del(`?id=${used.id}`);
    expect(refused.status).toBe(409);
    // The answer names the datasets, so the admin knows what to move or delete first.
    expect(refused.body).toEqual({
      code: 409,
      message: 'This connection is still used by 1 dataset(s) and cannot be deleted: x',
      result_data: { datasets: [{ id: datasetId, app_id: await env().appId('growth'), key: anyString(), name: 'x' }] },
    });
    await env().handle.store.sequelize.query('UPDATE datasets SET deleted_at = :now WHERE id = :id', {
      replacements: { now: new Date(), id: datasetId },
    });
    expect((await del('', { id: used.id })).status).toBe(200);
    const names = data<DbConnectionInfo[]>(await env().get('/customize/db-info/list', admin())).map((c) => c.name);
    expect(names).not.toContain('used');
    const [row] = await env().handle.store.sequelize.query<{ deleted_at: unknown }>(
      'SELECT deleted_at FROM db_connections WHERE id = :id',
      {
        type: QueryTypes.SELECT,
        replacements: { id: used.id },
      },
    );
    expect(row.deleted_at).toBeTruthy();
    expect((await del(`?id=${used.id}`)).status).toBe(404);
    expect((await del('')).status).toBe(400);
  });

  it('detects a tampered password and says so without connecting', async () => {
    const c = data<DbConnectionInfo>(await save({ ...MYSQL, name: 'tampered' }));
    const enc = (await rawRow(c.id)).password_enc ?? '';
    const raw = Buffer.from(enc, 'base64');
    raw[raw.length - 1] ^= 0xff;
    await env().handle.store.sequelize.query('UPDATE db_connections SET password_enc = :p WHERE id = :id', {
      replacements: { p: raw.toString('base64'), id: c.id },
    });
    const res = await env().post('/customize/db-info/test/connect', { id: c.id }, admin()).set('Accept-Language', 'en');
    expect(res.status).toBe(500);
    expect(bodyOf(res).message).toMatch(/cannot be decrypted/);
    const listed = await env().get(`/customize/sql/db-name/list?connection_id=${c.id}`, admin());
    expect(listed.status).toBe(500);
    // Entering the password again repairs it.
    expect(data<DbConnectionInfo>(await save({ id: c.id, password: 'fresh' })).has_password).toBe(true);
  });

  it('tests a SQLite connection: saved or unsaved; a missing file is an unknown database', async () => {
    const { default: knexFactory } = await import('knex');
    const file = path.join(env().config.dataSourcesDir, 'shop', 'sales.sqlite');
    const k = knexFactory({ client: 'sqlite3', connection: { filename: file }, useNullAsDefault: true });
    await k.raw('CREATE TABLE IF NOT EXISTS sales (id INTEGER PRIMARY KEY)');
    await k.destroy();
    const saved = data<DbConnectionInfo[]>(await env().get('/customize/db-info/list', admin())).find(
      (c) => c.name === 'shop-lite',
    );
    const ok = await env().post('/customize/db-info/test/connect', { id: saved?.id }, admin());
    expect(ok.status).toBe(200);
    expect(data<{ ok: boolean; version: string }>(ok)).toEqual({
      ok: true,
      version: textMatching(/^3\./),
      excess_privileges: [],
      warning: null,
    });
    expect(
      data(await env().post('/customize/db-info/test/connect', { kind: 'sqlite', file: 'shop/sales.sqlite' }, admin())),
    ).toMatchObject({ ok: true });
    const missing = await env()
      .post('/customize/db-info/test/connect', { kind: 'sqlite', file: 'shop/none.sqlite' }, admin())
      .set('Accept-Language', 'en');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 400,
      message: 'Connection failed: the database does not exist',
      result_data: { ok: false, reason: 'unknown_database' },
    });
    const escape = await env().post(
      '/customize/db-info/test/connect',
      { kind: 'sqlite', file: '../tessera.sqlite' },
      admin(),
    );
    expect(fieldErrors(escape)).toEqual(['file:path_escape']);
  });

  it('is for admins only', async () => {
    const t = member.token;
    expect((await env().post('/customize/db-info/one', MYSQL, t)).status).toBe(403);
    expect((await env().get('/customize/db-info/list', t)).status).toBe(403);
    expect(
      (await env().http.delete(env().api('/customize/db-info/delete?id=1')).set('Authorization', `Bearer ${t}`)).status,
    ).toBe(403);
    expect((await env().post('/customize/db-info/test/connect', { id: 1 }, t)).status).toBe(403);
    expect((await env().get('/customize/sql/db-name/list?connection_id=1', t)).status).toBe(403);
    expect((await env().get('/customize/sql/db-tables?connection_id=1', t)).status).toBe(403);
    expect((await env().get('/customize/sql/table/columns?connection_id=1&table=x', t)).status).toBe(403);
    expect((await env().post('/customize/sql/exec', { connection_id: 1, sql: 'SELECT 1' }, t)).status).toBe(403);
    expect((await env().get('/customize/db-info/list')).status).toBe(401);
  });
});
