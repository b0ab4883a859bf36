/**
 * Back-office page views: 40 staff accounts (1001–1040) on the pages of examples/demo/apps.json, complete days
 * only. Pages and staff both have Zipf-like popularity, so PV > UV and a few pages lead.
 */
import { readFileSync } from 'node:fs';
import { sampleHour, timestamp, type Calendar } from './calendar';
import { APPS_JSON } from './files';
import type { Row } from './events';
import { Rng, Weighted, streamSeed } from './random';

interface AppsEntry {
  name: string;
  url?: string | null;
  children?: AppsEntry[];
}

/** The pages staff open most, first (retention and push); the rest follow in menu order. */
const FAVOURITES = [
  '/growth/retention/daily',
  '/push/overview/list',
  '/push/overview/funnel',
  '/growth/retention/compare',
  '/growth/realtime/core',
];
const STAFF = Array.from({ length: 40 }, (_, i) => 1001 + i);

export function demoPages(): Array<{ url: string; name: string }> {
  const apps = JSON.parse(readFileSync(APPS_JSON, 'utf8')) as Array<{ entries?: AppsEntry[] }>;
  const pages: Array<{ url: string; name: string }> = [];
  const walk = (entries: AppsEntry[]): void => {
    for (const e of entries) {
      if (e.url) pages.push({ url: e.url, name: e.name });
      walk(e.children ?? []);
    }
  };
  for (const app of apps) walk(app.entries ?? []);
  const rank = (url: string) => (FAVOURITES.includes(url) ? FAVOURITES.indexOf(url) : FAVOURITES.length);
  return pages
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p.url) - rank(b.p.url) || a.i - b.i)
    .map(({ p }) => p);
}

export function generateVisits(cal: Calendar, seed: number, emit: (row: Row) => void): void {
  const rng = new Rng(streamSeed(seed, 4));
  const pages = new Weighted(demoPages().map((p, i) => [p, 1 / Math.pow(i + 1, 1.1)] as const));
  const staff = new Weighted(STAFF.map((id, i) => [id, 1 / Math.pow(i + 1, 0.8)] as const));
  for (let d = 0; d < cal.days; d++) {
    const views = cal.weekend[d] ? rng.int(7, 20) : rng.int(20, 60);
    for (let i = 0; i < views; i++) {
      const page = pages.pick(rng);
      // Office hours 09:00–19:00, on the same daily curve as the app, cut to the window.
      const time = timestamp(cal.date[d], sampleHour(rng.next(), 9, 18), rng.int(0, 59), rng.int(0, 59));
      const duration = Math.round(Math.min(1800, Math.max(2, rng.logNormal(45, 0.9))));
      emit([cal.date[d], time, staff.pick(rng), page.url, page.name, duration]);
    }
  }
}
