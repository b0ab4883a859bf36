import { Transaction } from 'sequelize';
import type { Store } from './index';

/** Deadlock and serialisation failures: the database rolled the whole transaction back, so running it again is safe. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', '40P01', '40001']);
const ATTEMPTS = 3;

function retryable(err: unknown): boolean {
  const cause = (err as { parent?: { code?: unknown } } | null)?.parent;
  return typeof cause?.code === 'string' && RETRYABLE.has(cause.code);
}

/**
 * One write transaction. On SQLite it takes the write lock when it begins (IMMEDIATE), so two writers queue instead
 * of failing busy. On MariaDB and PostgreSQL, two transactions racing for one row through different indexes can
 * deadlock; the database then rolls one back, and it runs again (up to three times), where its conditional updates
 * see the winner's commit and answer as they would have one moment later, instead of a 500.
 */
export async function writeTx<T>(store: Store, work: (t: Transaction) => Promise<T>): Promise<T> {
  const options = store.dialect === 'sqlite' ? { type: Transaction.TYPES.IMMEDIATE } : {};
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await store.sequelize.transaction(options, work);
    } catch (err) {
      if (attempt >= ATTEMPTS || !retryable(err)) throw err;
    }
  }
}
