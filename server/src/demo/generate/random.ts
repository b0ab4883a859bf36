/**
 * Seeded randomness. Never Math.random: the demo must replay the same numbers for the same seed, on every engine
 * and machine, so screenshots and tests can hand-check them.
 */

/** splitmix32-style mixing: turns (seed, stream, key…) into an independent 32-bit seed per stream. */
export function streamSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** mulberry32: 32-bit state, fast, statistically fine for synthetic data (not for anything secret). */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  uniform(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Standard normal (Box–Muller; the second value is dropped to keep the stream simple to reason about). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Log-normal with the given median: durations and volumes have a long right tail. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Poisson by inversion; fine for the small means used here (event counts per day). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }
}

/** A categorical distribution: pick() draws one value with probability proportional to its weight. */
export class Weighted<T> {
  private readonly values: T[];
  private readonly cumulative: number[];

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    this.values = entries.map(([v]) => v);
    let sum = 0;
    this.cumulative = entries.map(([, w]) => (sum += w));
  }

  get total(): number {
    return this.cumulative[this.cumulative.length - 1];
  }

  pick(rng: Rng): T {
    const x = rng.next() * this.total;
    const c = this.cumulative;
    let i = 0;
    while (i < c.length - 1 && c[i] <= x) i++;
    return this.values[i];
  }
}
