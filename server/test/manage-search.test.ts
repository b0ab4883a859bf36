import { QueryTypes } from 'sequelize';
import { CHART_TYPES, REPORT_TYPES } from '@tessera/schema/dsl';
import type { PageSearchItem, Paged, SectionSearchItem, WorkbenchOverview } from '@tessera/schema/api';
import { data, describeStores, type TestEnv, type TestUser } from './harness';

const P = '/customize/page-diagram';
const DAILY = '/growth/retention/daily';
const COMPARE = '/growth/retention/compare';
const COUNTRY = '/growth/users/country';

// A chart needs one dimension and one indicator (the chart-type data rules).
const CHART_COLUMNS = [
  { column_key: 'dt', column_name: '日期', column_type: 0 },
  { column_key: 'users', column_name: '用户', column_type: 1 },
];

const fields = (res: { body: { result_data: { errors: { field: string; rule: string }[] } } }) =>
  res.body.result_data.errors.map((e) => `${e.field}:${e.rule}`);

async function addDataset(env: TestEnv, appId: number, key: string, name: string): Promise<number> {
  const now = new Date();
  const connection = `conn_${key}`;
  await env.handle.store.sequelize
    .getQueryInterface()
    .bulkInsert('db_connections', [
      { name: connection, kind: 'sqlite', file: `${connection}.sqlite`, created_at: now, updated_at: now },
    ]);
  const [conn] = await env.handle.store.sequelize.query<{ id: number }>(
    'SELECT id FROM db_connections WHERE name = :connection',
    { type: QueryTypes.SELECT, replacements: { connection } },
  );
  const res = await env.post(
    '/customize/dataset/save-update',
    {
      app_id: appId,
      key,
      name,
      connection_id: Number(conn.id),
      sql: 'SELECT dt, users FROM t',
      columns: [
        { column_key: 'dt', column_name: '日期', column_type: 0 },
        { column_key: 'users', column_name: '用户', column_type: 1 },
      ],
    },
    env.adminToken,
  );
  if (res.status !== 200) throw new Error(`dataset: ${res.status} ${JSON.stringify(res.body)}`);
  return data<{ id: number }>(res).id;
}

/** The admin's searches of /admin/query/page and /admin/management, and the workbench home's figures. */
describeStores('manage searches', {}, (env) => {
  let growth: number;
  let push: number;
  let entry: Record<string, number>;
  let retention: number;
  let countries: number;
  let viewer: TestUser;
  const section: Record<string, number> = {};
  const admin = () => env().adminToken;

  const sections = async (body: Record<string, unknown>) => {
    const res = await env().post(`${P}/search`, { app_id: growth, ...body }, admin());
    if (res.status !== 200) throw new Error(`search: ${res.status} ${JSON.stringify(res.body)}`);
    return data<Paged<SectionSearchItem>>(res);
  };
  const pages = async (body: Record<string, unknown>) => {
    const res = await env().post('/customize/catalog/page/search', { app_id: growth, ...body }, admin());
    if (res.status !== 200) throw new Error(`page search: ${res.status} ${JSON.stringify(res.body)}`);
    return data<Paged<PageSearchItem>>(res);
  };
  const titles = (found: Paged<SectionSearchItem>) => found.list.map((s) => s.title).sort();
  const urls = (found: Paged<PageSearchItem>) => found.list.map((p) => p.url);
  const add = async (url: string, body: Record<string, unknown>) => {
    const res = await env().post(`${P}/add/one`, { page_id: entry[url], section: body }, admin());
    if (res.status !== 200) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
    return data<{ id: number }>(res).id;
  };

  beforeAll(async () => {
    growth = await env().appId('growth');
    push = await env().appId('push');
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    const { Entry } = env().handle.store.models;
    entry = {};
    for (const url of [DAILY, COMPARE, COUNTRY, '/push/overview/list']) {
      entry[url] = (await Entry.findOne({ where: { url } }))?.id as number;
    }
    retention = await addDataset(env(), growth, 'retention', '留存数据');
    countries = await addDataset(env(), growth, 'countries', '国家数据');
    section.trend = await add(DAILY, {
      title: '日活趋势',
      report_type: REPORT_TYPES.CHART,
      chart_config: { config_type: CHART_TYPES.LINE, chart_compare_type: 1 },
      column_config_model_list: CHART_COLUMNS,
      data_set_id: retention,
    });
    section.table = await add(DAILY, { title: '留存明细', data_set_id: retention });
    section.pie = await add(COMPARE, {
      title: '国家占比',
      report_type: REPORT_TYPES.CHART,
      chart_config: { config_type: CHART_TYPES.BAR, free_chart_type: CHART_TYPES.PIE },
      column_config_model_list: CHART_COLUMNS,
      data_set_id: countries,
    });
    section.cards = await add(COUNTRY, { title: 'Country cards', show_type: 'card' });
    await add('/push/overview/list', { title: '日活趋势 (push)' });
    const online = await env().post(`${P}/online`, { diagram_id_set: [section.trend] }, admin());
    if (online.status !== 200) throw new Error(`online: ${JSON.stringify(online.body)}`);
  });

  describe('sections (chart query)', () => {
    it('finds every section of the app with its page, dataset and the chart type it shows', async () => {
      const all = await sections({});
      expect(all.total_size).toBe(4);
      expect(titles(all)).toEqual(['Country cards', '国家占比', '日活趋势', '留存明细']);
      const trend = all.list.find((s) => s.id === section.trend);
      expect(trend).toMatchObject({
        title: '日活趋势',
        chart_type: CHART_TYPES.LINE,
        status: 1,
        has_unpublished_changes: false,
        data_set_id: retention,
        data_set_name: '留存数据',
        entry_id: entry[DAILY],
        page_name: '留存日报',
        page_url: DAILY,
      });
      expect(all.list.find((s) => s.id === section.pie)).toMatchObject({
        chart_type: CHART_TYPES.PIE,
        status: 0,
        has_unpublished_changes: true,
      });
      expect(all.list.find((s) => s.id === section.cards)).toMatchObject({
        chart_type: CHART_TYPES.CARD,
        data_set_id: null,
        data_set_name: null,
      });
    });

    it('filters by dataset, chart type, status and title or key (any case), and pages', async () => {
      expect(titles(await sections({ data_set_id: retention }))).toEqual(['日活趋势', '留存明细']);
      expect(titles(await sections({ data_set_id: countries }))).toEqual(['国家占比']);
      expect(titles(await sections({ chart_type: CHART_TYPES.TABLE }))).toEqual(['留存明细']);
      expect(titles(await sections({ chart_type: CHART_TYPES.PIE, data_set_id: retention }))).toEqual([]);
      expect(titles(await sections({ status: 1 }))).toEqual(['日活趋势']);
      expect(titles(await sections({ status: 0 }))).toHaveLength(3);
      expect(titles(await sections({ search_content: 'CARDS' }))).toEqual(['Country cards']);
      expect(titles(await sections({ search_content: '趋势' }))).toEqual(['日活趋势']);
      const first = await sections({ page: 1, page_size: 3 });
      const second = await sections({ page: 2, page_size: 3 });
      expect([first.list.length, second.list.length, second.total_size]).toEqual([3, 1, 4]);
      expect(new Set([...first.list, ...second.list].map((s) => s.id)).size).toBe(4);
    });

    it('leaves out deleted sections; names a bad filter; admins only', async () => {
      const gone = await add(COUNTRY, { title: 'short lived' });
      expect((await sections({ search_content: 'short lived' })).total_size).toBe(1);
      await env()
        .http.delete(env().api(`${P}/delete/one?id=${gone}`))
        .set('Authorization', `Bearer ${admin()}`);
      expect((await sections({ search_content: 'short lived' })).total_size).toBe(0);
      const bad = await env().post(`${P}/search`, { app_id: growth, chart_type: 9, status: 2 }, admin());
      expect(bad.status).toBe(400);
      expect(fields(bad).sort()).toEqual(['chart_type:enum', 'status:enum']);
      expect((await env().post(`${P}/search`, { app_id: 999999 }, admin())).status).toBe(404);
      expect((await env().post(`${P}/search`, { app_id: growth }, viewer.token)).status).toBe(403);
      expect((await env().post(`${P}/search`, { app_id: push }, admin())).status).toBe(200);
    });
  });

  describe('pages (report query)', () => {
    it('lists the app pages with their catalog path, level, people, sections and views', async () => {
      for (let i = 0; i < 3; i += 1) await env().post('/visit/page/url', { url: DAILY }, viewer.token);
      await env().post('/visit/page/url', { url: COMPARE }, viewer.token);
      const all = await pages({ page_size: 100 });
      expect(all.total_size).toBe(13);
      expect(all.list.find((p) => p.url === DAILY)).toMatchObject({
        name: '留存日报',
        path: ['用户留存'],
        data_level: 'C',
        develop_charge_username: 'admin',
        section_count: 2,
        views: 3,
        changed_by: 'admin',
      });
      expect(all.list.find((p) => p.url === COMPARE)).toMatchObject({ data_level: 'B', views: 1, section_count: 1 });
    });

    it('filters by status, level, person in charge, text and views; sorts by views or last change', async () => {
      // Every change so far two hours back (MySQL keeps whole seconds, so this quick test could not order them).
      const past = new Date(Date.now() - 2 * 3600_000);
      const { sequelize, models } = env().handle.store;
      const { Page, PageVersion } = models;
      // A paranoid model's update keeps its own updated_at even when silent.
      await sequelize.query('UPDATE entries SET updated_at = :past WHERE app_id = :growth', {
        replacements: { past, growth },
      });
      await Page.update({ updated_at: past, revised_at: past }, { where: {}, silent: true });
      await PageVersion.update({ created_at: past }, { where: {} });
      await env().post('/customize/catalog/online-offline', { id: entry[COUNTRY], status: 0 }, admin());
      expect(urls(await pages({ status: 0 }))).toEqual([COUNTRY]);
      expect((await pages({ status: 1 })).total_size).toBe(12);
      expect(urls(await pages({ data_level: 'B', sort: 'views_desc' })).slice(0, 1)).toEqual([COMPARE]);
      expect((await pages({ data_level: 'A' })).list.every((p) => p.data_level === 'A')).toBe(true);
      expect(urls(await pages({ charge_username: 'admin', sort: 'views_desc' }))).toEqual([
        DAILY,
        '/growth/engagement/overview',
      ]);
      expect(urls(await pages({ search_content: 'RETENTION/D' }))).toEqual([DAILY]);
      expect(urls(await pages({ views_min: 1, sort: 'views_asc' }))).toEqual([COMPARE, DAILY]);
      expect((await pages({ views_max: 0 })).total_size).toBe(11);
      // The last change: the page whose status just changed comes first.
      expect(urls(await pages({ page_size: 1 }))).toEqual([COUNTRY]);
      const unvisited = await pages({ views_max: 0, sort: 'changed_asc', page_size: 100 });
      expect(unvisited.list.at(-1)?.url).toBe(COUNTRY);
    });

    it('filters by the time of the last change, in the sender offset', async () => {
      const now = Date.now();
      const iso = (ms: number) => new Date(ms).toISOString();
      expect(urls(await pages({ changed_from: iso(now - 3_600_000) }))).toEqual([COUNTRY]);
      expect((await pages({ changed_to: iso(now - 3_600_000) })).total_size).toBe(12);
      expect(
        (await pages({ changed_from: '2000-01-01T08:00:00+08:00', changed_to: iso(now + 60_000) })).total_size,
      ).toBe(13);
      const bad = await env().post(
        '/customize/catalog/page/search',
        { app_id: growth, changed_from: '2026-11-20', data_level: 'D', views_days: 0 },
        admin(),
      );
      expect(bad.status).toBe(400);
      expect(fields(bad).sort()).toEqual(['changed_from:pattern', 'data_level:enum', 'views_days:minimum']);
      expect((await env().post('/customize/catalog/page/search', { app_id: growth }, viewer.token)).status).toBe(403);
    });
  });

  describe('workbench overview', () => {
    it('counts the install and lists the last changes, newest first, in the reader language', async () => {
      const res = await env().get('/workbench/overview', admin()).set('Accept-Language', 'en');
      const overview = data<WorkbenchOverview>(res);
      expect(overview.counts).toMatchObject({
        apps: 2,
        connections: 2,
        datasets: 2,
        pages_offline: 1,
        global_columns: 0,
        global_selects: 0,
        select_diy: 0,
        trash: 1,
      });
      expect(overview.counts.pages_online).toBe(17);
      expect(overview.recent.find((c) => c.kind === 'deleted')).toMatchObject({
        deleted_kind: 'section',
        name: 'short lived',
        by: 'admin',
        app_name: '增长分析',
      });
      expect(overview.recent.find((c) => c.kind === 'page')).toMatchObject({
        name: '留存日报',
        app_name: '增长分析',
        by: 'admin',
        summary: expect.any(String) as string,
      });
      expect(overview.recent.find((c) => c.kind === 'dataset')).toMatchObject({ name: '国家数据', by: 'admin' });
      // MySQL keeps whole seconds, so the order of this quick test's changes is only known up to ties.
      const times = overview.recent.map((c) => Date.parse(c.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(overview.recent.length).toBeLessThanOrEqual(10);
      expect((await env().get('/workbench/overview', viewer.token)).status).toBe(403);
    });
  });
});
