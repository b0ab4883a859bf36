/**
 * Registered users: how many register each day (trend, weekly seasonality, campaign spikes) and who they are.
 * Ids are 1…n in registration order, so a user's id grows with the register time.
 */
import { sampleHour, type Calendar } from './calendar';
import { ANDROID_SHARE, CHANNELS, COUNTRIES, USER_TYPES } from './model';
import { latestOn, type Releases } from './releases';
import { Rng, streamSeed } from './random';

export interface DemoUser {
  id: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  country: string;
  platform: string;
  channel: string;
  userType: string;
  /** Release index installed at registration. */
  version: number;
}

interface Campaign {
  day: number;
  length: number;
  factor: number;
  channel: string;
}

/** Two or three paid campaigns (tiktok/facebook) that multiply registrations ×2–3 for a day or two. */
function campaigns(cal: Calendar, rng: Rng): Campaign[] {
  const count = cal.days >= 30 ? 3 : cal.days >= 10 ? 2 : 1;
  return Array.from({ length: count }, () => ({
    day: rng.int(0, cal.days - 1),
    length: rng.int(1, 2),
    factor: rng.uniform(2, 3),
    channel: rng.chance(0.6) ? 'tiktok' : 'facebook',
  }));
}

/** Registrations per day index summing to exactly `total` (largest remainder, ties to the earlier day). */
function allocate(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i]++;
  }
  return counts;
}

export function generateUsers(cal: Calendar, total: number, seed: number, releases: Releases): DemoUser[] {
  const rng = new Rng(streamSeed(seed, 1));
  const spikes = campaigns(cal, rng);
  const base: number[] = [];
  const extra: number[] = [];
  for (let d = 0; d <= cal.today; d++) {
    // +0.3 %/day trend, weekends +20 %; today only up to the current hour.
    const b = Math.pow(1.003, d) * (cal.weekend[d] ? 1.2 : 1) * (d === cal.today ? cal.todayShare : 1);
    const boost = spikes.filter((s) => d >= s.day && d < s.day + s.length).reduce((f, s) => f * s.factor, 1);
    base.push(b);
    extra.push(b * (boost - 1));
  }
  const counts = allocate(
    base.map((b, d) => b + extra[d]),
    total,
  );

  const users: DemoUser[] = [];
  for (let d = 0; d <= cal.today; d++) {
    const campaign = spikes.find((s) => d >= s.day && d < s.day + s.length);
    const campaignShare = extra[d] / (base[d] + extra[d]);
    const times = Array.from({ length: counts[d] }, () => {
      const hour = sampleHour(rng.next(), 0, d === cal.today ? cal.hour : 23);
      return hour * 3600 + rng.int(0, 3599);
    }).sort((a, b) => a - b);
    for (const t of times) {
      const country = COUNTRIES.pick(rng);
      users.push({
        id: users.length + 1,
        day: d,
        hour: Math.floor(t / 3600),
        minute: Math.floor((t % 3600) / 60),
        second: t % 60,
        country,
        platform: rng.chance(ANDROID_SHARE[country]) ? 'android' : 'ios',
        channel: campaign && rng.chance(campaignShare) ? campaign.channel : CHANNELS.pick(rng),
        userType: USER_TYPES.pick(rng),
        version: latestOn(releases, d),
      });
    }
  }
  return users;
}

export function userRow(cal: Calendar, releases: Releases, u: DemoUser): Array<string | number> {
  // Days up to yesterday are complete; today's data stops at the current hour.
  const completeDays = cal.today - u.day;
  return [u.id, cal.date[u.day], u.country, u.channel, u.userType, releases.name[u.version], u.platform, completeDays];
}
