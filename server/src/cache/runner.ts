import type { DbTiming } from '../datasources/db-timing';
import type { CompiledSql, DataSource, Row } from '../datasources/types';
import { cacheKey } from './key';
import { SingleFlight } from './single-flight';
import type { QueryCache } from './types';

export type CacheOutcome = 'hit' | 'miss' | 'bypass';

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  /** Lifetime of the cached result; 0 = not cached (identical concurrent runs are still shared). */
  ttlMs: number;
  permissionKey: string;
  /** Admins' previews: straight to the database, no cache read or write, no sharing. */
  bypass?: boolean;
  /** Told how long the statement ran in the database, when this call runs it (not when it joins another's run). */
  timing?: DbTiming;
}

export interface RunResult {
  rows: Row[];
  cache: CacheOutcome;
}

/** JSON of driver rows: a bigint becomes a number when exact, else its decimal text (JSON has no bigint). */
function rowsJson(rows: readonly Row[]): string {
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'bigint' ? (Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()) : value,
  );
}

/**
 * Runs report statements through the cache: a hit answers from it; a miss runs the statement once however many
 * identical calls are waiting (per process: across instances each may run it once), caches the rows when it
 * succeeded — errors are never cached — and gives every caller its own parsed copy.
 */
export class QueryRunner {
  private readonly flights = new SingleFlight<string>();

  constructor(readonly cache: QueryCache) {}

  async run(source: DataSource, sql: CompiledSql, options: RunOptions): Promise<RunResult> {
    const { timeoutMs, signal, ttlMs, timing } = options;
    if (options.bypass) {
      // Through JSON as well, so a preview shows exactly what a cached answer would.
      return {
        rows: JSON.parse(rowsJson(await source.query(sql, { timeoutMs, signal, timing }))) as Row[],
        cache: 'bypass',
      };
    }
    const key = cacheKey({
      connectionId: source.connectionId,
      sql: sql.sql,
      bindings: sql.bindings,
      permissionKey: options.permissionKey,
    });
    if (ttlMs > 0) {
      const cached = await this.cache.get(key);
      if (cached !== undefined) return { rows: JSON.parse(cached) as Row[], cache: 'hit' };
    }
    const text = await this.flights.run(key, signal, async (shared) => {
      const json = rowsJson(await source.query(sql, { timeoutMs, signal: shared, timing }));
      // Stored before the flight ends, so a caller arriving after it finds the cache filled.
      if (ttlMs > 0) await this.cache.set(key, json, ttlMs);
      return json;
    });
    return { rows: JSON.parse(text) as Row[], cache: 'miss' };
  }

  /** Statements running now (distinct keys). */
  get running(): number {
    return this.flights.running;
  }
}
