// Apart from the generator: the configuration reads these on every start, and needs none of the generator's code.
/** What the first start loads: ≈ 590 k rows (575 k events), ≈ 2.6 s into SQLite on a 2-core machine (budget 5 s). */
export const DEMO_DEFAULTS = { users: 10_000, days: 120, seed: 42 } as const;
