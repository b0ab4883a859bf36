/** Data monitors (spec section 7 Monitor): every call with good and bad input, each condition, notices, webhook. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MonitorDetail, MonitorNoticeList, MonitorRecord, Paged } from '@tessera/schema/api';
import { signature, SIGNATURE_HEADER } from '../src/domains/monitors/webhook';
import { data, describeOnSqlite, type TestUser } from './harness';
import { DAILY, LAST_DAY, monitorBody, monitorDataset, writeFacts } from './monitors-fixture';

const M = '/data-monitor';
const fields = (res: { body: unknown }) =>
  data<{ errors: { field: string; rule: string }[] }>(res).errors.map((e) => `${e.field}:${e.rule}`);

/** A receiver on localhost that answers the scripted statuses in turn (then 200) and keeps what it got. */
async function receiver(statuses: number[] = []) {
  const calls: { body: string; signature: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ body, signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, calls, close };
}

describeOnSqlite('data monitors', { demo: false }, (env) => {
  let datasetId: number;
  let staff: TestUser;
  const admin = () => env().adminToken;
  const save = async (body: object) => {
    const res = await env().post(`${M}/add-or-update`, body, admin());
    expect(res.status).toBe(200);
    return data<MonitorRecord>(res);
  };
  const trigger = async (id: number) => {
    const res = await env().get(`${M}/trigger?id=${id}`, admin());
    expect(res.status).toBe(200);
    return data<MonitorDetail>(res);
  };
  const notices = async (token: string) => data<MonitorNoticeList>(await env().get('/monitor-notice/list', token));

  beforeAll(async () => {
    datasetId = await monitorDataset(env());
    staff = await env().addUser('monwatcher');
    env().handle.services.monitors.options.webhook.backoffMs = 20;
  });

  // The harness closes the store; the data-source pools are the app's.
  afterAll(() => env().handle.close());

  it('refuses bad definitions with 400 naming the field, and lists, reads and removes good ones', async () => {
    const bad = async (extra: object) => {
      const res = await env().post(`${M}/add-or-update`, monitorBody(datasetId, extra), admin());
      expect(res.status).toBe(400);
      return fields(res);
    };
    expect(await bad({ cron: 'every minute' })).toEqual(['cron:cron']);
    expect(await bad({ cron: '61 * * * *' })).toEqual(['cron:cron']);
    expect(await bad({ indicator: 'nope', time_column: 'gone' })).toEqual([
      'indicator:not_a_column',
      'time_column:not_a_column',
    ]);
    expect(await bad({ condition_type: 'change', time_column: null })).toEqual(['time_column:required']);
    expect(await bad({ webhook_url: 'ftp://example.com/x' })).toEqual(['webhook_url:http_url']);
    expect(await bad({ subscriber_ids: [staff.id, 999999] })).toEqual(['subscriber_ids.1:unknown_user']);
    expect(await bad({ dataset_id: 999999 })).toEqual(['dataset_id:not_found']);
    expect(await bad({ condition_type: 'sometimes' })).toEqual(['condition_type:enum']);
    expect(await bad({ periods: 1, condition_type: 'z_value' })).toEqual(['periods:minimum']);
    // The report compiler checks the conditions: an operator a string filter does not have.
    const compiler = await env().post(
      `${M}/add-or-update`,
      monitorBody(datasetId, { filter_condition: [{ key: 'city', value_type: 'string', operator: 'between' }] }),
      admin(),
    );
    expect(compiler.status).toBe(400);
    expect(JSON.stringify(compiler.body)).toContain('filter_condition.0');

    const made = await save(
      monitorBody(datasetId, { name: 'listed one', subscriber_ids: [staff.id], webhook_secret: 'k' }),
    );
    expect(made).toMatchObject({
      name: 'listed one',
      dataset_name: '监控事实',
      has_webhook_secret: true,
      status: null,
    });
    expect(made.subscribers.map((s) => s.id)).toEqual([staff.id]);
    expect(JSON.stringify(made)).not.toContain('"k"');
    expect(new Date(made.next_run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    const renamed = await save({ ...monitorBody(datasetId, { name: 'listed two' }), id: made.id });
    expect(renamed).toMatchObject({ id: made.id, has_webhook_secret: true, subscribers: [] });

    const list = data<Paged<MonitorRecord>>(await env().post(`${M}/list`, { search_content: 'listed' }, admin()));
    expect(list.list.map((m) => m.name)).toEqual(['listed two']);
    expect((await env().post(`${M}/list`, { page_size: 0 }, admin())).status).toBe(400);
    expect(data<MonitorDetail>(await env().get(`${M}/one?id=${made.id}`, admin())).runs).toEqual([]);
    expect((await env().get(`${M}/one`, admin())).status).toBe(400);
    expect((await env().post(`${M}/remove`, { id: made.id }, admin())).status).toBe(200);
    expect((await env().get(`${M}/one?id=${made.id}`, admin())).status).toBe(404);
    expect((await env().get(`${M}/trigger?id=${made.id}`, admin())).status).toBe(404);
    expect((await env().post(`${M}/remove`, { id: made.id }, admin())).status).toBe(404);
    expect((await env().post(`${M}/list`, {}, staff.token)).status).toBe(403);
  });

  it('reads each condition kind through the report compiler', async () => {
    const verdict = async (extra: object) => {
      const { id } = await save(monitorBody(datasetId, extra));
      const [run] = (await trigger(id)).runs;
      return [run.outcome, run.value];
    };
    expect(await verdict({ condition_type: 'above', threshold: 20 })).toEqual(['fired', 30]);
    expect(await verdict({ condition_type: 'above', threshold: 30 })).toEqual(['passed', 30]);
    expect(await verdict({ condition_type: 'below', threshold: 31 })).toEqual(['fired', 30]);
    // Without a time column, the whole filtered set: beijing's qty over all days.
    const beijing = DAILY.reduce((a, b) => a + b - 4, 0);
    expect(
      await verdict({
        time_column: null,
        threshold: 1000,
        filter_condition: [{ key: 'city', value_type: 'string', operator: 'eq', value: 'beijing' }],
      }),
    ).toEqual(['passed', beijing]);
    expect(await verdict({ condition_type: 'change', threshold: 20 })).toEqual(['fired', 21]);
    expect(await verdict({ condition_type: 'change', threshold: 25 })).toEqual(['passed', 21]);
    expect(await verdict({ condition_type: 'change', change_mode: 'percent', threshold: 200 })).toEqual([
      'fired',
      233.333333,
    ]);
    const [zOutcome, z] = await verdict({ condition_type: 'z_value', threshold: 2, periods: 7 });
    expect(zOutcome).toBe('fired');
    expect(z).toBeGreaterThan(20);
    const [staleOutcome, hours] = await verdict({ condition_type: 'no_data', threshold: 24 });
    expect(staleOutcome).toBe('fired');
    expect(hours).toBeCloseTo((Date.now() - new Date(2024, 4, 10).getTime()) / 3_600_000, 0);
    expect(await verdict({ condition_type: 'no_data', threshold: 1e9 })).toEqual(['passed', expect.any(Number)]);
    expect(LAST_DAY).toBe('2024-05-10');
  });

  it('notices the subscribers once while firing, again on recovery; each reads and clears his own', async () => {
    const other = await env().addUser('monother');
    const { id } = await save(monitorBody(datasetId, { name: 'dedupe', subscriber_ids: [staff.id] }));
    const before = (await notices(staff.token)).unread;
    await trigger(id);
    await trigger(id);
    let mine = await notices(staff.token);
    expect(mine.unread).toBe(before + 1);
    expect(mine.list[0]).toMatchObject({ monitor_name: 'dedupe', kind: 'fired', value: 30, read: false });
    expect((await notices(other.token)).list).toEqual([]);

    await writeFacts(env(), [...DAILY.slice(0, -1), 10]);
    try {
      const detail = await trigger(id);
      expect(detail.status).toBe('ok');
      expect(detail.runs.map((r) => [r.outcome, r.notified])).toEqual([
        ['passed', 'recovered'],
        ['fired', null],
        ['fired', 'fired'],
      ]);
      // Only the newest runs are kept.
      env().handle.services.monitors.options.runsKept = 2;
      expect((await trigger(id)).runs.map((r) => r.outcome)).toEqual(['passed', 'passed']);
      expect(await env().handle.store.models.MonitorRun.count({ where: { monitor_id: id } })).toBe(2);
    } finally {
      env().handle.services.monitors.options.runsKept = 500;
      await writeFacts(env());
    }
    mine = await notices(staff.token);
    expect(mine.list[0]).toMatchObject({ kind: 'recovered', value: 10 });
    // Another user cannot mark mine read; I can.
    const ids = mine.list.map((n) => n.id);
    expect(data<{ unread: number }>(await env().post('/monitor-notice/read', { ids }, other.token)).unread).toBe(0);
    expect((await notices(staff.token)).unread).toBe(mine.unread);
    expect(data<{ unread: number }>(await env().post('/monitor-notice/read', { ids: [ids[0]] }, staff.token))).toEqual({
      unread: mine.unread - 1,
    });
    expect(data<{ unread: number }>(await env().post('/monitor-notice/read', {}, staff.token))).toEqual({ unread: 0 });
    expect((await env().post('/monitor-notice/read', { ids: [] }, staff.token)).status).toBe(400);
    expect((await env().get('/monitor-notice/list?page=0', staff.token)).status).toBe(400);
  });

  it('signs the webhook, retries a receiver that fails once, and logs each attempt', async () => {
    const hook = await receiver([500]);
    try {
      const { id } = await save(monitorBody(datasetId, { webhook_url: hook.url, webhook_secret: 's3cret' }));
      const [run] = (await trigger(id)).runs;
      expect(run.webhook_attempts.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
        [1, 500, 'HTTP 500'],
        [2, 200, null],
      ]);
      expect(hook.calls).toHaveLength(2);
      const { body, signature: sent } = hook.calls[1];
      expect(sent).toBe(signature('s3cret', body));
      expect(JSON.parse(body)).toMatchObject({ event: 'fired', value: 30, monitor: { id, indicator: 'qty' } });
      // Still firing: no second call.
      await trigger(id);
      expect(hook.calls).toHaveLength(2);
    } finally {
      await hook.close();
    }
  });

  it('shows a broken dataset as an error and notifies once', async () => {
    const hook = await receiver();
    try {
      const { id } = await save(
        monitorBody(datasetId, { name: 'broken', subscriber_ids: [staff.id], webhook_url: hook.url }),
      );
      await env().handle.store.models.Dataset.update(
        { sql: 'SELECT day, city, qty FROM gone_table' },
        { where: { id: datasetId } },
      );
      try {
        await trigger(id);
        const detail = await trigger(id);
        expect(detail.status).toBe('error');
        expect(detail.last_error).toContain('gone_table');
        expect(detail.runs.map((r) => [r.outcome, r.notified])).toEqual([
          ['error', null],
          ['error', 'error'],
        ]);
        expect(hook.calls.map((c) => (JSON.parse(c.body) as { event: string }).event)).toEqual(['error']);
        const mine = (await notices(staff.token)).list.filter((n) => n.monitor_name === 'broken');
        expect(mine.map((n) => n.kind)).toEqual(['error']);
        // The subscribers read the server's words; the database's stay on the admins' screen.
        expect(mine[0].error).not.toContain('gone_table');
      } finally {
        await env().handle.store.models.Dataset.update(
          { sql: 'SELECT day, city, qty FROM m_facts' },
          { where: { id: datasetId } },
        );
      }
    } finally {
      await hook.close();
    }
  });
});
