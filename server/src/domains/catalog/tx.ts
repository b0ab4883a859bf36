import type { Transaction } from 'sequelize';
import type { Store } from '../../store';
import { writeTx } from '../../store/write-tx';

/**
 * One transaction per catalog write (see writeTx), serialised per app: the app row is locked first (PostgreSQL,
 * MySQL). Sorting and moving read the siblings and then
 * write them; without this, two sorts of the same parent could interleave into a mixed order.
 */
export function catalogTx<T>(store: Store, appId: number, work: (t: Transaction) => Promise<T>): Promise<T> {
  return writeTx(store, async (transaction) => {
    if (store.dialect !== 'sqlite')
      await store.models.App.findByPk(appId, { transaction, lock: transaction.LOCK.UPDATE, paranoid: false });
    return work(transaction);
  });
}
