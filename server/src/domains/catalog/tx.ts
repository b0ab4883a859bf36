import { Transaction } from 'sequelize';
import type { Store } from '../../store';

/**
 * One transaction per catalog write, serialised per app: the app row is locked first (PostgreSQL, MySQL), and on
 * SQLite the transaction takes the write lock when it begins (IMMEDIATE) rather than at its first write, where
 * two concurrent writers would otherwise fail with SQLITE_BUSY. Sorting and moving read the siblings and then
 * write them; without this, two sorts of the same parent could interleave into a mixed order.
 */
export function catalogTx<T>(store: Store, appId: number, work: (t: Transaction) => Promise<T>): Promise<T> {
  const options = store.dialect === 'sqlite' ? { type: Transaction.TYPES.IMMEDIATE } : {};
  return store.sequelize.transaction(options, async (transaction) => {
    if (store.dialect !== 'sqlite')
      await store.models.App.findByPk(appId, { transaction, lock: transaction.LOCK.UPDATE, paranoid: false });
    return work(transaction);
  });
}
