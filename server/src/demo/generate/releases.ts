/**
 * App releases every 14 days. New users install the latest release; existing users upgrade after a lag drawn per
 * user and release (median 7 days, ≈ 90 % within 30), so the version page shows overlapping adoption S-curves.
 */
import type { Rng } from './random';

const EVERY = 14;
/** The first release lands 10 days before the period, so day 0 already runs a version with some history. */
const FIRST = -10;
const UPGRADE_MEDIAN_DAYS = 7;

export interface Releases {
  /** Day index of each release, ascending. */
  day: number[];
  /** Version name of each release: 5.0.0, 5.1.0 … 5.9.0, 6.0.0 … */
  name: string[];
}

export function makeReleases(lastDay: number): Releases {
  const day: number[] = [];
  const name: string[] = [];
  for (let i = 0; FIRST + EVERY * i <= lastDay; i++) {
    day.push(FIRST + EVERY * i);
    name.push(`${5 + Math.floor(i / 10)}.${i % 10}.0`);
  }
  return { day, name };
}

/** The latest release out on a day (what a user registering that day installs). */
export function latestOn(releases: Releases, dayIndex: number): number {
  let v = 0;
  while (v + 1 < releases.day.length && releases.day[v + 1] <= dayIndex) v++;
  return v;
}

/**
 * Per release after the install, the day this user has it: release day + an exponential lag. A version is in use
 * from the day it was adopted until a later one is; skipping one (adopting 5.3 before 5.2) is allowed.
 */
export function adoptionDays(releases: Releases, installed: number, rng: Rng): number[] {
  const adopted = new Array<number>(releases.day.length).fill(-Infinity);
  for (let v = installed + 1; v < releases.day.length; v++) {
    adopted[v] = releases.day[v] + Math.floor((-Math.log(1 - rng.next()) * UPGRADE_MEDIAN_DAYS) / Math.LN2);
  }
  return adopted;
}

/** The version index a user runs on a day, given adoptionDays. */
export function versionOn(adopted: number[], installed: number, dayIndex: number): number {
  let v = installed;
  for (let i = installed + 1; i < adopted.length; i++) if (adopted[i] <= dayIndex) v = i;
  return v;
}
