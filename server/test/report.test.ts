/**
 * Report data calls end to end, on the SQLite metadata store, against an SQLite data source holding the demo
 * schema with the hand-made fixture (templates-sql.fixture.ts): four pushes, a few app events. The push-list and
 * entry templates are imported as they ship; numbers below are computed by hand from the fixture.
 */
import type { Section } from '@tessera/schema/dsl';
import type { ReportData, ReportExplain, SelectOption } from '../src/domains/report/types';
import { data, describeOnSqlite, type TestUser } from './harness';
import {
  LINKED_SECTION,
  PUSH_101_ROW,
  addConnection,
  addSection,
  importTemplate,
  spyOnQueries,
  sqliteDemoFile,
  type QueryCall,
} from './report-fixture';
import { bodyOf, problemsOf } from './support/body';
import { download, parseCsv } from './export-helpers';

const P = '/customize/page-diagram';
const MAY = {
  key: 'dt',
  value_type: 'date',
  operator: 'date_range',
  range: { start: '2024-05-01', end: '2024-05-31' },
};

/** English companions the answers carry (page content in zh and en). */
const en = (column_name: string) => ({ i18n: { en: { column_name } } });
const enName = (name: string) => ({ i18n: { en: { name } } });

describeOnSqlite('report data', {}, (env) => {
  let push: Map<string, number>;
  let entry: Map<string, number>;
  let linked: number;
  let pushViewer: TestUser;
  let growthViewer: TestUser;
  let outsider: TestUser;
  let spy: Awaited<ReturnType<typeof spyOnQueries>>;

  const table = () => push.get('push_list_table') as number;
  const query = (diagramId: number, extra: Record<string, unknown> = {}) => ({
    diagram_id: diagramId,
    filter_condition: [MAY],
    sort_key_map: {},
    ...extra,
  });
  const newData = (body: unknown, token = env().adminToken) => env().post(`${P}/new/data`, body, token);
  const ids = (res: { body: unknown }) => data<ReportData>(res).rows.map((r) => r.push_id);
  const dataCalls = (): QueryCall[] => spy.calls;

  beforeAll(async () => {
    await sqliteDemoFile(env());
    const connectionId = await addConnection(env(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    push = await importTemplate(env(), 'push-list.json');
    entry = await importTemplate(env(), 'entry.json');
    linked = await addSection(env(), '/push/overview/list', LINKED_SECTION);
    pushViewer = await env().addUser('pushviewer', ['推送运营-查看']);
    growthViewer = await env().addUser('growthviewer', ['增长分析-查看']);
    outsider = await env().addUser('outsider');
    spy = await spyOnQueries(env(), connectionId);
  });

  afterAll(async () => {
    spy?.restore();
    // The harness closes the store; the data-source pools and the cache are the app's.
    await env().handle.close();
  });

  beforeEach(async () => {
    await env().handle.services.report.cache.clear();
    spy.calls.length = 0;
  });

  describe('new/data', () => {
    it('answers the columns, the rows of the page and the total, in the sort asked for', async () => {
      const res = await newData(
        query(table(), { sort_key_map: { sent: 'desc' }, page: { page: 1, page_size: 2 } }),
        pushViewer.token,
      );
      expect(res.status).toBe(200);
      const result = data<ReportData>(res);
      expect(result.page).toEqual({ page: 1, page_size: 2, total_size: 4 });
      expect(result.rows).toEqual([PUSH_101_ROW, expect.objectContaining({ push_id: 103, sent: 800 })]);
      expect(result.columns.slice(0, 2)).toEqual([
        { column_key: 'push_id', column_name: '推送 ID', role: 'dimension', formatter: 'none', ...en('Push ID') },
        { column_key: 'sent_at', column_name: '发送时间', role: 'dimension', formatter: 'none', ...en('Sent at') },
      ]);
      expect(result.columns.find((c) => c.column_key === 'sent')).toEqual({
        column_key: 'sent',
        column_name: '发送数',
        role: 'indicator',
        formatter: 'thousands',
        ...en('Sent'),
      });
      expect(result.columns.find((c) => c.column_key === 'delivery_rate')?.formatter).toBe('percent');
      // Data and count ran side by side, each once.
      expect(dataCalls()).toHaveLength(2);

      expect(
        ids(
          await newData(
            query(table(), { sort_key_map: { sent: 'desc' }, page: { page: 2, page_size: 2 } }),
            pushViewer.token,
          ),
        ),
      ).toEqual([102, 104]);
    });

    it('uses the configured sort without one, answers no page without paging, and applies the filters', async () => {
      const all = await newData(query(table()));
      expect(ids(all)).toEqual([104, 103, 102, 101]); // sent_at desc, as the table configures
      expect(data<ReportData>(all).page).toBeUndefined();

      const operation = { key: 'push_type', value_type: 'string', operator: 'eq', value: 'operation' };
      const filtered = await newData(query(table(), { filter_condition: [MAY, operation], page: { page: 1 } }));
      expect(ids(filtered)).toEqual([103, 101]);
      expect(data<ReportData>(filtered).page).toEqual({ page: 1, page_size: 10, total_size: 2 });

      const day = { ...MAY, range: { start: '2024-05-02', end: '2024-05-02' } };
      expect(ids(await newData(query(table(), { filter_condition: [day] })))).toEqual([104, 103]);
    });

    it('aggregates a card section: sums and the average of the per-push rates', async () => {
      const res = await newData(query(push.get('push_list_kpi') as number));
      const { rows, columns } = data<ReportData>(res);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ sent: 2500, delivered: 2260, clicked: 244 });
      expect(rows[0].click_rate as number).toBeCloseTo((0.1333 + 0.1 + 0.1 + 0.02) / 4, 6);
      expect(columns.map((c) => [c.column_key, c.formatter])).toEqual([
        ['sent', 'thousands'],
        ['delivered', 'thousands'],
        ['clicked', 'thousands'],
        ['click_rate', 'percent'],
      ]);
    });

    it('checks access before anything runs: 401, outsider 403, member without the page 403, preview and explain need an admin', async () => {
      expect((await newData(query(table()), '')).status).toBe(401);
      expect((await newData(query(table()), outsider.token)).status).toBe(403);
      expect((await newData(query(entry.get('entry_table') as number), growthViewer.token)).status).toBe(403);
      expect((await newData(query(table()), growthViewer.token)).status).toBe(403);
      expect((await newData({ ...query(table()), preview: 1 }, pushViewer.token)).status).toBe(403);
      expect((await newData({ ...query(table()), explain: 1 }, pushViewer.token)).status).toBe(403);
      expect((await newData(query(999999))).status).toBe(404);
      expect(dataCalls()).toHaveLength(0);
    });

    it('refuses unknown columns, filters and operators with a 400 naming them, before reaching the database', async () => {
      const unknownFilter = await newData(
        query(table(), {
          filter_condition: [{ key: 'no_such_filter', value_type: 'string', operator: 'eq', value: 'x' }],
        }),
      ).set('Accept-Language', 'en');
      expect(unknownFilter.status).toBe(400);
      expect(bodyOf(unknownFilter).message).toBe('unknown filter no_such_filter');
      expect(bodyOf(unknownFilter).result_data).toEqual({ field: 'filter_condition.0.key' });

      const unknownSort = await newData(query(table(), { sort_key_map: { no_such_column: 'asc' } }));
      expect(unknownSort.status).toBe(400);
      expect(bodyOf(unknownSort).message).toContain('no_such_column');

      const operator = await newData(query(table(), { filter_condition: [{ ...MAY, operator: 'sounds_like' }] }));
      expect(operator.status).toBe(400);
      expect(problemsOf(operator).map((e) => e.pointer)).toEqual(['/filter_condition/0/operator']);

      const wrongType = await newData(
        query(table(), { filter_condition: [{ key: 'push_type', value_type: 'string', operator: 'gt', value: 1 }] }),
      );
      expect(wrongType.status).toBe(400);
      expect(problemsOf(wrongType)[0].pointer).toBe('/filter_condition/0/operator');

      const notAPayload = await newData({ diagram_id: table(), filter_condition: 'x' });
      expect(notAPayload.status).toBe(400);
      expect(dataCalls()).toHaveLength(0);
    });

    it('refuses to switch to a dataset the section does not offer', async () => {
      const other = await env().handle.store.models.Dataset.findOne({ where: { key: 'entry_daily' } });
      const res = await newData(query(table(), { data_set_id: other?.id }));
      expect(res.status).toBe(400);
      expect(bodyOf(res).message).toContain(String(other?.id));
      expect(dataCalls()).toHaveLength(0);
    });

    it('shows admins the compiled SQL and its bindings instead of running it', async () => {
      const res = await newData({ ...query(table(), { page: { page: 2, page_size: 2 } }), explain: 1 });
      expect(res.status).toBe(200);
      const explained = data<ReportExplain>(res);
      expect(explained.sql).toMatch(/^select .* from \(select .* from \(SELECT p\.push_id/is);
      expect(explained.sql).toContain('limit 2 offset 2');
      expect(explained.bindings).toEqual(['2024-04-30 23:59:59', '2024-05-31 23:59:59']);
      expect(explained.count?.sql).toMatch(/COUNT\(\*\) AS total/);
      expect(explained.sql_text).toContain('-- bindings:');
      expect(dataCalls()).toHaveLength(0);
    });
  });

  describe('new/config/data', () => {
    const draftOf = async (id: number) =>
      data<Section>(await env().get(`${P}/one?id=${id}&preview=1`, env().adminToken));

    it('runs an unsaved config for admins (datasets by key too), never from the cache', async () => {
      const section = {
        ...(await draftOf(table())),
        data_set_id: 'push_list',
        column_config_model_list: [
          { column_key: 'push_type', column_name: '类型', column_type: 0 },
          { column_key: 'sent', column_name: '发送', column_type: 1, formatter: 'round' },
        ],
      };
      for (let i = 0; i < 2; i++) {
        const res = await env().post(`${P}/new/config/data`, { section, payload: query(table()) }, env().adminToken);
        expect(res.status).toBe(200);
        expect(res.headers['x-tessera-cache']).toBe('bypass');
        expect(data<ReportData>(res)).toEqual({
          columns: [
            {
              column_key: 'push_type',
              column_name: '类型',
              role: 'dimension',
              formatter: 'none',
              // The dataset's display values: the page shows these, the rows keep the codes.
              labels: { operation: '运营推送', recommend: '个性化推荐', system: '系统通知' },
              i18n: {
                en: { labels: { operation: 'Campaign push', recommend: 'Personalised', system: 'System notice' } },
              },
            },
            { column_key: 'sent', column_name: '发送', role: 'indicator', formatter: 'round' },
          ],
          rows: [
            { push_type: 'operation', sent: 1800 },
            { push_type: 'recommend', sent: 500 },
            { push_type: 'system', sent: 200 },
          ],
        });
      }
      expect(dataCalls()).toHaveLength(2);
    });

    it('answers a chart config that differs only in how it is drawn with the same data', async () => {
      // The designer's preview keeps a section's answer across edits of these keys (DRAWING_ONLY_CHART_KEYS in
      // designer/src/ui/preview-data.ts): the query must never read them.
      const base = {
        ...(await draftOf(table())),
        data_set_id: 'push_list',
        column_config_model_list: [
          { column_key: 'push_type', column_name: '类型', column_type: 0 },
          { column_key: 'sent', column_name: '发送', column_type: 1 },
        ],
      };
      const plain = { ...base, chart_config: { config_type: 2, have_chart: 1 } };
      const drawn = {
        ...base,
        chart_config: {
          config_type: 2,
          have_chart: 1,
          legend: { show: false },
          tooltip: { show: false },
          grid: { left: '20%' },
          data_zoom: [],
          height: 200,
          series: [{ name_way: 'manual', name: '发送', type: 'bar', field: 'sent' }],
          x_axis: [],
          y_axis: [],
          category_axis: {},
          reverse_axis: 1,
        },
      };
      const answers = [];
      for (const section of [plain, drawn]) {
        const res = await env().post(`${P}/new/config/data`, { section, payload: query(table()) }, env().adminToken);
        expect(res.status).toBe(200);
        answers.push(data<ReportData>(res));
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[0].rows).toHaveLength(3);
    });

    it("previews a never-saved section (a key for its id) under a stored section's id, as the designer sends it", async () => {
      const section = {
        id: 'draft_new',
        title: '新区块',
        report_type: 1,
        data_set_id: 'push_list',
        column_config_model_list: [
          { column_key: 'push_type', column_name: '类型', column_type: 0 },
          { column_key: 'sent', column_name: '发送', column_type: 1 },
        ],
      };
      // The new section has no filters of its own: the payload names none.
      const payload = { ...query(table()), filter_condition: [] };
      const res = await env().post(`${P}/new/config/data`, { section, payload }, env().adminToken);
      expect(res.status).toBe(200);
      expect(data<ReportData>(res).rows).toHaveLength(3);
    });

    it('previews the first section of a page never saved, by its key and the page id, with the page checks', async () => {
      const created = await env().post(
        '/customize/catalog/add-or-update',
        { app_id: await env().appId('push'), catalog_or_page: 2, name: '空白页', url: '/push/never/saved' },
        env().adminToken,
      );
      const pageId = data<{ id: number }>(created).id;
      const section = {
        id: 'first_one',
        title: '第一个',
        report_type: 1,
        data_set_id: 'push_list',
        column_config_model_list: [
          { column_key: 'push_type', column_name: '类型', column_type: 0 },
          { column_key: 'sent', column_name: '发送', column_type: 1 },
        ],
      };
      const payload = { diagram_id: 'first_one', filter_condition: [], sort_key_map: {} };
      const body = { section, payload, page_id: pageId };
      const res = await env().post(`${P}/new/config/data`, body, env().adminToken);
      expect(res.status).toBe(200);
      expect(data<ReportData>(res).rows).toEqual([
        { push_type: 'operation', sent: 1800 },
        { push_type: 'recommend', sent: 500 },
        { push_type: 'system', sent: 200 },
      ]);
      // Without the page the key names nothing: the field to give is named.
      const alone = await env().post(`${P}/new/config/data`, { section, payload }, env().adminToken);
      expect(alone.status).toBe(400);
      expect(bodyOf(alone).result_data).toEqual({ field: 'page_id' });
      // The page's checks: a page that is no page, a dataset of another app, a user who is no admin.
      expect((await env().post(`${P}/new/config/data`, { ...body, page_id: 999999 }, env().adminToken)).status).toBe(
        404,
      );
      const foreign = { ...body, section: { ...section, data_set_id: 'entry_daily' } };
      expect(
        problemsOf(await env().post(`${P}/new/config/data`, foreign, env().adminToken)).map((e) => e.pointer),
      ).toEqual(['/data_set_id']);
      expect((await env().post(`${P}/new/config/data`, body, pushViewer.token)).status).toBe(403);
      expect(dataCalls()).toHaveLength(1);
    });

    it('validates the section first (pointers under /section), and is for admins only', async () => {
      const section = await draftOf(table());
      const bad = await env().post(
        `${P}/new/config/data`,
        { section: { ...section, show_type: 'pie' }, payload: query(table()) },
        env().adminToken,
      );
      expect(bad.status).toBe(400);
      expect(problemsOf(bad).map((e) => e.pointer)).toEqual(['/section/show_type']);
      const badPayload = await env().post(
        `${P}/new/config/data`,
        { section, payload: { ...query(table()), sort_key_map: { sent: 'up' } } },
        env().adminToken,
      );
      expect(problemsOf(badPayload).map((e) => e.pointer)).toEqual(['/payload/sort_key_map/sent']);
      const foreign = await env().post(
        `${P}/new/config/data`,
        { section: { ...section, data_set_id: 'entry_daily' }, payload: query(table()) },
        env().adminToken,
      );
      expect(foreign.status).toBe(400);
      expect(problemsOf(foreign).map((e) => e.pointer)).toEqual(['/data_set_id']);
      expect(
        (await env().post(`${P}/new/config/data`, { section, payload: query(table()) }, pushViewer.token)).status,
      ).toBe(403);
      expect(dataCalls()).toHaveLength(0);
    });
  });

  describe('CSV export', () => {
    const exportOf = (values: 'shown' | 'raw', lang: string) =>
      download(
        env(),
        query(table(), {
          sort_key_map: { push_id: 'asc' },
          // The table sends its headers as it shows them: one default name, one the caller wrote itself.
          export_fields: { push_id: '推送 ID', country: '国家', push_type: 'Kind' },
          export_values: values,
        }),
        pushViewer.token,
        lang,
      );

    it("writes 'as shown' in the reader's language: the page's English headers, labels and title; raw stays raw", async () => {
      const en = await exportOf('shown', 'en');
      expect(en.body ?? en.status).toBe(200);
      // The first two lines: the headers and push 101 (cn, operation).
      expect(parseCsv(en.text).slice(0, 2)).toEqual([
        ['Push ID', 'Country', 'Kind'],
        ['101', 'China', 'Campaign push'],
      ]);
      expect(String(en.headers['content-disposition'])).toContain(encodeURIComponent('Push list_'));
      expect(parseCsv((await exportOf('shown', 'zh')).text).slice(0, 2)).toEqual([
        ['推送 ID', '国家', 'Kind'],
        ['101', '中国', '运营推送'],
      ]);
      const raw = await exportOf('raw', 'en');
      expect(parseCsv(raw.text).slice(0, 2)).toEqual([
        ['推送 ID', '国家', 'Kind'],
        ['101', 'cn', 'operation'],
      ]);
      expect(String(raw.headers['content-disposition'])).toContain(encodeURIComponent('推送列表_'));
    });
  });

  describe('select-options', () => {
    const options = (body: Record<string, unknown>, token = env().adminToken) =>
      env().post(`${P}/select-options`, body, token);
    const entryTable = () => entry.get('entry_table') as number;

    it('answers typed-in values as configured, with the all option, searchable, without a database', async () => {
      const res = await options({ diagram_id: table(), field: 'push_type' }, pushViewer.token);
      expect(res.status).toBe(200);
      expect(res.headers['x-tessera-cache']).toBeUndefined();
      expect(data<SelectOption[]>(res)).toEqual([
        { name: '全部', value: 'all' },
        { name: '运营推送', value: 'operation', ...enName('Campaign push') },
        { name: '个性化推荐', value: 'recommend', ...enName('Personalised') },
        { name: '系统通知', value: 'system', ...enName('System notice') },
      ]);
      expect(data(await options({ diagram_id: table(), field: 'push_type', search: '推荐' }))).toEqual([
        { name: '个性化推荐', value: 'recommend', ...enName('Personalised') },
      ]);
      expect(data(await options({ diagram_id: table(), field: 'country', limit: 2 }))).toEqual([
        { name: '全部', value: 'all' },
        { name: '中国', value: 'cn', ...enName('China') },
        { name: '美国', value: 'us', ...enName('United States') },
      ]);
      expect(dataCalls()).toHaveLength(0);
    });

    it('answers the distinct values of the data for a dynamic filter, narrowed by search and the other filters', async () => {
      const res = await options({ diagram_id: entryTable(), field: 'entry' });
      expect(res.headers['x-tessera-cache']).toBe('miss');
      expect(data(res)).toEqual([
        { name: '全部', value: 'all' },
        { name: 'home_banner', value: 'home_banner' },
        { name: 'search', value: 'search' },
      ]);
      expect(data(await options({ diagram_id: entryTable(), field: 'entry', search: 'BAN' }))).toEqual([
        { name: 'home_banner', value: 'home_banner' },
      ]);
      const ios = { key: 'platform', value_type: 'string', operator: 'eq', value: 'ios' };
      expect(data(await options({ diagram_id: entryTable(), field: 'entry', filter_condition: [ios] }))).toEqual([
        { name: '全部', value: 'all' },
        { name: 'home_banner', value: 'home_banner' },
      ]);
      // The filter's own current value does not narrow its options.
      const own = { key: 'entry', value_type: 'string', operator: 'eq', value: 'search' };
      expect(
        data<SelectOption[]>(await options({ diagram_id: entryTable(), field: 'entry', filter_condition: [own] })),
      ).toHaveLength(3);
      expect(data(await options({ diagram_id: entryTable(), field: 'entry', limit: 1 }))).toEqual([
        { name: '全部', value: 'all' },
        { name: 'home_banner', value: 'home_banner' },
      ]);
      const again = await options({ diagram_id: entryTable(), field: 'entry' });
      expect(again.headers['x-tessera-cache']).toBe('hit');
    });

    it('prefers the option values admins saved for a filter, and the global select option a map_id names', async () => {
      const save = (values: unknown) =>
        env().post(
          '/customize/filter/values/get-update',
          { diagram_id: table(), filter_key: 'country', values },
          env().adminToken,
        );
      await save([{ name: '中国大陆', value: 'cn' }]).expect(200);
      try {
        // The admin's name wins in every language: no English label of the old name (China) comes with it, so
        // English mode shows 中国大陆.
        expect(data(await options({ diagram_id: table(), field: 'country' }, pushViewer.token))).toEqual([
          { name: '全部', value: 'all' },
          { name: '中国大陆', value: 'cn' },
        ]);
        // With its own English name, English mode shows that one. A name kept as the page had it keeps the page's
        // English (a blank English is no translation).
        await save([
          { name: '中国大陆', value: 'cn', ...enName('Mainland China') },
          { name: '美国', value: 'us', ...enName(' ') },
        ]).expect(200);
        expect(data(await options({ diagram_id: table(), field: 'country' }, pushViewer.token))).toEqual([
          { name: '全部', value: 'all' },
          { name: '中国大陆', value: 'cn', ...enName('Mainland China') },
          { name: '美国', value: 'us', ...enName('United States') },
        ]);
      } finally {
        await save(null).expect(200);
      }
      expect(data<SelectOption[]>(await options({ diagram_id: table(), field: 'country' }))).toHaveLength(7);

      // No global option `push_types` yet: the data lists the values, named by the dataset's display values.
      expect(data(await options({ diagram_id: linked, field: 'push_type' }))).toEqual([
        { name: '全部', value: 'all' },
        { name: '运营推送', value: 'operation', ...enName('Campaign push') },
        { name: '个性化推荐', value: 'recommend', ...enName('Personalised') },
        { name: '系统通知', value: 'system', ...enName('System notice') },
      ]);
      const global = {
        app_id: await env().appId('push'),
        key: 'push_types',
        name: '推送类型',
        values: [
          { name: '运营', value: 'operation' },
          { name: '系统', value: 'system' },
        ],
      };
      await env().post('/customize/common/global-select-config/add-or-update', global, env().adminToken).expect(200);
      expect(data(await options({ diagram_id: linked, field: 'push_type' }))).toEqual([
        { name: '全部', value: 'all' },
        { name: '运营', value: 'operation' },
        { name: '系统', value: 'system' },
      ]);
    });

    it('refuses unknown fields, bad conditions and readers without the page', async () => {
      const unknown = await options({ diagram_id: entryTable(), field: 'nope' });
      expect(unknown.status).toBe(400);
      expect(bodyOf(unknown).message).toContain('nope');
      const bad = await options({
        diagram_id: entryTable(),
        field: 'entry',
        filter_condition: [{ key: 'platform', value_type: 'string', operator: 'between' }],
      });
      expect(problemsOf(bad)[0].pointer).toBe('/filter_condition/0/operator');
      expect((await options({ diagram_id: entryTable(), field: 'entry', limit: 1001 })).status).toBe(400);
      expect((await options({ diagram_id: entryTable(), field: 'entry' }, growthViewer.token)).status).toBe(403);
      expect((await options({ diagram_id: entryTable(), field: 'entry' }, '')).status).toBe(401);
      expect(dataCalls()).toHaveLength(0);
    });
  });

  describe('linked select', () => {
    const level = (body: Record<string, unknown>, token = pushViewer.token, path = '/common/select/level/list') =>
      env().post(path, body, token);

    it('answers the child values among the rows of the parent value; typed-in children keep their names and order', async () => {
      const cn = await level({ diagram_id: linked, field: 'platform', value: 'cn' });
      expect(cn.status).toBe(200);
      expect(data(cn)).toEqual([
        { level_name: 'iOS', level_value: 'ios' },
        { level_name: 'Android', level_value: 'android' },
      ]);
      expect(
        data(
          await level(
            { diagram_id: linked, field: 'platform', value: 'us' },
            pushViewer.token,
            '/customize/common/select/level/list',
          ),
        ),
      ).toEqual([{ level_name: 'iOS', level_value: 'ios' }]);
      expect(data(await level({ diagram_id: linked, field: 'platform', value: ['in', 'us'] }))).toEqual([
        { level_name: 'iOS', level_value: 'ios' },
        { level_name: 'Android', level_value: 'android' },
      ]);
      expect(data<unknown[]>(await level({ diagram_id: linked, field: 'platform', value: 'all' }))).toHaveLength(2);
      expect(data(await level({ diagram_id: linked, field: 'platform', value: 'br' }))).toEqual([]);
    });

    it('without filter_key the parent is the filter before it; dynamic children answer the data values', async () => {
      expect(data(await level({ diagram_id: linked, field: 'title', value: 'ios' }))).toEqual([
        { level_name: 'Top picks for you', level_value: 'Top picks for you' },
        { level_name: '新剧抢先看', level_value: '新剧抢先看' },
      ]);
    });

    it('refuses a filter that is not linked, an unknown one, and readers without the page', async () => {
      const notLinked = await level({ diagram_id: linked, field: 'country', value: 'cn' }).set('Accept-Language', 'en');
      expect(notLinked.status).toBe(400);
      expect(bodyOf(notLinked).message).toBe('Filter country is not a linked select (is_interlock is off)');
      expect((await level({ diagram_id: linked, field: 'nope', value: 'cn' })).status).toBe(400);
      expect(problemsOf(await level({ diagram_id: linked, field: 'platform' }))[0].pointer).toBe('/value');
      expect((await level({ diagram_id: linked, field: 'platform', value: 'cn' }, outsider.token)).status).toBe(403);
    });
  });

  describe('result cache', () => {
    it('answers a repeated call from the cache, with the same body', async () => {
      const body = query(table(), { page: { page: 1, page_size: 3 } });
      const first = await newData(body, pushViewer.token);
      const second = await newData(body, pushViewer.token);
      expect([first.headers['x-tessera-cache'], second.headers['x-tessera-cache']]).toEqual(['miss', 'hit']);
      expect(second.body).toEqual(first.body);
      expect(dataCalls()).toHaveLength(2);
      // Another page re-runs the data statement only: the count is shared.
      const next = await newData({ ...body, page: { page: 2, page_size: 3 } }, pushViewer.token);
      expect(next.headers['x-tessera-cache']).toBe('miss');
      expect(dataCalls()).toHaveLength(3);
    });

    it("tells the database's share of the answer in Server-Timing: none on a hit", async () => {
      const dbMs = (res: { headers: Record<string, string> }) => {
        const match = /^db;dur=(\d+\.\d\d)$/.exec(res.headers['server-timing']);
        if (!match) throw new Error(`no db timing in ${res.headers['server-timing']}`);
        return Number(match[1]);
      };
      const body = query(table(), { page: { page: 1, page_size: 2 }, sort_key_map: { clicked: 'desc' } });
      const started = performance.now();
      const miss = await newData(body, pushViewer.token);
      const wall = performance.now() - started;
      const hit = await newData(body, pushViewer.token);
      expect([miss.headers['x-tessera-cache'], hit.headers['x-tessera-cache']]).toEqual(['miss', 'hit']);
      expect(dbMs(miss)).toBeGreaterThan(0);
      expect(dbMs(miss)).toBeLessThan(wall);
      expect(dbMs(hit)).toBe(0);
    });

    it('bypasses the cache for admin previews', async () => {
      for (let i = 0; i < 2; i++)
        expect((await newData({ ...query(table()), preview: 1 })).headers['x-tessera-cache']).toBe('bypass');
      expect(dataCalls()).toHaveLength(2);
    });

    it('runs identical concurrent calls once', async () => {
      const body = query(table(), { sort_key_map: { clicked: 'asc' } });
      const answers = await Promise.all(Array.from({ length: 6 }, () => newData(body, pushViewer.token)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      expect(dataCalls()).toHaveLength(1);
    });

    it('keeps results as long as the dataset update mode says (full 1 h, incremental 5 min)', async () => {
      const set = jest.spyOn(env().handle.services.report.cache, 'set');
      try {
        await newData(query(table()));
        await newData(query(entry.get('entry_table') as number));
        expect(set.mock.calls.map((c) => c[2])).toEqual([3_600_000, 300_000]);
      } finally {
        set.mockRestore();
      }
    });
  });
});
