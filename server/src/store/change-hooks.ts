import type { Model, ModelStatic, Sequelize, Transaction } from 'sequelize';

/** One committed write: the table, and the rows when the hook saw them (null: a bulk write by condition). */
export interface StoreChange {
  table: string;
  kind: 'create' | 'update' | 'delete';
  rows: readonly Model[] | null;
}

export type ChangeListener = (changes: readonly StoreChange[]) => Promise<void>;

type Options = { transaction?: Transaction | null; model?: ModelStatic<Model> };

const rootOf = (t: Transaction): Transaction => {
  let root = t;
  // Savepoints commit before their transaction does: only the outermost commit makes the change visible.
  while ((root as unknown as { parent?: Transaction }).parent)
    root = (root as unknown as { parent: Transaction }).parent;
  return root;
};

const tableOf = (model: ModelStatic<Model> | undefined): string | null => {
  if (!model) return null;
  const name = model.getTableName();
  return typeof name === 'string' ? name : name.tableName;
};

/**
 * Calls `listener` for every write any model makes (instance saves and destroys, bulk creates, updates, deletes,
 * restores, upserts), once it is visible to other connections: after the outermost transaction committed (the
 * commit waits for the listener), at once for a write outside any transaction. Hooked on the Sequelize instance, so
 * a write path added later is covered without knowing about memos; writes by raw SQL are not (there are none).
 */
export function watchStoreChanges(sequelize: Sequelize, listener: ChangeListener): void {
  const pending = new WeakMap<Transaction, StoreChange[]>();
  const announce = async (change: StoreChange, options: Options | undefined) => {
    const transaction = options?.transaction;
    if (!transaction) return listener([change]);
    const root = rootOf(transaction);
    const queued = pending.get(root);
    if (queued) {
      queued.push(change);
      return;
    }
    const list = [change];
    pending.set(root, list);
    root.afterCommit(() => listener(list));
  };
  const instance =
    (kind: StoreChange['kind']) =>
    (row: Model, options: Options): Promise<void> =>
      announce({ table: tableOf(row.constructor as ModelStatic<Model>) ?? '', kind, rows: [row] }, options);
  const bulk =
    (kind: StoreChange['kind']) =>
    (options: Options): Promise<void> =>
      announce({ table: tableOf(options.model) ?? '', kind, rows: null }, options);

  sequelize.addHook('afterCreate', instance('create'));
  sequelize.addHook('afterUpdate', instance('update'));
  sequelize.addHook('afterDestroy', instance('delete'));
  sequelize.addHook('afterRestore', instance('update'));
  sequelize.addHook('afterUpsert', (_created: unknown, options: Options) =>
    announce({ table: tableOf(options.model) ?? '', kind: 'update', rows: null }, options),
  );
  sequelize.addHook('afterBulkCreate', (rows: Model[], options: Options) =>
    announce({ table: tableOf(options.model) ?? '', kind: 'create', rows }, options),
  );
  sequelize.addHook('afterBulkUpdate', bulk('update'));
  sequelize.addHook('afterBulkDestroy', bulk('delete'));
  sequelize.addHook('afterBulkRestore', bulk('update'));
}
