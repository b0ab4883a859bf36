import type { Knex } from 'knex';
import type { MetadataSource } from '../../datasources/metadata';
import type { DayRange } from './range';

/** The UTC day of a visit as `YYYY-MM-DD` text, in the store's dialect (visits are stored in UTC everywhere). */
export function dayExpression(source: MetadataSource, column = 'v.visited_at'): Knex.Raw {
  const { knex } = source;
  if (source.kind === 'sqlite') return knex.raw('substr(??, 1, 10)', [column]);
  if (source.kind === 'mysql') return knex.raw(`DATE_FORMAT(??, '%Y-%m-%d')`, [column]);
  return knex.raw(`to_char(??, 'YYYY-MM-DD')`, [column]);
}

export interface VisitFilter {
  /** null: every app (admins). */
  apps: number[] | null;
  entryId?: number;
  range: DayRange;
}

/**
 * `visits AS v` narrowed to page visits (built-in screens carry no app) of the caller's apps, the page asked for and
 * the range's days.
 */
export function visitsIn(source: MetadataSource, filter: VisitFilter): Knex.QueryBuilder {
  const query = source
    .knex('visits as v')
    .whereNotNull('v.app_id')
    .whereNotNull('v.entry_id')
    .where('v.visited_at', '>=', filter.range.from)
    .where('v.visited_at', '<', filter.range.to);
  if (filter.apps) query.whereIn('v.app_id', filter.apps);
  if (filter.entryId !== undefined) query.where('v.entry_id', filter.entryId);
  return query;
}

/** Counts come back as numbers, bigint strings (MySQL, PostgreSQL) or null; they are small enough for a number. */
export const count = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** An instant as ISO text: SQLite hands back Sequelize's stored text (`2026-11-26 05:30:00.123 +00:00`). */
export function instant(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return null;
  const date = new Date(value.replace(' ', 'T').replace(' ', ''));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
