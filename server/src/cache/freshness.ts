import type { Model, Sequelize } from 'sequelize';
import { watchStoreChanges, type StoreChange } from '../store/change-hooks';
import type { Invalidation, Topic } from './generations';
import type { QueryCache } from './types';

/** Tables no memo reads: writing them (every page view records a visit) must not make plans stale. */
const UNREAD = new Set([
  'visits',
  'sql_history',
  'chart_comments',
  'monitors',
  'monitor_subscribers',
  'monitor_runs',
  'monitor_webhook_attempts',
  'monitor_notices',
]);

/**
 * The topics a write makes stale. Anything not known to be unread raises `config`: a table added later (shares, say)
 * invalidates plans and access decisions without anyone remembering to. Opening a session stales nothing; ending
 * one, or changing a user (disabled, password, admin flag), stales the sessions every instance keeps.
 */
export function topicsOf(change: StoreChange): Topic[] {
  if (UNREAD.has(change.table)) return [];
  if (change.table === 'sessions') return change.kind === 'create' ? [] : ['sessions'];
  if (change.table === 'users') return ['config', 'sessions'];
  return ['config'];
}

const idOf = (value: unknown): number[] => (typeof value === 'number' && Number.isInteger(value) ? [value] : []);

/**
 * The connections whose cached results a write makes wrong: an edited connection (it may point at another database
 * now), and the connection of an edited dataset (before and after the edit). 'all' when a bulk write hides the rows.
 */
export function resultConnectionsOf(change: StoreChange): number[] | 'all' {
  if (change.table !== 'db_connections' && change.table !== 'datasets') return [];
  if (!change.rows) return 'all';
  const field = change.table === 'db_connections' ? 'id' : 'connection_id';
  return change.rows.flatMap((row: Model) => [...idOf(row.get(field)), ...idOf(row.previous(field as never))]);
}

/**
 * Announces every committed store write: raises the generations it makes stale (on every instance, through Redis
 * when shared) and drops the cached results of connections it changed. The write's commit waits for both, so the
 * answer to the request that made the change leaves nothing stale anywhere.
 */
export function announceStoreChanges(
  sequelize: Sequelize,
  targets: { generations: Invalidation; results: () => QueryCache },
): void {
  watchStoreChanges(sequelize, async (changes) => {
    const topics = new Set(changes.flatMap(topicsOf));
    await targets.generations.bump([...topics]);
    const connections = changes.map(resultConnectionsOf);
    if (connections.includes('all')) return targets.results().clear();
    const ids = new Set(connections.flatMap((c) => (c === 'all' ? [] : c)));
    await Promise.all([...ids].map((id) => targets.results().clearConnection(id)));
  });
}
