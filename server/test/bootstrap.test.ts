import type {
  AppInfo,
  AppLookup,
  Bootstrap,
  CurrentAnnouncement,
  Entry,
  FavoriteItem,
  Permission,
} from '@tessera/schema/api';
import { data, describeOnSqlite, type TestUser } from './harness';
import { problemsOf } from './support/body';

/** The bootstrap answer must equal what the separate start-up calls answer, for each kind of user and url. */
describeOnSqlite('bootstrap', {}, (env) => {
  let viewer: TestUser;
  let outsider: TestUser;
  let growth: number;
  let push: number;

  beforeAll(async () => {
    viewer = await env().addUser('boot-viewer', ['增长分析-查看']);
    outsider = await env().addUser('boot-outsider');
    growth = await env().appId('growth');
    push = await env().appId('push');
  });

  const boot = async (token: string, query: string) => data<Bootstrap>(await env().get(`/bootstrap${query}`, token));
  const separately = async (token: string, appId: number) => ({
    apps: data<AppInfo[]>(await env().get('/backend/app/list?all_type=0', token)),
    entries: data<Entry[]>(await env().get(`/site/entries?app_id=${appId}&share=0`, token)),
    permissions: data<Permission[]>(await env().get(`/user/permission/list?app_id=${appId}`, token)),
    announcement: data<{ announcement: string }>(await env().get(`/backend/app/announcement?app_id=${appId}`, token))
      .announcement,
    approval_count: data<{ count: number }>(await env().get('/approval/remind', token)).count,
    favorites: data<FavoriteItem[]>(await env().post('/favorites/list', { app_id: appId }, token)),
    notices: data<CurrentAnnouncement[]>(await env().get('/announcement/current', token))
      .filter((a) => !a.seen)
      .reverse()
      .map(({ seen: _seen, ...a }) => a),
  });

  it("an admin opening another app's page gets that app, its menu and permissions, as the separate calls say", async () => {
    const answer = await boot(env().adminToken, `?url=/push/overview/list&app_id=${growth}`);
    const lookup = data<AppLookup>(await env().get('/app/lookup?url=/push/overview/list', env().adminToken));
    expect(answer.lookup).toEqual(lookup);
    expect(answer.current_app_id).toBe(push);
    expect(answer.user).toMatchObject({ passport: 'admin', is_admin: true });
    expect(answer).toMatchObject(await separately(env().adminToken, push));
  });

  it('without a url the remembered app is kept while listed, else the first app', async () => {
    const remembered = await boot(viewer.token, `?app_id=${growth}`);
    expect(remembered.lookup).toBeNull();
    expect(remembered.current_app_id).toBe(growth);
    expect(remembered).toMatchObject(await separately(viewer.token, growth));
    // The viewer is no member of push: the remembered push falls back to the first listed app.
    const fallback = await boot(viewer.token, `?app_id=${push}`);
    expect(fallback.current_app_id).toBe(fallback.apps[0].id);
    expect(fallback.apps.map((a) => a.id)).not.toContain(push);
  });

  it("a url the user may not see is looked up as /app/lookup does; the app stays the user's own", async () => {
    const answer = await boot(viewer.token, '?url=/push/overview/list');
    const lookup = data<AppLookup>(await env().get('/app/lookup?url=/push/overview/list', viewer.token));
    expect(answer.lookup).toEqual(lookup);
    expect(answer.lookup?.status).not.toBe('ok');
    expect(answer.current_app_id).toBe(growth);
  });

  it('a user in no app gets an empty start: no app, no menu, no permissions', async () => {
    const answer = await boot(outsider.token, '');
    expect(answer).toMatchObject({ apps: [], current_app_id: null, entries: [], permissions: [], announcement: null });
  });

  it('bad parameters name their field; no token is 401', async () => {
    const bad = await env().get('/bootstrap?url=no-slash&app_id=0', env().adminToken);
    expect(bad.status).toBe(400);
    expect(
      problemsOf(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['app_id', 'url']);
    expect((await env().get('/bootstrap')).status).toBe(401);
  });
});
