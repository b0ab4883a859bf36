/**
 * Three A/B experiments with overlapping windows placed relative to the period (so a 14-day test load has them as
 * well as a 120-day demo). Treatments carry small true effects on purchases and plays, so the lift column shows
 * green, grey and red cells.
 */
import type { Calendar } from './calendar';
import { Weighted } from './random';

export interface Variant {
  name: string;
  /** Multiplies the purchase chance / the plays per day of an assigned user from the assignment day on. */
  purchase: number;
  plays: number;
}

export interface Experiment {
  id: number;
  name: string;
  start: number;
  end: number;
  /** Share of eligible users that enter. */
  traffic: number;
  /** Only users who register inside the window (onboarding experiments). */
  newUsersOnly: boolean;
  variants: Weighted<Variant>;
}

interface Definition {
  name: string;
  /** Where the window ends, as a fraction of the period (1 = yesterday), and its length in days. */
  endsAt: number;
  length: number;
  traffic: number;
  newUsersOnly: boolean;
  variants: Array<readonly [Variant, number]>;
}

const DEFINITIONS: Definition[] = [
  {
    name: '首页信息流改版',
    endsAt: 0.75,
    length: 28,
    traffic: 1,
    newUsersOnly: false,
    variants: [
      [{ name: 'control', purchase: 1, plays: 1 }, 50],
      [{ name: 'treatment', purchase: 1.03, plays: 1.08 }, 50],
    ],
  },
  {
    name: '付费引导文案',
    endsAt: 0.9,
    length: 21,
    traffic: 0.6,
    newUsersOnly: false,
    variants: [
      [{ name: 'control', purchase: 1, plays: 1 }, 34],
      [{ name: 'variant_a', purchase: 1.06, plays: 1 }, 33],
      [{ name: 'variant_b', purchase: 0.95, plays: 0.98 }, 33],
    ],
  },
  {
    name: '新手引导优化',
    endsAt: 1,
    length: 21,
    traffic: 1,
    newUsersOnly: true,
    variants: [
      [{ name: 'control', purchase: 1, plays: 1 }, 50],
      [{ name: 'treatment', purchase: 1.05, plays: 1.04 }, 50],
    ],
  },
];

/** Windows only cover complete days (up to yesterday): an assignment never carries today's date. */
export function makeExperiments(cal: Calendar): Experiment[] {
  return DEFINITIONS.map((def, i) => {
    const end = Math.max(0, Math.min(cal.days - 1, Math.round(cal.days * def.endsAt) - 1));
    return {
      id: i + 1,
      name: def.name,
      start: Math.max(0, end - def.length + 1),
      end,
      traffic: def.traffic,
      newUsersOnly: def.newUsersOnly,
      variants: new Weighted(def.variants),
    };
  });
}
