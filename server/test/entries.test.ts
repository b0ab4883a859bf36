import type { AppLookup, Entry } from '@tessera/schema/api';
import { data, describeOnSqlite, type TestUser } from './harness';
import { anyNumber, problemsOf } from './support/body';

function flatten(entries: Entry[]): Entry[] {
  return entries.flatMap((e) => [e, ...flatten(e.childs)]);
}
const names = (entries: Entry[]): string =>
  entries.map((e) => `${e.name}${e.childs.length ? `(${names(e.childs)})` : ''}`).join(',');

describeOnSqlite('entries', {}, (env) => {
  let viewer: TestUser;
  let pushViewer: TestUser;
  let outsider: TestUser;
  let growth: number;
  let push: number;

  beforeAll(async () => {
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    pushViewer = await env().addUser('pusher', ['推送运营-查看']);
    outsider = await env().addUser('outsider');
    growth = await env().appId('growth');
    push = await env().appId('push');
    // One offline page in growth, for the trees and the lookup.
    await env().handle.store.models.Entry.update({ status: 0 }, { where: { url: '/growth/engagement/weekly' } });
  });

  const tree = async (token: string, appId: number, share = 0) =>
    data<Entry[]>(await env().get(`/site/entries?appId=${appId}&share=${share}`, token));

  it('admins see every entry, hidden, offline and empty catalogs included, with every Entry field', async () => {
    const entries = await tree(env().adminToken, growth);
    expect(entries.map((e) => e.name)).toEqual(['用户留存', '用户画像', '活跃与使用', '实验', '实时', '归档']);
    const all = flatten(entries);
    expect(all.find((e) => e.url === '/growth/engagement/weekly')?.status).toBe(0);
    expect(entries[5]).toMatchObject({ name: '归档', catalog_or_page: 1, childs: [] });
    const daily = all.find((e) => e.url === '/growth/retention/daily');
    expect(daily).toEqual({
      id: anyNumber(),
      name: '留存日报',
      name_en: 'Daily retention',
      url: '/growth/retention/daily',
      catalog_or_page: 2,
      childs: [],
      is_expand: 1,
      is_show: 1,
      data_level: 'C',
      authorized: true,
      parent_id: entries[0].id,
      app_id: growth,
      status: 1,
      develop_charge_username: 'admin',
      work_charge_username: 'admin',
      requirement_type: 'report',
      requirement_url: null,
      tips: '新增用户次日、7 日、30 日留存',
      tips_en: 'Day-1, day-7 and day-30 retention of new users',
      remark: null,
      expand_statement: null,
      router_config: { component: 'ReportPage', meta: { title: '留存日报' } },
      sort: 1,
    });
    const pushAll = flatten(await tree(env().adminToken, push));
    expect(pushAll.find((e) => e.url === '/push/analysis/monitor')?.is_show).toBe(0);
  });

  it('members see only authorised, shown, online pages and the catalogs holding them', async () => {
    expect(names(await tree(viewer.token, growth))).toBe(
      '用户留存(留存日报,留存对比),用户画像(用户类型,国家分布,版本分布),活跃与使用(播放量 VV)',
    );
    expect(flatten(await tree(viewer.token, growth)).every((e) => e.authorized)).toBe(true);
    expect(names(await tree(pushViewer.token, push))).toBe('推送概览(推送列表,推送漏斗),访问统计(页面访问)');
  });

  it('outsiders get 403; a missing app 404; bad params 400', async () => {
    expect((await env().get(`/site/entries?app_id=${growth}`, outsider.token)).status).toBe(403);
    expect((await env().get(`/site/entries?app_id=${push}`, viewer.token)).status).toBe(403);
    expect((await env().get('/site/entries?app_id=99999', env().adminToken)).status).toBe(404);
    const bad = await env().get('/site/entries?app_id=0&share=2', env().adminToken);
    expect(bad.status).toBe(400);
    expect(problemsOf(bad).map((e) => e.field)).toEqual(['app_id', 'share']);
  });

  it('share=1: the full online tree with authorized per node', async () => {
    const entries = await tree(viewer.token, growth, 1);
    const all = flatten(entries);
    expect(all.some((e) => e.url === '/growth/engagement/weekly')).toBe(false);
    const byName = Object.fromEntries(all.map((e) => [e.name, e.authorized]));
    expect(byName).toMatchObject({
      留存日报: true,
      用户转化: false,
      用户留存: true, // every page below authorised
      用户画像: false, // some
      实验: false, // none
      归档: false, // no page at all
    });
    const pushShare = flatten(await tree(pushViewer.token, push, 1));
    expect(pushShare.find((e) => e.url === '/push/analysis/monitor')).toMatchObject({ is_show: 0, authorized: false });
    expect(flatten(await tree(env().adminToken, growth, 1)).every((e) => e.authorized)).toBe(true);
  });

  it('children are ordered by sort, then id', async () => {
    const { Entry: E } = env().handle.store.models;
    await E.update({ sort: 0 }, { where: { url: '/growth/retention/compare' } });
    const first = (await tree(viewer.token, growth))[0];
    expect(first.childs.map((e) => e.name)).toEqual(['留存对比', '留存日报']);
    await E.update({ sort: 2 }, { where: { url: '/growth/retention/compare' } });
  });

  it('members of an offline app get an empty tree', async () => {
    const { App } = env().handle.store.models;
    await App.update({ status: 0 }, { where: { id: push } });
    expect(await tree(pushViewer.token, push)).toEqual([]);
    expect((await tree(env().adminToken, push)).length).toBeGreaterThan(0);
    await App.update({ status: 1 }, { where: { id: push } });
  });

  describe('lookup by url', () => {
    const lookup = async (token: string, url: string) =>
      data<AppLookup>(await env().get(`/app/lookup?url=${encodeURIComponent(url)}`, token));

    it('ok: an authorised page (admins: any page), query and trailing slash ignored', async () => {
      expect(await lookup(viewer.token, '/growth/retention/daily/?x=1')).toEqual({
        status: 'ok',
        app_id: growth,
        permission_url: null,
        permission_id: null,
        page_name: '留存日报',
      });
      expect((await lookup(env().adminToken, '/push/analysis/monitor')).status).toBe('ok');
    });

    it('apply: a shown, online page the user is not authorised for', async () => {
      const { Entry: E } = env().handle.store.models;
      const page = await E.findOne({ where: { url: '/growth/users/transform' } });
      expect(await lookup(viewer.token, '/growth/users/transform')).toEqual({
        status: 'apply',
        app_id: growth,
        permission_url: '/growth/users/transform',
        permission_id: page?.id,
        page_name: '用户转化',
      });
      expect((await lookup(outsider.token, '/push/analysis/weekly')).status).toBe('apply');
    });

    // Only admins learn more than the status of a page they may not open (security/least-disclosure.test.ts).
    it('not-apply: a hidden page (or a catalog)', async () => {
      expect(await lookup(pushViewer.token, '/push/analysis/monitor')).toMatchObject({
        status: 'not-apply',
        app_id: null,
        page_name: null,
        permission_id: null,
      });
    });

    it('not-online: an offline page, or any url of an offline app', async () => {
      expect(await lookup(viewer.token, '/growth/engagement/weekly')).toMatchObject({
        status: 'not-online',
        page_name: null,
      });
      expect(await lookup(env().adminToken, '/growth/engagement/weekly')).toMatchObject({
        status: 'not-online',
        app_id: growth,
        page_name: '周报',
      });
      const added = data<{ id: number }>(
        await env().post('/backend/app/add', { app_name: '下线', app_key: 'gone', status: 0 }, env().adminToken),
      );
      expect(await lookup(viewer.token, '/gone/any/page')).toMatchObject({ status: 'not-online', app_id: null });
      expect(await lookup(env().adminToken, '/gone/any/page')).toMatchObject({
        status: 'not-online',
        app_id: added.id,
        page_name: null,
      });
    });

    it('page-not-found: no entry at that url', async () => {
      expect(await lookup(viewer.token, '/nowhere/at/all')).toEqual({
        status: 'page-not-found',
        app_id: null,
        permission_url: null,
        permission_id: null,
        page_name: null,
      });
      expect(await lookup(env().adminToken, '/growth/no-such-page')).toMatchObject({
        status: 'page-not-found',
        app_id: growth,
      });
      expect((await env().get('/app/lookup?url=relative', viewer.token)).status).toBe(400);
    });

    it('entries of a deleted app disappear with it', async () => {
      const added = data<{ id: number }>(
        await env().post('/backend/app/add', { app_name: '临时', app_key: 'temp' }, env().adminToken),
      );
      await env().handle.store.models.Entry.create({
        app_id: added.id,
        name: '临时页',
        url: '/temp/page',
        catalog_or_page: 2,
      });
      expect((await lookup(env().adminToken, '/temp/page')).status).toBe('ok');
      await env().post('/backend/app/delete', { id: added.id }, env().adminToken).expect(200);
      expect((await lookup(env().adminToken, '/temp/page')).status).toBe('page-not-found');
      expect((await env().get(`/site/entries?app_id=${added.id}`, env().adminToken)).status).toBe(404);
    });
  });
});
