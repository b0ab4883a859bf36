import type { MonitorChangeMode, MonitorConditionType } from '@tessera/schema/api';
import type { Period } from './indicator';

export interface Condition {
  condition_type: MonitorConditionType;
  threshold: number;
  change_mode: MonitorChangeMode;
  periods: number;
}

/** What a check saw: the value its condition compares (null when there is nothing to compare) and the verdict. */
export interface Verdict {
  value: number | null;
  firing: boolean;
}

/** Periods a condition reads, newest first: the latest; the latest and the one before; the latest and M before. */
export function periodsNeeded(c: Condition): number {
  if (c.condition_type === 'change') return 2;
  if (c.condition_type === 'z_value') return c.periods + 1;
  return 1;
}

/** A time column's value as an instant: a Date, epoch ms, or text (a bare day is that day's local midnight). */
export function instantOf(time: unknown): Date | null {
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : time;
  if (typeof time === 'number') return new Date(time);
  if (typeof time !== 'string') return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(time.trim());
  const at = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(time.replace(' ', 'T'));
  return Number.isNaN(at.getTime()) ? null : at;
}

const HOUR_MS = 3_600_000;
const round = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The verdict of a condition on the periods (newest first). Too few periods, or a previous value of 0 for a
 * percentage, or no spread for a z-value, give no value and no alarm: there is nothing to compare yet.
 */
export function evaluate(c: Condition, periods: readonly Period[], now: Date): Verdict {
  const latest = periods[0]?.value ?? null;
  switch (c.condition_type) {
    case 'above':
      return { value: latest, firing: latest !== null && latest > c.threshold };
    case 'below':
      return { value: latest, firing: latest !== null && latest < c.threshold };
    case 'change': {
      const previous = periods[1]?.value ?? null;
      if (latest === null || previous === null) return { value: null, firing: false };
      if (c.change_mode === 'percent' && previous === 0) return { value: null, firing: false };
      const change = c.change_mode === 'percent' ? ((latest - previous) / Math.abs(previous)) * 100 : latest - previous;
      return { value: round(change), firing: Math.abs(change) > c.threshold };
    }
    case 'z_value': {
      const before = periods
        .slice(1, c.periods + 1)
        .map((p) => p.value)
        .filter((v): v is number => v !== null);
      if (latest === null || before.length < 2) return { value: null, firing: false };
      const mean = before.reduce((a, b) => a + b, 0) / before.length;
      const std = Math.sqrt(before.reduce((a, b) => a + (b - mean) ** 2, 0) / before.length);
      if (std === 0) return { value: null, firing: false };
      const z = (latest - mean) / std;
      return { value: round(z), firing: Math.abs(z) > c.threshold };
    }
    case 'no_data': {
      const at = instantOf(periods[0]?.time);
      if (!at) return { value: null, firing: true };
      const hours = (now.getTime() - at.getTime()) / HOUR_MS;
      return { value: round(hours), firing: hours > c.threshold };
    }
  }
}
