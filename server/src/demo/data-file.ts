import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateDemoData, knexFromUrl, type DemoTable } from './generate';
import type { DemoDataSize } from '../config';

/** The file of the demo data source, relative to DATA_SOURCES_DIR (what the `demo` connection names). */
export const DEMO_DATA_FILE = 'demo.sqlite';

export interface DemoDataFile {
  rows: Record<DemoTable, number>;
  total: number;
  /** The file was there already (DATA_DIR reused after the store was deleted) and was regenerated. */
  regenerated: boolean;
  today: string;
  hour: number;
}

/**
 * Fills DATA_SOURCES_DIR/demo.sqlite with the generator. `today` is left to the clock so the dates run up to
 * yesterday (and today's hours for the real-time page); `reset` drops the tables of an earlier run, whose dates
 * would be stale.
 */
export async function generateDemoFile(dataSourcesDir: string, size: DemoDataSize): Promise<DemoDataFile> {
  const file = path.join(dataSourcesDir, DEMO_DATA_FILE);
  const regenerated = existsSync(file);
  const knex = knexFromUrl(`sqlite:${file}`);
  try {
    const result = await generateDemoData({ knex, users: size.users, days: size.days, seed: size.seed, reset: true });
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    return { rows: result.rows, total, regenerated, today: result.today, hour: result.hour };
  } finally {
    await knex.destroy();
  }
}
