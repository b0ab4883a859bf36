import type { TrashItem } from '@tessera/schema/api';
import type { Store } from '../../store';
import { pageUses } from '../datasets/usage';
import type { TrashItemModel } from './models';

export type Use = TrashItem['used_by'][number];

/**
 * Live things that still use a deleted item: recovering it is fine, purging it is refused while any remain.
 * A dataset: the live pages whose sections query it. A connection: datasets on it (deleted ones too, which hold
 * it by a foreign key: purge them first). An app: its datasets and connections, live or deleted.
 */
export async function usesOf(store: Store, item: TrashItemModel): Promise<Use[]> {
  const { Dataset, DbConnection } = store.models;
  if (item.kind === 'dataset')
    return (await pageUses(store, item.item_id)).map((p) => ({ kind: 'page', id: p.page_id, name: p.name }));
  if (item.kind === 'connection') {
    const datasets = await Dataset.findAll({ where: { connection_id: item.item_id }, paranoid: false });
    return datasets.map((d) => ({ kind: 'dataset', id: d.id, name: d.name }));
  }
  if (item.kind === 'app') {
    const datasets = await Dataset.findAll({ where: { app_id: item.item_id }, paranoid: false });
    const connections = await DbConnection.findAll({ where: { app_id: item.item_id }, paranoid: false });
    return [
      ...datasets.map((d) => ({ kind: 'dataset', id: d.id, name: d.name })),
      ...connections.map((c) => ({ kind: 'connection', id: c.id, name: c.name })),
    ];
  }
  return [];
}
