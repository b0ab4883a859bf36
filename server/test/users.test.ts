import type { Paged, UserRecord } from '@tessera/schema/api';
import { ADMIN_PASSWORD, data, describeStores } from './harness';
import { anyNumber, anyString, bodyOf, problemsOf } from './support/body';

describeStores('users', { demo: false }, (env) => {
  it('adds a user with a given password; the password is not echoed', async () => {
    const res = await env().post(
      '/backend/user/add',
      { username: 'alice', realname: 'Alice Liu', password: 'alice-pass-1' },
      env().adminToken,
    );
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({
      user: {
        id: anyNumber(),
        username: 'alice',
        realname: 'Alice Liu',
        status: 1,
        is_admin: false,
        created_at: anyString(),
      },
      password: null,
    });
    expect(await env().login('alice', 'alice-pass-1')).toBeTruthy();
  });

  it('generates a password when none is given and returns it once', async () => {
    const res = await env().post('/backend/user/add', { username: 'bob', realname: '鲍勃' }, env().adminToken);
    const { password } = data<{ password: string }>(res);
    expect(password).toMatch(/^\S{16}$/);
    expect(await env().login('bob', password)).toBeTruthy();
  });

  it('refuses a duplicate username with 409', async () => {
    const res = await env().post('/backend/user/add', { username: 'alice', realname: 'Other' }, env().adminToken);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, message: '用户名 alice 已存在', result_data: null });
  });

  it('validates user input by field', async () => {
    const res = await env().post(
      '/backend/user/add',
      { username: 'bad name', realname: '', password: 'short', is_admin: 'yes' },
      env().adminToken,
    );
    expect(res.status).toBe(400);
    expect(
      problemsOf(res)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['is_admin', 'password', 'realname', 'username']);
    expect(bodyOf(res).message).toContain('password: 长度不能少于 8');
  });

  it('user admin is for admins only (403); search is for anyone logged in', async () => {
    const u = await env().addUser('plain');
    expect((await env().post('/backend/user/add', { username: 'x1', realname: 'x' }, u.token)).status).toBe(403);
    expect((await env().post('/backend/user/update', { id: u.id, realname: 'x' }, u.token)).status).toBe(403);
    expect((await env().post('/backend/user/reset-password', { id: u.id }, u.token)).status).toBe(403);
    expect((await env().post('/backend/user/search', {}, u.token)).status).toBe(200);
  });

  it('searches by username or realname, paged (page_size 30 by default)', async () => {
    const all = data<Paged<UserRecord>>(await env().post('/backend/user/search', {}, env().adminToken));
    expect(all.page).toBe(1);
    expect(all.page_size).toBe(30);
    expect(all.total_size).toBe(all.list.length);
    expect(all.list[0].username).toBe('admin');
    const byReal = data<Paged<UserRecord>>(
      await env().post('/backend/user/search', { search_content: 'LIU' }, env().adminToken),
    );
    expect(byReal.list.map((u) => u.username)).toEqual(['alice']);
    const byChinese = data<Paged<UserRecord>>(
      await env().post('/backend/user/search', { searchContent: '鲍' }, env().adminToken),
    );
    expect(byChinese.list.map((u) => u.username)).toEqual(['bob']);
    const page2 = data<Paged<UserRecord>>(
      await env().post('/backend/user/search', { page: 2, page_size: 1 }, env().adminToken),
    );
    expect(page2.list).toHaveLength(1);
    expect(page2.total_size).toBe(all.total_size);
    const wildcard = data<Paged<UserRecord>>(
      await env().post('/backend/user/search', { search_content: '%' }, env().adminToken),
    );
    expect(wildcard.total_size).toBe(0);
  });

  it('search/all lists active users only, as {username, realname}', async () => {
    const res = data<{ username: string; realname: string }[]>(
      await env().post('/backend/user/search/all', { search_content: 'a' }, env().adminToken),
    );
    expect(res).toContainEqual({ username: 'alice', realname: 'Alice Liu' });
    expect(Object.keys(res[0]).sort()).toEqual(['realname', 'username']);
  });

  it('disabling a user ends his sessions at once and blocks login; search/all leaves him out', async () => {
    const u = await env().addUser('carol');
    expect((await env().get('/user/info', u.token)).status).toBe(200);
    const res = await env().post('/backend/user/update', { id: u.id, status: 0 }, env().adminToken);
    expect(data(res)).toMatchObject({ id: u.id, status: 0 });
    expect((await env().get('/user/info', u.token)).status).toBe(401);
    expect((await env().post('/auth/login', { username: u.username, password: u.password })).status).toBe(403);
    const active = data<{ username: string }[]>(
      await env().post('/backend/user/search/all', { search_content: 'carol' }, env().adminToken),
    );
    expect(active).toEqual([]);
    await env()
      .post('/backend/user/update', { id: u.id, status: 1, realname: 'Carol Back' }, env().adminToken)
      .expect(200);
    expect(await env().login(u.username, u.password)).toBeTruthy();
  });

  it('an admin can neither disable nor un-admin himself', async () => {
    const me = data<{ id: number }>(await env().get('/user/info', env().adminToken)).id;
    const disable = await env()
      .post('/backend/user/update', { id: me, status: 0 }, env().adminToken)
      .set('Accept-Language', 'en');
    expect(disable.status).toBe(400);
    expect(bodyOf(disable).message).toBe('You cannot disable your own account');
    const unadmin = await env().post('/backend/user/update', { id: me, is_admin: false }, env().adminToken);
    expect(unadmin.status).toBe(400);
    expect(bodyOf(unadmin).message).toBe('不能取消自己的管理员身份');
    expect((await env().post('/backend/user/update', { id: 99999, realname: 'x' }, env().adminToken)).status).toBe(404);
  });

  it('promotes a user to admin', async () => {
    const u = await env().addUser('dave');
    await env().post('/backend/user/update', { id: u.id, is_admin: true }, env().adminToken).expect(200);
    expect(data<{ is_admin: boolean }>(await env().get('/user/info', u.token)).is_admin).toBe(true);
  });

  it("reset-password sets a new one (generated when absent) and ends the user's sessions", async () => {
    const u = await env().addUser('erin');
    const given = await env().post(
      '/backend/user/reset-password',
      { id: u.id, password: 'brand-new-pass' },
      env().adminToken,
    );
    expect(data(given)).toEqual({ password: null });
    expect((await env().get('/user/info', u.token)).status).toBe(401);
    expect((await env().post('/auth/login', { username: u.username, password: u.password })).status).toBe(401);
    expect(await env().login(u.username, 'brand-new-pass')).toBeTruthy();
    const generated = data<{ password: string }>(
      await env().post('/backend/user/reset-password', { id: u.id }, env().adminToken),
    ).password;
    expect(await env().login(u.username, generated)).toBeTruthy();
    // Resetting one's own password keeps the current session.
    const me = data<{ id: number }>(await env().get('/user/info', env().adminToken)).id;
    await env()
      .post('/backend/user/reset-password', { id: me, password: ADMIN_PASSWORD }, env().adminToken)
      .expect(200);
    expect((await env().get('/user/info', env().adminToken)).status).toBe(200);
  });

  it('refresh purges expired sessions and counts users', async () => {
    const { Session, User } = env().handle.store.models;
    const u = await env().addUser('frank');
    await Session.update({ expires_at: new Date(Date.now() - 1000) }, { where: { user_id: u.id } });
    const res = data<{ total: number; active: number }>(await env().get('/backend/user/refresh', env().adminToken));
    expect(res.total).toBe(await User.count());
    expect(res.active).toBe(await User.count({ where: { status: 1 } }));
    expect(await Session.count({ where: { user_id: u.id } })).toBe(0);
  });
});
