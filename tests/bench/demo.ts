/**
 * The demo data a first start loads (DEMO_DEFAULTS) into a fresh SQLite file: its rows and load time against the
 * budget. A timed figure, so it lives here and not in the test suite (which checks what the rows say).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEMO_DEFAULTS, generateDemoData, knexFromUrl } from '../../server/src/demo/generate';

/** The first start should not keep a new admin waiting. */
export const DEMO_LOAD_BUDGET_MS = 5000;

export interface DemoFigures {
  rows: number;
  events: number;
  ms: number;
}

export async function measureDemoLoad(dir: string): Promise<DemoFigures> {
  const file = path.join(dir, 'demo-load.sqlite');
  rmSync(file, { force: true });
  const knex = knexFromUrl(`sqlite:${file}`);
  try {
    const result = await generateDemoData({ knex, ...DEMO_DEFAULTS, today: '2024-06-15', hour: 14 });
    const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
    return { rows, events: result.rows.app_events, ms: result.elapsedMs };
  } finally {
    await knex.destroy();
    rmSync(file, { force: true });
  }
}
