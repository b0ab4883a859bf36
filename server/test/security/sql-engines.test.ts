/**
 * The attack run's SQL findings against the real engines: the console refuses reading files, listing folders,
 * SQL hidden in strings and touching other sessions, whatever the quoting; a dataset with such SQL cannot be saved,
 * and one stored before the check existed is refused when queried. Sleep functions keep working.
 */
import { connectionBody, importBundle, tableBundle } from '../export-helpers';
import { describeEngines, scratch, type Scratch } from '../datasources-scratch';
import { createEnv, data, type TestEnv } from '../harness';
import { bodyOf } from '../support/body';
import type { DataSourceKind } from '../../src/datasources/types';

/** The hostile statements of the attack run for one engine, each with the function the refusal must name. */
function corpus(kind: DataSourceKind, pid: number): [string, string][] {
  if (kind === 'mysql')
    return [
      ["SELECT `LOAD_FILE`('/etc/hostname')", 'LOAD_FILE'],
      ["SELECT load_file('/etc/hostname') AS f", 'load_file'],
      ["SELECT GET_LOCK('tessera', 0)", 'GET_LOCK'],
      ['SELECT BENCHMARK(10, 1)', 'BENCHMARK'],
    ];
  if (kind === 'postgres')
    return [
      ['SELECT "pg_read_file"(\'/etc/hostname\')', 'pg_read_file'],
      ['SELECT pg_catalog."pg_ls_dir"(\'.\')', 'pg_catalog.pg_ls_dir'],
      ["SELECT query_to_xml('select pg_read_file(''/etc/hostname'')', true, false, '')", 'query_to_xml'],
      [`SELECT "pg_terminate_backend"(${pid})`, 'pg_terminate_backend'],
      ['SELECT pg_advisory_lock(42)', 'pg_advisory_lock'],
    ];
  return [
    ["SELECT load_extension('/tmp/x.so')", 'load_extension'],
    ["SELECT readfile('/etc/hostname')", 'readfile'],
  ];
}

const SLEEP: Record<DataSourceKind, string> = {
  mysql: 'SELECT SLEEP(0) AS s',
  postgres: 'SELECT pg_sleep(0) AS s',
  sqlite: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 10) SELECT count(*) AS s FROM c',
};

describeEngines('SQL console and dataset SQL refuse the attack corpus', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  let connectionId: number;
  let appId: number;
  let sectionId: number;
  let pid = 0;
  const en = <T extends { set(k: string, v: string): T }>(req: T) => req.set('Accept-Language', 'en');
  const exec = (sql: string) =>
    en(env.post('/customize/sql/exec', { connection_id: connectionId, sql, max_rows: 10 }, env.adminToken));
  const saveDataset = (sql: string) =>
    en(
      env.post(
        '/customize/dataset/save-update',
        {
          app_id: appId,
          key: 'probe',
          name: 'probe',
          connection_id: connectionId,
          sql,
          columns: [{ column_key: 'n', column_name: 'n', column_type: 0 }],
        },
        env.adminToken,
      ),
    );

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    db = await scratch(kind, env.config.dataSourcesDir);
    connectionId = (await env.handle.services.connections.save(connectionBody(db, 'target'))).id;
    appId = (await env.handle.services.apps.add({ app_name: '靶', app_key: 'target', status: 1, sort: 0 })).id;
    const bundle = tableBundle({
      page: 'plain',
      url: '/target/plain',
      connection: 'target',
      sql: 'SELECT 1 AS n',
      columns: [{ key: 'n', name: 'n', data_type: 'integer' }],
      sections: [{ key: 'plain', title: 'plain', exportable: 0 }],
    });
    sectionId = (await importBundle(env, appId, bundle)).pages[0].section_ids[0];
    if (kind === 'postgres') {
      const rows = await db.admin.raw<{ rows: { pid: number }[] }>('SELECT pg_backend_pid() AS pid');
      pid = rows.rows[0].pid;
    }
  });

  afterAll(async () => {
    await env?.handle.close();
    await db?.drop();
    await env?.close();
  });

  it('the console refuses each statement, naming the function, and runs nothing', async () => {
    for (const [sql, name] of corpus(kind, pid)) {
      const res = await exec(sql);
      expect({ sql, status: res.status }).toEqual({ sql, status: 400 });
      expect(bodyOf(res).message).toBe(
        `The function ${name} is not allowed: only functions that compute on values may be called (no file, network, process, lock, session-setting or large-object functions)`,
      );
    }
    // The session the terminate statement named is still alive.
    if (kind === 'postgres') expect(await db.admin.select(db.admin.raw('1 AS one'))).toEqual([{ one: 1 }]);
  });

  it('sleep functions stay allowed: the time limit covers them', async () => {
    const res = await exec(SLEEP[kind]);
    expect(res.status).toBe(200);
  });

  it('a dataset with such SQL cannot be saved; the 400 names the field and the function', async () => {
    for (const [sql, name] of corpus(kind, pid)) {
      const res = await saveDataset(sql);
      expect(res.status).toBe(400);
      expect(bodyOf(res).message).toMatch(new RegExp(`^The function ${name.replace('.', '\\.')} is not allowed`));
      expect((res.body as { result_data: unknown }).result_data).toEqual({ field: 'sql' });
    }
    expect((await saveDataset('SHOW TABLES')).status).toBe(400);
    expect((await saveDataset(`${SLEEP[kind].replace(' AS s', ' AS n')}`)).status).toBe(200);
  });

  it('a dataset stored before the check is refused when its page is queried', async () => {
    const query = () =>
      en(
        env.post(
          '/customize/page-diagram/new/data',
          { diagram_id: sectionId, filter_condition: [], sort_key_map: {} },
          env.adminToken,
        ),
      );
    expect((await query()).status).toBe(200);
    const [sql, name] = corpus(kind, pid)[0];
    await env.handle.store.models.Dataset.update(
      { sql: `SELECT n FROM (${sql.replace('SELECT', 'SELECT 1 AS n,')}) x` },
      { where: { key: 'plain' } },
    );
    const res = await query();
    expect(res.status).toBe(400);
    expect(bodyOf(res).message).toMatch(new RegExp(`^The function ${name.replace('.', '\\.')} is not allowed`));
    expect(data(await exec('SELECT 1 AS one'))).toMatchObject({ rows: [{ one: 1 }] });
  });
});

describeEngines('the connection test reports privilege beyond reading', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  const user = `tessera_ro_${process.pid}`;
  const password = 'read-only-pass-1';
  const test = (body: object) =>
    en(env.post('/customize/db-info/test/connect', body, env.adminToken)).then((res) => {
      expect(res.status).toBe(200);
      return data<{ excess_privileges: string[]; warning: string | null }>(res);
    });
  const en = <T extends { set(k: string, v: string): T }>(req: T) => req.set('Accept-Language', 'en');

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    db = await scratch(kind, env.config.dataSourcesDir);
    await db.admin.schema.createTable('facts', (t) => t.integer('n'));
    if (kind === 'postgres') {
      await db.admin.raw(`DROP ROLE IF EXISTS ${user}`);
      await db.admin.raw(`CREATE ROLE ${user} LOGIN PASSWORD '${password}'`);
      await db.admin.raw(`GRANT SELECT ON facts TO ${user}`);
    } else if (kind === 'mysql') {
      await db.admin.raw(`DROP USER IF EXISTS '${user}'@'%'`);
      await db.admin.raw(`CREATE USER '${user}'@'%' IDENTIFIED BY '${password}'`);
      await db.admin.raw(`GRANT SELECT ON \`${db.database}\`.* TO '${user}'@'%'`);
    }
  });

  afterAll(async () => {
    if (kind === 'postgres') {
      await db?.admin.raw(`REVOKE ALL ON facts FROM ${user}`).catch(() => undefined);
      await db?.admin.raw(`DROP ROLE IF EXISTS ${user}`).catch(() => undefined);
    } else if (kind === 'mysql') await db?.admin.raw(`DROP USER IF EXISTS '${user}'@'%'`).catch(() => undefined);
    await env?.handle.close();
    await db?.drop();
    await env?.close();
  });

  it('an administrator account is named in a warning; a read-only user gets none', async () => {
    const admin = await test(connectionBody(db, 'as_admin'));
    if (kind === 'sqlite') {
      // SQLite sources are opened read-only: there is nothing more to have.
      expect(admin).toMatchObject({ excess_privileges: [], warning: null });
      return;
    }
    const named = kind === 'mysql' ? 'ALL PRIVILEGES' : 'superuser';
    expect(admin.excess_privileges).toContain(named);
    expect(admin.warning).toMatch(
      new RegExp(`^Connected, but this database user may do more than reading needs: .*${named}`),
    );
    const readOnly = await test({ ...connectionBody(db, 'as_reader'), username: user, password });
    expect(readOnly).toMatchObject({ excess_privileges: [], warning: null });
  });
});
