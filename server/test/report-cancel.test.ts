/**
 * A report query that runs too long or whose client goes away is cancelled in the database: a dataset whose SQL
 * counts a recursive CTE towards 10^12 (SQLite: seconds to hours, never done by itself) with a short configured
 * limit answers 504 with a translated message; aborting the HTTP request mid-query makes the source's query see
 * the abort. The source's query is wrapped by a spy (the real one runs), which sees how each call ended.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryCancelledError, QueryTimeoutError } from '../src/datasources/errors';
import { eventually } from './datasources-scratch';
import { createEnv, type TestEnv } from './harness';
import { addConnection, addSection, spyOnQueries, sqliteDemoFile } from './report-fixture';
import { bodyOf } from './support/body';

const P = '/customize/page-diagram';
const SLOW_SQL =
  'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 1000000000000) SELECT count(*) AS n FROM c';

describe('report queries are cancelled in the database', () => {
  let env: TestEnv;
  let slow: number;
  let spy: Awaited<ReturnType<typeof spyOnQueries>>;
  const body = () => ({ diagram_id: slow, filter_condition: [], sort_key_map: {} });

  /** The source still answers at once: the interrupted statement is gone. */
  async function sourceIsFree(): Promise<void> {
    const started = Date.now();
    expect(await spy.source.query({ sql: 'SELECT 1 AS one', bindings: [] }, { timeoutMs: 2000 })).toEqual([{ one: 1 }]);
    expect(Date.now() - started).toBeLessThan(1000);
  }

  beforeAll(async () => {
    env = await createEnv('sqlite');
    await sqliteDemoFile(env);
    const connectionId = await addConnection(env, 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    const app = await env.appId('push');
    const dataset = await env.post(
      '/customize/dataset/save-update',
      {
        app_id: app,
        key: 'slow',
        name: '慢查询',
        connection_id: connectionId,
        sql: SLOW_SQL,
        columns: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
      },
      env.adminToken,
    );
    expect(dataset.status).toBe(200);
    slow = await addSection(env, '/push/overview/list', {
      id: 'slow',
      title: '慢',
      data_set_id: 'slow',
      column_config_model_list: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
    });
    spy = await spyOnQueries(env, connectionId);
  });

  afterAll(async () => {
    spy?.restore();
    await env?.handle.close();
    await env?.close();
  });

  beforeEach(() => {
    spy.calls.length = 0;
  });

  it('a query over the configured limit answers 504 (translated) and is cancelled; the error is not cached', async () => {
    env.config.report.pageDataTimeoutMs = 500;
    const started = Date.now();
    const zh = await env.post(`${P}/new/data`, body(), env.adminToken);
    expect(zh.status).toBe(504);
    expect(zh.body).toEqual({ code: 504, message: '查询超时，已在数据库中取消', result_data: null });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(spy.calls).toHaveLength(1);
    expect(spy.calls[0].options.timeoutMs).toBe(500);
    const outcome = await spy.calls[0].settled;
    expect(outcome.ok ? null : outcome.error).toBeInstanceOf(QueryTimeoutError);
    await sourceIsFree();

    const en = await env.post(`${P}/new/data`, body(), env.adminToken).set('Accept-Language', 'en');
    expect(en.status).toBe(504);
    expect(bodyOf(en).message).toBe('The query timed out and was cancelled in the database');
    expect(spy.calls.filter((c) => c.sql.sql.includes('RECURSIVE'))).toHaveLength(2);
  });

  it('a client that disconnects mid-query cancels it in the database', async () => {
    env.config.report.pageDataTimeoutMs = 60_000;
    const handler = env.handle.app.callback();
    const server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const payload = JSON.stringify(body());
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: env.api(`${P}/new/data`),
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${env.adminToken}`,
        },
      });
      req.on('error', () => undefined);
      req.end(payload);
      expect(await eventually(() => Promise.resolve(spy.calls.length === 1), 5000, 20)).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      const aborted = Date.now();
      req.destroy();
      const outcome = await spy.calls[0].settled;
      expect(outcome.ok ? null : outcome.error).toBeInstanceOf(QueryCancelledError);
      expect(spy.calls[0].options.signal?.aborted).toBe(true);
      expect(Date.now() - aborted).toBeLessThan(3000);
      await sourceIsFree();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
