/**
 * A small hand-made data set for examples/demo/schema.sql, small enough to compute the report numbers by hand
 * (templates-sql.test.ts asserts them). Dates are strings so every engine stores the same values.
 *
 * Cohort 2024-05-01: users 1–4; user 1 and 2 come back the next day (D1 2/4), user 1 on day 7 (D7 1/4).
 * Cohort 2024-05-02: users 5–6; user 5 comes back the next day (D1 1/2).
 * Experiment 1: control = users 1, 3 (user 3 pays), treatment = users 2, 4 (both pay) → conversion lift +100%.
 */

export type Row = Record<string, string | number | null>;

/** The data is complete through 2024-05-08 (its last event): complete_days counts from each register_date. */
export const USERS: Row[] = [
  {
    user_id: 1,
    register_date: '2024-05-01',
    country: 'cn',
    channel: 'organic',
    user_type: 'free',
    app_version: '5.2.0',
    platform: 'android',
    complete_days: 8,
  },
  {
    user_id: 2,
    register_date: '2024-05-01',
    country: 'cn',
    channel: 'google_ads',
    user_type: 'vip',
    app_version: '5.2.0',
    platform: 'ios',
    complete_days: 8,
  },
  {
    user_id: 3,
    register_date: '2024-05-01',
    country: 'us',
    channel: 'organic',
    user_type: 'free',
    app_version: '5.1.0',
    platform: 'android',
    complete_days: 8,
  },
  {
    user_id: 4,
    register_date: '2024-05-01',
    country: 'us',
    channel: 'tiktok',
    user_type: 'trial',
    app_version: '5.2.0',
    platform: 'ios',
    complete_days: 8,
  },
  {
    user_id: 5,
    register_date: '2024-05-02',
    country: 'cn',
    channel: 'organic',
    user_type: 'free',
    app_version: '5.2.0',
    platform: 'android',
    complete_days: 7,
  },
  {
    user_id: 6,
    register_date: '2024-05-02',
    country: 'in',
    channel: 'facebook',
    user_type: 'free',
    app_version: '5.1.0',
    platform: 'android',
    complete_days: 7,
  },
];

const WEEK_OF: Record<string, string> = {
  '2024-05-01': '2024-04-29',
  '2024-05-02': '2024-04-29',
  '2024-05-03': '2024-04-29',
  '2024-05-08': '2024-05-06',
};
const REGISTERED: Record<number, string> = Object.fromEntries(
  USERS.map((u) => [Number(u.user_id), String(u.register_date)]),
);
const DAY_MS = 86_400_000;

/** One event: derived columns (event_week, event_hour, days_since_register, attributes) are filled as the generator would. */
function event(
  at: string,
  userId: number,
  name: string,
  duration: number,
  revenue = 0,
  entry: string | null = null,
): Row {
  const user = USERS.find((u) => u.user_id === userId);
  if (!user) throw new Error(`no user ${userId}`);
  const date = at.slice(0, 10);
  return {
    event_date: date,
    event_time: at,
    event_week: WEEK_OF[date],
    event_hour: Number(at.slice(11, 13)),
    user_id: userId,
    event_name: name,
    entry,
    app_version: user.app_version,
    country: user.country,
    platform: user.platform,
    duration_sec: duration,
    revenue,
    days_since_register: (Date.parse(date) - Date.parse(REGISTERED[userId])) / DAY_MS,
  };
}

export const EVENTS: Row[] = [
  // 2024-05-01: cohort day 0
  event('2024-05-01 09:00:00', 1, 'app_open', 30),
  event('2024-05-01 09:05:00', 1, 'video_play', 600),
  event('2024-05-01 09:15:00', 1, 'entry_click', 5, 0, 'home_banner'),
  event('2024-05-01 10:00:00', 2, 'app_open', 20),
  event('2024-05-01 10:10:00', 2, 'video_play', 300),
  event('2024-05-01 10:20:00', 2, 'purchase', 0, 6),
  event('2024-05-01 10:25:00', 2, 'entry_click', 5, 0, 'home_banner'),
  event('2024-05-01 20:00:00', 3, 'app_open', 40),
  event('2024-05-01 20:02:00', 3, 'entry_click', 5, 0, 'search'),
  event('2024-05-01 21:00:00', 4, 'app_open', 15),
  // 2024-05-02: users 1 and 2 retained (D1), users 5 and 6 register
  event('2024-05-02 08:00:00', 1, 'app_open', 60),
  event('2024-05-02 08:30:00', 1, 'video_play', 400),
  event('2024-05-02 12:00:00', 2, 'app_open', 30),
  event('2024-05-02 14:00:00', 5, 'app_open', 20),
  event('2024-05-02 14:10:00', 5, 'video_play', 200),
  event('2024-05-02 19:00:00', 6, 'app_open', 10),
  // 2024-05-03: user 5 retained (D1); users 3 and 4 pay on day 2
  event('2024-05-03 09:00:00', 5, 'app_open', 30),
  event('2024-05-03 09:10:00', 5, 'purchase', 0, 3.5),
  event('2024-05-03 11:00:00', 3, 'app_open', 25),
  event('2024-05-03 11:05:00', 3, 'purchase', 0, 2),
  event('2024-05-03 16:00:00', 4, 'purchase', 0, 4),
  // 2024-05-08: user 1 retained on day 7
  event('2024-05-08 10:00:00', 1, 'app_open', 45),
  event('2024-05-08 10:05:00', 1, 'video_play', 700),
];

export const PUSHES: Row[] = [
  {
    push_id: 101,
    push_date: '2024-05-01',
    push_week: '2024-04-29',
    sent_at: '2024-05-01 09:00:00',
    push_type: 'operation',
    title: '五一特辑上线',
    country: 'cn',
    platform: 'android',
    sent: 1000,
    delivered: 900,
    opened: 300,
    clicked: 120,
  },
  {
    push_id: 102,
    push_date: '2024-05-01',
    push_week: '2024-04-29',
    sent_at: '2024-05-01 20:00:00',
    push_type: 'recommend',
    title: 'Top picks for you',
    country: 'us',
    platform: 'ios',
    sent: 500,
    delivered: 450,
    opened: 90,
    clicked: 45,
  },
  {
    push_id: 103,
    push_date: '2024-05-02',
    push_week: '2024-04-29',
    sent_at: '2024-05-02 12:00:00',
    push_type: 'operation',
    title: '新剧抢先看',
    country: 'cn',
    platform: 'ios',
    sent: 800,
    delivered: 760,
    opened: 190,
    clicked: 76,
  },
  {
    push_id: 104,
    push_date: '2024-05-02',
    push_week: '2024-04-29',
    sent_at: '2024-05-02 18:30:00',
    push_type: 'system',
    title: '版本更新提醒',
    country: 'in',
    platform: 'android',
    sent: 200,
    delivered: 150,
    opened: 30,
    clicked: 3,
  },
];

export const ASSIGNMENTS: Row[] = [
  { experiment_id: 1, experiment_name: '首页信息流改版', variant: 'control', user_id: 1, assigned_date: '2024-05-01' },
  { experiment_id: 1, experiment_name: '首页信息流改版', variant: 'control', user_id: 3, assigned_date: '2024-05-01' },
  {
    experiment_id: 1,
    experiment_name: '首页信息流改版',
    variant: 'treatment',
    user_id: 2,
    assigned_date: '2024-05-01',
  },
  {
    experiment_id: 1,
    experiment_name: '首页信息流改版',
    variant: 'treatment',
    user_id: 4,
    assigned_date: '2024-05-01',
  },
  { experiment_id: 2, experiment_name: '付费引导文案', variant: 'control', user_id: 5, assigned_date: '2024-05-02' },
  { experiment_id: 2, experiment_name: '付费引导文案', variant: 'treatment', user_id: 6, assigned_date: '2024-05-02' },
];

export const VISITS: Row[] = [
  {
    visit_date: '2024-05-01',
    visit_time: '2024-05-01 09:00:00',
    user_id: 101,
    page_url: '/growth/retention/daily',
    page_name: '留存日报',
    duration_sec: 60,
  },
  {
    visit_date: '2024-05-01',
    visit_time: '2024-05-01 09:10:00',
    user_id: 101,
    page_url: '/growth/retention/daily',
    page_name: '留存日报',
    duration_sec: 30,
  },
  {
    visit_date: '2024-05-01',
    visit_time: '2024-05-01 09:20:00',
    user_id: 101,
    page_url: '/growth/retention/daily',
    page_name: '留存日报',
    duration_sec: 30,
  },
  {
    visit_date: '2024-05-01',
    visit_time: '2024-05-01 10:00:00',
    user_id: 102,
    page_url: '/growth/retention/daily',
    page_name: '留存日报',
    duration_sec: 120,
  },
  {
    visit_date: '2024-05-01',
    visit_time: '2024-05-01 10:05:00',
    user_id: 102,
    page_url: '/push/overview/list',
    page_name: '推送列表',
    duration_sec: 60,
  },
  {
    visit_date: '2024-05-02',
    visit_time: '2024-05-02 11:00:00',
    user_id: 103,
    page_url: '/push/overview/funnel',
    page_name: '推送漏斗',
    duration_sec: 45,
  },
  {
    visit_date: '2024-05-02',
    visit_time: '2024-05-02 11:30:00',
    user_id: 103,
    page_url: '/push/overview/funnel',
    page_name: '推送漏斗',
    duration_sec: 15,
  },
];

/** Table → rows, in load order. */
export const FIXTURE: [table: string, rows: Row[]][] = [
  ['demo_users', USERS],
  ['app_events', EVENTS],
  ['pushes', PUSHES],
  ['experiment_assignments', ASSIGNMENTS],
  ['page_visits', VISITS],
];
