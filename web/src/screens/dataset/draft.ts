import {
  DATA_UPDATE_MODES,
  KEY_PATTERN,
  type DataUpdateMode,
  type DatasetColumn,
  type DatasetParam,
} from '@tessera/schema/dsl';
import type { DatasetDetail, DatasetSaveBody, DatasetStarter } from '@tessera/schema/api';

/** A dataset as the editor holds it: saved (id) or new, its source as SQL or as a table. */
export interface DatasetDraft {
  id?: number;
  key: string;
  name: string;
  connection_id?: number;
  source: 'sql' | 'table';
  sql: string;
  table_name: string;
  data_update_mode: DataUpdateMode;
  params: DatasetParam[];
  columns: DatasetColumn[];
}

export const emptyDraft = (connectionId?: number, sql = ''): DatasetDraft => ({
  key: '',
  name: '',
  connection_id: connectionId,
  source: 'sql',
  sql,
  table_name: '',
  data_update_mode: DATA_UPDATE_MODES.FULL,
  params: syncParams(sql, []),
  columns: [],
});

export function draftOf(detail: DatasetDetail): DatasetDraft {
  return {
    id: detail.id,
    key: detail.key,
    name: detail.name,
    connection_id: detail.connection_id,
    source: detail.sql ? 'sql' : 'table',
    sql: detail.sql ?? '',
    table_name: detail.table_name ?? '',
    data_update_mode: detail.data_update_mode,
    params: detail.params,
    columns: detail.columns,
  };
}

/** A key the DSL accepts, made from a table name (`sales.orders` → `sales_orders`, `2024` → `ds_2024`), or ''. */
export function keyFromName(name: string): string {
  const key = name.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  const valid = new RegExp(KEY_PATTERN);
  if (!key || valid.test(key)) return key;
  return valid.test(`ds_${key}`) ? `ds_${key}` : '';
}

/** The starter of template/sql as a new dataset: its SELECT, its guessed columns, named after the table. */
export function draftOfStarter(starter: DatasetStarter): DatasetDraft {
  const table = starter.table_name.split('.').at(-1) ?? starter.table_name;
  return {
    ...emptyDraft(starter.connection_id, starter.sql),
    key: keyFromName(table),
    name: table,
    columns: starter.columns,
  };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The `{{name}}` placeholders of a SQL text, in order of first use (the server reads them the same way). */
export function placeholderNames(sql: string): string[] {
  return [...new Set([...sql.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** The parameters of a SQL: one per placeholder, in SQL order, keeping what was typed for names still there. */
export function syncParams(sql: string, params: readonly DatasetParam[]): DatasetParam[] {
  return placeholderNames(sql).map((name) => params.find((p) => p.name === name) ?? { name, type: 'string' });
}

/** The save-update body of a draft in an app: only the chosen source is sent. */
export function saveBody(draft: DatasetDraft, appId: number): DatasetSaveBody {
  const sql = draft.source === 'sql';
  return {
    ...(draft.id ? { id: draft.id } : {}),
    app_id: appId,
    key: draft.key.trim(),
    name: draft.name.trim(),
    connection_id: draft.connection_id ?? 0,
    sql: sql ? draft.sql : null,
    table_name: sql ? null : draft.table_name.trim(),
    data_update_mode: draft.data_update_mode,
    params: sql ? draft.params : [],
    columns: draft.columns,
  };
}

/** The source part of a draft, as preview and sync-columns take it. */
export function sourceBody(draft: DatasetDraft, appId: number) {
  const { id, connection_id, sql, table_name, params } = saveBody(draft, appId);
  return { ...(id ? { id } : {}), app_id: appId, connection_id, sql, table_name, params };
}

/** An entity with English companions of its texts (`i18n.en`, see @tessera/schema's i18n.ts). */
type WithEnglish<K extends string> = { i18n?: { en?: { [P in K]?: string } } };

/**
 * `entity` with the English version of its text `key` set to `text`; a blank `text` removes the key, and the `i18n`
 * objects that leaves empty, so no empty translation is stored and an untranslated column keeps its JSON.
 */
export function withEnglish<K extends string, T extends WithEnglish<K>>(entity: T, key: K, text: string): T {
  const en: { [P in K]?: string } = { ...entity.i18n?.en };
  if (text.trim() === '') delete en[key];
  else en[key] = text;
  const { i18n, ...rest } = entity;
  const others = { ...i18n };
  delete others.en;
  const next = Object.keys(en).length > 0 ? { ...others, en } : others;
  return (Object.keys(next).length > 0 ? { ...rest, i18n: next } : rest) as T;
}
