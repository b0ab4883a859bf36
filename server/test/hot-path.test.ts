/**
 * The hot path of report data: a cached answer does no metadata-store work (section plans, page access, column and
 * row decisions and sessions are memoised), yet a stale plan is never served after a save, publish, rollback or
 * delete, access is decided on every answer, and a changed connection answers from its new database at once. On the
 * SQLite store, against the report fixture's SQLite data source.
 */
import type { Knex } from 'knex';
import type { ReportData } from '../src/domains/report/types';
import { data, describeOnSqlite, type TestUser } from './harness';
import { hotSection, ok, P, PAGE_URL, query, ROLE, shownName, storeStatements } from './hot-path-fixture';
import { addConnection, addSection, importTemplate, sqliteDemoFile } from './report-fixture';

describeOnSqlite('hot path: one instance', {}, (env) => {
  let viewer: TestUser;
  let section: number;
  let connectionId: number;

  const admin = () => env().adminToken;
  const update = (name: string) =>
    ok(env().post(`${P}/update/one`, { id: section, section: hotSection(name) }, admin()));
  const publish = () => ok(env().post(`${P}/online`, { diagram_id_set: [section] }, admin()));

  beforeAll(async () => {
    await sqliteDemoFile(env());
    // The same tables with other titles: where the connection is pointed later.
    await sqliteDemoFile(env(), 'other.sqlite', (knex: Knex) => knex('pushes').update({ title: 'from other' }));
    connectionId = await addConnection(env(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    await importTemplate(env(), 'push-list.json');
    section = await addSection(env(), PAGE_URL, hotSection('v1'));
    viewer = await env().addUser('hotviewer', [ROLE]);
  });

  afterAll(() => env().handle.close());

  it('answers a warm cache hit without a single metadata-store statement', async () => {
    expect(await shownName(env(), section, viewer.token)).toBe('v1');
    const statements = await storeStatements(env(), async () => {
      const res = await env().post(`${P}/new/data`, query(section), viewer.token);
      expect(res.status).toBe(200);
      expect(res.headers['x-tessera-cache']).toBe('hit');
    });
    expect(statements).toEqual([]);
  });

  it('reads only the section row and the config it runs on a cold plan, never every section of the page', async () => {
    await update('v1'); // any write makes the plans stale
    const statements = await storeStatements(env(), () => shownName(env(), section, viewer.token));
    const sectionReads = statements.filter((s) => /FROM [`"]sections[`"]/i.test(s));
    for (const read of sectionReads) expect(read).not.toMatch(/[`"]draft[`"]/);
    // The rows of the page's other sections are asked for their ids only.
    expect(sectionReads.filter((s) => /[`"]online[`"]\s*(,|FROM)/i.test(s))).toHaveLength(1);
  });

  it('never serves a stale plan after a save, publish, rollback or delete', async () => {
    expect(await shownName(env(), section, viewer.token)).toBe('v1');

    await update('v2');
    // Saved, not published: staff keep the online config, the admin's preview shows the draft at once.
    expect(await shownName(env(), section, viewer.token)).toBe('v1');
    expect(await shownName(env(), section, admin(), true)).toBe('v2');

    await publish();
    expect(await shownName(env(), section, viewer.token)).toBe('v2');

    await ok(env().post(`${P}/rollback`, { id: section }, admin()));
    expect(await shownName(env(), section, viewer.token)).toBe('v1');

    await ok(
      env()
        .http.delete(env().api(`${P}/delete/one?id=${section}`))
        .set('Authorization', `Bearer ${admin()}`),
    );
    expect(await shownName(env(), section, viewer.token)).toBe('HTTP 404');
    expect(await shownName(env(), section, admin(), true)).toBe('HTTP 404');

    section = await addSection(env(), PAGE_URL, hotSection('v3'));
    expect(await shownName(env(), section, viewer.token)).toBe('v3');
  });

  it('refuses a user who lost access on his next call, however warm the caches', async () => {
    const member = await env().addUser('hotmember', [ROLE]);
    expect(await shownName(env(), section, member.token)).toBe('v3');
    expect(await shownName(env(), section, member.token)).toBe('v3');

    const role = await env().handle.store.models.Role.findOne({ where: { name: ROLE } });
    await ok(
      env().post(
        '/backend/role-user/remove-or-add/one',
        { role_id: role?.id, username: member.username, operate: 'remove' },
        admin(),
      ),
    );
    expect(await shownName(env(), section, member.token)).toBe('HTTP 403');

    await ok(
      env().post(
        '/backend/role-user/remove-or-add/one',
        { role_id: role?.id, username: member.username, operate: 'add' },
        admin(),
      ),
    );
    expect(await shownName(env(), section, member.token)).toBe('v3');
  });

  it('ends a session at once on logout, disable and password reset, with the session memoised', async () => {
    const a = await env().addUser('hotlogout', [ROLE]);
    expect(await shownName(env(), section, a.token)).toBe('v3');
    await ok(env().post('/auth/logout', {}, a.token));
    expect(await shownName(env(), section, a.token)).toBe('HTTP 401');

    const b = await env().addUser('hotdisable', [ROLE]);
    expect(await shownName(env(), section, b.token)).toBe('v3');
    await ok(env().post('/backend/user/update', { id: b.id, status: 0 }, admin()));
    expect(await shownName(env(), section, b.token)).toBe('HTTP 401');

    const c = await env().addUser('hotreset', [ROLE]);
    expect(await shownName(env(), section, c.token)).toBe('v3');
    await ok(env().post('/backend/user/reset-password', { id: c.id, password: 'another-pass-1' }, admin()));
    expect(await shownName(env(), section, c.token)).toBe('HTTP 401');
  });

  it('drops the cached results of a dataset that was saved, and of its connection only', async () => {
    const outcome = async () => (await env().post(`${P}/new/data`, query(section), viewer.token)).headers;
    await outcome();
    expect((await outcome())['x-tessera-cache']).toBe('hit');
    const { Dataset } = env().handle.store.models;
    const dataset = await Dataset.findOne({ where: { key: 'push_list' } });
    await dataset?.update({ name: `${dataset.name} (saved again)` });
    expect((await outcome())['x-tessera-cache']).toBe('miss');
    expect((await outcome())['x-tessera-cache']).toBe('hit');
    // Another connection being saved leaves these results alone.
    await addConnection(env(), 'elsewhere', { kind: 'sqlite', file: 'other.sqlite' });
    expect((await outcome())['x-tessera-cache']).toBe('hit');
  });

  it('answers from the new database at once when the connection is pointed at another one', async () => {
    const titles = async () => {
      const res = await env().post(`${P}/new/data`, query(section), viewer.token);
      expect(res.status).toBe(200);
      return { cache: res.headers['x-tessera-cache'], titles: data<ReportData>(res).rows.map((r) => r.title) };
    };
    await titles();
    const warm = await titles();
    expect(warm.cache).toBe('hit');
    expect(warm.titles).not.toContain('from other');

    await ok(env().post('/customize/db-info/one', { id: connectionId, file: 'other.sqlite' }, admin()));
    const moved = await titles();
    expect(moved.cache).toBe('miss');
    expect(new Set(moved.titles)).toEqual(new Set(['from other']));
  });
});
