import { QueryTypes } from 'sequelize';
import type { AppLookup, CatalogEntry, Paged, TrashItem } from '@tessera/schema/api';
import { data, describeStores, type TestUser } from './harness';
import { bodyOf } from './support/body';

const C = '/customize/catalog';

describeStores('trash', {}, (env) => {
  let growth: number;
  let viewer: TestUser;

  const admin = () => env().adminToken;
  const page = async (name: string, url: string, parent_id: number | null = null) =>
    data<CatalogEntry>(
      await env().post(`${C}/add-or-update`, { app_id: growth, catalog_or_page: 2, name, url, parent_id }, admin()),
    );
  const catalog = async (name: string) =>
    data<CatalogEntry>(await env().post(`${C}/add-or-update`, { app_id: growth, catalog_or_page: 1, name }, admin()));
  const remove = (path: string) => env().http.delete(env().api(path)).set('Authorization', `Bearer ${admin()}`);
  const search = async (body: Record<string, unknown> = {}) =>
    data<Paged<TrashItem>>(await env().post('/trash/search', body, admin()));
  const itemOf = async (kind: string, itemId: number) =>
    (await search({ kind, page_size: 100 })).list.find((i) => i.item_id === itemId) as TrashItem;
  const act = (id: number, action: 'recover' | 'delete') =>
    env().post('/trash/delete-or-recover', { id, action }, admin());
  const lookup = async (url: string) =>
    data<AppLookup>(await env().get(`/app/lookup?url=${encodeURIComponent(url)}`, viewer.token)).status;

  beforeAll(async () => {
    growth = await env().appId('growth');
    viewer = await env().addUser('viewer', ['增长分析-查看']);
  });

  it('a deleted page is listed with who and when, and recovers with its grants', async () => {
    const { Entry } = env().handle.store.models;
    const daily = (await Entry.findOne({ where: { url: '/growth/retention/daily' } })) as { id: number };
    expect((await remove(`${C}/delete?id=${daily.id}`)).status).toBe(200);
    expect(await lookup('/growth/retention/daily')).toBe('page-not-found');
    const item = await itemOf('page', daily.id);
    expect(item).toMatchObject({ kind: 'page', name: '留存日报', app_id: growth, app_name: '增长分析' });
    expect(item.deleted_by).toBe('admin');
    expect((await search({ search_content: '留存日' })).list.map((i) => i.id)).toContain(item.id);
    expect((await search({ kind: 'dataset' })).list.map((i) => i.id)).not.toContain(item.id);
    expect((await env().post('/trash/search', {}, viewer.token)).status).toBe(403);
    expect((await act(item.id, 'recover')).status).toBe(200);
    expect(await lookup('/growth/retention/daily')).toBe('ok');
    expect((await act(item.id, 'recover')).status).toBe(404);
  });

  it('a catalog goes with everything below it; recover refuses while its parent is gone', async () => {
    const top = await catalog('回收目录');
    const child = await page('回收子页', '/growth/bin/child', top.id);
    expect((await remove(`${C}/delete?id=${child.id}`)).status).toBe(200);
    expect((await remove(`${C}/delete?id=${top.id}`)).status).toBe(200);
    const childItem = await itemOf('page', child.id);
    const refused = await act(childItem.id, 'recover');
    expect(refused.status).toBe(409);
    expect(bodyOf(refused).message).toContain('目录已被删除');
    const topItem = await itemOf('catalog', top.id);
    expect((await act(topItem.id, 'recover')).status).toBe(200);
    expect((await act(childItem.id, 'recover')).status).toBe(200);
    const one = data<CatalogEntry>(await env().get(`${C}/one?id=${top.id}`, admin()));
    expect(one.childs.map((e) => e.id)).toEqual([child.id]);

    const deep = await page('深层', '/growth/bin/deep', top.id);
    await remove(`${C}/delete?id=${top.id}`);
    const again = await itemOf('catalog', top.id);
    expect(again.contains).toEqual([
      { kind: 'page', name: '回收子页' },
      { kind: 'page', name: '深层' },
    ]);
    expect((await act(again.id, 'recover')).status).toBe(200);
    expect((await env().get(`${C}/one?id=${deep.id}`, admin())).status).toBe(200);
  });

  it('recover refuses when the url was taken meanwhile', async () => {
    const first = await page('旧页', '/growth/bin/taken');
    await remove(`${C}/delete?id=${first.id}`);
    await page('新页', '/growth/bin/taken');
    const item = await itemOf('page', first.id);
    const refused = await act(item.id, 'recover');
    expect(refused.status).toBe(409);
    expect(bodyOf(refused).message).toBe('不能恢复「旧页」：地址 /growth/bin/taken 已被「新页」使用');
  });

  it('sections go to the bin and come back; purge refuses while something still uses the item', async () => {
    const host = await page('区块页', '/growth/bin/sections');
    const added = await env().post(
      '/customize/page-diagram/add/one',
      { page_id: host.id, section: { id: 'kpi', title: '指标' } },
      admin(),
    );
    const sectionId = data<{ id: number }>(added).id;
    expect((await remove(`/customize/page-diagram/delete/one?id=${sectionId}`)).status).toBe(200);
    const sectionItem = await itemOf('section', sectionId);
    expect(sectionItem.name).toBe('指标');
    expect((await act(sectionItem.id, 'recover')).status).toBe(200);
    expect((await env().get(`/customize/page-diagram/one?id=${sectionId}&preview=1`, admin())).status).toBe(200);

    const now = new Date();
    const qi = env().handle.store.sequelize.getQueryInterface();
    await qi.bulkInsert('db_connections', [
      { name: 'bin-conn', kind: 'sqlite', file: 'x.sqlite', created_at: now, updated_at: now },
    ]);
    const [conn] = await env().handle.store.sequelize.query<{ id: number }>(
      "SELECT id FROM db_connections WHERE name = 'bin-conn'",
      { type: QueryTypes.SELECT },
    );
    const dataset = data<{ id: number }>(
      await env().post(
        '/customize/dataset/save-update',
        {
          app_id: growth,
          key: 'bin_ds',
          name: '回收数据集',
          connection_id: Number(conn.id),
          sql: 'SELECT 1 AS n',
          columns: [{ column_key: 'n', column_name: 'n', column_type: 1 }],
        },
        admin(),
      ),
    );
    expect((await remove(`/customize/db-info/delete?id=${conn.id}`)).status).toBe(409);
    expect((await remove(`/customize/dataset/delete?id=${dataset.id}`)).status).toBe(200);
    expect((await remove(`/customize/db-info/delete?id=${conn.id}`)).status).toBe(200);
    const connItem = await itemOf('connection', Number(conn.id));
    expect(connItem.used_by).toEqual([{ kind: 'dataset', id: dataset.id, name: '回收数据集' }]);
    const purgeRefused = await act(connItem.id, 'delete');
    expect(purgeRefused.status).toBe(409);
    expect(bodyOf(purgeRefused).message).toContain('回收数据集');
    const datasetItem = await itemOf('dataset', dataset.id);
    const parentGone = await act(datasetItem.id, 'recover');
    expect(parentGone.status).toBe(409);
    expect(bodyOf(parentGone).message).toContain('数据库连接已被删除');
    expect((await act(datasetItem.id, 'delete')).status).toBe(200);
    expect((await act(connItem.id, 'delete')).status).toBe(200);
    const { Dataset, DbConnection } = env().handle.store.models;
    expect(await Dataset.count({ where: { id: dataset.id }, paranoid: false })).toBe(0);
    expect(await DbConnection.count({ where: { id: conn.id }, paranoid: false })).toBe(0);
  });

  it('delete forever purges a page and its sections for good', async () => {
    const gone = await page('彻底删除', '/growth/bin/purge');
    await env().post('/customize/page-diagram/add/one', { page_id: gone.id, section: { title: 'x' } }, admin());
    await remove(`${C}/delete?id=${gone.id}`);
    const item = await itemOf('page', gone.id);
    expect((await act(item.id, 'delete')).status).toBe(200);
    const { Entry, Page } = env().handle.store.models;
    expect(await Entry.count({ where: { id: gone.id }, paranoid: false })).toBe(0);
    expect(await Page.count({ where: { entry_id: gone.id } })).toBe(0);
    expect((await search({ page: 1, page_size: 1 })).list).toHaveLength(1);
  });
});
