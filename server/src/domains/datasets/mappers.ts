import { DATA_UPDATE_MODES, type DataUpdateMode, type DatasetColumn, type DatasetParam } from '@tessera/schema/dsl';
import type { DatasetModel } from './models';
import type { DatasetDetail, DatasetRecord, DatasetSourceField, DatasetSummary } from './types';

function parseList<T>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export const parseColumns = (text: string | null | undefined) => parseList<DatasetColumn>(text);
export const parseParams = (text: string | null | undefined) => parseList<DatasetParam>(text);

const MODES = Object.values(DATA_UPDATE_MODES) as number[];

export function toRecord(d: DatasetModel): DatasetRecord {
  const mode = Number(d.data_update_mode);
  return {
    id: d.id,
    app_id: d.app_id,
    key: d.key,
    name: d.name,
    connection_id: d.connection_id,
    sql: d.sql ?? null,
    table_name: d.table_name ?? null,
    data_update_mode: (MODES.includes(mode) ? mode : DATA_UPDATE_MODES.FULL) as DataUpdateMode,
    params: parseParams(d.params),
    columns: parseColumns(d.columns),
  };
}

const iso = (d: Date) => new Date(d).toISOString();

export function toDetail(d: DatasetModel, connectionName: string | null): DatasetDetail {
  const record = toRecord(d);
  return {
    ...record,
    connection_name: connectionName,
    data_set_column_list: record.columns,
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
  };
}

export function toSummary(d: DatasetModel, connectionName: string | null): DatasetSummary {
  const { columns, params, ...record } = toRecord(d);
  return {
    ...record,
    connection_name: connectionName,
    column_count: columns.length,
    created_at: iso(d.created_at),
    updated_at: iso(d.updated_at),
  };
}

/**
 * A dataset as staff read it: without where its rows come from (SQL, table, connection). That is the admins' to
 * see; readers need the columns, which the pages name.
 */
export function withoutSource<T extends Record<DatasetSourceField, unknown>>(dataset: T): Omit<T, DatasetSourceField> {
  const { sql, table_name, connection_id, connection_name, ...rest } = dataset;
  return rest;
}
