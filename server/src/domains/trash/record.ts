import type { Transaction } from 'sequelize';
import type { TrashKind } from '@tessera/schema/api';
import type { Store } from '../../store';

/** What a deletion took with it, and what recovering it puts back. Stored as JSON in trash_items.payload. */
export interface TrashPayload {
  /** Entries soft-deleted by it: the page or catalog and everything below it; an app's entries. */
  entries: number[];
  /** Sections soft-deleted by it, with their keys from before the `key#id` rewrite. */
  sections: { id: number; key: string }[];
  /** Role grants of the deleted pages' urls, taken away so a freed url passes nothing to a new page. */
  role_urls: { role_id: number; url: string }[];
  /** A dataset's key from before the `key#id` rewrite. */
  key?: string;
  /** Items deleted with it, for the bin's list. */
  contains: { kind: TrashKind; name: string }[];
}

export const emptyPayload = (): TrashPayload => ({ entries: [], sections: [], role_urls: [], contains: [] });

export function parsePayload(text: string): TrashPayload {
  try {
    return { ...emptyPayload(), ...(JSON.parse(text) as Partial<TrashPayload>) };
  } catch {
    return emptyPayload();
  }
}

export interface TrashRecord {
  kind: TrashKind;
  item_id: number;
  app_id: number | null;
  name: string;
  deleted_by: string | null;
  deleted_at: Date;
  payload: TrashPayload;
}

/** Records one deletion in the bin, in the deleting call's transaction. */
export async function recordTrash(store: Store, record: TrashRecord, transaction: Transaction): Promise<void> {
  await store.models.TrashItem.create(
    { ...record, name: record.name.slice(0, 255), payload: JSON.stringify(record.payload) },
    { transaction },
  );
}

/** Takes the role grants of `urls` away, returning them for the bin. */
export async function takeRoleUrls(
  store: Store,
  urls: string[],
  transaction: Transaction,
): Promise<{ role_id: number; url: string }[]> {
  if (urls.length === 0) return [];
  const rows = await store.models.RoleUrl.findAll({ where: { url: urls }, transaction });
  if (rows.length > 0) await store.models.RoleUrl.destroy({ where: { id: rows.map((r) => r.id) }, transaction });
  return rows.map((r) => ({ role_id: r.role_id, url: r.url }));
}
