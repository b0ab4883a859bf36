/**
 * The export's time limit and disconnects on real SQLite, MariaDB and PostgreSQL sources: the limit (TIMEOUTS.EXPORT,
 * shortened here) runs until the query's first row and not through the transfer; a client that goes away — before
 * the first row or mid-transfer — gets its query cancelled in the database.
 */
import type { Readable } from 'node:stream';
import { QueryTimeoutError, type DataSource } from '../src/datasources';
import { ExportService } from '../src/domains/export/service';
import { openRows } from '../src/domains/export/first-row';
import type { ExportQuery } from '../src/domains/export/payload';
import { describeEngines, eventually, runningWith, scratch, sleepSql, type Scratch } from './datasources-scratch';
import { connectionBody, importBundle, listen, startDownload, tableBundle, READER_OF } from './export-helpers';
import { createEnv, type TestEnv } from './harness';

const MANY_ROWS = 300_000;
/**
 * `n` rows (n, <tag>) from cross-joined digit tables: the same SQL on every engine, without the recursion limits of
 * CTEs (MariaDB stops a recursive CTE after 1000 iterations by default).
 */
function digitRowsSql(n: number, tag: string): string {
  const digits =
    '(SELECT 0 AS d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
  const places = [0, 1, 2, 3, 4, 5];
  const value = places.map((p) => `${10 ** p} * d${p}.d`).join(' + ');
  const from = places.map((p) => `${digits} AS d${p}`).join(' CROSS JOIN ');
  return `SELECT ${value} + 1 AS n, '${'x'.repeat(50)}' AS ${tag} FROM ${from} WHERE ${value} < ${n}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let markers = 0;

describeEngines('CSV export: time limit and disconnects', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  let source: DataSource;
  let sleepy: number;
  let many: number;
  const sleepTag = `tessera_export_sleep_${process.pid}`;
  const manyTag = `tessera_export_many_${process.pid}`;
  const sql = (text: string) => ({ sql: text, bindings: [] });
  const payload = (diagramId: number, key: string): ExportQuery => ({
    diagram_id: diagramId,
    filter_condition: [],
    sort_key_map: {},
    export_fields: { [key]: key },
  });

  /** The statement is no longer running (SQLite has no process list: the source answers at once instead). */
  async function gone(tag: string): Promise<void> {
    expect(await eventually(async () => (await runningWith(db, tag)) === 0, 5000)).toBe(true);
    const started = Date.now();
    expect(await source.query(sql('SELECT 1 AS one'), { timeoutMs: 5000 })).toEqual([{ one: 1 }]);
    expect(Date.now() - started).toBeLessThan(1000);
  }

  /** The statement is running in the database (SQLite: give it time to start). */
  async function seen(tag: string): Promise<void> {
    if (kind === 'sqlite') await wait(300);
    else expect(await eventually(async () => (await runningWith(db, tag)) > 0, 3000, 50)).toBe(true);
  }

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    db = await scratch(kind, env.config.dataSourcesDir);
    const connection = await env.handle.services.connections.save(connectionBody(db, 'slow_source'));
    source = await env.handle.services.dataSources.get(connection.id);
    const app = await env.handle.services.apps.add({ app_name: '慢', app_key: 'slow', status: 1, sort: 0 });
    const section = (key: string) => [{ key, title: key, exportable: 1 as const }];
    const slow = tableBundle({
      page: 'sleepy',
      url: '/slow/sleepy',
      connection: 'slow_source',
      sql: sleepSql(kind, sleepTag),
      columns: [{ key: sleepTag, name: 'x', data_type: 'integer' }],
      sections: section('sleepy'),
    });
    sleepy = (await importBundle(env, app.id, slow)).pages[0].section_ids[0];
    const columns = [
      { key: 'n', name: 'n', data_type: 'integer' },
      { key: manyTag, name: 'pad', data_type: 'varchar' },
    ];
    const big = tableBundle({
      page: 'many',
      url: '/slow/many',
      connection: 'slow_source',
      sql: digitRowsSql(MANY_ROWS, manyTag),
      columns,
      sections: section('many'),
    });
    many = (await importBundle(env, app.id, big)).pages[0].section_ids[0];
  });

  afterAll(async () => {
    await env?.handle.close();
    await db?.drop();
    await env?.close();
  });

  it('the limit runs until the first row: no row in time → QueryTimeoutError, cancelled in the database', async () => {
    const tag = `tessera_export_first_${process.pid}_${++markers}`;
    const started = Date.now();
    await expect(
      openRows(source, sql(sleepSql(kind, tag)), { firstRowMs: 1000, signal: new AbortController().signal }),
    ).rejects.toBeInstanceOf(QueryTimeoutError);
    expect(Date.now() - started).toBeLessThan(4000);
    await gone(tag);
  });

  it('the limit ends at the first row: a transfer slower than the limit goes on', async () => {
    const rows: Readable = await openRows(source, sql(`${digitRowsSql(5000, 'slowpad')} ORDER BY n`), {
      firstRowMs: 2000,
      signal: new AbortController().signal,
    });
    let read = 0;
    const started = Date.now();
    // 2.5 s of slow reading, past the 2 s limit.
    while (Date.now() - started < 2500) {
      if (rows.read() !== null) read++;
      await wait(20);
    }
    rows.resume();
    await new Promise((resolve, reject) => rows.once('end', resolve).once('error', reject));
    expect(read).toBeGreaterThan(50);
  });

  it('answers QueryTimeoutError (504) when the export query gives no row in time, and cancels it', async () => {
    const exporter = new ExportService(
      {
        pages: env.handle.services.pages,
        datasets: env.handle.services.datasets,
        dataSources: env.handle.services.dataSources,
        access: env.handle.services.access,
      },
      { exportMaxRows: 100 },
      { timeoutMs: 1500 },
    );
    const admin = { id: 1, username: 'admin', realname: 'admin', is_admin: true, status: 1 };
    const started = Date.now();
    await expect(exporter.open(admin, payload(sleepy, sleepTag), new AbortController().signal)).rejects.toBeInstanceOf(
      QueryTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(4500);
    await gone(sleepTag);
  });

  it('a client that disconnects before the first row cancels the query', async () => {
    const server = await listen(env);
    try {
      const { request, response } = startDownload(server.port, env, payload(sleepy, sleepTag), env.adminToken);
      response.catch(() => undefined);
      await seen(sleepTag);
      request.destroy();
      await gone(sleepTag);
    } finally {
      await server.close();
    }
  });

  it('a client that disconnects mid-transfer cancels the query; the source stays usable', async () => {
    const server = await listen(env);
    try {
      const { request, response } = startDownload(
        server.port,
        env,
        { ...payload(many, 'n'), export_fields: { n: 'n', [manyTag]: 'pad' } },
        env.adminToken,
      );
      const res = await response;
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-tessera-total-rows']).toBe(String(MANY_ROWS));
      // PostgreSQL streams this file with COPY: it is the COPY that must be cancelled in the database.
      expect(res.headers['x-tessera-export-reader']).toBe(READER_OF[kind]);
      let bytes = 0;
      await new Promise<void>((resolve) => {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > 256 * 1024) {
            res.pause();
            resolve();
          }
        });
      });
      await seen(manyTag);
      request.destroy();
      await gone(manyTag);
      expect(
        await eventually(() => Promise.resolve(env.logs.some((l) => l.includes('export: stopped mid-stream'))), 3000),
      ).toBe(true);
    } finally {
      await server.close();
    }
  });
});
