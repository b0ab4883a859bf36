/**
 * One user's life in app_events: the days they come back (retention curve × segment × a personal propensity), and
 * per active day the sessions, plays, entry clicks and the rare purchase. Each user draws from an own seeded
 * stream, so a user's events do not depend on how many users came before or on the insert batching.
 */
import { PAD2, sampleHour, type Calendar } from './calendar';
import type { Experiment } from './experiments';
import { ENTRIES, ENTRY_CLICKS, PRICES, PURCHASE_CHANCE, SESSIONS, retentionBase, retentionFactor } from './model';
import { adoptionDays, versionOn, type Releases } from './releases';
import { Rng, streamSeed } from './random';
import type { DemoUser } from './users';

export type Value = string | number | null;
export type Row = Value[];

export interface EventContext {
  cal: Calendar;
  releases: Releases;
  experiments: Experiment[];
  seed: number;
}

/** Tuned so that ≈ 10–15 % of DAU pass 10 minutes a day (the "engaged" tier of the DAU value page). */
const SESSION_MEDIAN_SEC = 50;
const PLAY_MEDIAN_SEC = 35;
const PLAYS_PER_DAY = 4;
/** Mean of logNormal(1, 0.6): dividing by it keeps the mean plays per day at PLAYS_PER_DAY. */
const PLAY_APPETITE_MEAN = Math.exp(0.18);

interface Clock {
  hour: number;
  minute: number;
  second: number;
}

/** A moment in `start`'s hour, not before it: events of a session stay in the hour it started. */
function after(rng: Rng, start: Clock): Clock {
  const minute = rng.int(start.minute, 59);
  const second = minute === start.minute ? rng.int(start.second, 59) : rng.int(0, 59);
  return { hour: start.hour, minute, second };
}

export function generateUserEvents(
  ctx: EventContext,
  u: DemoUser,
  emit: (row: Row) => void,
  assign: (row: Row) => void,
): void {
  const { cal, releases, experiments } = ctx;
  const rng = new Rng(streamSeed(ctx.seed, 2, u.id));
  const adopted = adoptionDays(releases, u.version, rng);
  const comeback = retentionFactor(u.channel, u.platform, u.userType) * rng.uniform(0.6, 1.4);
  const appetite = (PLAYS_PER_DAY * rng.logNormal(1, 0.6)) / PLAY_APPETITE_MEAN;
  const decided = experiments.map(() => false);
  let purchaseEffect = 1;
  let playEffect = 1;
  const registered: Clock = { hour: u.hour, minute: u.minute, second: u.second };

  for (let d = u.day; d <= cal.today; d++) {
    const k = d - u.day;
    if (k > 0) {
      let p = Math.min(0.95, retentionBase(k) * comeback * (cal.weekend[d] ? 1.08 : 0.97));
      if (d === cal.today) p *= cal.todayShare;
      if (!rng.chance(p)) continue;
    }

    // Assigned on the first active day inside the window; the effect holds from that day on.
    experiments.forEach((e, i) => {
      if (decided[i] || d < e.start || d > e.end || (e.newUsersOnly && u.day < e.start)) return;
      decided[i] = true;
      if (!rng.chance(e.traffic)) return;
      const v = e.variants.pick(rng);
      assign([e.id, e.name, v.name, u.id, cal.date[d]]);
      purchaseEffect *= v.purchase;
      playEffect *= v.plays;
    });

    const date = cal.date[d];
    const week = cal.week[d];
    const version = releases.name[versionOn(adopted, u.version, d)];
    const lo = k === 0 ? u.hour : 0;
    const hi = d === cal.today ? cal.hour : 23;
    const event = (at: Clock, name: string, entry: string | null, duration: number, revenue: number): void => {
      const time = `${date} ${PAD2[at.hour]}:${PAD2[at.minute]}:${PAD2[at.second]}`;
      emit([date, time, week, at.hour, u.id, name, entry, version, u.country, u.platform, duration, revenue, k]);
    };

    const sessions: Clock[] = [];
    const count = SESSIONS.pick(rng);
    for (let s = 0; s < count; s++) {
      // The first session of the registration day is the registration itself.
      if (k === 0 && s === 0) sessions.push(registered);
      else {
        const hour = sampleHour(rng.next(), lo, hi);
        sessions.push(
          k === 0 && hour === u.hour
            ? after(rng, registered)
            : { hour, minute: rng.int(0, 59), second: rng.int(0, 59) },
        );
      }
      const length = Math.round(Math.min(900, Math.max(30, rng.logNormal(SESSION_MEDIAN_SEC, 0.8))));
      event(sessions[s], 'app_open', null, length, 0);
    }
    const session = (): Clock => after(rng, sessions[rng.int(0, sessions.length - 1)]);

    const plays = rng.poisson(appetite * playEffect);
    for (let i = 0; i < plays; i++) {
      event(
        session(),
        'video_play',
        null,
        Math.round(Math.min(3600, Math.max(5, rng.logNormal(PLAY_MEDIAN_SEC, 1)))),
        0,
      );
    }
    const clicks = ENTRY_CLICKS.pick(rng);
    for (let i = 0; i < clicks; i++) event(session(), 'entry_click', ENTRIES.pick(rng), 0, 0);
    if (rng.chance(PURCHASE_CHANCE[u.userType] * purchaseEffect))
      event(session(), 'purchase', null, 0, PRICES.pick(rng));
  }
}
