import { migrate, pendingMigrations } from '../src/store/migrate';
import { migration as visitsMigration } from '../src/store/migrations/0002-visits';
import { data, describeStores, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';

const DAILY = '/growth/retention/daily';

describeStores('visits', {}, (env) => {
  let member: TestUser;

  beforeAll(async () => {
    member = await env().addUser('member', ['增长分析-查看']);
  });

  const visits = () => env().handle.store.models.Visit.findAll({ order: [['id', 'ASC']] });
  const report = (body: unknown, token?: string) => env().post('/visit/page/url', body, token);

  it('records a page url with its entry and app', async () => {
    const before = Date.now();
    const res = await report({ url: DAILY }, member.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, result_data: { recorded: true } });
    const page = await env().handle.store.models.Entry.findOne({ where: { url: DAILY } });
    const [visit] = await visits();
    expect(visit).toMatchObject({
      user_id: member.id,
      app_id: await env().appId('growth'),
      entry_id: page?.id,
      url: DAILY,
    });
    // MySQL DATETIME keeps whole seconds.
    expect(visit.visited_at.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(visit.visited_at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('records other urls (built-in screens, unknown and deleted pages) with null ids', async () => {
    const { Entry, Visit } = env().handle.store.models;
    const deleted = await Entry.findOne({ where: { url: '/push/overview/list' } });
    await deleted?.destroy();
    await Visit.destroy({ where: {} });
    for (const url of ['/index', '/user/user', '/growth/nothing-here', '/push/overview/list', `${DAILY}/`]) {
      expect(data(await report({ url }, env().adminToken))).toEqual({ recorded: true });
    }
    const rows = await visits();
    expect(rows.map((v) => [v.url, v.app_id, v.entry_id])).toEqual([
      ['/index', null, null],
      ['/user/user', null, null],
      ['/growth/nothing-here', null, null],
      ['/push/overview/list', null, null],
      [`${DAILY}/`, null, null],
    ]);
  });

  it('answers 400 naming url for bad input, and records nothing', async () => {
    const { Visit } = env().handle.store.models;
    const count = await Visit.count();
    for (const body of [{}, { url: '' }, { url: 'growth/x' }, { url: 7 }, { url: `/${'a'.repeat(2000)}` }]) {
      const res = await report(body, member.token);
      expect(res.status).toBe(400);
      expect(bodyOf(res).message).toMatch(/^url: /);
      expect(problemsOf(res).map((e) => e.field)).toEqual(['url']);
    }
    const extra = await report({ url: DAILY, app_id: 1 }, member.token);
    expect(extra.status).toBe(400);
    expect(problemsOf(extra)).toEqual([{ field: 'app_id', rule: 'unknown_field' }]);
    expect(await Visit.count()).toBe(count);
  });

  it('answers 401 when not logged in, and records nothing', async () => {
    const { Visit } = env().handle.store.models;
    const count = await Visit.count();
    expect((await report({ url: DAILY })).status).toBe(401);
    expect((await report({ url: DAILY }, 'not-a-token')).status).toBe(401);
    expect(await Visit.count()).toBe(count);
  });

  it('has the statistics indexes; the migration runs once and can be undone and redone', async () => {
    const { store } = env().handle;
    const qi = store.sequelize.getQueryInterface();
    const indexes = (await qi.showIndex('visits')) as { name: string; fields: { attribute: string }[] }[];
    const byName = Object.fromEntries(indexes.map((i) => [i.name, i.fields.map((f) => f.attribute)]));
    expect(byName).toMatchObject({
      visits_visited_at_ix: ['visited_at'],
      visits_entry_visited_ix: ['entry_id', 'visited_at'],
      visits_user_visited_ix: ['user_id', 'visited_at'],
    });
    expect(await migrate(store)).toEqual([]);
    expect(await pendingMigrations(store)).toEqual([]);

    const context = { queryInterface: qi, sequelize: store.sequelize, dialect: store.dialect };
    await visitsMigration.down(context);
    await visitsMigration.up(context);
    expect(await store.models.Visit.count()).toBe(0);
    expect((await report({ url: DAILY }, member.token)).status).toBe(200);
    expect(await store.models.Visit.count()).toBe(1);
  });
});
