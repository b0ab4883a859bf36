import type { ReportData, VisitAddOrLoss, VisitDay, VisitFlow, VisitStatistics, VisitWeek } from '@tessera/schema/api';
import type { Paged, VisitPageRow, VisitUserRow } from '@tessera/schema/api';
import { data, describeOnSqlite, describeStores, type TestEnv, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';

const DAILY = '/growth/retention/daily';
const WEEKLY = '/growth/retention/compare';
const RANGE = 'start_date=2026-01-05&end_date=2026-01-12';
const at = (text: string) => new Date(`${text}Z`);
const VIEWERS = 'growth-visit-viewers';
const PUSHERS = 'push-members';

/**
 * Two apps with their pages and roles, made here rather than loading the demo (a suite of four stores would spend
 * most of its time on it): viewers of growth may read its visit statistics, push members may not.
 */
async function seed(env: TestEnv) {
  const { App, Entry, Role, RoleUrl } = env.handle.store.models;
  const app = (app_key: string, app_name: string, app_name_en: string) =>
    App.create({ app_key, app_name, app_name_en });
  const growth = await app('growth', '增长分析', 'Growth');
  const push = await app('push', '推送运营', 'Push');
  const page = (app_id: number, url: string, name: string, name_en: string) =>
    Entry.create({ app_id, url, name, name_en, catalog_or_page: 2 });
  const daily = await page(growth.id, DAILY, '留存日报', 'Daily retention');
  const weekly = await page(growth.id, WEEKLY, '留存对比', 'Retention by channel');
  const pushList = await page(push.id, '/push/list', '推送列表', 'Pushes');
  const viewers = await Role.create({ app_id: growth.id, name: VIEWERS });
  await RoleUrl.create({ role_id: viewers.id, url: '/visitStat' });
  await Role.create({ app_id: push.id, name: PUSHERS });
  return { growth: growth.id, push: push.id, daily: daily.id, weekly: weekly.id, pushList: pushList.id };
}

/**
 * The visit statistics are SQL of their own (day expressions, COUNT DISTINCT, grouping with joins) over the metadata
 * store, so they run on every store. One fixture: two users on two pages of the growth app over 8 days, a third
 * who only visited in the previous period, and visits of built-in screens that never count.
 */
describeStores('visit statistics', { demo: false }, (env) => {
  let member: TestUser;
  let staff: TestUser;
  let pages: { daily: number; weekly: number };
  let growth: number;

  beforeAll(async () => {
    const { Visit, User } = env().handle.store.models;
    const seeded = await seed(env());
    member = await env().addUser('viewer', [VIEWERS]);
    staff = await env().addUser('staff');
    growth = seeded.growth;
    pages = { daily: seeded.daily, weekly: seeded.weekly };
    const admin = (await User.findOne({ where: { username: 'admin' } }))!.id;
    const visit = (user_id: number, entry_id: number | null, when: string) => ({
      user_id,
      app_id: entry_id ? growth : null,
      entry_id,
      url: entry_id === pages.weekly ? WEEKLY : entry_id ? DAILY : '/visitStat',
      visited_at: at(when),
    });
    await Visit.bulkCreate([
      visit(staff.id, pages.daily, '2026-01-01T10:00:00'), // previous period only: lost
      visit(admin, pages.daily, '2026-01-02T10:00:00'), // both periods: retained
      visit(member.id, pages.daily, '2026-01-05T09:00:00'), // Monday
      visit(member.id, pages.weekly, '2026-01-05T09:05:00'),
      visit(member.id, pages.daily, '2026-01-05T09:10:00'),
      visit(member.id, pages.daily, '2026-01-05T12:00:00'), // a new session (> 30 min later)
      visit(admin, pages.daily, '2026-01-06T23:59:59'),
      visit(admin, pages.weekly, '2026-01-12T00:00:00'), // the next Monday
      visit(admin, null, '2026-01-06T10:00:00'), // a built-in screen: not a page
    ]);
  });

  const get = <T>(path: string, token = env().adminToken) =>
    env()
      .get(path, token)
      .then((res) => data<T>(res));

  it('answers PV and UV per day, week, page and user, totals and added or lost users', async () => {
    const days = await get<VisitDay[]>(`/visit/pv-uv/day/list?${RANGE}`);
    expect(days).toHaveLength(8);
    expect(days.filter((d) => d.pv)).toEqual([
      { date: '2026-01-05', pv: 4, uv: 1 },
      { date: '2026-01-06', pv: 1, uv: 1 },
      { date: '2026-01-12', pv: 1, uv: 1 },
    ]);
    expect(await get<VisitDay[]>(`/visit/pv-uv/day/list?${RANGE}&entry_id=${pages.weekly}`)).toContainEqual({
      date: '2026-01-05',
      pv: 1,
      uv: 1,
    });
    expect(await get<VisitWeek[]>(`/visit/week/list?${RANGE}`)).toEqual([
      { week_start: '2026-01-05', pv: 5, uv: 2 },
      { week_start: '2026-01-12', pv: 1, uv: 1 },
    ]);

    const byPage = await get<Paged<VisitPageRow>>(`/visit/page/pv/list?${RANGE}&page_size=1`);
    expect(byPage).toMatchObject({ page: 1, page_size: 1, total_size: 2 });
    expect(byPage.list).toEqual([
      expect.objectContaining({ entry_id: pages.daily, url: DAILY, app_id: growth, pv: 4, uv: 2 }),
    ]);
    const second = await get<Paged<VisitPageRow>>(`/visit/page/pv/list?${RANGE}&page_size=1&page=2`);
    expect(second.list).toEqual([expect.objectContaining({ entry_id: pages.weekly, pv: 2, uv: 2 })]);

    const byUser = await get<Paged<VisitUserRow>>(`/visit/user/pv/list?${RANGE}`);
    expect(byUser.total_size).toBe(2);
    expect(byUser.list[0]).toMatchObject({ user_id: member.id, username: member.username, pv: 4, pages: 2 });
    expect(byUser.list[0].last_visit).toBe('2026-01-05T12:00:00.000Z');

    const stats = await get<VisitStatistics>(`/visit/statistics?${RANGE}`);
    expect(stats).toEqual({
      start_date: '2026-01-05',
      end_date: '2026-01-12',
      current: { pv: 6, uv: 2, pages: 2, pv_per_uv: 3 },
      previous: { start_date: '2025-12-28', end_date: '2026-01-04', pv: 2, uv: 2, pages: 1, pv_per_uv: 1 },
    });
    const change = await get<VisitAddOrLoss>(`/visit/user/pv/addOrLoss?${RANGE}`);
    expect(change).toMatchObject({ added_count: 1, lost_count: 1, retained_count: 1 });
    expect(change.added.map((u) => u.user_id)).toEqual([member.id]);
    expect(change.lost.map((u) => u.username)).toEqual([staff.username]);
  });

  it('follows the sessions of a start page into a flow with paths and drop-offs', async () => {
    const flow = await get<VisitFlow>(`/visit/user/flow?${RANGE}&entry_id=${pages.daily}`);
    // Three sessions open the daily page: daily → weekly → daily, daily (12:00) and the admin's daily on the 6th.
    expect(flow.sessions).toBe(3);
    expect(flow.links.map((l) => [l.source, l.target, l.value])).toEqual([
      [expect.stringMatching(/^1\. /), expect.stringMatching(/^2\. /), 1],
      [expect.stringMatching(/^2\. /), expect.stringMatching(/^3\. /), 1],
    ]);
    expect(flow.top_paths[0].sessions).toBe(2);
    expect(flow.drop_offs[0]).toMatchObject({ step: 1, sessions: 2 });
  });

  it('answers the usage report page sections through the report compiler', async () => {
    const dt = {
      key: 'dt',
      value_type: 'date',
      operator: 'date_range',
      range: { start: '2026-01-05', end: '2026-01-12' },
    };
    const daily = data<ReportData>(
      await env().post('/visit/report/data', { diagram_id: 'visit_daily', filter_condition: [dt] }, env().adminToken),
    );
    expect(daily.rows).toEqual([
      { dt: '2026-01-05', pv: 4, uv: 1 },
      { dt: '2026-01-06', pv: 1, uv: 1 },
      { dt: '2026-01-12', pv: 1, uv: 1 },
    ]);
    const users = await env().post(
      '/visit/report/data',
      { diagram_id: 'visit_users', filter_condition: [dt], sort_key_map: {}, page: { page: 1, page_size: 1 } },
      member.token,
    );
    expect(data<ReportData>(users)).toMatchObject({ page: { total_size: 2 }, rows: [{ username: member.username }] });
    // The overview cards and the weeks: the statistics calls' figures, on the same filters.
    const section = (diagram_id: string) =>
      env()
        .post('/visit/report/data', { diagram_id, filter_condition: [dt] }, env().adminToken)
        .then((res) => data<ReportData>(res).rows);
    expect(await section('visit_summary')).toEqual([{ pv: 6, uv: 2, pv_per_uv: 3, added: 1, lost: 1 }]);
    expect(await section('visit_weekly')).toEqual([
      { week_start: '2026-01-05', pv: 5, uv: 2 },
      { week_start: '2026-01-12', pv: 1, uv: 1 },
    ]);
    // Names follow the reader's language: the English name where the page has one.
    const byPage = await env()
      .post('/visit/report/data', { diagram_id: 'visit_pages', filter_condition: [dt] }, env().adminToken)
      .set('Accept-Language', 'en');
    expect(data<ReportData>(byPage).rows[0]).toMatchObject({ page_name: 'Daily retention', page_url: DAILY, pv: 4 });
  });
});

/** Who may read the statistics and what bad input answers: the same on every store, so SQLite only. */
describeOnSqlite('visit statistics: access and input', { demo: false }, (env) => {
  let granted: TestUser;
  let member: TestUser;
  let growth: number;
  let push: number;
  let daily: number;

  beforeAll(async () => {
    const seeded = await seed(env());
    ({ growth, push, daily } = seeded);
    granted = await env().addUser('granted', [VIEWERS]);
    member = await env().addUser('member', [PUSHERS]);
    await env().handle.store.models.Visit.bulkCreate([
      { user_id: granted.id, app_id: growth, entry_id: daily, url: DAILY, visited_at: at('2026-01-05T09:00:00') },
      {
        user_id: member.id,
        app_id: push,
        entry_id: seeded.pushList,
        url: '/push/list',
        visited_at: at('2026-01-05T09:00:00'),
      },
    ]);
  });

  it('shows admins every app, a granted role its own app only, and nobody else anything', async () => {
    const stats = (token: string, extra = '') =>
      env().get(`/visit/statistics?${RANGE}${extra}`, token).set('Accept-Language', 'en');
    expect(data<VisitStatistics>(await stats(env().adminToken)).current.pv).toBe(2);
    expect(data<VisitStatistics>(await stats(granted.token)).current.pv).toBe(1);
    expect(data<VisitStatistics>(await stats(granted.token, `&app_id=${growth}`)).current.pv).toBe(1);
    const other = await stats(granted.token, `&app_id=${push}`);
    expect([other.status, bodyOf(other).message]).toEqual([403, "No access to this app's visit statistics"]);
    const none = await stats(member.token);
    expect(none.status).toBe(403);
    expect(bodyOf(none).message).toMatch(/^No access to visit statistics/);
    expect((await env().get('/visit/report/page?name=visit-stat', member.token)).status).toBe(403);
    expect((await env().get(`/visit/user/flow?entry_id=${daily}`, granted.token)).status).toBe(403);
    const page = data<{ sections: { id: string }[] }>(
      await env().get('/visit/report/page?name=visit-stat', granted.token),
    );
    expect(page.sections.map((s) => s.id)).toEqual([
      'visit_summary',
      'visit_daily',
      'visit_top_pages',
      'visit_weekly',
      'visit_pages',
      'visit_users',
    ]);
    const apps = data<{ value: number }[]>(
      await env().post('/visit/report/select-options', { field: 'app_id' }, granted.token),
    );
    expect(apps.map((a) => a.value)).toEqual([growth]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const fields = async (path: string) => {
      const res = await env().get(path, env().adminToken);
      expect(res.status).toBe(400);
      return problemsOf(res).map((e) => `${e.field} ${e.rule}`);
    };
    expect(await fields('/visit/pv-uv/day/list?start_date=2026-01-10&end_date=2026-01-09')).toEqual([
      'end_date before_start',
    ]);
    expect(await fields('/visit/week/list?start_date=2026-02-30')).toEqual(['start_date invalid']);
    expect(await fields('/visit/statistics?start_date=2024-01-01&end_date=2026-01-01')).toEqual([
      'start_date span_too_long',
    ]);
    expect(await fields('/visit/page/pv/list?page_size=0&app_id=x')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^page_size /), expect.stringMatching(/^app_id /)]),
    );
    expect(await fields('/visit/user/pv/addOrLoss?end_date=yesterday')).toEqual(['end_date pattern']);
    expect(await fields('/visit/user/flow')).toEqual(['entry_id required']);
    expect(await fields('/visit/user/flow?entry_id=1&depth=9')).toEqual(['depth maximum']);
    expect(await fields('/visit/report/page?name=nope')).toEqual(['name enum']);
    const unknown = await env().post('/visit/report/data', { diagram_id: 'nope' }, env().adminToken);
    expect([unknown.status, data(unknown)]).toEqual([404, { field: 'diagram_id' }]);
  });
});
