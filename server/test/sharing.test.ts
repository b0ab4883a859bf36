import type { ApprovalRecord, Entry, Paged, PageViewer, ShareResult, UserPermissionRow } from '@tessera/schema/api';
import { menuPages } from '@tessera/schema/rules';
import { data, describeStores, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';
import { parseCsv } from './csv';

/** Sharing pages (the share tree, the share call, level-A pages), who can see a page, and the user permission list. */
describeStores('sharing and the user permission list', {}, (env) => {
  let growth: number;
  let push: number;
  let sharer: TestUser; // 增长分析-运营: page_can_share, level-A pages too
  let reader: TestUser; // 增长分析-查看: page_can_share, fewer pages
  const admin = () => env().adminToken;
  const page = async (url: string) => (await env().handle.store.models.Entry.findOne({ where: { url } }))!;
  const share = (token: string, urls: string[] | number[], users: string[]) =>
    Promise.all(urls.map(async (u) => (typeof u === 'number' ? u : (await page(u)).id))).then((ids) =>
      env().post('/share/pages', { permission_ids: ids, add_user_set: users }, token).set('Accept-Language', 'en'),
    );
  const opens = async (token: string, url: string) =>
    (await env().get(`/customize/page-diagram/list-with-page?page_id=${(await page(url)).id}`, token)).status;
  const shareTree = async (token: string, to: string[]) =>
    data<Entry[]>(await env().get(`/site/entries?app_id=${growth}&share=1&share_to=${to.join(',')}`, token));
  const viewers = async (url: string) =>
    data<PageViewer[]>(await env().post('/customize/catalog/permission/user', { id: (await page(url)).id }, admin()));
  const search = (body: Record<string, unknown>, token = admin()) =>
    env().post('/user/permission/list/search', body, token);

  beforeAll(async () => {
    growth = await env().appId('growth');
    push = await env().appId('push');
    sharer = await env().addUser('sharer', ['增长分析-运营']);
    reader = await env().addUser('reader', ['增长分析-查看']);
  });

  it('the share tree lists what the sharer may open, with the pages every recipient holds marked', async () => {
    const recipient = await env().addUser('recipient');
    const none = menuPages(await shareTree(reader.token, []));
    expect(none.map((p) => p.url).sort()).toEqual(
      [
        '/growth/engagement/vv',
        '/growth/engagement/weekly',
        '/growth/retention/compare',
        '/growth/retention/daily',
        '/growth/users/country',
        '/growth/users/type',
        '/growth/users/version',
      ].sort(),
    );
    expect(none.every((p) => !p.authorized)).toBe(true);
    // The operator holds these pages and more: for him, the reader's pages are the ones already held.
    const forSharer = menuPages(await shareTree(reader.token, [sharer.username]));
    expect(forSharer.every((p) => p.authorized)).toBe(true);
    // Two recipients: held only when both hold it.
    const both = menuPages(await shareTree(reader.token, [sharer.username, recipient.username]));
    expect(both.every((p) => !p.authorized)).toBe(true);
    // The plain share=1 tree is unchanged: every online entry, authorised for the caller.
    const plain = menuPages(data<Entry[]>(await env().get(`/site/entries?app_id=${growth}&share=1`, reader.token)));
    expect(plain.length).toBeGreaterThan(none.length);
  });

  it('the share tree: no page_can_share → 403; an unknown recipient → 400 naming share_to', async () => {
    const plain = await env().addUser('plain');
    const { Role, RoleUser } = env().handle.store.models;
    const role = await Role.create({ app_id: growth, name: `no-share-${plain.id}`, permission_types: '[]' });
    await RoleUser.create({ role_id: role.id, user_id: plain.id });
    const refused = await env().get(`/site/entries?app_id=${growth}&share=1&share_to=`, plain.token);
    expect(refused.status).toBe(403);
    const unknown = await env().get(`/site/entries?app_id=${growth}&share=1&share_to=nobody-here`, reader.token);
    expect(unknown.status).toBe(400);
    expect(problemsOf(unknown)).toEqual([expect.objectContaining({ field: 'share_to', rule: 'not_found' })]);
  });

  it('a share opens the pages to the recipient at once, recorded with who and when, and shown on the page', async () => {
    const recipient = await env().addUser('recipient');
    const urls = ['/growth/engagement/vv', '/growth/engagement/weekly'];
    expect(await opens(recipient.token, urls[0])).toBe(403);
    const res = await share(reader.token, urls, [recipient.username]);
    expect(res.status).toBe(200);
    expect(bodyOf(res).message).toBe(
      'Shared: 2 opened, 0 level-A page requests sent for approval, 0 already held or waiting',
    );
    const result = data<ShareResult>(res);
    expect(result).toMatchObject({ granted: 2, requested: 0, skipped: 0 });
    // The next request already sees it: the menu and the page.
    for (const url of urls) expect(await opens(recipient.token, url)).toBe(200);
    const menu = menuPages(data<Entry[]>(await env().get(`/site/entries?app_id=${growth}`, recipient.token)));
    expect(menu.map((p) => p.url).sort()).toEqual([...urls].sort());
    // Recorded: who shared, when.
    const row = await env().handle.store.models.Share.findByPk(result.share_id!);
    expect(row).toMatchObject({ app_id: growth, shared_by: reader.id, shared_by_username: reader.username });
    expect(Date.now() - new Date(row!.created_at).getTime()).toBeLessThan(60_000);
    // The page's permission users say why he sees it.
    expect((await viewers(urls[0])).find((v) => v.username === recipient.username)?.reasons).toEqual([
      `share:${reader.username}`,
    ]);
    // Shared again: nothing new, and the tree now marks the pages as held.
    const again = data<ShareResult>(await share(reader.token, urls, [recipient.username]));
    expect(again).toEqual({ share_id: null, granted: 0, requested: 0, skipped: 2 });
    const tree = menuPages(await shareTree(reader.token, [recipient.username]));
    expect(
      tree
        .filter((p) => p.authorized)
        .map((p) => p.url)
        .sort(),
    ).toEqual([...urls].sort());
  });

  it('a level-A page in a share becomes a pending request in the recipient’s name, not a grant', async () => {
    const recipient = await env().addUser('recipient');
    const a = '/growth/users/transform';
    const c = '/growth/realtime/core';
    const res = await share(sharer.token, [a, c], [recipient.username]);
    expect(data<ShareResult>(res)).toMatchObject({ granted: 1, requested: 1, skipped: 0 });
    expect(await opens(recipient.token, c)).toBe(200);
    expect(await opens(recipient.token, a)).toBe(403);
    const mine = data<Paged<ApprovalRecord>>(await env().post('/approval/apply/records', {}, recipient.token));
    expect(mine.list).toEqual([
      expect.objectContaining({
        permission_url: a,
        role_id: null,
        status: 'pending',
        applicant: recipient.username,
        reason: `Shared by ${sharer.username.replace(/(\d+)$/, ' $1')} (${sharer.username}); a level-A page opens once approved`,
      }),
    ]);
    // Sharing it again while it waits opens no second request.
    expect(data<ShareResult>(await share(sharer.token, [a], [recipient.username]))).toMatchObject({
      requested: 0,
      skipped: 1,
    });
    // The page's in-charge users and the app's approvers decide it as any request; passed, the page opens.
    const pending = data<Paged<ApprovalRecord>>(await env().post('/approval/records', { type: 'pending' }, admin()));
    const request = pending.list.find((r) => r.applicant === recipient.username)!;
    expect((await env().post('/approval/pass-reject', { id: request.id, operate: 'pass' }, admin())).status).toBe(200);
    expect(await opens(recipient.token, a)).toBe(200);
  });

  it('refuses bad shares, naming the field', async () => {
    const recipient = await env().addUser('recipient');
    const empty = await env().post('/share/pages', { permission_ids: [], add_user_set: [] }, reader.token);
    expect(empty.status).toBe(400);
    expect(problemsOf(empty).map((p) => [p.field, p.rule])).toEqual([
      ['permission_ids', 'required'],
      ['add_user_set', 'required'],
    ]);
    const notPage = await share(reader.token, [999_999], [recipient.username]);
    expect(problemsOf(notPage).map((p) => [p.field, p.rule])).toEqual([['permission_ids.0', 'not_found']]);
    // A page the sharer cannot open himself.
    const notHis = await share(reader.token, ['/growth/users/transform'], [recipient.username]);
    expect(notHis.status).toBe(400);
    expect(problemsOf(notHis).map((p) => [p.field, p.rule])).toEqual([['permission_ids.0', 'not_shareable']]);
    expect(bodyOf(notHis).message).toContain('permission_ids.0: cannot be shared');
    const mixed = await share(admin(), ['/growth/engagement/vv', '/push/overview/list'], [recipient.username]);
    expect(problemsOf(mixed).map((p) => [p.field, p.rule])).toEqual([['permission_ids.1', 'other_app']]);
    const nobody = await share(reader.token, ['/growth/engagement/vv'], [recipient.username, 'no-such-user']);
    expect(problemsOf(nobody).map((p) => [p.field, p.rule])).toEqual([['add_user_set.1', 'not_found']]);
    await env().handle.store.models.User.update({ status: 0 }, { where: { id: recipient.id } });
    const disabled = await share(reader.token, ['/growth/engagement/vv'], [recipient.username]);
    expect(problemsOf(disabled).map((p) => [p.field, p.rule])).toEqual([['add_user_set.0', 'disabled']]);
    // Without page_can_share in the page's app: 403; nothing was recorded by any of these.
    const outsider = await env().addUser('outsider');
    expect((await share(outsider.token, ['/growth/engagement/vv'], [reader.username])).status).toBe(403);
    expect((await share(reader.token, ['/push/overview/list'], [outsider.username])).status).toBe(403);
    expect(await env().handle.store.models.ShareGrant.count({ where: { user_id: recipient.id } })).toBe(0);
    void push;
  });

  it('a role or share change holds from the next request: nothing caches an access decision', async () => {
    const member = await env().addUser('member', ['增长分析-查看']);
    const url = '/growth/retention/daily';
    expect(await opens(member.token, url)).toBe(200);
    const { Role, RoleUser, ShareGrant } = env().handle.store.models;
    const role = await Role.findOne({ where: { name: '增长分析-查看' } });
    await env().post(
      '/backend/role-user/remove-or-add/one',
      { role_id: role!.id, username: member.username, operate: 'remove' },
      admin(),
    );
    expect(await opens(member.token, url)).toBe(403);
    expect(data<Entry[]>(await env().get(`/backend/app/list`, member.token))).toEqual([]);
    await share(sharer.token, [url], [member.username]);
    expect(await opens(member.token, url)).toBe(200);
    await ShareGrant.destroy({ where: { user_id: member.id } });
    expect(await opens(member.token, url)).toBe(403);
    await RoleUser.create({ role_id: role!.id, user_id: member.id });
    expect(await opens(member.token, url)).toBe(200);
  });

  it('the user permission list: who holds which page through what, searchable, paged, and as a CSV', async () => {
    const holder = await env().addUser('holder', ['增长分析-查看']);
    await share(sharer.token, ['/growth/realtime/core'], [holder.username]);
    const mine = data<Paged<UserPermissionRow>>(await search({ user_search: holder.username, page_size: 100 }));
    expect(mine.total_size).toBe(8);
    expect(mine.list.filter((r) => r.source === 'role')).toHaveLength(7);
    expect(mine.list.every((r) => r.username === holder.username && r.app_id === growth)).toBe(true);
    expect(mine.list.find((r) => r.source === 'share')).toMatchObject({
      url: '/growth/realtime/core',
      granted_by: sharer.username,
      role_name: null,
      share_id: expect.any(Number) as number,
    });
    // By page and role; by source; paged.
    const byPage = data<Paged<UserPermissionRow>>(
      await search({ user_search: holder.username, page_search: 'REALTIME' }),
    );
    expect(byPage.list.map((r) => r.source)).toEqual(['share']);
    const byRole = data<Paged<UserPermissionRow>>(await search({ user_search: holder.username, role_search: '查看' }));
    expect(byRole.total_size).toBe(7);
    const second = data<Paged<UserPermissionRow>>(
      await search({ user_search: holder.username, page: 2, page_size: 5 }),
    );
    expect(second.list).toHaveLength(3);
    expect(second.list.map((r) => r.page_id)).toEqual(mine.list.slice(5).map((r) => r.page_id));
    const shares = data<Paged<UserPermissionRow>>(await search({ source: 'share', app_id: push }));
    expect(shares.total_size).toBe(0);
    // LIKE wildcards in a search match themselves.
    expect(data<Paged<UserPermissionRow>>(await search({ user_search: '%' })).total_size).toBe(0);

    const file = await env()
      .post('/user/permission/list/search/download', { user_search: holder.username }, admin())
      .set('Accept-Language', 'en')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const rows = parseCsv((file.body as string).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Username',
      'Name',
      'App',
      'Page',
      'Page url',
      'Data level',
      'Through',
      'Role',
      'Shared or granted by',
      'Granted at',
    ]);
    expect(rows.slice(1)).toHaveLength(8);
    expect(rows.slice(1).filter((r) => r[6] === 'Share')).toEqual([
      expect.arrayContaining([holder.username, '/growth/realtime/core', sharer.username]),
    ]);
  });

  it('the permission list refuses bad input and non-admins', async () => {
    const bad = await search({ page_size: 0, source: 'friend', extra: 1 });
    expect(bad.status).toBe(400);
    expect(
      problemsOf(bad)
        .map((p) => p.field)
        .sort(),
    ).toEqual(['extra', 'page_size', 'source']);
    expect((await search({}, reader.token)).status).toBe(403);
    expect((await env().post('/user/permission/list/search/download', {}, reader.token)).status).toBe(403);
    const badDownload = await env().post('/user/permission/list/search/download', { app_id: 'x' }, admin());
    expect(badDownload.status).toBe(400);
    expect(problemsOf(badDownload).map((p) => p.field)).toEqual(['app_id']);
  });
});
