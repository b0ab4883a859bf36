/**
 * Field authority enforced in every data call, on SQLite, MariaDB and PostgreSQL data sources (the metadata store
 * is SQLite): the push-list template over the hand-made fixture (pushes 101 cn/android/operation, 102
 * us/ios/recommend, 103 cn/ios/operation, 104 in/android/system, all in May 2024). A category withholds `sent` and
 * `country` from everyone outside it; row rules narrow each user's rows.
 */
import type { ReportData } from '../src/domains/report/types';
import { createEnv, data, type TestEnv, type TestUser } from './harness';
import { describeEngines, scratch, type Scratch } from './datasources-scratch';
import { download, parseCsv, READER_OF } from './export-helpers';
import { bodyOf } from './support/body';
import { LINKED_SECTION, addConnection, addSection, importTemplate, loadDemoData } from './report-fixture';

const P = '/customize/page-diagram';
const VIEWER_ROLE = '推送运营-查看';
const MAY = {
  key: 'dt',
  value_type: 'date',
  operator: 'date_range',
  range: { start: '2024-05-01', end: '2024-05-31' },
};
const HOSTILE = ["' OR 1=1 --", "cn' OR '1'='1", 'cn"; DROP TABLE push_detail; --', '%', '\\'];

describeEngines('field authority on the data source', (kind) => {
  let env: TestEnv;
  let db: Scratch;
  let table: number;
  let linked: number;
  let dataSetId: number;
  let appId: number;
  let seer: TestUser;
  let viewer: TestUser;

  const query = (extra: Record<string, unknown> = {}) => ({
    diagram_id: table,
    filter_condition: [MAY],
    sort_key_map: {},
    ...extra,
  });
  const newData = (token: string, extra: Record<string, unknown> = {}) =>
    env.post(`${P}/new/data`, query(extra), token);
  const ids = async (token: string) => {
    const res = await newData(token);
    expect(res.status).toBe(200);
    return data<ReportData>(res)
      .rows.map((r) => Number(r.push_id))
      .sort();
  };
  const saveRules = async (rules: unknown[], restricted = false) => {
    await env.post('/category/row-rule/save', { data_set_id: dataSetId, rules }, env.adminToken).expect(200);
    await env.post('/category/row-rule/restricted', { data_set_id: dataSetId, restricted }, env.adminToken).expect(200);
    await env.handle.services.report.cache.clear();
  };
  const addRole = async (name: string) => {
    const res = await env.post('/backend/role/app-add', { app_id: appId, name }, env.adminToken).expect(200);
    return data<{ id: number }>(res).id;
  };

  beforeAll(async () => {
    env = await createEnv('sqlite');
    db = await scratch(kind, env.config.dataSourcesDir);
    await loadDemoData(db.admin);
    await addConnection(env, 'demo', db.settings);
    table = (await importTemplate(env, 'push-list.json')).get('push_list_table') as number;
    linked = await addSection(env, '/push/overview/list', LINKED_SECTION);
    appId = await env.appId('push');
    const dataset = await env.handle.store.models.Dataset.findOne({ where: { app_id: appId, key: 'push_list' } });
    dataSetId = dataset?.id as number;
    seer = await env.addUser('seer', [VIEWER_ROLE]);
    viewer = await env.addUser('viewer', [VIEWER_ROLE]);
    const saved = await env.post(
      '/category/save-or-update',
      {
        app_id: appId,
        name: '敏感字段',
        columns: [
          { data_set_id: dataSetId, column_key: 'sent' },
          { data_set_id: dataSetId, column_key: 'country' },
        ],
      },
      env.adminToken,
    );
    expect(saved.status).toBe(200);
    const category = data<{ id: number }>(saved).id;
    await env
      .post(
        '/category/category-user/add-or-remove',
        { category_id: category, usernames: [seer.username], operate: 'add' },
        env.adminToken,
      )
      .expect(200);
  }, 60_000);

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
    await db?.drop();
  });

  beforeEach(async () => {
    await saveRules([]);
  });

  describe('column rule', () => {
    it('drops a hidden column from the rows and marks it masked in its place among the columns', async () => {
      const res = await newData(viewer.token);
      expect(res.status).toBe(200);
      const result = data<ReportData>(res);
      const keys = result.columns.map((c) => c.column_key);
      expect(keys).toEqual([
        'push_id',
        'sent_at',
        'push_type',
        'title',
        'country',
        'platform',
        'sent',
        'delivered',
        'opened',
        'clicked',
        'delivery_rate',
        'open_rate',
        'click_rate',
      ]);
      expect(result.columns.filter((c) => c.masked).map((c) => c.column_key)).toEqual(['country', 'sent']);
      expect(result.columns.find((c) => c.column_key === 'country')?.column_name).toBe('国家');
      expect(result.rows).toHaveLength(4);
      for (const row of result.rows) {
        expect(row).not.toHaveProperty('sent');
        expect(row).not.toHaveProperty('country');
        expect(row).toHaveProperty('delivered');
      }
    });

    it('gives the category user and the admin every column, unmasked', async () => {
      for (const token of [seer.token, env.adminToken]) {
        const result = data<ReportData>(await newData(token));
        expect(result.columns.some((c) => c.masked)).toBe(false);
        expect(result.rows[0]).toHaveProperty('sent');
        expect(result.rows[0]).toHaveProperty('country');
      }
    });

    it('refuses a sort or a filter on a hidden column with 403 naming it', async () => {
      const sorted = await newData(viewer.token, { sort_key_map: { sent: 'desc' } });
      expect(sorted.status).toBe(403);
      expect(bodyOf(sorted).message).toContain('sent');
      const filtered = await newData(viewer.token, {
        filter_condition: [MAY, { key: 'country', value_type: 'string', operator: 'eq', values: ['cn'] }],
      });
      expect(filtered.status).toBe(403);
      expect(bodyOf(filtered).message).toContain('country');
      expect((await newData(seer.token, { sort_key_map: { sent: 'desc' } })).status).toBe(200);
    });

    it('refuses the options of a filter on a hidden column, typed-in or from the data, and the linked select', async () => {
      const options = (body: Record<string, unknown>, token: string) => env.post(`${P}/select-options`, body, token);
      const country = await options({ diagram_id: table, field: 'country' }, viewer.token);
      expect(country.status).toBe(403);
      expect(bodyOf(country).message).toContain('country');
      expect((await options({ diagram_id: table, field: 'country' }, seer.token)).status).toBe(200);
      expect((await options({ diagram_id: table, field: 'platform' }, viewer.token)).status).toBe(200);
      const linkedSelect = await env.post(
        '/common/select/level/list',
        { diagram_id: linked, field: 'platform', value: 'cn' },
        viewer.token,
      );
      expect(linkedSelect.status).toBe(403);
      expect(bodyOf(linkedSelect).message).toContain('country');
    });

    it('leaves hidden columns out of the CSV export, asked for or not', async () => {
      const headerOf = async (token: string, extra: Record<string, unknown> = {}) => {
        const res = await download(env, query(extra), token);
        expect(res.status).toBe(200);
        return parseCsv(res.text)[0];
      };
      // The table asks for the columns it shows, the masked ones included.
      const shown = data<ReportData>(await newData(viewer.token)).columns;
      const everyColumn = Object.fromEntries(shown.map((c) => [c.column_key, c.column_name]));
      const all = await headerOf(viewer.token, { export_fields: everyColumn });
      expect(all).toEqual(shown.filter((c) => !c.masked).map((c) => c.column_name));
      expect(all).not.toContain('国家');
      expect(all).toContain('平台');
      const asked = await headerOf(viewer.token, { export_fields: { push_id: 'ID', sent: 'SENT', country: 'C' } });
      expect(asked).toEqual(['ID']);
      expect(await headerOf(seer.token, { export_fields: { push_id: 'ID', sent: 'SENT' } })).toEqual(['ID', 'SENT']);
    });

    it('leaves them out of a raw export too, which PostgreSQL writes with COPY of the same SELECT', async () => {
      const fields = { export_fields: { push_id: 'ID', sent: 'SENT', country: 'C' }, export_values: 'raw' };
      const res = await download(env, query(fields), viewer.token);
      expect(res.status).toBe(200);
      expect(res.headers['x-tessera-export-reader']).toBe(READER_OF[kind]);
      const [header, ...rows] = parseCsv(res.text);
      expect(header).toEqual(['ID']);
      expect(rows.map((r) => r.length)).toEqual(rows.map(() => 1));
      const seen = await download(env, query(fields), seer.token);
      expect(parseCsv(seen.text)[0]).toEqual(['ID', 'SENT', 'C']);
    });
  });

  describe('row rules', () => {
    it('narrows the named users only on an unrestricted dataset; same column ORs, different columns AND', async () => {
      await env
        .post(
          '/backend/user/attributes/save',
          { username: seer.username, attributes: { region: ['us'] } },
          env.adminToken,
        )
        .expect(200);
      await saveRules([
        {
          kind: 'regular',
          column_key: 'country',
          source: 'values',
          values: ['cn'],
          usernames: [viewer.username, seer.username],
        },
        {
          kind: 'regular',
          column_key: 'country',
          source: 'attribute',
          attribute: 'region',
          usernames: [seer.username],
        },
      ]);
      expect(await ids(viewer.token)).toEqual([101, 103]);
      expect(await ids(seer.token)).toEqual([101, 102, 103]);
      const other = await env.addUser('other', [VIEWER_ROLE]);
      expect(await ids(other.token)).toEqual([101, 102, 103, 104]);
      expect(await ids(env.adminToken)).toEqual([101, 102, 103, 104]);

      await saveRules([
        { kind: 'regular', column_key: 'country', source: 'values', values: ['cn'], usernames: [seer.username] },
        {
          kind: 'regular',
          column_key: 'country',
          source: 'attribute',
          attribute: 'region',
          usernames: [seer.username],
        },
        { kind: 'regular', column_key: 'platform', source: 'values', values: ['ios'], usernames: [seer.username] },
      ]);
      expect(await ids(seer.token)).toEqual([102, 103]);
    });

    it('fails closed on a restricted dataset: a user no rule admits gets no rows', async () => {
      await saveRules(
        [{ kind: 'regular', column_key: 'country', source: 'values', values: ['in'], usernames: [viewer.username] }],
        true,
      );
      expect(await ids(viewer.token)).toEqual([104]);
      expect(await ids(seer.token)).toEqual([]);
      expect(await ids(env.adminToken)).toEqual([101, 102, 103, 104]);
      await saveRules([], true);
      expect(await ids(viewer.token)).toEqual([]);
    });

    it('applies a base rule to everyone but the holders of its exempt roles', async () => {
      const exemptRole = await addRole(`免除-${kind}`);
      const exempt = await env.addUser('exempt', [VIEWER_ROLE, `免除-${kind}`]);
      await saveRules([
        { kind: 'base', column_key: 'push_type', source: 'values', values: ['operation'], role_ids: [exemptRole] },
      ]);
      expect(await ids(viewer.token)).toEqual([101, 103]);
      expect(await ids(exempt.token)).toEqual([101, 102, 103, 104]);
    });

    it("compares a column with the names of the caller's roles and with his username", async () => {
      await addRole(`recommend`);
      const recommender = await env.addUser('recommender', [VIEWER_ROLE, 'recommend']);
      await saveRules([
        { kind: 'base', column_key: 'push_type', source: 'roles' },
        { kind: 'regular', column_key: 'title', source: 'username', usernames: [viewer.username] },
      ]);
      expect(await ids(recommender.token)).toEqual([102]);
      expect(await ids(viewer.token)).toEqual([]);
    });

    it('keeps hostile attribute values inert: bound, matching nothing, breaking nothing', async () => {
      const hostile = await env.addUser('hostile', [VIEWER_ROLE]);
      await env
        .post(
          '/backend/user/attributes/save',
          { username: hostile.username, attributes: { region: HOSTILE } },
          env.adminToken,
        )
        .expect(200);
      await saveRules([
        {
          kind: 'regular',
          column_key: 'country',
          source: 'attribute',
          attribute: 'region',
          usernames: [hostile.username],
        },
      ]);
      expect(await ids(hostile.token)).toEqual([]);
      // A raw export inlines the values into PostgreSQL's COPY (COPY takes no parameters): still inert.
      const exported = async () => {
        const res = await download(
          env,
          query({ export_fields: { push_id: 'id' }, export_values: 'raw' }),
          hostile.token,
        );
        expect(res.status).toBe(200);
        expect(res.headers['x-tessera-export-reader']).toBe(READER_OF[kind]);
        return parseCsv(res.text)
          .slice(1)
          .map((r) => Number(r[0]));
      };
      expect(await exported()).toEqual([]);
      // The table is still there, and a user whose attribute is a real value is served from it.
      await env
        .post(
          '/backend/user/attributes/save',
          { username: hostile.username, attributes: { region: [...HOSTILE, 'cn'] } },
          env.adminToken,
        )
        .expect(200);
      await env.handle.services.report.cache.clear();
      expect(await ids(hostile.token)).toEqual([101, 103]);
      expect((await exported()).sort()).toEqual([101, 103]);
    });

    it('never lets two users with different rules share a cached answer', async () => {
      await saveRules([
        { kind: 'regular', column_key: 'country', source: 'values', values: ['cn'], usernames: [viewer.username] },
        { kind: 'regular', column_key: 'country', source: 'values', values: ['in'], usernames: [seer.username] },
      ]);
      const first = await newData(viewer.token);
      expect(first.headers['x-tessera-cache']).toBe('miss');
      const second = await newData(seer.token);
      expect(second.headers['x-tessera-cache']).toBe('miss');
      expect(data<ReportData>(second).rows.map((r) => Number(r.push_id))).toEqual([104]);
      const again = await newData(viewer.token);
      expect(again.headers['x-tessera-cache']).toBe('hit');
      expect(
        data<ReportData>(again)
          .rows.map((r) => Number(r.push_id))
          .sort(),
      ).toEqual([101, 103]);
    });
  });
});
