/**
 * Push campaigns: 6–12 a day (complete days only) across countries and platforms, with a delivery funnel whose
 * counters only shrink: sent ≥ delivered ≥ opened ≥ clicked (each is a floor of a share of the previous one).
 */
import { sampleHour, timestamp, type Calendar } from './calendar';
import type { Row } from './events';
import { ANDROID_SHARE, COUNTRIES, countryShare } from './model';
import { Rng, Weighted, streamSeed } from './random';

const TYPES = new Weighted([
  ['recommend', 50],
  ['operation', 40],
  ['system', 10],
] as const);

/** Opened as a share of delivered, per type: personalised pushes are opened most. */
const OPEN_RATE: Record<string, readonly [number, number]> = {
  recommend: [0.07, 0.12],
  operation: [0.04, 0.09],
  system: [0.03, 0.06],
};

const TITLES: Record<string, { zh: string[]; en: string[] }> = {
  recommend: {
    zh: ['猜你喜欢：今日热门短剧', '你追的剧更新了', '为你推荐：本周口碑佳作', '看过《归途》的人也在看'],
    en: [
      'Picked for you: tonight’s top dramas',
      'New episode of a show you follow',
      'Because you watched “Homeward”',
      'Trending in your area',
    ],
  },
  operation: {
    zh: ['周末限时福利，VIP 五折', '新剧首播：《长夜》今晚 8 点', '签到领金币，连签 7 天翻倍', '会员日：全场免广告'],
    en: [
      'Weekend deal: 50% off VIP',
      'Premiere tonight at 8 pm: “Long Night”',
      'Check in daily, double coins on day 7',
      'Member day: no ads all day',
    ],
  },
  system: {
    zh: ['账号安全提醒', '新版本已发布，快来更新', '你的会员即将到期'],
    en: ['Account security notice', 'A new version is available', 'Your membership expires soon'],
  },
};

export function generatePushes(cal: Calendar, seed: number, emit: (row: Row) => void): void {
  const rng = new Rng(streamSeed(seed, 3));
  let id = 0;
  for (let d = 0; d < cal.days; d++) {
    const count = rng.int(6, 12);
    const times = Array.from({ length: count }, () => sampleHour(rng.next(), 8, 22) * 3600 + rng.int(0, 59) * 60).sort(
      (a, b) => a - b,
    );
    for (const t of times) {
      const type = TYPES.pick(rng);
      const country = COUNTRIES.pick(rng);
      const android = rng.chance(ANDROID_SHARE[country]);
      // Audience: the country's user base (cn ≈ 200 k), split by platform, at least 5 k.
      const platformShare = android ? ANDROID_SHARE[country] : 1 - ANDROID_SHARE[country];
      const sent = Math.max(
        5000,
        Math.round(((200_000 * countryShare(country)) / 0.35) * platformShare * rng.uniform(0.6, 1.4)),
      );
      const delivered = Math.floor(sent * (android ? rng.uniform(0.85, 0.92) : rng.uniform(0.9, 0.97)));
      const [lo, hi] = OPEN_RATE[type];
      const opened = Math.floor(delivered * rng.uniform(lo, hi));
      const clicked = Math.floor(opened * rng.uniform(0.3, 0.6));
      const titles = TITLES[type][country === 'cn' ? 'zh' : 'en'];
      const title = titles[rng.int(0, titles.length - 1)];
      const sentAt = timestamp(cal.date[d], Math.floor(t / 3600), Math.floor((t % 3600) / 60), 0);
      emit([
        ++id,
        cal.date[d],
        cal.week[d],
        sentAt,
        type,
        title,
        country,
        android ? 'android' : 'ios',
        sent,
        delivered,
        opened,
        clicked,
      ]);
    }
  }
}
