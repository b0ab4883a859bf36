import type { Knex } from 'knex';

/**
 * The parts of knex's client we use to hold one connection for a whole query (to learn its thread id / backend
 * pid, or to interrupt it) and to open a side connection for the cancel. knex types its client loosely, so this
 * names exactly what we rely on.
 */
export interface KnexClient<C> {
  acquireConnection(): Promise<C>;
  releaseConnection(connection: C): Promise<unknown>;
  /** A fresh connection outside the pool (no afterCreate): used to send KILL QUERY / pg_cancel_backend. */
  acquireRawConnection(): Promise<C>;
  destroyRawConnection(connection: C): Promise<void>;
  /** Quotes a name the dialect's way (no splitting on dots or " as "); typed loosely, so checked by the caller. */
  wrapIdentifier(value: string, queryContext: undefined): unknown;
  /** The driver module (pg, mysql2, sqlite3). */
  driver: unknown;
}

export function clientOf<C>(knex: Knex): KnexClient<C> {
  return knex.client as KnexClient<C>;
}

/** Marks a pooled connection so that knex's pool validation destroys it instead of handing it out again. */
export function markDisposed(connection: object, reason: string): void {
  (connection as { __knex__disposed?: unknown }).__knex__disposed = reason;
}
