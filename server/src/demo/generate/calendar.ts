/**
 * The generated period as day indexes: 0 … days-1 are the complete days ending yesterday, `days` is today (filled
 * up to `hour` for the real-time page). Dates are calendar strings handled in UTC arithmetic, so the machine's time
 * zone and DST never shift a day; the values are the UTC+8 wall clock the README documents.
 */
const DAY_MS = 86_400_000;

/** Hourly activity curve of the wall clock: quiet 02:00–06:00, rising through the day, peak 20:00–22:00. */
const HOUR_WEIGHTS = [3, 2, 1.4, 1, 0.8, 0.8, 1.2, 2.5, 4, 4.5, 5, 5.5, 6, 5.5, 5, 5, 5.5, 6, 6.5, 7.5, 9, 9.5, 8, 5];
const HOUR_CUMULATIVE = HOUR_WEIGHTS.reduce<number[]>((acc, w) => [...acc, (acc[acc.length - 1] ?? 0) + w], []);

export const PAD2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

export interface Calendar {
  /** Complete days before today. */
  days: number;
  /** Today's index (= days). */
  today: number;
  /** Last hour of today that has data (0–23). */
  hour: number;
  /** YYYY-MM-DD per day index, 0 … today. */
  date: string[];
  /** The Monday of each day's week, YYYY-MM-DD. */
  week: string[];
  weekend: boolean[];
  /** Share of a day's activity that falls in hours 0…hour: today's volumes are scaled by it. */
  todayShare: number;
}

export function parseDay(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw new Error(`not a date (YYYY-MM-DD): ${text}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

export function formatDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

export function makeCalendar(today: string, days: number, hour: number): Calendar {
  if (!Number.isInteger(days) || days < 1) throw new Error(`days must be a positive integer, got ${days}`);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`hour must be 0–23, got ${hour}`);
  const first = parseDay(today) - days;
  const date: string[] = [];
  const week: string[] = [];
  const weekend: boolean[] = [];
  for (let i = 0; i <= days; i++) {
    const epoch = first + i;
    const weekday = (new Date(epoch * DAY_MS).getUTCDay() + 6) % 7; // 0 = Monday
    date.push(formatDay(epoch));
    week.push(formatDay(epoch - weekday));
    weekend.push(weekday >= 5);
  }
  return { days, today: days, hour, date, week, weekend, todayShare: HOUR_CUMULATIVE[hour] / HOUR_CUMULATIVE[23] };
}

/** An hour in [lo, hi] drawn from the daily curve (lo > 0 on the day of registration, hi < 23 today). */
export function sampleHour(u: number, lo: number, hi: number): number {
  const base = lo > 0 ? HOUR_CUMULATIVE[lo - 1] : 0;
  const x = base + u * (HOUR_CUMULATIVE[hi] - base);
  let h = lo;
  while (h < hi && HOUR_CUMULATIVE[h] <= x) h++;
  return h;
}

export function timestamp(date: string, hour: number, minute: number, second: number): string {
  return `${date} ${PAD2[hour]}:${PAD2[minute]}:${PAD2[second]}`;
}

/** Today's date and hour on this machine's clock: the default when the caller does not fix `today`. */
export function localNow(): { today: string; hour: number } {
  const now = new Date();
  const today = `${now.getFullYear()}-${PAD2[now.getMonth() + 1]}-${PAD2[now.getDate()]}`;
  return { today, hour: now.getHours() };
}
