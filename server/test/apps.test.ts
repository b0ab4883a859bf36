import type { Announcement, AppInfo, Paged, Permission } from '@tessera/schema/api';
import { data, describeStores, type TestUser } from './harness';
import { anyNumber, bodyOf, problemsOf, textContaining } from './support/body';

describeStores('apps', {}, (env) => {
  let viewer: TestUser; // growth viewer: page_can_share only
  let operator: TestUser; // growth operator: page_can_share + can_edit_app_announcement
  let outsider: TestUser; // no role
  let growth: number;
  let push: number;

  beforeAll(async () => {
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    operator = await env().addUser('operator', ['增长分析-运营']);
    outsider = await env().addUser('outsider');
    growth = await env().appId('growth');
    push = await env().appId('push');
  });

  const keys = (res: { body: unknown }) => data<AppInfo[]>(res).map((a) => a.app_key);

  it('lists apps: admins all, members theirs, outsiders none', async () => {
    const admin = await env().get('/backend/app/list', env().adminToken);
    expect(data<AppInfo[]>(admin)[0]).toEqual({
      id: growth,
      app_name: '增长分析',
      app_name_en: 'Growth',
      app_key: 'growth',
      image_url: null,
      status: 1,
      sort: 1,
    });
    // The workbench app (seeded by migration 0007) sorts last, so no admin lands in it.
    expect(keys(admin)).toEqual(['growth', 'push', 'common']);
    expect(keys(await env().get('/backend/app/list', viewer.token))).toEqual(['growth']);
    expect(keys(await env().get('/backend/app/list', outsider.token))).toEqual([]);
  });

  it('adds, updates, searches and soft-deletes apps; 409 on a taken key', async () => {
    const admin = env().adminToken;
    const added = await env().post(
      '/backend/app/add',
      { appName: '财务', appKey: 'finance', sort: 5, status: 0 },
      admin,
    );
    expect(added.status).toBe(200);
    const finance = data<AppInfo>(added);
    expect(finance).toEqual({
      id: anyNumber(),
      app_name: '财务',
      app_name_en: null,
      app_key: 'finance',
      image_url: null,
      status: 0,
      sort: 5,
    });

    expect(keys(await env().get('/backend/app/list?all_type=0', admin))).toEqual(['growth', 'push', 'common']);
    expect(keys(await env().get('/backend/app/list?allType=1', admin))).toEqual([
      'growth',
      'push',
      'finance',
      'common',
    ]);
    expect(keys(await env().get('/backend/app/list?all_type=1', viewer.token))).toEqual(['growth']);
    expect(keys(await env().get('/backend/app/admin/list', admin))).toEqual(['growth', 'push', 'finance', 'common']);

    const dup = await env().post('/backend/app/add', { app_name: 'X', app_key: 'growth' }, admin);
    expect(dup.status).toBe(409);
    expect(bodyOf(dup).message).toBe('应用标识 growth 已被使用');

    const updated = await env().post(
      '/backend/app/update',
      { id: finance.id, app_name: '财务中心', status: 1, sort: 0, image_url: 'https://x/y.png' },
      admin,
    );
    expect(data(updated)).toMatchObject({ app_name: '财务中心', status: 1, sort: 0, image_url: 'https://x/y.png' });
    expect(keys(await env().get('/backend/app/list', admin))).toEqual(['finance', 'growth', 'push', 'common']);
    expect((await env().post('/backend/app/update', { id: finance.id, app_key: 'push' }, admin)).status).toBe(409);

    const found = data<Paged<AppInfo>>(await env().post('/backend/app/search', { search_content: 'FIN' }, admin));
    expect(found).toMatchObject({ page: 1, page_size: 10, total_size: 1 });
    expect(found.list[0].app_key).toBe('finance');
    expect(
      data<Paged<AppInfo>>(await env().post('/backend/app/search', { search_content: '增长' }, admin)).list.map(
        (a) => a.app_key,
      ),
    ).toEqual(['growth']);
    expect(
      data<Paged<AppInfo>>(await env().post('/backend/app/search', { page_size: 2, page: 2 }, admin)),
    ).toMatchObject({ total_size: 4, list: [{ app_key: 'push' }, { app_key: 'common' }] });

    expect((await env().post('/backend/app/delete', { id: finance.id }, admin)).status).toBe(200);
    expect(keys(await env().get('/backend/app/admin/list', admin))).toEqual(['growth', 'push', 'common']);
    expect((await env().get(`/backend/app/info?id=${finance.id}`, admin)).status).toBe(404);
    expect((await env().post('/backend/app/delete', { id: finance.id }, admin)).status).toBe(404);
    const held = await env()
      .post('/backend/app/add', { app_name: 'Again', app_key: 'finance' }, admin)
      .set('Accept-Language', 'en');
    expect(held.status).toBe(409);
    expect(bodyOf(held).message).toMatch(/belongs to a deleted app/);
  });

  it('app admin routes are for admins only', async () => {
    expect((await env().post('/backend/app/add', { app_name: 'x', app_key: 'x' }, operator.token)).status).toBe(403);
    expect((await env().post('/backend/app/search', {}, operator.token)).status).toBe(403);
    expect((await env().post('/backend/app/delete', { id: growth }, operator.token)).status).toBe(403);
    expect((await env().get('/backend/app/admin/list', operator.token)).status).toBe(403);
  });

  it('validates app input by field', async () => {
    const res = await env().post(
      '/backend/app/add',
      { app_name: '', app_key: 'Bad Key', status: 3, color: 'red' },
      env().adminToken,
    );
    expect(res.status).toBe(400);
    expect(
      problemsOf(res)
        .map((e) => `${e.field}:${e.rule}`)
        .sort(),
    ).toEqual(['app_key:pattern', 'app_name:required', 'color:unknown_field', 'status:enum']);
    expect(bodyOf(await env().get('/backend/app/info?id=abc', env().adminToken)).message).toBe('id: 类型应为 integer');
  });

  it('app info: members and admins; 403 for outsiders; 404 when missing', async () => {
    expect(data<AppInfo>(await env().get(`/backend/app/info?id=${growth}`, viewer.token)).app_key).toBe('growth');
    expect((await env().get(`/backend/app/info?id=${push}`, viewer.token)).status).toBe(403);
    expect((await env().get(`/backend/app/info?id=${push}`, env().adminToken)).status).toBe(200);
    expect((await env().get('/backend/app/info?id=424242', env().adminToken)).status).toBe(404);
  });

  it('announcement: members read it; only can_edit_app_announcement (or admin) updates it', async () => {
    const read = data<Announcement>(await env().get(`/backend/app/announcement?appId=${growth}`, viewer.token));
    expect(read).toEqual({ app_id: growth, announcement: textContaining('增长分析') });
    expect((await env().get(`/backend/app/announcement?app_id=${growth}`, outsider.token)).status).toBe(403);

    const denied = await env().post('/backend/app/announcement', { app_id: growth, announcement: 'hi' }, viewer.token);
    expect(denied.status).toBe(403);
    expect(bodyOf(denied).message).toBe('没有编辑该应用公告的权限');
    const done = await env().post(
      '/backend/app/announcement',
      { appId: growth, announcement: '新公告' },
      operator.token,
    );
    expect(data(done)).toEqual({ app_id: growth, announcement: '新公告' });
    expect(
      data<Announcement>(await env().get(`/backend/app/announcement?app_id=${growth}`, viewer.token)).announcement,
    ).toBe('新公告');
    expect(
      (await env().post('/backend/app/announcement', { app_id: push, announcement: 'x' }, operator.token)).status,
    ).toBe(403);
    expect(
      (await env().post('/backend/app/announcement', { app_id: push, announcement: 'admin' }, env().adminToken)).status,
    ).toBe(200);
  });

  it('personal permissions list every type with have_permission', async () => {
    const list = async (token: string, appId: number) =>
      Object.fromEntries(
        data<Permission[]>(await env().get(`/user/permission/list?app_id=${appId}`, token)).map((p) => [
          p.permission_type,
          p.have_permission,
        ]),
      );
    const none = {
      can_edit_app_announcement: false,
      page_can_share: false,
      can_approve_requests: false,
      can_edit_help: false,
    };
    expect(await list(viewer.token, growth)).toEqual({ ...none, page_can_share: true });
    expect(await list(operator.token, growth)).toEqual({
      ...none,
      can_edit_app_announcement: true,
      page_can_share: true,
    });
    expect(await list(operator.token, push)).toEqual(none);
    expect(await list(env().adminToken, push)).toEqual({
      can_edit_app_announcement: true,
      page_can_share: true,
      can_approve_requests: true,
      can_edit_help: true,
    });
    expect((await env().get('/user/permission/list?app_id=987654', viewer.token)).status).toBe(404);
    expect(bodyOf(await env().get('/user/permission/list', viewer.token)).message).toBe('app_id: 必填');
  });
});
