import type { AppLookup, CatalogEntry, DevelopGroup, Entry, PageViewer } from '@tessera/schema/api';
import { data, describeStores, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';

const C = '/customize/catalog';
const ROLE = '增长分析-查看';

function flatten<T extends Entry>(entries: T[]): T[] {
  return entries.flatMap((e) => [e, ...flatten(e.childs as T[])]);
}
const fields = (res: { body: unknown }) => problemsOf(res).map((p) => p.field);

describeStores('catalog', {}, (env) => {
  let growth: number;
  let viewer: TestUser;
  let outsider: TestUser;

  const admin = () => env().adminToken;
  const save = (body: Record<string, unknown>, token = admin()) => env().post(`${C}/add-or-update`, body, token);
  const saved = async (body: Record<string, unknown>) => {
    const res = await save(body);
    if (res.status !== 200) throw new Error(`save: ${res.status} ${JSON.stringify(res.body)}`);
    return data<CatalogEntry>(res);
  };
  const del = (id: number) =>
    env()
      .http.delete(env().api(`${C}/delete?id=${id}`))
      .set('Authorization', `Bearer ${admin()}`);
  const tree = async (appId = growth) => data<CatalogEntry[]>(await env().get(`${C}/list?app_id=${appId}`, admin()));
  const menu = async (user: TestUser) =>
    flatten(data<Entry[]>(await env().get(`/site/entries?app_id=${growth}`, user.token)));
  const lookup = async (user: TestUser, url: string) =>
    data<AppLookup>(await env().get(`/app/lookup?url=${encodeURIComponent(url)}`, user.token)).status;
  const addSection = async (pageId: number, title: string) =>
    data<{ id: number }>(
      await env().post('/customize/page-diagram/add/one', { page_id: pageId, section: { title } }, admin()),
    ).id;

  beforeAll(async () => {
    growth = await env().appId('growth');
    viewer = await env().addUser('viewer', [ROLE]);
    outsider = await env().addUser('outsider');
  });

  it('list is the admin tree with offline and hidden entries, revision and published; admins only', async () => {
    const all = flatten(await tree());
    const daily = all.find((e) => e.url === '/growth/retention/daily');
    expect(daily).toMatchObject({ name: '留存日报', catalog_or_page: 2, published: false, revision: null });
    expect(all.some((e) => e.name === '归档' && e.childs.length === 0)).toBe(true);
    expect((await env().get(`${C}/list?app_id=${growth}`, viewer.token)).status).toBe(403);
    expect((await env().get(`${C}/list?app_id=999999`, admin())).status).toBe(404);
    expect(fields(await env().get(`${C}/list?app_id=0`, admin()))).toEqual(['app_id']);
  });

  it('creates nested catalogs and a page with its router config and an empty document; search and one', async () => {
    const outer = await saved({ app_id: growth, catalog_or_page: 1, name: '新目录' });
    const inner = await saved({ app_id: growth, catalog_or_page: 1, name: '子目录', parent_id: outer.id });
    const page = await saved({
      app_id: growth,
      catalog_or_page: 2,
      name: '新页面',
      url: '/growth/new/page',
      parent_id: inner.id,
      data_level: 'A',
      develop_charge_username: 'admin',
    });
    expect(page).toMatchObject({
      parent_id: inner.id,
      status: 0,
      data_level: 'A',
      router_config: { component: 'ReportPage', meta: { title: '新页面' } },
    });
    const opened = await env().get(`/customize/page-diagram/list-with-page?page_id=${page.id}&preview=1`, admin());
    expect(opened.status).toBe(200);
    const one = data<CatalogEntry>(await env().get(`${C}/one?id=${outer.id}`, admin()));
    expect(one.childs[0]).toMatchObject({ id: inner.id, childs: [{ id: page.id }] });
    const found = data<CatalogEntry[]>(
      await env().post(`${C}/search`, { app_id: growth, search_content: '新页' }, admin()),
    );
    expect(found).toEqual([
      expect.objectContaining({ id: outer.id, childs: [expect.objectContaining({ id: inner.id })] }),
    ]);
    const renamed = await saved({ id: page.id, name: '改名页面' });
    expect(renamed.router_config).toEqual({ component: 'ReportPage', meta: { title: '改名页面' } });
  });

  it('refuses bad input naming the field, a duplicate url with 409, and storing nothing', async () => {
    const before = flatten(await tree()).length;
    expect(fields(await save({ name: 'x' }))).toEqual(['app_id', 'catalog_or_page']);
    expect(fields(await save({ app_id: growth, catalog_or_page: 2, name: 'x' }))).toEqual(['url']);
    expect(fields(await save({ app_id: growth, catalog_or_page: 1, name: 'x', url: '/growth/c' }))).toEqual(['url']);
    const builtIn = await save({ app_id: growth, catalog_or_page: 2, name: 'x', url: '/admin/recycleBin' });
    expect(builtIn.status).toBe(400);
    expect(problemsOf(builtIn)).toEqual([{ field: 'url', rule: 'built_in_route' }]);
    expect(fields(await save({ app_id: growth, catalog_or_page: 2, name: 'x', url: 'no-slash' }))).toEqual(['url']);
    expect(fields(await save({ app_id: growth, catalog_or_page: 1, name: 'x', data_level: 'D' }))).toEqual([
      'data_level',
    ]);
    const nobody = await save({ app_id: growth, catalog_or_page: 1, name: 'x', work_charge_username: 'nobody' });
    expect(problemsOf(nobody)).toEqual([{ field: 'work_charge_username', rule: 'not_found' }]);
    const daily = flatten(await tree()).find((e) => e.url === '/growth/retention/daily') as CatalogEntry;
    const underPage = await save({ app_id: growth, catalog_or_page: 1, name: 'x', parent_id: daily.id });
    expect(problemsOf(underPage)).toEqual([{ field: 'parent_id', rule: 'not_a_catalog' }]);
    const dup = await save({ app_id: growth, catalog_or_page: 2, name: 'x', url: '/growth/retention/daily' });
    expect(dup.status).toBe(409);
    expect(bodyOf(dup).message).toContain('留存日报');
    const push = await env().appId('push');
    const otherApp = await save({ app_id: push, catalog_or_page: 2, name: 'x', url: '/growth/retention/daily' });
    expect(otherApp.status).toBe(409);
    expect((await save({ app_id: growth, catalog_or_page: 1, name: 'x' }, viewer.token)).status).toBe(403);
    expect((await save({ id: 999999, name: 'x' })).status).toBe(404);
    expect(flatten(await tree()).length).toBe(before);
  });

  it('a catalog cannot move under itself or below itself', async () => {
    const a = await saved({ app_id: growth, catalog_or_page: 1, name: '甲' });
    const b = await saved({ app_id: growth, catalog_or_page: 1, name: '乙', parent_id: a.id });
    const c = await saved({ app_id: growth, catalog_or_page: 1, name: '丙', parent_id: b.id });
    for (const parent of [a.id, c.id]) {
      const res = await save({ id: a.id, parent_id: parent });
      expect(res.status).toBe(400);
      expect(problemsOf(res)).toEqual([{ field: 'parent_id', rule: 'own_descendant' }]);
    }
    const sorted = await env().post(`${C}/sort`, { app_id: growth, parent_id: c.id, ids: [a.id] }, admin());
    expect(fields(sorted)).toEqual(['ids.0']);
    const moved = await saved({ id: c.id, parent_id: null });
    expect(moved.parent_id).toBeNull();
    expect((await tree()).map((e) => e.id)).toContain(c.id);
  });

  it('sort stores a full order atomically, moves listed entries, refuses a partial list', async () => {
    const parent = await saved({ app_id: growth, catalog_or_page: 1, name: '排序' });
    const kids: number[] = [];
    for (const n of [1, 2, 3, 4])
      kids.push((await saved({ app_id: growth, catalog_or_page: 1, name: `k${n}`, parent_id: parent.id })).id);
    const stray = await saved({ app_id: growth, catalog_or_page: 1, name: 'stray' });
    const order = async () =>
      data<CatalogEntry>(await env().get(`${C}/one?id=${parent.id}`, admin())).childs.map((e) => e.id);
    const partial = await env().post(
      `${C}/sort`,
      { app_id: growth, parent_id: parent.id, ids: [kids[0], kids[1]] },
      admin(),
    );
    expect(partial.status).toBe(400);
    expect(problemsOf(partial)).toEqual([
      { field: 'ids', rule: 'not_siblings', params: { missing: `${kids[2]}, ${kids[3]}` } },
    ]);
    expect(await order()).toEqual(kids);
    const withStray = [stray.id, ...kids].reverse();
    expect(
      (await env().post(`${C}/sort`, { app_id: growth, parent_id: parent.id, ids: withStray }, admin())).status,
    ).toBe(200);
    expect(await order()).toEqual(withStray);

    const a = [...withStray].reverse();
    const b = [withStray[1], withStray[0], withStray[3], withStray[2], withStray[4]];
    const results = await Promise.all(
      [a, b, a, b].map((ids) => env().post(`${C}/sort`, { app_id: growth, parent_id: parent.id, ids }, admin())),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect([a, b]).toContainEqual(await order());
  });

  it('a page goes online only with valid sections; an offline catalog hides its pages from staff', async () => {
    const page = await saved({ app_id: growth, catalog_or_page: 2, name: '上线页', url: '/growth/online/page' });
    const online = (status: number, id = page.id) => env().post(`${C}/online-offline`, { id, status }, admin());
    const none = await online(1);
    expect(none.status).toBe(400);
    expect(bodyOf(none).message).toContain('区块');
    const first = await addSection(page.id, '第一');
    const unpublished = await online(1);
    expect(unpublished.status).toBe(400);
    expect(bodyOf<{ section_ids: number[] }>(unpublished).result_data.section_ids).toEqual([first]);
    await env().post('/customize/page-diagram/online', { diagram_id_set: [first], page_id: page.id }, admin());
    await online(0);
    const ok = await online(1);
    expect(ok.status).toBe(200);
    expect(data<CatalogEntry>(ok)).toMatchObject({ status: 1, published: true });

    const retention = (await tree()).find((e) => e.name === '用户留存') as CatalogEntry;
    expect((await menu(viewer)).some((e) => e.url === '/growth/retention/daily')).toBe(true);
    await online(0, retention.id);
    expect((await menu(viewer)).some((e) => e.url === '/growth/retention/daily')).toBe(false);
    expect(await lookup(viewer, '/growth/retention/daily')).toBe('not-online');
    await online(1, retention.id);
    expect((await menu(viewer)).some((e) => e.url === '/growth/retention/daily')).toBe(true);
  });

  it('a url change moves role grants, comments and visits with the page', async () => {
    const { Entry, ChartComment, Visit } = env().handle.store.models;
    const compare = (await Entry.findOne({ where: { url: '/growth/retention/compare' } })) as { id: number };
    const section = await addSection(compare.id, '对比');
    await ChartComment.create({
      diagram_id: section,
      user_id: viewer.id,
      content: 'note',
      url: '/growth/retention/compare',
      title: '对比',
      conditions: '[]',
      field_value: '{}',
    });
    await env().post('/visit/page/url', { url: '/growth/retention/compare' }, viewer.token);
    await saved({ id: compare.id, url: '/growth/retention/compare2' });
    expect(await lookup(viewer, '/growth/retention/compare2')).toBe('ok');
    expect(await ChartComment.count({ where: { url: '/growth/retention/compare2' } })).toBe(1);
    expect(await Visit.count({ where: { url: '/growth/retention/compare2', entry_id: compare.id } })).toBe(1);
    expect(await Visit.count({ where: { url: '/growth/retention/compare' } })).toBe(0);
  });

  it('a freed url never passes old grants to a new page', async () => {
    const { Entry } = env().handle.store.models;
    const type = (await Entry.findOne({ where: { url: '/growth/users/type' } })) as { id: number };
    const country = (await Entry.findOne({ where: { url: '/growth/users/country' } })) as { id: number };
    expect(await lookup(viewer, '/growth/users/type')).toBe('ok');
    expect((await del(type.id)).status).toBe(200);
    const fresh = await saved({ app_id: growth, catalog_or_page: 2, name: '新类型', url: '/growth/users/type' });
    const seeing = data<PageViewer[]>(
      await env().post(`${C}/permission/user`, { id: fresh.id, search_content: '' }, admin()),
    );
    expect(seeing.map((v) => v.username)).not.toContain(viewer.username);
    expect(await lookup(viewer, '/growth/users/type')).not.toBe('ok');
    // Renamed away: the grant follows the old page, not the url.
    await saved({ id: country.id, url: '/growth/users/nation' });
    await saved({ app_id: growth, catalog_or_page: 2, name: '新国家', url: '/growth/users/country' });
    expect(await lookup(viewer, '/growth/users/nation')).toBe('ok');
    expect(await lookup(viewer, '/growth/users/country')).not.toBe('ok');
  });

  it('in-charge users, one and in batch, must exist', async () => {
    const pages = flatten(await tree())
      .filter((e) => e.catalog_or_page === 2)
      .slice(0, 3);
    const one = await env().post(
      `${C}/set/charge`,
      { id: pages[0].id, develop_charge_username: viewer.username, work_charge_username: null },
      admin(),
    );
    expect(data<CatalogEntry>(one)).toMatchObject({
      develop_charge_username: viewer.username,
      work_charge_username: null,
    });
    const bad = await env().post(
      `${C}/set/charge`,
      { id: pages[0].id, develop_charge_username: 'ghost', work_charge_username: null },
      admin(),
    );
    expect(problemsOf(bad)).toEqual([{ field: 'develop_charge_username', rule: 'not_found' }]);
    const ids = pages.map((p) => p.id);
    const batch = await env().post(`${C}/set/batch-charge`, { ids, work_charge_username: viewer.username }, admin());
    expect(data<CatalogEntry[]>(batch).map((e) => e.work_charge_username)).toEqual(ids.map(() => viewer.username));
    const missing = await env().post(
      `${C}/set/batch-charge`,
      { ids: [ids[0], 999999], work_charge_username: null },
      admin(),
    );
    expect(fields(missing)).toEqual(['ids.1']);
    const groups = data<DevelopGroup[]>(await env().post(`${C}/app/develop`, { app_id: growth }, admin()));
    const mine = groups.find((g) => g.develop_charge_username === viewer.username);
    expect(mine?.pages.map((p) => p.id)).toEqual([pages[0].id]);
    expect(mine?.realname).toContain('viewer');
  });

  it('who can see a page and why; a direct grant lets one user open it', async () => {
    const { Entry } = env().handle.store.models;
    const version = (await Entry.findOne({ where: { url: '/growth/users/version' } })) as { id: number };
    const viewers = async (search = '') =>
      data<PageViewer[]>(await env().post(`${C}/permission/user`, { id: version.id, search_content: search }, admin()));
    expect((await viewers()).find((v) => v.username === 'admin')?.reasons).toEqual(['admin']);
    expect((await viewers()).find((v) => v.username === viewer.username)?.reasons).toEqual([`role:${ROLE}`]);
    expect(await lookup(outsider, '/growth/users/version')).toBe('apply');
    const grant = (action: string, username = outsider.username) =>
      env().post(`${C}/add-or-remove/permission/user`, { id: version.id, username, action }, admin());
    expect(data<PageViewer[]>(await grant('add')).find((v) => v.username === outsider.username)?.reasons).toEqual([
      'user',
    ]);
    expect(await lookup(outsider, '/growth/users/version')).toBe('ok');
    expect((await menu(outsider)).map((e) => e.url)).toContain('/growth/users/version');
    expect((await viewers(outsider.username)).map((v) => v.username)).toEqual([outsider.username]);
    expect(problemsOf(await grant('add', 'ghost'))).toEqual([{ field: 'username', rule: 'not_found' }]);
    await grant('remove');
    expect(await lookup(outsider, '/growth/users/version')).toBe('apply');
  });

  it('delete moves a catalog with everything below it to the bin', async () => {
    const top = await saved({ app_id: growth, catalog_or_page: 1, name: '待删' });
    const page = await saved({
      app_id: growth,
      catalog_or_page: 2,
      name: '待删页',
      url: '/growth/gone',
      parent_id: top.id,
    });
    expect((await del(top.id)).status).toBe(200);
    const ids = flatten(await tree()).map((e) => e.id);
    expect(ids).not.toContain(top.id);
    expect(ids).not.toContain(page.id);
    expect((await del(top.id)).status).toBe(404);
    const item = await env().handle.store.models.TrashItem.findOne({ where: { kind: 'catalog', item_id: top.id } });
    expect(item?.deleted_by).toBe('admin');
  });

  it('seeds the workbench: the common app with /config and the admin screens below it', async () => {
    const common = await env().appId('common');
    const entries = await tree(common);
    expect(entries).toEqual([
      expect.objectContaining({
        url: '/config',
        catalog_or_page: 1,
        childs: [
          expect.objectContaining({ url: '/admin/config', name: '页面配置', router_config: null }),
          expect.objectContaining({ url: '/admin/recycleBin', name: '回收站', router_config: null }),
          expect.objectContaining({ url: '/user/user', name: '用户管理', router_config: null }),
          expect.objectContaining({ url: '/admin/app/manage', name: '应用管理', router_config: null }),
          expect.objectContaining({ url: '/admin/field/config', name: '字段配置' }),
          expect.objectContaining({ url: '/admin/field/value/manage', name: '字段值管理' }),
          expect.objectContaining({ url: '/admin/options/manage', name: '选项管理' }),
          expect.objectContaining({ url: '/admin/query/page', name: '图表查询' }),
          expect.objectContaining({ url: '/admin/management', name: '报表查询' }),
          expect.objectContaining({ url: '/admin/field/authority/config', name: '字段权限配置', router_config: null }),
          expect.objectContaining({ url: '/user/permission', name: '用户权限列表', router_config: null }),
          expect.objectContaining({ url: '/announcement', name: '公告管理', router_config: null }),
          expect.objectContaining({ url: '/admin/feedback', name: '用户反馈', router_config: null }),
          expect.objectContaining({ url: '/visitStat', name: '访问统计', router_config: null }),
          expect.objectContaining({ url: '/userFlow', name: '用户流向', router_config: null }),
        ],
      }),
    ]);
    const site = data<Entry[]>(await env().get(`/site/entries?app_id=${common}`, admin()));
    expect(site[0].childs.map((e) => e.url).slice(0, 4)).toEqual([
      '/admin/config',
      '/admin/recycleBin',
      '/user/user',
      '/admin/app/manage',
    ]);
    expect((await env().get(`/site/entries?app_id=${common}`, viewer.token)).status).toBe(403);
  });
});
