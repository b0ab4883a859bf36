/**
 * The shape of the demo business: mixes, retention curve and per-segment shifts. The value lists are exactly the
 * ones the templates' filters offer (country, channel, platform, push type), so every filter value has data.
 */
import { Weighted } from './random';

const COUNTRY_MIX = [
  ['cn', 35],
  ['us', 20],
  ['in', 15],
  ['id', 12],
  ['br', 10],
  ['jp', 8],
] as const;
const CHANNEL_MIX = [
  ['organic', 40],
  ['google_ads', 20],
  ['facebook', 15],
  ['tiktok', 15],
  ['referral', 10],
] as const;
const TYPE_MIX = [
  ['free', 85],
  ['trial', 10],
  ['vip', 5],
] as const;

export const COUNTRIES = new Weighted<string>(COUNTRY_MIX);
export const CHANNELS = new Weighted<string>(CHANNEL_MIX);
export const USER_TYPES = new Weighted<string>(TYPE_MIX);

/** A value's share of its mix (push volumes follow the country's user base). */
export function countryShare(country: string): number {
  return (COUNTRY_MIX.find(([c]) => c === country)?.[1] ?? 0) / COUNTRIES.total;
}

/** Android share per country: 80 % in in/id/br, 45 % in us/jp, and cn set so the overall share is ≈ 65 %. */
export const ANDROID_SHARE: Record<string, number> = { cn: 0.65, us: 0.45, jp: 0.45, in: 0.8, id: 0.8, br: 0.8 };

/**
 * Chance that a user is active k days after registering, for the average user: c·(k+b)^-a fitted through
 * D1 = 40 %, D7 = 20 %, D30 = 10 % (b = 19/17 makes D1/D7 = D7/D30 = 2).
 */
const RET_B = 19 / 17;
const RET_A = Math.log(2) / Math.log((7 + RET_B) / (1 + RET_B));
const RET_C = 0.4 * Math.pow(1 + RET_B, RET_A);
export function retentionBase(k: number): number {
  return RET_C * Math.pow(k + RET_B, -RET_A);
}

/** D1 points added per segment (README: referral +10, organic +5, paid −5 … −10, ios +5, vip +15). */
const CHANNEL_SHIFT: Record<string, number> = {
  referral: 0.1,
  organic: 0.05,
  google_ads: -0.05,
  facebook: -0.07,
  tiktok: -0.1,
};
const PLATFORM_SHIFT: Record<string, number> = { ios: 0.05, android: 0 };
const TYPE_SHIFT: Record<string, number> = { free: 0, trial: 0.05, vip: 0.15 };

/** Mean of the segment factors over the mixes: dividing by it keeps the overall D1 at 40 % despite the shifts. */
function meanFactor(): number {
  const iosShare = 1 - COUNTRY_MIX.reduce((s, [c, w]) => s + (w / COUNTRIES.total) * ANDROID_SHARE[c], 0);
  const channel = CHANNEL_MIX.reduce((s, [c, w]) => s + (w / CHANNELS.total) * (1 + CHANNEL_SHIFT[c] / 0.4), 0);
  const platform = iosShare * (1 + PLATFORM_SHIFT.ios / 0.4) + (1 - iosShare);
  const type = TYPE_MIX.reduce((s, [t, w]) => s + (w / USER_TYPES.total) * (1 + TYPE_SHIFT[t] / 0.4), 0);
  return channel * platform * type;
}
const MEAN_FACTOR = meanFactor();

/** How much likelier than average this user is to come back (multiplies retentionBase). */
export function retentionFactor(channel: string, platform: string, userType: string): number {
  return (
    ((1 + CHANNEL_SHIFT[channel] / 0.4) * (1 + PLATFORM_SHIFT[platform] / 0.4) * (1 + TYPE_SHIFT[userType] / 0.4)) /
    MEAN_FACTOR
  );
}

export const PURCHASE_CHANCE: Record<string, number> = { free: 0.015, trial: 0.03, vip: 0.06 };

/** Price points with a long tail: most purchases are small, a few are large. */
export const PRICES = new Weighted([
  [0.99, 40],
  [4.99, 35],
  [9.99, 20],
  [29.99, 5],
  [99.99, 1],
] as const);

export const ENTRIES = new Weighted([
  ['feed', 35],
  ['home_banner', 30],
  ['search', 15],
  ['push', 10],
  ['profile', 10],
] as const);

/** Entry clicks per active day, 0–5, most days few. */
export const ENTRY_CLICKS = new Weighted([
  [0, 25],
  [1, 25],
  [2, 20],
  [3, 15],
  [4, 9],
  [5, 6],
] as const);

export const SESSIONS = new Weighted([
  [1, 50],
  [2, 35],
  [3, 15],
] as const);
