import { adminPasswordBanner, prepareStore } from '../src/bootstrap';
import { AnnouncementsService } from '../src/domains/announcements/service';
import { migrate, pendingMigrations } from '../src/store/migrate';
import { seedWorkbench } from '../src/store/migrations/0007-catalog-trash';
import { migration as workbenchManage } from '../src/store/migrations/0012-workbench-manage';
import { migration as shares } from '../src/store/migrations/0016-shares';
import { migration as singleSignOn } from '../src/store/migrations/0018-single-sign-on';
import { migration as social } from '../src/store/migrations/0022-favorites-feedback-announcements';
import { migration as usageScreens } from '../src/store/migrations/0024-usage-screens';
import { writeTx } from '../src/store/write-tx';
import { describeStores, data } from './harness';

/** Migrations, first admin with a generated password, demo loaded once. */
describeStores('store', { adminPassword: null }, (env) => {
  it('migrations ran once; running them again changes nothing', async () => {
    expect(env().prepared.migrations).toEqual([
      '0001-initial',
      '0002-visits',
      '0003-connections',
      '0004-datasets-pages',
      '0005-options',
      '0006-comments',
      '0007-catalog-trash',
      '0008-page-versions',
      '0009-username-case',
      '0010-connection-region-history',
      '0011-dataset-params',
      '0012-workbench-manage',
      '0013-role-names',
      '0014-access-requests',
      '0015-field-authority',
      '0016-shares',
      '0017-names-en',
      '0018-single-sign-on',
      '0019-lookers',
      '0020-monitors',
      '0022-favorites-feedback-announcements',
      '0023-help-documents',
      '0024-usage-screens',
    ]);
    expect(await migrate(env().handle.store)).toEqual([]);
    expect(await pendingMigrations(env().handle.store)).toEqual([]);
  });

  it('seeds the workbench once: seeding again on a store that has it (and the demo) adds nothing', async () => {
    const { store } = env().handle;
    const { App, Entry } = store.models;
    const count = async () => [await App.count({ paranoid: false }), await Entry.count({ paranoid: false })];
    const before = await count();
    await seedWorkbench({
      queryInterface: store.sequelize.getQueryInterface(),
      sequelize: store.sequelize,
      dialect: store.dialect,
    });
    expect(await count()).toEqual(before);
    const root = await Entry.findOne({ where: { url: '/config' } });
    expect(await Entry.count({ where: { parent_id: root?.id ?? 0 } })).toBe(15);
  });

  it('0012 lists the data workbench screens under /config once, after the others; down takes them away', async () => {
    const { store } = env().handle;
    const { Entry } = store.models;
    const context = {
      queryInterface: store.sequelize.getQueryInterface(),
      sequelize: store.sequelize,
      dialect: store.dialect,
    };
    const root = await Entry.findOne({ where: { url: '/config' } });
    const children = async () =>
      (await Entry.findAll({ where: { parent_id: root?.id ?? 0 }, order: [['sort', 'ASC']] })).map((e) => e.url);
    const seeded = [
      '/admin/config',
      '/admin/recycleBin',
      '/user/user',
      '/admin/app/manage',
      '/admin/field/config',
      '/admin/field/value/manage',
      '/admin/options/manage',
      '/admin/query/page',
      '/admin/management',
    ];
    const access = ['/admin/field/authority/config', '/user/permission']; // 0016
    const social = ['/announcement', '/admin/feedback']; // 0022
    const usage = ['/visitStat', '/userFlow']; // 0024
    expect(await children()).toEqual([...seeded, ...access, ...social, ...usage]);
    await workbenchManage.down(context);
    expect(await children()).toEqual([...seeded.slice(0, 3), ...access, ...social, ...usage]);
    await workbenchManage.up(context);
    await workbenchManage.up(context);
    expect(await children()).toEqual([...seeded.slice(0, 3), ...access, ...social, ...usage, ...seeded.slice(3)]);
    await usageScreens.down(context);
    await usageScreens.up(context);
    await usageScreens.up(context);
    expect(await children()).toEqual([...seeded.slice(0, 3), ...access, ...social, ...seeded.slice(3), ...usage]);
  });

  it('0016 lists the field permission screen and the user permission list under /config once; down takes them away', async () => {
    const { store } = env().handle;
    const context = {
      queryInterface: store.sequelize.getQueryInterface(),
      sequelize: store.sequelize,
      dialect: store.dialect,
    };
    const urls = ['/admin/field/authority/config', '/user/permission'];
    const count = () => store.models.Entry.count({ where: { url: urls } });
    expect(await count()).toBe(2);
    await shares.down(context);
    expect(await count()).toBe(0);
    await shares.up(context);
    expect(await count()).toBe(2);
  });

  it('0022: favourites, feedback, announcements and seen marks; a second seen mark is ignored; down and up again', async () => {
    const { store } = env().handle;
    const context = {
      queryInterface: store.sequelize.getQueryInterface(),
      sequelize: store.sequelize,
      dialect: store.dialect,
    };
    const { Announcement, AnnouncementSeen, Entry, Favorite, User } = store.models;
    const admin = (await User.findOne({ where: { username: 'admin' } }))!;
    const page = (await Entry.findOne({ where: { catalog_or_page: 2 } }))!;
    await Favorite.create({ user_id: admin.id, entry_id: page.id });
    const note = await Announcement.create({
      title: 't',
      body: '',
      level: 'info',
      starts_at: null,
      ends_at: null,
      created_by: 'admin',
    });
    // bulkCreate with ignoreDuplicates is INSERT OR IGNORE / INSERT IGNORE / ON CONFLICT DO NOTHING: each store's own.
    const me = { id: admin.id, username: 'admin', realname: '', is_admin: true, status: 1 };
    const announcements = new AnnouncementsService(store);
    await announcements.markSeen(me, [note.id]);
    await announcements.markSeen(me, [note.id]);
    expect(await AnnouncementSeen.count({ where: { user_id: admin.id } })).toBe(1);
    await social.down(context);
    expect(await Entry.count({ where: { url: ['/announcement', '/admin/feedback'] } })).toBe(0);
    await social.up(context);
    expect(await Entry.count({ where: { url: ['/announcement', '/admin/feedback'] } })).toBe(2);
    expect(await Favorite.count()).toBe(0);
  });

  it('0018: an email names one account at most, sessions keep an ID token; down and up again', async () => {
    const { store } = env().handle;
    const { User, Session, OidcLogin } = store.models;
    const context = {
      queryInterface: store.sequelize.getQueryInterface(),
      sequelize: store.sequelize,
      dialect: store.dialect,
    };
    const user = (username: string, email: string | null) =>
      User.create({ username, realname: username, password_hash: '!sso', email });
    const first = await user('sso-one', 'one@example.com');
    await user('sso-none-a', null);
    await user('sso-none-b', null);
    await expect(user('sso-two', 'one@example.com')).rejects.toThrow();
    const idToken = `header.${'x'.repeat(3000)}.signature`;
    await Session.create({ id: 'sso-session-0018', user_id: first.id, expires_at: new Date(), id_token: idToken });
    expect((await Session.findByPk('sso-session-0018'))?.id_token).toBe(idToken);
    await Session.destroy({ where: { id: 'sso-session-0018' } });
    await User.destroy({ where: { username: ['sso-one', 'sso-none-a', 'sso-none-b'] } });
    await singleSignOn.down(context);
    await singleSignOn.up(context);
    expect(await OidcLogin.count()).toBe(0);
  });

  it('without ADMIN_PASSWORD the first admin gets a generated password, printed once', async () => {
    const { printed } = env();
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0])?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(printed[0]).toBe(adminPasswordBanner(password));
    expect(env().logs.join('')).not.toContain(password);
    const token = await env().login('admin', password);
    const me = await env().get('/user/info', token);
    expect(me.body).toMatchObject({ code: 0, result_data: { passport: 'admin', is_admin: true } });
  });

  it('a second start neither recreates the admin, prints a password, nor reloads the demo', async () => {
    const { store } = env().handle;
    const printed: string[] = [];
    const again = await prepareStore(
      store,
      { ...env().config, adminPassword: 'other-password' },
      { print: (t) => printed.push(t) },
    );
    expect(again).toEqual({ migrations: [], adminCreated: false, demoLoaded: false });
    expect(printed).toEqual([]);
    expect(await store.models.User.count()).toBe(1);
    await expect(env().login('admin', 'other-password')).rejects.toThrow(/401/);
  });

  it('loads the demo into the empty store: apps with announcements, entry trees, roles with urls', async () => {
    expect(env().prepared.demoLoaded).toBe(true);
    const { App, Entry, Role, RoleUrl } = env().handle.store.models;
    // The workbench app of migration 0007 is there before the demo and does not keep it from loading.
    expect((await App.findAll({ order: [['sort', 'ASC']] })).map((a) => a.app_key)).toEqual([
      'growth',
      'push',
      'common',
    ]);
    expect((await App.findOne({ where: { app_key: 'push' } }))?.announcement).toContain('UTC+8');
    expect(await Entry.count()).toBeGreaterThan(20);
    expect(await Role.count()).toBe(3);
    expect(await RoleUrl.count()).toBe(7 + 12 + 3);
    const daily = await Entry.findOne({ where: { url: '/growth/retention/daily' } });
    expect(daily).toMatchObject({ data_level: 'C', is_show: 1, status: 1, sort: 1 });
    expect(JSON.parse(daily?.router_config ?? 'null')).toEqual({
      component: 'ReportPage',
      meta: { title: '留存日报' },
    });
  });

  it('never loads the demo twice, even after every app was deleted', async () => {
    const { store } = env().handle;
    const token = await env().login('admin', /password: (\S+)/.exec(env().printed[0])?.[1] ?? '');
    for (const app of await store.models.App.findAll()) {
      expect((await env().post('/backend/app/delete', { id: app.id }, token)).status).toBe(200);
    }
    expect(data<unknown[]>(await env().get('/backend/app/list?all_type=1', token))).toEqual([]);
    expect((await prepareStore(store, env().config, { print: () => undefined })).demoLoaded).toBe(false);
    expect(await store.models.App.count()).toBe(0);
  });

  it('two writers locking two rows in opposite orders both commit: the deadlock loser runs again', async () => {
    const { store } = env().handle;
    const apps = await Promise.all(
      ['lock_a', 'lock_b'].map(async (key) => (await store.models.App.create({ app_name: key, app_key: key })).id),
    );
    let runs = 0;
    // Each writer holds its first row until the other holds its own, so their second locks cross.
    const held: Array<() => void> = [];
    const bothHold = [0, 1].map((i) => new Promise<void>((resolve) => (held[i] = resolve)));
    const writer = (i: number, order: number[]) =>
      writeTx(store, async (transaction) => {
        runs += 1;
        await store.models.App.update({ announcement: `writer ${i}` }, { where: { id: order[0] }, transaction });
        held[i]();
        // SQLite lets only one writer begin; a rerun must not wait for the other writer, which has committed.
        if (store.dialect !== 'sqlite' && runs <= 2) await bothHold[1 - i];
        await store.models.App.update({ announcement: `writer ${i}` }, { where: { id: order[1] }, transaction });
      });
    await Promise.all([writer(0, apps), writer(1, [...apps].reverse())]);
    // SQLite queues the second writer behind the first (IMMEDIATE); the other stores detect the deadlock and roll
    // a writer back, which runs again (on a loaded machine PostgreSQL was once seen to need a second rerun).
    if (store.dialect === 'sqlite') expect(runs).toBe(2);
    else expect(runs).toBeGreaterThan(2);
    const remarks = (await store.models.App.findAll({ where: { id: apps } })).map((a) => a.announcement);
    expect(new Set(remarks).size).toBe(1);
  });

  it('answers 503 with what to run when the web app is not built', async () => {
    const res = await env().http.get('/').set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
