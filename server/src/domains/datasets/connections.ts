import { QueryTypes, type Transaction } from 'sequelize';
import type { DataSourceKind } from '../../datasources/types';
import type { Store } from '../../store';

/** What datasets need to know of a db_connections row (owned by the connections domain): never its secrets. */
export interface ConnectionRef {
  id: number;
  /** null: shared by every app. */
  app_id: number | null;
  name: string;
  kind: string;
}

interface Row {
  id: number | string;
  app_id: number | string | null;
  name: string;
  kind: string;
}

/** The kind of a stored connection as the data-source layer names it (the column holds one of these). */
export function sourceKind(kind: string): DataSourceKind {
  return kind === 'postgres' || kind === 'sqlite' ? kind : 'mysql';
}

const toRef = (r: Row): ConnectionRef => ({
  id: Number(r.id),
  app_id: r.app_id === null ? null : Number(r.app_id),
  name: r.name,
  kind: r.kind,
});

/**
 * Reads db_connections with plain SQL on the named columns, so this domain depends on the table's contract (id,
 * app_id, name unique, kind, deleted_at), not on the connections domain's model. Deleted connections do not exist.
 */
export class ConnectionLookup {
  constructor(private readonly store: Store) {}

  private async select(
    where: string,
    replacements: Record<string, unknown>,
    transaction?: Transaction,
  ): Promise<ConnectionRef[]> {
    const rows = await this.store.sequelize.query<Row>(
      `SELECT id, app_id, name, kind FROM db_connections WHERE ${where} AND deleted_at IS NULL`,
      {
        type: QueryTypes.SELECT,
        replacements,
        transaction,
      },
    );
    return rows.map(toRef);
  }

  async byId(id: number, transaction?: Transaction): Promise<ConnectionRef | null> {
    return (await this.select('id = :id', { id }, transaction))[0] ?? null;
  }

  async byName(name: string, transaction?: Transaction): Promise<ConnectionRef | null> {
    return (await this.select('name = :name', { name }, transaction))[0] ?? null;
  }

  /** Names of connections by id (deleted ones included: a dataset still names its connection). */
  async names(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.store.sequelize.query<Row>(
      'SELECT id, app_id, name, kind FROM db_connections WHERE id IN (:ids)',
      {
        type: QueryTypes.SELECT,
        replacements: { ids: [...new Set(ids)] },
      },
    );
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }
}

/** A connection serves an app when it is shared (no app) or belongs to it. */
export const servesApp = (c: ConnectionRef, appId: number) => c.app_id === null || c.app_id === appId;
