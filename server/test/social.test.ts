import type {
  Bootstrap,
  CurrentAnnouncement,
  FavoriteItem,
  FeedbackRecord,
  GlobalAnnouncement,
  Paged,
  TrashItem,
} from '@tessera/schema/api';
import { data, describeOnSqlite, type TestUser } from './harness';

const DAILY = '/growth/retention/daily';
const C = '/customize/catalog';

type Res = { status: number; body: { result_data: { errors?: { field: string; rule: string }[] } } };
const fields = (res: Res) => (res.body.result_data.errors ?? []).map((e) => `${e.field}:${e.rule}`);

describeOnSqlite('favourites, feedback and global announcements', {}, (env) => {
  let growth: number;
  let viewer: TestUser;
  let outsider: TestUser;
  const admin = () => env().adminToken;
  const favorites = async (token: string, app_id: number | null = null) =>
    data<FavoriteItem[]>(await env().post('/favorites/list', { app_id }, token).expect(200));
  const boot = async (token: string) => data<Bootstrap>(await env().get(`/bootstrap?app_id=${growth}`, token));

  beforeAll(async () => {
    growth = await env().appId('growth');
    viewer = await env().addUser('fav-viewer', ['增长分析-查看']);
    outsider = await env().addUser('fav-outsider', ['推送运营-查看']);
  });

  it('stars a page by entry id: it survives a move, drops out in the bin, comes back when recovered', async () => {
    const { Entry } = env().handle.store.models;
    const daily = (await Entry.findOne({ where: { url: DAILY } }))!;
    const catalog = await Entry.findOne({ where: { app_id: growth, catalog_or_page: 1 } });
    const saved = await env().post('/favorites/save/one', { entry_id: daily.id }, viewer.token).expect(200);
    expect(data<FavoriteItem>(saved)).toMatchObject({ entry_id: daily.id, app_id: growth, url: DAILY });
    // Starring twice keeps one.
    await env().post('/favorites/save/one', { entry_id: daily.id }, viewer.token).expect(200);
    expect((await favorites(viewer.token)).map((f) => f.entry_id)).toEqual([daily.id]);
    expect((await boot(viewer.token)).favorites.map((f) => f.url)).toEqual([DAILY]);
    // Another app's list does not hold it; another user's neither.
    expect(await favorites(viewer.token, await env().appId('push'))).toEqual([]);
    expect(await favorites(admin())).toEqual([]);

    // Bad input, a catalog, an unknown page, a page he may not open.
    expect(fields(await env().post('/favorites/save/one', { entry_id: 'x' }, viewer.token).expect(400))).toEqual([
      'entry_id:type',
    ]);
    expect(fields(await env().post('/favorites/save/one', {}, viewer.token).expect(400))).toEqual([
      'entry_id:required',
    ]);
    await env().post('/favorites/save/one', { entry_id: catalog!.id }, viewer.token).expect(400);
    await env().post('/favorites/save/one', { entry_id: 999999 }, viewer.token).expect(404);
    await env().post('/favorites/save/one', { entry_id: daily.id }, outsider.token).expect(403);

    // A move to another catalog under a new url: still his favourite, at the new url.
    const moved = '/growth/retention/daily-moved';
    await env().post(`${C}/add-or-update`, { id: daily.id, url: moved, parent_id: catalog!.id }, admin()).expect(200);
    expect((await favorites(viewer.token, growth)).map((f) => f.url)).toEqual([moved]);

    // To the bin and back.
    await env()
      .http.delete(env().api(`${C}/delete?id=${daily.id}`))
      .set('Authorization', `Bearer ${admin()}`)
      .expect(200);
    expect(await favorites(viewer.token)).toEqual([]);
    const bin = data<Paged<TrashItem>>(await env().post('/trash/search', { kind: 'page', page_size: 100 }, admin()));
    const item = bin.list.find((i) => i.item_id === daily.id)!;
    await env().post('/trash/delete-or-recover', { id: item.id, action: 'recover' }, admin()).expect(200);
    expect((await favorites(viewer.token)).map((f) => f.entry_id)).toEqual([daily.id]);

    // Unstarring, twice, is no error.
    await env().post('/favorites/deleted/one', { entry_id: daily.id }, viewer.token).expect(200);
    await env().post('/favorites/deleted/one', { entry_id: daily.id }, viewer.token).expect(200);
    expect(await favorites(viewer.token)).toEqual([]);
  });

  it('lists only the pages he may still open', async () => {
    const { Entry, RoleUser } = env().handle.store.models;
    const reader = await env().addUser('fav-reader', ['增长分析-查看']);
    const page = (await Entry.findOne({ where: { app_id: growth, catalog_or_page: 2, status: 1 } }))!;
    await env().post('/favorites/save/one', { entry_id: page.id }, reader.token).expect(200);
    expect(await favorites(reader.token)).toHaveLength(1);
    await RoleUser.destroy({ where: { user_id: reader.id } });
    await env().handle.services.generations.bump(['config']);
    expect(await favorites(reader.token)).toEqual([]);
  });

  it('takes feedback with its url, and admins list it and move its status', async () => {
    const blank = await env().post('/feedback/save', { feedback: '   ', url: DAILY }, viewer.token).expect(400);
    expect(fields(blank)).toEqual(['feedback:required']);
    expect(fields(await env().post('/feedback/save', { url: DAILY }, viewer.token).expect(400))).toEqual([
      'feedback:required',
    ]);
    expect(fields(await env().post('/feedback/save', { feedback: 'x' }, viewer.token).expect(400))).toEqual([
      'url:required',
    ]);
    const sent = data<FeedbackRecord>(
      await env()
        .post('/feedback/save', { feedback: ' 图表加载慢 ', url: `${DAILY}?dt=1` }, viewer.token)
        .expect(200),
    );
    expect(sent).toMatchObject({
      feedback: '图表加载慢',
      url: `${DAILY}?dt=1`,
      username: viewer.username,
      status: 'new',
    });

    await env().post('/feedback/list', {}, viewer.token).expect(403);
    const listed = data<Paged<FeedbackRecord>>(await env().post('/feedback/list', { status: 'new' }, admin()));
    expect(listed.list[0]).toMatchObject({ id: sent.id, username: viewer.username });
    expect(listed.list[0].realname).toContain('fav-viewer');
    expect(listed.total_size).toBe(1);
    const seen = await env().post('/feedback/status', { id: sent.id, status: 'seen' }, admin()).expect(200);
    expect(data<FeedbackRecord>(seen).status).toBe('seen');
    expect(data<Paged<FeedbackRecord>>(await env().post('/feedback/list', { status: 'new' }, admin())).list).toEqual(
      [],
    );
    const found = data<Paged<FeedbackRecord>>(await env().post('/feedback/list', { search_content: '加载' }, admin()));
    expect(found.list.map((f) => f.id)).toEqual([sent.id]);
    expect(
      fields(await env().post('/feedback/status', { id: sent.id, status: 'closed' }, admin()).expect(400)),
    ).toEqual(['status:enum']);
    await env().post('/feedback/status', { id: 999999, status: 'done' }, admin()).expect(404);
  });

  it('shows an announcement in force to each user once, and keeps to its time window', async () => {
    const hour = 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const save = (body: Record<string, unknown>) => env().post('/announcement/save-update', body, admin());
    const base = { title: '系统升级', body: '# 今晚 **22:00** 升级', level: 'important' };

    expect(fields(await save({ ...base, level: 'urgent' }).expect(400))).toEqual(['level:enum']);
    expect(fields(await save({ ...base, title: '' }).expect(400))).toEqual(['title:required']);
    expect(fields(await save({ ...base, starts_at: 'tomorrow' }).expect(400))).toEqual(['starts_at:pattern']);
    expect(fields(await save({ ...base, starts_at: at(hour), ends_at: at(-hour) }).expect(400))).toEqual([
      'ends_at:before_start',
    ]);
    await save({ ...base, id: 999999 }).expect(404);
    await env().post('/announcement/save-update', base, viewer.token).expect(403);

    const now = data<GlobalAnnouncement>(await save({ ...base, starts_at: at(-hour), ends_at: at(hour) }).expect(200));
    expect(now).toMatchObject({ title: '系统升级', level: 'important', created_by: 'admin' });
    const future = data<GlobalAnnouncement>(await save({ ...base, title: '未来', starts_at: at(hour) }).expect(200));
    const past = data<GlobalAnnouncement>(await save({ ...base, title: '过去', ends_at: at(-1000) }).expect(200));
    const banner = data<GlobalAnnouncement>(await save({ title: '提示', body: '', level: 'info' }).expect(200));

    expect((await boot(viewer.token)).notices.map((a) => a.id)).toEqual([now.id, banner.id]);
    const current = data<CurrentAnnouncement[]>(await env().get('/announcement/current', viewer.token));
    expect(current.map((a) => [a.id, a.seen])).toEqual([
      [banner.id, false],
      [now.id, false],
    ]);
    expect(current.map((a) => a.id)).not.toContain(future.id);
    expect(current.map((a) => a.id)).not.toContain(past.id);

    await env()
      .post('/announcement/seen', { ids: [now.id, banner.id] }, viewer.token)
      .expect(200);
    await env()
      .post('/announcement/seen', { ids: [now.id] }, viewer.token)
      .expect(200);
    expect((await boot(viewer.token)).notices).toEqual([]);
    // Seen by him, not by the others.
    expect((await boot(outsider.token)).notices.map((a) => a.id)).toEqual([now.id, banner.id]);
    expect(fields(await env().post('/announcement/seen', { ids: [] }, viewer.token).expect(400))).toEqual([
      'ids:required',
    ]);
    await env()
      .post('/announcement/seen', { ids: [999999] }, viewer.token)
      .expect(404);

    // The admin's calls: one, search, change, delete.
    expect(data<GlobalAnnouncement>(await env().get(`/announcement/one?id=${now.id}`, admin())).title).toBe('系统升级');
    await env().get('/announcement/one?id=999999', admin()).expect(404);
    await env().get('/announcement/one?id=x', admin()).expect(400);
    const searched = data<Paged<GlobalAnnouncement>>(
      await env().post('/announcement/search', { search_content: '未来' }, admin()),
    );
    expect(searched.list.map((a) => a.id)).toEqual([future.id]);
    await save({ ...base, id: now.id, title: '系统升级（改期）', starts_at: at(-hour) }).expect(200);
    expect((await boot(viewer.token)).notices).toEqual([]);
    await env().post('/announcement/delete', { id: now.id }, admin()).expect(200);
    await env().post('/announcement/delete', { id: now.id }, admin()).expect(404);
    expect((await boot(outsider.token)).notices.map((a) => a.id)).toEqual([banner.id]);
    // The per-app announcement is untouched by all this.
    const perApp = await env().get(`/backend/app/announcement?app_id=${growth}`, viewer.token).expect(200);
    expect(data<{ app_id: number }>(perApp).app_id).toBe(growth);
  });
});
