/**
 * The database-config routes against real data sources — a scratch MariaDB and PostgreSQL database and a SQLite
 * file in the data-sources folder — with a SQLite metadata store: connection tests and their failure categories,
 * the database / table / column pickers, and the SQL console (statement check, read-only engines, row cap,
 * generic errors, cancel on client disconnect). Hardening checks on the driver level: no LOCAL INFILE, no ATTACH,
 * one statement per call.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createConnection, type Connection } from 'mysql2';
import { QueryFailedError } from '../src/datasources/errors';
import { mysqlConnectionOptions } from '../src/datasources/dialects/mysql';
import type { AnySource } from '../src/datasources/open';
import type { ColumnInfo, TableInfo } from '../src/datasources/types';
import type { DataSourceKind } from '../src/datasources/types';
import type { DbConnectionInfo, SqlExecResult, SqlHistoryEntry } from '../src/domains/connections/types';
import { createEnv, data, type TestEnv } from './harness';
import { describeEngines, eventually, runningWith, scratch, sleepSql, type Scratch } from './datasources-scratch';
import { anyArray, bodyOf, textMatching } from './support/body';

const PEOPLE = 25;

async function fixtures(s: Scratch): Promise<void> {
  const k = s.admin;
  const comment = (text: string) => (s.kind === 'mysql' ? ` COMMENT '${text}'` : '');
  await k.raw(
    `CREATE TABLE people (id INT PRIMARY KEY, name VARCHAR(50) NOT NULL${comment('person name')}, born DATE NULL, score DECIMAL(10,2) NULL)`,
  );
  await k.raw('CREATE TABLE audit (id INT)');
  await k.raw('CREATE VIEW adults AS SELECT id, name FROM people WHERE id > 5');
  const rows = Array.from({ length: PEOPLE }, (_, i) => ({
    id: i + 1,
    name: `p${i + 1}`,
    born: `2000-01-${String((i % 28) + 1).padStart(2, '0')}`,
    score: (i + 1) * 1.5,
  }));
  await k('people').insert(rows);
  if (s.kind === 'postgres') {
    await k.raw("COMMENT ON COLUMN people.name IS 'person name'");
    await k.raw("COMMENT ON TABLE people IS 'everyone'");
    await k.raw(
      'CREATE FUNCTION bump() RETURNS int LANGUAGE sql AS $$ INSERT INTO audit(id) VALUES (1) RETURNING id $$',
    );
  }
  if (s.kind === 'mysql') {
    await k.raw("ALTER TABLE people COMMENT = 'everyone'");
    await k.raw(
      'CREATE FUNCTION bump() RETURNS INT MODIFIES SQL DATA BEGIN INSERT INTO audit(id) VALUES (1); RETURN 1; END',
    );
  }
}

/** A TCP server that accepts connections and never answers: a database that hangs during the handshake. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describeEngines('data sources', (kind: DataSourceKind) => {
  let env: TestEnv;
  let db: Scratch;
  let id: number;
  let source: AnySource;
  const admin = () => env.adminToken;
  const en = (req: ReturnType<TestEnv['get']>) => req.set('Accept-Language', 'en');
  const exec = (sql: string, extra: object = {}) =>
    en(env.post('/customize/sql/exec', { connection_id: id, sql, ...extra }, admin()));
  const auditCount = async () =>
    Number(Object.values((await db.admin('audit').count<Record<string, unknown>[]>({ n: '*' }))[0])[0]);

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    db = await scratch(kind, env.config.dataSourcesDir);
    await fixtures(db);
    const { settings } = db;
    const body =
      kind === 'sqlite'
        ? { name: 'scratch', kind, file: settings.file }
        : {
            name: 'scratch',
            kind,
            host: settings.host,
            port: settings.port,
            username: settings.username,
            database_name: settings.database_name,
            ...(settings.password ? { password: settings.password } : {}),
          };
    const res = await env.post('/customize/db-info/one', body, admin());
    expect(res.status).toBe(200);
    id = data<DbConnectionInfo>(res).id;
    source = await env.handle.services.dataSources.get(id);
  });

  afterAll(async () => {
    await env?.handle.close();
    await db?.drop();
    await env?.close();
  });

  it('tests the connection: saved, or unsaved settings', async () => {
    const saved = await env.post('/customize/db-info/test/connect', { id }, admin());
    expect(saved.status).toBe(200);
    // The suites connect as the servers' administrators: the test says so (a read-only user: security/).
    expect(data(saved)).toEqual({
      ok: true,
      version: textMatching(/\d+\.\d+/),
      excess_privileges:
        kind === 'sqlite'
          ? []
          : (expect.arrayContaining([kind === 'mysql' ? 'ALL PRIVILEGES' : 'superuser']) as string[]),
      warning: kind === 'sqlite' ? null : textMatching(/.+/),
    });
    const s = db.settings;
    const unsaved =
      kind === 'sqlite'
        ? { kind, file: s.file }
        : { kind, host: s.host, port: s.port, username: s.username, database_name: s.database_name };
    expect(data(await env.post('/customize/db-info/test/connect', unsaved, admin()))).toMatchObject({ ok: true });
    // An unsaved change merged over the saved row (id + settings) keeps the stored password.
    expect(data(await env.post('/customize/db-info/test/connect', { id, options: {} }, admin()))).toMatchObject({
      ok: true,
    });
  });

  if (kind !== 'sqlite') {
    it('names the failure category of a connection test, never the driver text', async () => {
      const s = db.settings;
      const base = { kind, host: s.host, port: s.port, username: s.username, database_name: s.database_name };
      const failure = async (body: object) => {
        const res = await en(env.post('/customize/db-info/test/connect', { ...base, ...body }, admin()));
        expect(res.status).toBe(400);
        const reason = (res.body as { result_data: { reason: string } }).result_data.reason;
        expect(res.body).toEqual({
          code: 400,
          message: textMatching(/^Connection failed/),
          result_data: { ok: false, reason },
        });
        return reason;
      };
      expect(await failure({ username: 'tessera_nobody', password: 'wrong-password' })).toBe('auth_failed');
      expect(await failure({ database_name: 'tessera_no_such_db' })).toBe('unknown_database');
      expect(await failure({ host: '127.0.0.1', port: 1 })).toBe('host_unreachable');
      const silent = await silentServer();
      try {
        const started = Date.now();
        expect(await failure({ host: '127.0.0.1', port: silent.port, options: { connect_timeout: 1000 } })).toBe(
          'timeout',
        );
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        await silent.close();
      }
      const logged = env.logs.filter((l) => l.includes('connection test failed'));
      expect(logged.length).toBeGreaterThanOrEqual(4);
    });
  }

  it('lists databases, tables and columns', async () => {
    const names = data<string[]>(await env.get(`/customize/sql/db-name/list?connection_id=${id}`, admin()));
    expect(names).toContain(db.database);
    expect(names).not.toContain('information_schema');
    const q = kind === 'sqlite' ? '' : `&database=${db.database}`;
    const tables = data<TableInfo[]>(await env.get(`/customize/sql/db-tables?connectionId=${id}${q}`, admin()));
    expect(tables.map((t) => t.name)).toEqual(['adults', 'audit', 'people']);
    expect(tables.map((t) => t.type)).toEqual(['view', 'table', 'table']);
    expect(tables[2].comment).toBe(kind === 'sqlite' ? null : 'everyone');
    const columns = data<ColumnInfo[]>(
      await env.get(`/customize/sql/table/columns?connection_id=${id}${q}&table=people`, admin()),
    );
    expect(columns.map((c) => [c.name, c.nullable])).toEqual([
      ['id', false],
      ['name', false],
      ['born', true],
      ['score', true],
    ]);
    expect(columns[0].type).toMatch(/int/i);
    expect(columns[1].type).toMatch(/char.*50/i);
    expect(columns[1].comment).toBe(kind === 'sqlite' ? null : 'person name');
    const missing = await en(env.get(`/customize/sql/table/columns?connection_id=${id}${q}&table=nope`, admin()));
    expect(missing.status).toBe(404);
    expect(bodyOf(missing).message).toBe('Table nope not found');
    expect((await env.get('/customize/sql/db-tables?connection_id=999999', admin())).status).toBe(404);
  });

  it('searches table names in the database, in any case, with a limit', async () => {
    const q = kind === 'sqlite' ? '' : `&database=${db.database}`;
    const names = async (extra: string) =>
      data<TableInfo[]>(await env.get(`/customize/sql/db-tables?connection_id=${id}${q}${extra}`, admin())).map(
        (t) => t.name,
      );
    expect(await names('&search=PEO')).toEqual(['people']);
    expect(await names('&search=u')).toEqual(['adults', 'audit']);
    expect(await names('&search=u&limit=1')).toEqual(['adults']);
    expect(await names('&limit=2')).toEqual(['adults', 'audit']);
    expect(await names('&search=')).toEqual(['adults', 'audit', 'people']);
    // LIKE's wildcards are searched for as themselves.
    expect(await names('&search=%25')).toEqual([]);
    expect(await names('&search=_')).toEqual([]);
    const tooMany = await en(env.get(`/customize/sql/db-tables?connection_id=${id}&limit=10001`, admin()));
    expect(tooMany.status).toBe(400);
    expect(bodyOf(tooMany).message).toBe('limit: must be at most 10000');
  });

  it('runs a read-only statement with a row cap; dates come back as the database holds them', async () => {
    const capped = await exec('SELECT id, name, born, score FROM people ORDER BY id;', { max_rows: 10 });
    expect(capped.status).toBe(200);
    const r = data<SqlExecResult>(capped);
    expect(r.columns).toEqual(['id', 'name', 'born', 'score']);
    expect(r.rows).toHaveLength(10);
    expect(r.truncated).toBe(true);
    expect(r.rows[0]).toMatchObject({ id: 1, name: 'p1', born: '2000-01-01' });
    expect(Number(r.rows[9].score)).toBe(15);
    expect(r.elapsed_ms).toEqual(expect.any(Number));
    expect(data<SqlExecResult>(await exec('SELECT * FROM people', { max_rows: PEOPLE }))).toMatchObject({
      truncated: false,
      rows: anyArray(),
    });
    expect(data<SqlExecResult>(await exec('SELECT * FROM people')).rows).toHaveLength(PEOPLE);
    expect(data<SqlExecResult>(await exec('SELECT id FROM people WHERE id < 0'))).toMatchObject({
      rows: [],
      truncated: false,
    });
    const tooMany = await exec('SELECT 1', { max_rows: 10_001 });
    expect(tooMany.status).toBe(400);
    expect(bodyOf(tooMany).message).toBe('max_rows: must be at most 10000');
    const meta =
      kind === 'mysql' ? 'SHOW TABLES' : kind === 'postgres' ? 'SHOW server_version' : 'PRAGMA table_info(people)';
    expect((await exec(meta)).status).toBe(200);
    // The connection is usable afterwards: a capped run cleaned up after itself.
    // COUNT(*) is a BIGINT on PostgreSQL: a number, as on the other engines.
    expect(data<SqlExecResult>(await exec('SELECT COUNT(*) AS n FROM people')).rows).toEqual([{ n: 25 }]);
  });

  it('refuses writes by the statement check', async () => {
    const refused = async (sql: string, message: string | RegExp) => {
      const res = await exec(sql);
      expect(res.status).toBe(400);
      expect(bodyOf(res).message).toEqual(message instanceof RegExp ? expect.stringMatching(message) : message);
    };
    const readOnly = 'Only read-only statements may be run (SELECT, WITH, SHOW, DESCRIBE, EXPLAIN)';
    await refused('INSERT INTO audit (id) VALUES (1)', readOnly);
    await refused('UPDATE people SET name = name', readOnly);
    await refused('DELETE FROM people', readOnly);
    await refused('DROP TABLE people', readOnly);
    await refused('CREATE TABLE t2 (id INT)', readOnly);
    await refused(
      "ATTACH DATABASE 'other.sqlite' AS other",
      kind === 'sqlite' ? readOnly : 'The SQL could not be parsed, so it cannot be confirmed read-only; it was not run',
    );
    await refused('SELECT 1; DELETE FROM people', 'Only one statement may be run at a time');
    if (kind === 'mysql')
      await refused("SELECT * FROM people INTO OUTFILE '/tmp/tessera-out.txt'", /^INTO is not allowed/);
    if (kind !== 'sqlite') await refused('SELECT * FROM people FOR UPDATE', /^FOR UPDATE is not allowed/);
    if (kind === 'mysql') await refused('SELECT 1 /*! , SLEEP(1) */', 'Executable comments (/*! … */) are not allowed');
    expect(await auditCount()).toBe(0);
  });

  it('refuses writes that get past the check: the engine runs read-only', async () => {
    if (kind !== 'sqlite') {
      // A user-defined function is not on the check's allow-list; past the check, the read-only transaction
      // still stops its write.
      const res = await exec('SELECT bump() AS b');
      expect(res.status).toBe(400);
      expect(bodyOf(res).message).toMatch(/^The function bump is not allowed/);
      await expect(source.exec('SELECT bump() AS b', { timeoutMs: 10_000, maxRows: 10 })).rejects.toBeInstanceOf(
        QueryFailedError,
      );
    }
    const write = { timeoutMs: 10_000 };
    await expect(source.exec('INSERT INTO audit (id) VALUES (1)', { ...write, maxRows: 10 })).rejects.toBeInstanceOf(
      QueryFailedError,
    );
    await expect(
      source.query({ sql: 'INSERT INTO audit (id) VALUES (2)', bindings: [] }, write),
    ).rejects.toBeInstanceOf(QueryFailedError);
    await expect(source.query({ sql: 'DELETE FROM people', bindings: [] }, write)).rejects.toBeInstanceOf(
      QueryFailedError,
    );
    if (kind === 'postgres') {
      await expect(
        source.exec('WITH x AS (INSERT INTO audit (id) VALUES (3) RETURNING id) SELECT * FROM x', {
          ...write,
          maxRows: 10,
        }),
      ).rejects.toBeInstanceOf(QueryFailedError);
    }
    expect(await auditCount()).toBe(0);
    expect(Number((await db.admin('people').count({ n: '*' }))[0].n)).toBe(PEOPLE);
  });

  it('drops the pool when the connection changes or goes', async () => {
    const before = await env.handle.services.dataSources.get(id);
    expect(await env.handle.services.dataSources.get(id)).toBe(before);
    expect((await env.post('/customize/db-info/one', { id, options: {} }, admin())).status).toBe(200);
    const after = await env.handle.services.dataSources.get(id);
    expect(after).not.toBe(before);
    source = after;
    expect(await after.query({ sql: 'SELECT 1 AS one', bindings: [] }, { timeoutMs: 5000 })).toEqual([{ one: 1 }]);
  });

  it('answers a database error with a generic message; the real error is only logged', async () => {
    const res = await exec('SELECT no_such_column FROM people');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'The query failed', result_data: null });
    const zh = await env.post(
      '/customize/sql/exec',
      { connection_id: id, sql: 'SELECT * FROM no_such_table' },
      admin(),
    );
    expect(bodyOf(zh).message).toBe('查询失败');
    expect(JSON.stringify(zh.body)).not.toContain('no_such_table');
    expect(env.logs.some((l) => l.includes('data source: query failed') && l.includes('no_such_column'))).toBe(true);
  });

  it('runs one statement per call on the driver level too', async () => {
    const two = source.query({ sql: 'SELECT 1 AS a; SELECT 2 AS b', bindings: [] }, { timeoutMs: 5000 });
    if (kind === 'sqlite')
      await expect(two).resolves.toEqual([{ a: 1 }]); // sqlite3 prepares the first statement only
    else await expect(two).rejects.toBeInstanceOf(QueryFailedError);
  });

  if (kind === 'sqlite') {
    it('cannot ATTACH another file, even bypassing the check', async () => {
      const metadata = env.config.databaseUrl.slice('sqlite:'.length);
      await expect(
        source.query({ sql: 'ATTACH DATABASE ? AS meta', bindings: [metadata] }, { timeoutMs: 5000 }),
      ).rejects.toBeInstanceOf(QueryFailedError);
      expect(env.logs.some((l) => l.includes('too many attached databases'))).toBe(true);
    });
  }

  if (kind === 'mysql') {
    it('cannot LOAD DATA LOCAL INFILE: the client flag is off', async () => {
      // A plain connection with the source's options (without the read-only session) to show the flag alone stops it.
      const conn: Connection = createConnection(mysqlConnectionOptions(db.settings));
      try {
        const err = await new Promise<{ errno?: number } | null>((resolve) =>
          conn.query("LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE audit", (e) => resolve(e)),
        );
        // MySQL: ER_NOT_ALLOWED_COMMAND / ER_CLIENT_LOCAL_FILES_DISABLED; MariaDB: ER_LOAD_INFILE_CAPABILITY_DISABLED.
        expect([1148, 3948, 4166]).toContain(err?.errno);
      } finally {
        conn.destroy();
      }
      await expect(
        source.query(
          { sql: "LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE audit", bindings: [] },
          { timeoutMs: 5000 },
        ),
      ).rejects.toBeInstanceOf(QueryFailedError);
      expect(await auditCount()).toBe(0);
    });
  }

  it('cancels a run by its id, in the database; the history says so', async () => {
    const tag = `tessera_cancel_${process.pid}`;
    const running = exec(sleepSql(kind, tag), { run_id: 'run-1' }).then((res) => res);
    if (kind === 'sqlite') await new Promise((r) => setTimeout(r, 500));
    else expect(await eventually(async () => (await runningWith(db, tag)) === 1, 3000, 50)).toBe(true);
    // Only the user who started a run can cancel it.
    const other = await env.addUser('other-admin', [], true);
    expect(data(await env.post('/customize/sql/cancel', { run_id: 'run-1' }, other.token))).toEqual({
      cancelled: false,
    });
    expect(data(await env.post('/customize/sql/cancel', { run_id: 'run-1' }, admin()))).toEqual({ cancelled: true });
    const answer = await running;
    expect(answer.status).toBe(499);
    expect(bodyOf(answer).message).toBe('The query was cancelled');
    // PostgreSQL ends a cancelled backend's statement a moment after the cancel is acknowledged.
    if (kind !== 'sqlite') expect(await eventually(async () => (await runningWith(db, tag)) === 0, 3000)).toBe(true);
    expect(data(await env.post('/customize/sql/cancel', { run_id: 'run-1' }, admin()))).toEqual({ cancelled: false });
    const badId = await en(env.post('/customize/sql/cancel', { run_id: 'no spaces' }, admin()));
    expect(badId.status).toBe(400);
    const history = data<SqlHistoryEntry[]>(await en(env.get(`/customize/sql/history?connection_id=${id}`, admin())));
    expect(history[0]).toMatchObject({
      sql: sleepSql(kind, tag),
      status: 'cancelled',
      message: 'The query was cancelled',
    });
    // The connection answers at once afterwards.
    expect(data<SqlExecResult>(await exec('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('cancels the statement in the database when the client disconnects', async () => {
    const handler = env.handle.app.callback();
    const server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const tag = `tessera_gone_${process.pid}`;
    try {
      const body = JSON.stringify({ connection_id: id, sql: sleepSql(kind, tag) });
      const req = http.request({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        path: env.api('/customize/sql/exec'),
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${admin()}`,
        },
      });
      req.on('error', () => undefined);
      req.end(body);
      if (kind === 'sqlite') await new Promise((r) => setTimeout(r, 500));
      else expect(await eventually(async () => (await runningWith(db, tag)) === 1, 3000, 50)).toBe(true);
      req.destroy();
      if (kind !== 'sqlite') expect(await eventually(async () => (await runningWith(db, tag)) === 0, 3000)).toBe(true);
      // SQLite: the interrupt freed the connection; the source answers at once.
      const started = Date.now();
      expect(data<SqlExecResult>(await exec('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await eventually(() => Promise.resolve(env.logs.some((l) => l.includes('"status":499'))), 3000)).toBe(
        true,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
