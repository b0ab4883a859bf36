import type { Entry, Paged, RoleMember, RoleRecord } from '@tessera/schema/api';
import { data, describeStores, type TestUser } from './harness';
import { anyNumber, bodyOf, textContaining } from './support/body';

describeStores('roles', {}, (env) => {
  let growth: number;
  let member: TestUser; // holds no role at first
  let other: TestUser;
  const admin = () => env().adminToken;
  const del = (path: string, token: string) =>
    env().http.delete(env().api(path)).set('Authorization', `Bearer ${token}`);
  const menuUrls = async (token: string) => {
    const urls: string[] = [];
    const walk = (entries: Entry[]) =>
      entries.forEach((e) => {
        if (e.url) urls.push(e.url);
        walk(e.childs);
      });
    walk(data<Entry[]>(await env().get(`/site/entries?app_id=${growth}&share=0`, token)));
    return urls;
  };
  const pageId = async (url: string) => (await env().handle.store.models.Entry.findOne({ where: { url } }))!.id;

  beforeAll(async () => {
    growth = await env().appId('growth');
    member = await env().addUser('member');
    other = await env().addUser('other');
  });

  it('a page granted through a new role opens on the member’s next request, without a new login', async () => {
    const url = '/growth/retention/daily';
    const open = () => env().get(`/customize/page-diagram/list-with-page?page_id=${id}`, member.token);
    const id = await pageId(url);
    expect((await open()).status).toBe(403);
    // Not yet a member of the app at all.
    expect((await env().get(`/site/entries?app_id=${growth}`, member.token)).status).toBe(403);

    const role = data<RoleRecord>(
      await env().post('/backend/role/app-add', { app_id: growth, name: 'Retention readers' }, admin()),
    );
    expect(role).toEqual({
      id: anyNumber(),
      app_id: growth,
      name: 'Retention readers',
      permission_types: [],
      url_count: 0,
      user_count: 0,
    });
    const saved = await env().post('/backend/role/permission/save', { role_id: role.id, urls: [url] }, admin());
    expect(data(saved)).toEqual({ role_id: role.id, urls: [url] });
    const add = { role_id: role.id, username: member.username, operate: 'add' };
    expect((await env().post('/backend/role-user/remove-or-add/one', add, admin())).status).toBe(200);

    // Same token as before the grant.
    expect((await open()).status).toBe(200);
    expect(await menuUrls(member.token)).toEqual([url]);

    await env().post('/backend/role-user/remove-or-add/one', { ...add, operate: 'remove' }, admin());
    expect((await open()).status).toBe(403);
  });

  it('lists, renames and deletes roles; a name is unique within its app (409)', async () => {
    const add = (name: string) => env().post('/backend/role/app-add', { app_id: growth, name }, admin());
    const role = data<RoleRecord>(await add('Editors'));
    const again = await add('Editors');
    expect(again.status).toBe(409);
    expect(bodyOf(again).message).toContain('Editors');

    const updated = await env().post(
      '/backend/role/app-update',
      { id: role.id, name: 'Announcers', permission_types: ['can_edit_app_announcement', 'can_approve_requests'] },
      admin(),
    );
    expect(data<RoleRecord>(updated)).toMatchObject({
      name: 'Announcers',
      permission_types: ['can_edit_app_announcement', 'can_approve_requests'],
    });
    const list = data<RoleRecord[]>(await env().get(`/backend/role/list?app_id=${growth}`, admin()));
    expect(list.find((r) => r.id === role.id)).toMatchObject({ name: 'Announcers' });
    // The demo loader's roles are there too, with their counts.
    expect(list.find((r) => r.name === '增长分析-查看')?.url_count).toBeGreaterThan(0);

    await env().post(
      '/backend/role-user/remove-or-add/one',
      { role_id: role.id, username: other.username, operate: 'add' },
      admin(),
    );
    const perms = () => env().get(`/backend/role-user/other-permission?app_id=${growth}`, other.token);
    expect(data(await perms())).toEqual(['can_edit_app_announcement', 'can_approve_requests']);

    expect((await del(`/backend/role/delete?id=${role.id}`, admin())).status).toBe(200);
    expect((await perms()).status).toBe(403); // no role left in the app
    expect((await del(`/backend/role/delete?id=${role.id}`, admin())).status).toBe(404);
    expect((await env().get(`/backend/role/permission-url?role_id=${role.id}`, admin())).status).toBe(404);
  });

  it('grants built-in screen routes, and refuses urls of other apps naming the field', async () => {
    const role = data<RoleRecord>(
      await env().post('/backend/role/app-add', { app_id: growth, name: 'Visit readers' }, admin()),
    );
    const save = (urls: string[]) => env().post('/backend/role/permission/save', { role_id: role.id, urls }, admin());
    expect(data(await save(['/visitStat', '/growth/retention/daily']))).toEqual({
      role_id: role.id,
      urls: ['/growth/retention/daily', '/visitStat'],
    });
    const bad = await save(['/growth/retention/daily', '/push/analysis/monitor']);
    expect(bad.status).toBe(400);
    expect(bodyOf(bad).message).toMatch(/^urls\.1: /);
    // Nothing was lost.
    const kept = await env().get(`/backend/role/permission-url?role_id=${role.id}`, admin());
    expect(data<{ urls: string[] }>(kept).urls).toHaveLength(2);
    const notUrl = await save(['growth']);
    expect(notUrl.status).toBe(400);
    expect(bodyOf(notUrl).message).toMatch(/^urls\.0: /);
  });

  it('members: paged by 10, searchable, replaced as a whole; unknown users are 400', async () => {
    const role = data<RoleRecord>(
      await env().post('/backend/role/app-add', { app_id: growth, name: 'Crowd' }, admin()),
    );
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => env().addUser(`crowd${i}x`)));
    const set = await env().post(
      '/backend/role-user/update',
      { role_id: role.id, usernames: users.map((u) => u.username) },
      admin(),
    );
    expect(data(set)).toEqual({ role_id: role.id, user_count: 12 });
    const first = data<Paged<RoleMember>>(
      await env().post('/backend/role-user/user/list', { role_id: role.id }, admin()),
    );
    expect(first).toMatchObject({ page: 1, page_size: 10, total_size: 12 });
    expect(first.list).toHaveLength(10);
    const found = data<Paged<RoleMember>>(
      await env().post(
        '/backend/role-user/user/list',
        { role_id: role.id, search_content: users[3].username },
        admin(),
      ),
    );
    expect(found.list).toEqual([{ username: users[3].username, realname: textContaining('crowd3x') }]);

    const unknown = await env().post(
      '/backend/role-user/update',
      { role_id: role.id, usernames: [users[0].username, 'nobody-here'] },
      admin(),
    );
    expect(unknown.status).toBe(400);
    expect(bodyOf(unknown).message).toMatch(/^usernames\.1: /);
    const one = await env().post(
      '/backend/role-user/remove-or-add/one',
      { role_id: role.id, username: 'nobody-here', operate: 'add' },
      admin(),
    );
    expect(bodyOf(one).message).toMatch(/^username: /);
    const badOp = await env().post(
      '/backend/role-user/remove-or-add/one',
      { role_id: role.id, username: users[0].username, operate: 'toggle' },
      admin(),
    );
    expect(bodyOf(badOp).message).toMatch(/^operate: /);
    const list = data<RoleRecord[]>(await env().get(`/backend/role/list?app_id=${growth}`, admin()));
    expect(list.find((r) => r.id === role.id)?.user_count).toBe(12);
  });

  it('refuses bad role input naming the field, and unknown apps or roles with 404', async () => {
    const empty = await env().post('/backend/role/app-add', { app_id: growth, name: '' }, admin());
    expect(empty.status).toBe(400);
    expect(bodyOf(empty).message).toMatch(/^name: /);
    const type = await env().post(
      '/backend/role/app-add',
      { app_id: growth, name: 'X', permission_types: ['be_root'] },
      admin(),
    );
    expect(type.status).toBe(400);
    expect(bodyOf(type).message).toMatch(/^permission_types\.0: /);
    expect((await env().post('/backend/role/app-add', { app_id: 987654, name: 'X' }, admin())).status).toBe(404);
    expect((await env().post('/backend/role/app-update', { id: 987654, name: 'X' }, admin())).status).toBe(404);
    expect((await env().get('/backend/role/list?app_id=987654', admin())).status).toBe(404);
    expect((await env().get(`/backend/role/list?app_id=${growth}`, member.token)).status).toBe(403);
  });
});
